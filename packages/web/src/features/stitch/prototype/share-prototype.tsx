import { prototypePath, type PrototypeLink } from '@cui/shared';
import { useAtomValue } from 'jotai';
import { Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../components/button-styles';
import { IconButton } from '../../../components/icon-button';
import { Popover } from '../../../components/popover';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { tokenAtom } from '../../auth';
import { prototypeApi } from '../api/prototype-api';

/** The address that plays a shared prototype, on this app's origin. */
export function prototypeUrl(token: string): string {
  return `${window.location.origin}${prototypePath(token)}`;
}

type Status = { state: 'loading' } | { state: 'ready'; link: PrototypeLink | null } | { state: 'failed'; message: string };

/** An API error's message is already in the UI's words. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The owner's control of the project's read-only prototype link: make it, copy it, replace it (the
 * old one stops working) or turn it off. Anyone with the link plays the screens and sees nothing else.
 */
export function SharePrototype({ projectUuid }: { projectUuid: string }) {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || !token) return;
    const controller = new AbortController();
    setStatus({ state: 'loading' });
    prototypeApi
      .getLink(projectUuid, token, controller.signal)
      .then((link) => setStatus({ state: 'ready', link }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStatus({ state: 'failed', message: messageOf(error) });
      });
    return () => controller.abort();
  }, [open, projectUuid, token]);

  const change = (request: (token: string) => Promise<PrototypeLink | null>) => {
    if (!token || busy) return;
    setBusy(true);
    request(token)
      .then((link) => setStatus({ state: 'ready', link }))
      .catch((error: unknown) => setStatus({ state: 'failed', message: messageOf(error) }))
      .finally(() => setBusy(false));
  };
  const copy = (url: string) => {
    navigator.clipboard
      ?.writeText(url)
      .then(() => toast.success(t('stitch.share.copied')))
      .catch(() => toast.error(t('stitch.share.copyFailed')));
  };

  const link = status.state === 'ready' ? status.link : null;
  return (
    <>
      <IconButton ref={anchorRef} label={t('stitch.share.button')} showLabel="sm" aria-expanded={open} data-testid="share-prototype" onClick={() => setOpen((o) => !o)}>
        <Link2 aria-hidden="true" className="size-4" />
      </IconButton>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchorRef} align="end" role="dialog" label={t('stitch.share.title')} testId="share-prototype-panel" className="w-80 gap-2 p-3">
        <p className="text-sm font-semibold text-zinc-900">{t('stitch.share.title')}</p>
        <p className="text-xs text-zinc-500">{t('stitch.share.explain')}</p>
        {status.state === 'loading' ? (
          <Spinner className="size-5 text-zinc-400" />
        ) : status.state === 'failed' ? (
          <p role="alert" className="text-xs text-red-600">
            {status.message}
          </p>
        ) : null}
        {link ? (
          <>
            <input readOnly aria-label={t('stitch.share.linkLabel')} data-testid="prototype-link" value={prototypeUrl(link.token)} className={`${inputClass} text-xs`} onFocus={(e) => e.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass('primary', 'sm')} onClick={() => copy(prototypeUrl(link.token))}>
                {t('stitch.share.copy')}
              </button>
              <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => change((tk) => prototypeApi.createLink(projectUuid, tk, true))}>
                {t('stitch.share.rotate')}
              </button>
              <button type="button" className={buttonClass('danger', 'sm')} disabled={busy} data-testid="revoke-prototype-link" onClick={() => change((tk) => prototypeApi.revokeLink(projectUuid, tk))}>
                {t('stitch.share.revoke')}
              </button>
            </div>
          </>
        ) : status.state !== 'loading' ? (
          <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} data-testid="create-prototype-link" onClick={() => change((tk) => prototypeApi.createLink(projectUuid, tk))}>
            {t('stitch.share.create')}
          </button>
        ) : null}
      </Popover>
    </>
  );
}
