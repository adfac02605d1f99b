import { useAtom, useSetAtom } from 'jotai';
import { Coins, LayoutDashboard, MessageSquare, PanelLeft, RotateCcw, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { loginModalAtom } from '../../auth/atoms';
import { useAuth } from '../../auth/use-auth';
import { feedbackOpenAtom } from '../../feedback/atoms';
import { IconButton } from '../controls/icon-button';
import { settingsOpenAtom, uiPrefsAtom } from '../state/atoms';

/** The generator's own header row, under the shell header. */
export function GeneratorHeader({ onReset, canReset }: { onReset: () => void; canReset: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSignedIn, profile, tokenLoading } = useAuth();
  const openLogin = useSetAtom(loginModalAtom);
  const openFeedback = useSetAtom(feedbackOpenAtom);
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
      <IconButton label={t('header.feedback')} showLabel="md" onClick={() => openFeedback(true)} data-testid="generator-feedback">
        <MessageSquare aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={t('generator.settings.title')} showLabel="md" onClick={() => openSettings(true)} data-testid="settings-button">
        <Settings2 aria-hidden="true" className="size-4" />
      </IconButton>
      <IconButton label={t('generator.header.new')} showLabel="sm" onClick={onReset} disabled={!canReset} data-testid="reset-button">
        <RotateCcw aria-hidden="true" className="size-4" />
      </IconButton>
      {/* Below sm the shell header right above already shows Login or the account. */}
      <span className="hidden sm:contents">
        {tokenLoading ? null : isSignedIn ? (
          <button type="button" data-testid="generator-dashboard" className={buttonClass('secondary', 'sm', 'shrink-0')} onClick={() => navigate('/dashboard')}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('generator.header.dashboard')}</span>
            {profile ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-1.5 text-xs font-semibold text-amber-900 tabular-nums ring-1 ring-amber-200 ring-inset">
                <Coins aria-hidden="true" className="size-3 text-amber-500" />
                {profile.credits}
              </span>
            ) : null}
          </button>
        ) : (
          <button type="button" data-testid="generator-login" className={buttonClass('primary', 'sm', 'shrink-0')} onClick={() => openLogin('login')}>
            {t('header.login')}
          </button>
        )}
      </span>
    </div>
  );
}
