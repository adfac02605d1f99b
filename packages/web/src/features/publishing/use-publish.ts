import { DEFAULT_PAGE_NAME, PROMPT_MAX_CHARS, pageNameFromFileName, pageUrl, type PublishResponse } from '@cui/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { toast } from '../../lib/toast';
import { loginModalAtom, tokenAtom } from '../auth';
import { currentModel } from '../models';
import { folderNameAtom, htmlAtom, pageNameAtom, previousPromptAtom, publishedAtom } from '../page';
import { PUBLISH_TITLE } from './publishing';
import { publishingApi, SITES_QUERY_ROOT } from './publishing-api';
import { publishingAtom } from './publishing-atoms';
import { formatDate } from '../../lib/format-date';

export interface PublishOptions {
  /** Creates a new site instead of writing to the chosen one: named `siteName`, else by the server. */
  newSite?: boolean;
  siteName?: string;
  /**
   * After a generation or a section edit: runs only when this tab has a site and someone is signed
   * in, and never asks anything of the user; its outcome is a toast.
   */
  auto?: boolean;
  /** What to publish; by default the page in the editor and the prompt that made it. */
  html?: string;
  prompt?: string;
}

export interface PublishApi {
  publish: (options?: PublishOptions) => Promise<PublishResponse | null>;
  unpublish: () => Promise<boolean>;
  /** Puts an unpublished site back online as it was; true when it is live. */
  republish: (folderName: string) => Promise<boolean>;
  /** Renames the chosen site; the tab follows the new name. True when renamed. */
  rename: (newName: string) => Promise<boolean>;
}

/** A failure's text for the user: the server's message when it sent one, else our own. */
function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.message ? error.message : fallback;
}

/** Publishing and unpublishing the tab's page; the outcome is in the tab's atoms and a toast. */
export function usePublish(): PublishApi {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const queryClient = useQueryClient();
  const openLogin = useSetAtom(loginModalAtom);

  /**
   * One site action's common ground: the tab shows it is publishing while it runs (unless `busy` is
   * false), the sites list is refreshed after it succeeds, and a failure is logged, asks to sign in
   * again on 401 and is told in a toast (`failed` unless the server said why). Null on failure.
   */
  const runSiteAction = useCallback(
    async <T,>(what: string, failed: string, action: () => Promise<T>, { busy = true }: { busy?: boolean } = {}): Promise<T | null> => {
      if (busy) store.set(publishingAtom, true);
      try {
        const result = await action();
        void queryClient.invalidateQueries({ queryKey: [SITES_QUERY_ROOT] });
        return result;
      } catch (error) {
        console.error(`${what} failed`, error);
        if (isApiError(error) && error.status === 401) openLogin('login');
        toast.error(failureMessage(error, failed));
        return null;
      } finally {
        if (busy) store.set(publishingAtom, false);
      }
    },
    [openLogin, queryClient, store],
  );

  const publish = useCallback(
    async ({ newSite = false, siteName, auto = false, html, prompt }: PublishOptions = {}): Promise<PublishResponse | null> => {
      const token = store.get(tokenAtom);
      const chosenFolder = store.get(folderNameAtom);
      const chosenPage = store.get(pageNameAtom);
      const folderName = newSite ? (siteName ?? null) : chosenFolder;
      if (auto && (!token || !folderName)) return null;
      if (!token) {
        openLogin('login');
        return null;
      }
      if (!newSite && !folderName) {
        toast.error(t('generator.publish.noFolder'));
        return null;
      }
      const page = html ?? store.get(htmlAtom);
      if (!page.trim()) return null;
      const pageName = newSite ? DEFAULT_PAGE_NAME : chosenPage;

      return runSiteAction('Publish', t('generator.publish.failed'), async () => {
        const result = await publishingApi.publish(
          {
            html: page,
            title: PUBLISH_TITLE,
            prompt: (prompt ?? store.get(previousPromptAtom)).slice(0, PROMPT_MAX_CHARS),
            model: currentModel(store, queryClient),
            fileName: pageName,
            ...(folderName ? { folderName } : {}),
          },
          token,
        );
        const published = { folderName: result.folderName, pageName: pageNameFromFileName(result.fileName) || pageName, url: result.url };
        store.set(publishedAtom, published);
        // The site and page the answer names become the tab's choice, unless the user picked
        // another one while the page was building.
        if (store.get(folderNameAtom) === chosenFolder && store.get(pageNameAtom) === chosenPage) {
          store.set(folderNameAtom, published.folderName);
          store.set(pageNameAtom, published.pageName);
        }
        toast.success(t('generator.publish.success'));
        if (result.staleNavigation?.length) toast.warning(t('generator.publish.navigationStale', { pages: result.staleNavigation.join(', ') }));
        return result;
      });
    },
    [openLogin, queryClient, runSiteAction, store, t],
  );

  const unpublish = useCallback(async (): Promise<boolean> => {
    const token = store.get(tokenAtom);
    const folderName = store.get(folderNameAtom);
    if (!folderName) return false;
    if (!token) {
      openLogin('login');
      return false;
    }
    const done = await runSiteAction('Unpublish', t('generator.publish.unpublishFailed'), async () => {
      await publishingApi.unpublish(folderName, token);
      // Its history is kept and the folder stays chosen: publishing again brings the site back.
      store.set(publishedAtom, (last) => (last?.folderName === folderName ? null : last));
      toast.success(t('generator.publish.unpublished'));
      return true;
    });
    return done ?? false;
  }, [openLogin, runSiteAction, store, t]);

  const republish = useCallback(
    async (folderName: string): Promise<boolean> => {
      const token = store.get(tokenAtom);
      if (!token) {
        openLogin('login');
        return false;
      }
      const done = await runSiteAction('Publish again', t('generator.publish.failed'), async () => {
        const result = await publishingApi.republish(folderName, token);
        // Every page of the site is back: the one in view is published at its own address.
        if (store.get(folderNameAtom) === folderName) {
          const pageName = store.get(pageNameAtom);
          store.set(publishedAtom, { folderName, pageName, url: pageUrl(result.url, pageName) });
        }
        toast.success(t('generator.publish.success'));
        return true;
      });
      return done ?? false;
    },
    [openLogin, runSiteAction, store, t],
  );

  const rename = useCallback(
    async (newName: string): Promise<boolean> => {
      const token = store.get(tokenAtom);
      const folderName = store.get(folderNameAtom);
      if (!folderName) return false;
      if (!token) {
        openLogin('login');
        return false;
      }
      const done = await runSiteAction(
        'Rename',
        t('generator.publish.renameFailed'),
        async () => {
          const result = await publishingApi.rename(folderName, newName, token);
          if (store.get(folderNameAtom) === folderName) store.set(folderNameAtom, result.folderName);
          store.set(publishedAtom, (last) => (last?.folderName === folderName ? { ...last, folderName: result.folderName, url: pageUrl(result.url, last.pageName) } : last));
          const until = formatDate(result.redirectsUntil, i18n.language);
          toast.success(t('generator.publish.renamed', { date: until }));
          return true;
        },
        { busy: false },
      );
      return done ?? false;
    },
    [i18n, openLogin, runSiteAction, store, t],
  );

  return { publish, unpublish, republish, rename };
}
