import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { loadNewPage } from '../page';
import { publishingApi } from './publishing-api';

/**
 * `?remix={folder}` or `?remix={folder}/{page}` loads a published page's source once as a new
 * page, then leaves the URL clean so a reload does not load it again.
 */
export function useRemix() {
  const { t } = useTranslation();
  const store = useStore();
  const [params, setParams] = useSearchParams();
  const remixId = params.get('remix');

  useEffect(() => {
    if (!remixId) return;
    const controller = new AbortController();
    publishingApi
      .remix(remixId, controller.signal)
      .then((html) => {
        if (controller.signal.aborted) return;
        loadNewPage(store, html, t('generator.versions.remixPrompt', { site: remixId }));
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
  }, [remixId, setParams, store, t]);
}
