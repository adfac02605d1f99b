import { useAtomValue, useSetAtom } from 'jotai';
import { Copy, Download, HardDriveDownload, MoreHorizontal, RefreshCw, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/icon-button';
import { menuItemClass, Popover } from '../../components/popover';
import { pageFileName } from '../../lib/files';
import { toast } from '../../lib/toast';
import { usePageExport } from '../export';
import { htmlAtom, workingAtom } from '../page';
import { openLocalDb, saveTemplateOpenAtom } from '../templates';

/** A toolbar action that moved into the menu because the bar has no room for it (a phone). */
export interface OverflowAction {
  icon: LucideIcon;
  label: string;
  testId: string;
  action: () => void | Promise<void>;
}

interface MenuActionProps {
  icon: LucideIcon;
  label: string;
  disabled?: boolean;
  testId?: string;
  /** Runs after the menu closed; a failure shows `failure` as a toast. */
  action: () => void | Promise<void>;
  failure?: string;
  close: () => void;
}

function MenuAction({ icon: Icon, label, disabled, testId, action, failure, close }: MenuActionProps) {
  const select = async () => {
    close();
    try {
      await action();
    } catch (error) {
      console.error(error);
      if (failure) toast.error(failure);
    }
  };
  return (
    <button type="button" role="menuitem" data-testid={testId} className={menuItemClass} disabled={disabled} onClick={() => void select()}>
      <Icon aria-hidden="true" className="size-4 text-zinc-500" />
      {label}
    </button>
  );
}

export function MoreMenu({ onRefresh, overflow = [] }: { onRefresh: () => void; overflow?: OverflowAction[] }) {
  const { t } = useTranslation();
  const html = useAtomValue(htmlAtom);
  const working = useAtomValue(workingAtom);
  const openSave = useSetAtom(saveTemplateOpenAtom);
  const pageExport = usePageExport();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton ref={anchor} label={t('generator.more.label')} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="more-menu">
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </IconButton>
      <Popover open={open} onClose={close} anchorRef={anchor} placement="top" align="end" className="w-60" role="menu">
        {overflow.map((item) => (
          <MenuAction key={item.testId} icon={item.icon} label={item.label} testId={item.testId} action={item.action} close={close} />
        ))}
        {overflow.length > 0 ? <div className="my-1 h-px bg-zinc-100" /> : null}
        <MenuAction icon={RefreshCw} label={t('generator.more.refresh')} action={onRefresh} close={close} />
        <MenuAction
          icon={Copy}
          label={t('generator.more.copy')}
          disabled={!html}
          testId="copy-page"
          action={() => void pageExport.copy(html)}
          close={close}
        />
        <MenuAction
          icon={Download}
          label={t('generator.more.download')}
          disabled={!html}
          testId="download-page"
          action={() => void pageExport.download(html, pageFileName(html))}
          close={close}
        />
        <div className="my-1 h-px bg-zinc-100" />
        <MenuAction
          icon={HardDriveDownload}
          label={t('generator.more.saveLocal')}
          testId="save-local"
          disabled={!html || working !== null}
          action={async () => {
            await openLocalDb();
            openSave(true);
          }}
          failure={t('indexedDB.notInitialized')}
          close={close}
        />
      </Popover>
    </>
  );
}
