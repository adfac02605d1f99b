import type { SharedPrototype } from '@cui/shared';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { prototypeApi } from '../api/prototype-api';
import { PrototypePlayer } from './prototype-player';
import { usePrototypeRoute } from './use-prototype-route';

type Load = { state: 'loading' } | { state: 'ready'; prototype: SharedPrototype } | { state: 'failed'; message: string };

/**
 * A prototype someone shared (/prototype/{token}): its screens played read-only, with nothing else
 * of the project and no way to change it. Nobody needs to be signed in.
 */
export function SharedPrototypePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const route = usePrototypeRoute();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    prototypeApi
      .play(token, controller.signal)
      .then((prototype) => setLoad({ state: 'ready', prototype }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [token]);

  const screens = useMemo(() => (load.state === 'ready' ? load.prototype.screens.map((s) => ({ name: s.name, code: s.html })) : []), [load]);

  if (load.state === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center p-8">
        <Spinner className="size-6 text-zinc-400" />
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-8 text-amber-500" />
        <h1 className="text-lg font-semibold text-zinc-900">{t('stitch.prototype.sharedUnavailable')}</h1>
        <p role="alert" className="max-w-sm text-sm text-zinc-600">
          {load.message}
        </p>
      </div>
    );
  }
  return (
    <PrototypePlayer
      title={load.prototype.title}
      screens={screens}
      device={load.prototype.device_type}
      slug={route.slug}
      depth={route.depth ?? 0}
      onNavigate={route.go}
      onBack={route.back}
    />
  );
}
