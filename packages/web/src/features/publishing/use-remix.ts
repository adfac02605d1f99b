import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { tokenAtom } from '../auth';
import { loadNewPage } from '../page';
import { publishingApi, SITES_QUERY_ROOT } from './publishing-api';
import { useOpenPage } from './use-open-page';

/**
 * `?remix={folder}` or `?remix={folder}/{page}` loads a published page's source once as a new
 * page, then leaves the URL clean so a reload does not load it again. A whole site of several pages,
 * remixed by someone signed in, is copied page by page into a new unpublished site of theirs, whose
 * index then opens (decision 059).
 */
export function useRemix() {
  const { t } = useTranslation();
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const { openPage } = useOpenPage();
  const [params, setParams] = useSearchParams();
  const remixId = params.get('remix');

  useEffect(() => {
    if (!remixId) return;
    const controller = new AbortController();
    const run = async () => {
      const source = await publishingApi.remix(remixId, controller.signal);
      if (controller.signal.aborted) return;
      const wholeSite = !remixId.includes('/') && source.pages.length > 1;
      if (wholeSite && token) {
        const copy = await publishingApi.remixSite(remixId, token, controller.signal);
        if (controller.signal.aborted) return;
        void queryClient.invalidateQueries({ queryKey: [SITES_QUERY_ROOT] });
        await openPage(copy.folderName, 'index');
        toast.success(t('generator.toast.remixSiteLoaded', { count: copy.pages.length, site: copy.folderName }));
        return;
      }
      loadNewPage(store, source.html, t('generator.versions.remixPrompt', { site: remixId }));
      toast.success(t('generator.toast.remixLoaded'));
      // Signed out, a site's other pages cannot be copied anywhere: say so rather than drop them.
      if (wholeSite) toast.info(t('generator.toast.remixSiteSignIn', { count: source.pages.length }));
    };
    run()
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
  }, [openPage, queryClient, remixId, setParams, store, t, token]);
}
