import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_NAME } from '@cui/shared';
import { isApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { toast } from '../../lib/toast';
import { loginModalAtom, tokenAtom } from '../auth';
import { folderNameAtom, pageNameAtom, publishedAtom } from '../page';
import { publishingApi, SITES_QUERY_ROOT } from './publishing-api';

export interface SitePagesApi {
  /** Renames a page of the chosen site; every page's navigation follows on the server. True when renamed. */
  renamePage: (folderName: string, from: string, to: string) => Promise<boolean>;
  /** Removes a page of the chosen site with its history. True when removed. */
  removePage: (folderName: string, pageName: string) => Promise<boolean>;
  /** The page being renamed or removed, while it is. */
  busyPage: string | null;
}

/** A site's pages as a whole: rename and remove, the tab following a page it has open. */
export function useSitePages(): SitePagesApi {
  const { t } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const openLogin = useSetAtom(loginModalAtom);
  const [busyPage, setBusyPage] = useState<string | null>(null);

  const run = useCallback(
    async (pageName: string, failed: string, action: (token: string) => Promise<void>): Promise<boolean> => {
      const token = store.get(tokenAtom);
      if (!token) {
        openLogin('login');
        return false;
      }
      setBusyPage(pageName);
      try {
        await action(token);
        return true;
      } catch (error) {
        console.error('Page change failed', error);
        if (isApiError(error) && error.status === 401) openLogin('login');
        toast.error(isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.message ? error.message : failed);
        return false;
      } finally {
        setBusyPage(null);
        // Even a refused change may have been made in part (a navigation left stale): list what is.
        void queryClient.invalidateQueries({ queryKey: [SITES_QUERY_ROOT] });
      }
    },
    [openLogin, queryClient, store],
  );

  const renamePage = useCallback(
    (folderName: string, from: string, to: string) =>
      run(from, t('generator.projects.renamePageFailed'), async (token) => {
        await publishingApi.renamePage(folderName, from, to, token);
        if (store.get(folderNameAtom) === folderName && store.get(pageNameAtom) === from) store.set(pageNameAtom, to);
        store.set(publishedAtom, (last) => (last?.folderName === folderName && last.pageName === from ? null : last));
        toast.success(t('generator.projects.pageRenamed', { page: to }));
      }),
    [run, store, t],
  );

  const removePage = useCallback(
    (folderName: string, pageName: string) =>
      run(pageName, t('generator.projects.removePageFailed'), async (token) => {
        await publishingApi.removePage(folderName, pageName, token);
        // The tab's page is gone from the site: its next publish goes to the home page, not back to the removed address.
        if (store.get(folderNameAtom) === folderName && store.get(pageNameAtom) === pageName) store.set(pageNameAtom, DEFAULT_PAGE_NAME);
        store.set(publishedAtom, (last) => (last?.folderName === folderName && last.pageName === pageName ? null : last));
        toast.success(t('generator.projects.pageRemoved', { page: pageName }));
      }),
    [run, store, t],
  );

  return { renamePage, removePage, busyPage };
}
