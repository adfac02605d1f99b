import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { tokenAtom } from '../auth';
import { folderNameAtom, hasAskedAtom, htmlAtom, pageFrameworkAtom, pageNameAtom, previousPromptAtom, versionsAtom, viewAtom } from '../page';
import { versionsFromPage } from './publishing';
import { publishingApi } from './publishing-api';

export interface OpenPageApi {
  /** Chooses a site's page for publishing and shows its history, the newest version current. */
  openPage: (folderName: string, pageName: string) => Promise<void>;
  loading: boolean;
}

export function useOpenPage(): OpenPageApi {
  const { t } = useTranslation();
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const openPage = useCallback(
    async (folderName: string, pageName: string) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      // The choice stands even if its history cannot be read: it is where the next publish goes.
      store.set(folderNameAtom, folderName);
      store.set(pageNameAtom, pageName);
      setLoading(true);
      try {
        const rows = await publishingApi.pageVersions(folderName, pageName, token, controller.signal);
        if (controller.signal.aborted || rows.length === 0) return;
        const versions = versionsFromPage(rows);
        const latest = versions.list[versions.current];
        store.set(versionsAtom, versions);
        store.set(htmlAtom, latest.content);
        store.set(pageFrameworkAtom, null);
        store.set(previousPromptAtom, latest.prompt);
        store.set(hasAskedAtom, true);
        store.set(viewAtom, 'preview');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Page versions failed', error);
        // An HTTP refusal and a broken exchange (network, unreadable answer) read differently; an
        // unreadable answer is one the SPA raised itself over a 2xx, so only an error status refuses.
        const refused = isApiError(error) && error.status >= 400;
        toast.error(refused ? t('generator.projects.versionsFailed') : t('generator.projects.versionsError'));
      } finally {
        if (pending.current === controller) {
          pending.current = null;
          setLoading(false);
        }
      }
    },
    [store, t, token],
  );

  return { openPage, loading };
}
