import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { generatorApi } from '../api/generator-api';
import { htmlAtom } from '../state/atoms';

/** `?remix={id}` loads a published page's HTML once, then leaves the URL clean so a reload does not reload it. */
export function useRemix() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const setHtml = useSetAtom(htmlAtom);
  const remixId = params.get('remix');

  useEffect(() => {
    if (!remixId) return;
    const controller = new AbortController();
    generatorApi
      .remix(remixId, controller.signal)
      .then((html) => {
        setHtml(html);
        toast.success(t('generator.toast.remixLoaded'));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Remix failed', error);
        toast.error(t('generator.toast.remixFailed'));
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('remix');
            return next;
          },
          { replace: true },
        );
      });
    return () => controller.abort();
  }, [remixId, setHtml, setParams, t]);
}
