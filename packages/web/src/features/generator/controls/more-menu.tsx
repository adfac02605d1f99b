import { useAtomValue, useSetAtom } from 'jotai';
import { Copy, Download, HardDriveDownload, MoreHorizontal, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuItemClass, Popover } from '../../../components/popover';
import { toast } from '../../../lib/toast';
import { copyText, downloadHtml, DOWNLOAD_FILE_NAME } from '../lib/files';
import { openLocalDb } from '../local-db/db';
import { htmlAtom, saveTemplateOpenAtom, workingAtom } from '../state/atoms';
import { IconButton } from './icon-button';

export function MoreMenu({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  const html = useAtomValue(htmlAtom);
  const working = useAtomValue(workingAtom);
  const openSave = useSetAtom(saveTemplateOpenAtom);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);

  const run = (action: () => void | Promise<void>) => {
    setOpen(false);
    void action();
  };

  return (
    <>
      <IconButton ref={anchor} label={t('generator.more.label')} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="more-menu">
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </IconButton>
      <Popover open={open} onClose={() => setOpen(false)} anchorRef={anchor} placement="top" align="end" className="w-60" role="menu">
        <button type="button" role="menuitem" className={menuItemClass} onClick={() => run(onRefresh)}>
          <RefreshCw aria-hidden="true" className="size-4 text-zinc-500" />
          {t('generator.more.refresh')}
        </button>
        <button
          type="button"
          role="menuitem"
          className={menuItemClass}
          disabled={!html}
          onClick={() =>
            run(async () => {
              try {
                await copyText(html);
                toast.success(t('generator.more.copied'));
              } catch {
                toast.error(t('generator.errors.copyFailed'));
              }
            })
          }
        >
          <Copy aria-hidden="true" className="size-4 text-zinc-500" />
          {t('generator.more.copy')}
        </button>
        <button
          type="button"
          role="menuitem"
          className={menuItemClass}
          disabled={!html}
          onClick={() =>
            run(() => {
              try {
                downloadHtml(html, DOWNLOAD_FILE_NAME);
              } catch {
                toast.error(t('generator.errors.downloadFailed'));
              }
            })
          }
        >
          <Download aria-hidden="true" className="size-4 text-zinc-500" />
          {t('generator.more.download')}
        </button>
        <div className="my-1 h-px bg-zinc-100" />
        <button
          type="button"
          role="menuitem"
          data-testid="save-local"
          className={menuItemClass}
          disabled={!html || working !== null}
          onClick={() =>
            run(async () => {
              try {
                await openLocalDb();
                openSave(true);
              } catch (error) {
                console.error('IndexedDB unavailable', error);
                toast.error(t('indexedDB.notInitialized'));
              }
            })
          }
        >
          <HardDriveDownload aria-hidden="true" className="size-4 text-zinc-500" />
          {t('generator.more.saveLocal')}
        </button>
      </Popover>
    </>
  );
}
