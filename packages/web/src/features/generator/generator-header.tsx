import { useAtom, useSetAtom } from 'jotai';
import { PanelLeft, RotateCcw, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/icon-button';
import { settingsOpenAtom, uiPrefsAtom } from './generator-atoms';

/** The generator's own header row, under the shell header, which already holds Feedback, Login and the account. */
export function GeneratorHeader({ onReset, canReset }: { onReset: () => void; canReset: boolean }) {
  const { t } = useTranslation();
  const openSettings = useSetAtom(settingsOpenAtom);
  const [ui, setUi] = useAtom(uiPrefsAtom);

  return (
    <div className="flex h-12 shrink-0 items-center gap-2 border-b border-zinc-200 bg-white px-2 sm:px-4">
      <IconButton
        label={ui.sidebarOpen ? t('generator.header.hideSidebar') : t('generator.header.showSidebar')}
        aria-expanded={ui.sidebarOpen}
        aria-controls="generator-sidebar"
        onClick={() => setUi((u) => ({ ...u, sidebarOpen: !u.sidebarOpen }))}
        data-testid="sidebar-toggle"
      >
        <PanelLeft aria-hidden="true" className="size-4" />
      </IconButton>
      <div className="min-w-0 flex-1 leading-tight">
        <h1 className="truncate text-sm font-semibold text-zinc-900">{t('generator.header.title')}</h1>
        <p className="hidden truncate text-xs text-zinc-500 sm:block">{t('generator.header.subtitle')}</p>
      </div>
      <IconButton label={t('generator.settings.title')} showLabel="md" onClick={() => openSettings(true)} data-testid="settings-button">
        <Settings2 aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={t('generator.header.new')} showLabel="sm" onClick={onReset} disabled={!canReset} data-testid="reset-button">
        <RotateCcw aria-hidden="true" className="size-4" />
      </IconButton>
    </div>
  );
}
