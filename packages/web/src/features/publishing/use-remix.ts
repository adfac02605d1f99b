import { DESIGNER_SCREENS_MAX } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { tokenAtom } from '../auth';
import { loadNewPage } from '../page';
import { publishingApi, SITES_QUERY_ROOT } from './publishing-api';
import { useOpenPage } from './use-open-page';

/**
 * `?remix={folder}` or `?remix={folder}/{page}` loads a published page's source once as a new
 * page, then leaves the URL clean so a reload does not load it again. A whole site, remixed by
 * someone signed in, is copied: a site of a designer project's screens into a new designer project,
 * which then opens on its canvas; another site of several pages page by page into a new unpublished
 * site, whose index then opens (decision 059).
 */
export function useRemix() {
  const { t } = useTranslation();
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { openPage } = useOpenPage();
  const [params, setParams] = useSearchParams();
  const remixId = params.get('remix');

  useEffect(() => {
    if (!remixId) return;
    const controller = new AbortController();
    // Set once the remix opened the designer: this page's URL is no longer the one to clean.
    let left = false;
    const run = async () => {
      const source = await publishingApi.remix(remixId, controller.signal);
      if (controller.signal.aborted) return;
      const wholeSite = !remixId.includes('/');
      if (wholeSite && source.screens && token) {
        const copy = await publishingApi.remixProject(remixId, token, controller.signal);
        if (controller.signal.aborted) return;
        left = true;
        void navigate(`/stitch/create?project=${encodeURIComponent(copy.project.project_uuid)}`, { replace: true });
        toast.success(t('generator.toast.remixProjectLoaded', { count: copy.screens.length, title: copy.project.title }));
        if (copy.dropped) toast.info(t('generator.toast.remixProjectDropped', { count: copy.dropped, max: DESIGNER_SCREENS_MAX }));
        return;
      }
      if (wholeSite && source.pages.length > 1 && token) {
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
      if (wholeSite && source.screens) toast.info(t('generator.toast.remixProjectSignIn', { count: source.pages.length }));
      else if (wholeSite && source.pages.length > 1) toast.info(t('generator.toast.remixSiteSignIn', { count: source.pages.length }));
    };
    run()
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Remix failed', error);
        toast.error(t('generator.toast.remixFailed'));
      })
      .finally(() => {
        if (controller.signal.aborted || left) return;
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
  }, [navigate, openPage, queryClient, remixId, setParams, store, t, token]);
}
