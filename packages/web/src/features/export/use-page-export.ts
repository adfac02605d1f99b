import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { copyFrom, downloadHtml } from '../../lib/files';
import { toast, TOAST_AUTO_CLOSE_MS, SUCCESS_TOAST_AUTO_CLOSE_MS } from '../../lib/toast';
import { tokenAtom } from '../auth';
import { exportPage } from './export-api';

export interface PageExport {
  /** Saves the page as one file that opens from disk with no network; false when it could not (the toast said why). */
  download: (html: string, fileName: string) => Promise<boolean>;
  /** Copies the page as one file that works on its own, its runtimes (if any) from a pinned CDN; false when it could not. */
  copy: (html: string) => Promise<boolean>;
}

/**
 * Download and Copy of a page, generated or saved: the server builds it as publishing does, since
 * the page as generated loads its styles and runtimes from this app and is broken on its own. A
 * toast shows the build under way and turns into its outcome, with the reason when it failed.
 */
export function usePageExport(): PageExport {
  const { t } = useTranslation();
  const store = useStore();
  return useMemo(() => {
    const run = async (work: () => Promise<string>, fallback: string): Promise<boolean> => {
      const id = toast.loading(t('pageExport.preparing'));
      try {
        const done = await work();
        toast.update(id, { render: done, type: 'success', isLoading: false, autoClose: SUCCESS_TOAST_AUTO_CLOSE_MS });
        return true;
      } catch (error) {
        console.error('Page export failed', error);
        toast.update(id, { render: isApiError(error) ? error.message : fallback, type: 'error', isLoading: false, autoClose: TOAST_AUTO_CLOSE_MS });
        return false;
      }
    };
    const build = (html: string, runtimes: 'inline' | 'cdn') => exportPage(html, runtimes, store.get(tokenAtom));
    return {
      download: (html, fileName) =>
        run(async () => {
          downloadHtml((await build(html, 'inline')).html, fileName);
          return t('pageExport.downloaded', { file: fileName });
        }, t('pageExport.downloadFailed')),
      copy: (html) =>
        run(async () => {
          // The clipboard is asked for at once, while the click still counts as the user's: some
          // browsers refuse a write that comes after the answer.
          const built = build(html, 'cdn');
          await copyFrom(built.then((b) => b.html));
          return (await built).cdnUrls.length > 0 ? t('pageExport.copiedCdn') : t('pageExport.copied');
        }, t('pageExport.copyFailed')),
    };
  }, [store, t]);
}
