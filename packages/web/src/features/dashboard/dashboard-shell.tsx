import { ArrowLeft, CreditCard, Layers, LayoutDashboard, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Receipt, User, UserCog, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../auth';
import type { DashboardTab } from './dashboard-tabs';

const ICONS: Record<DashboardTab, typeof User> = {
  overview: LayoutDashboard,
  profile: User,
  myplan: CreditCard,
  allplans: Layers,
  billing: Receipt,
  account: UserCog,
};

interface ShellProps {
  /** The tabs this server shows, in order. */
  tabs: readonly DashboardTab[];
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  children: ReactNode;
}

function navItemClass(active: boolean, collapsed = false): string {
  return `flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${collapsed ? 'justify-center' : ''} ${
    active ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900'
  }`;
}

function NavList({ tabs, tab, onTab, collapsed = false, idPrefix }: { tabs: readonly DashboardTab[]; tab: DashboardTab; onTab: (tab: DashboardTab) => void; collapsed?: boolean; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1">
      {tabs.map((id) => {
        const Icon = ICONS[id];
        return (
          <li key={id}>
            <button
              type="button"
              data-testid={`${idPrefix}-${id}`}
              aria-current={tab === id ? 'page' : undefined}
              title={collapsed ? t(`dashboard.tabs.${id}`) : undefined}
              className={navItemClass(tab === id, collapsed)}
              onClick={() => onTab(id)}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{t(`dashboard.tabs.${id}`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function FooterActions({ collapsed = false, idPrefix }: { collapsed?: boolean; idPrefix: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  return (
    <div className="flex flex-col gap-1 border-t border-zinc-200 pt-3">
      <button type="button" data-testid={`${idPrefix}-back`} className={navItemClass(false, collapsed)} onClick={() => navigate('/')} title={collapsed ? t('common.backToApp') : undefined}>
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        <span className={collapsed ? 'sr-only' : ''}>{t('common.backToApp')}</span>
      </button>
      <button
        type="button"
        data-testid={`${idPrefix}-logout`}
        disabled={pending}
        className={`${navItemClass(false, collapsed)} text-red-600 hover:bg-red-50 hover:text-red-700`}
        onClick={() => void signOut()}
        title={collapsed ? t('dashboard.logOut') : undefined}
      >
        <LogOut aria-hidden="true" className="size-4 shrink-0" />
        <span className={collapsed ? 'sr-only' : ''}>{t('dashboard.logOut')}</span>
      </button>
    </div>
  );
}

/**
 * Desktop: a collapsible left sidebar. Narrow screens: a top bar, a slide-in sidebar and a bottom tab bar,
 * sticky rather than fixed so the page footer (language switcher) below it stays reachable.
 */
export function DashboardShell({ tabs, tab, onTab, children }: ShellProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pick = (next: DashboardTab) => {
    onTab(next);
    setDrawerOpen(false);
  };

  return (
    <div data-testid="dashboard" className="flex flex-1 flex-col md:flex-row">
      <aside
        data-testid="dashboard-sidebar"
        data-collapsed={collapsed}
        className={`hidden shrink-0 flex-col gap-4 border-r border-zinc-200 bg-white p-3 md:flex ${collapsed ? 'w-16' : 'w-60'}`}
      >
        <div className={`flex items-center ${collapsed ? 'justify-center' : 'justify-between'} px-1`}>
          {collapsed ? null : <span className="text-sm font-semibold text-zinc-900">{t('dashboard.title')}</span>}
          <button
            type="button"
            data-testid="dashboard-collapse"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('dashboard.expandSidebar') : t('dashboard.collapseSidebar')}
            className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-4" /> : <PanelLeftClose aria-hidden="true" className="size-4" />}
          </button>
        </div>
        <nav aria-label={t('dashboard.title')} className="flex-1">
          <NavList tabs={tabs} tab={tab} onTab={onTab} collapsed={collapsed} idPrefix="dashboard-tab" />
        </nav>
        <FooterActions collapsed={collapsed} idPrefix="dashboard" />
      </aside>

      <div data-testid="dashboard-topbar" className="flex items-center justify-between border-b border-zinc-200 bg-white px-4 py-2 md:hidden">
        <button
          type="button"
          data-testid="dashboard-menu"
          aria-label={t('dashboard.openMenu')}
          aria-expanded={drawerOpen}
          className="rounded-md p-2 text-zinc-600 hover:bg-zinc-100"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <span className="text-sm font-semibold text-zinc-900">{t(`dashboard.tabs.${tab}`)}</span>
        <span className="size-9" aria-hidden="true" />
      </div>

      <div className={`fixed inset-0 z-40 md:hidden ${drawerOpen ? '' : 'pointer-events-none'}`} aria-hidden={!drawerOpen}>
        <div className={`absolute inset-0 bg-zinc-950/40 transition-opacity duration-300 ${drawerOpen ? 'opacity-100' : 'opacity-0'}`} onClick={() => setDrawerOpen(false)} />
        <aside
          data-testid="dashboard-drawer"
          data-open={drawerOpen}
          inert={!drawerOpen}
          className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-4 shadow-xl transition-transform duration-300 ${
            drawerOpen ? 'translate-x-0' : '-translate-x-full'
          }`}
        >
          <div className="flex items-center justify-between">
            <span className="text-sm font-semibold text-zinc-900">{t('dashboard.title')}</span>
            <button type="button" aria-label={t('common.close')} className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100" onClick={() => setDrawerOpen(false)}>
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <nav aria-label={t('dashboard.title')} className="flex-1">
            <NavList tabs={tabs} tab={tab} onTab={pick} idPrefix="dashboard-drawer-tab" />
          </nav>
          <FooterActions idPrefix="dashboard-drawer" />
        </aside>
      </div>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:px-10 md:py-10">{children}</div>

      <nav
        aria-label={t('dashboard.title')}
        data-testid="dashboard-bottom-bar"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
        className="sticky bottom-0 z-30 grid border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        {tabs.map((id) => {
          const Icon = ICONS[id];
          return (
            <button
              key={id}
              type="button"
              data-testid={`dashboard-bottom-tab-${id}`}
              aria-current={tab === id ? 'page' : undefined}
              className={`flex flex-col items-center gap-0.5 px-1 py-2 text-[11px] font-medium ${tab === id ? 'text-zinc-900' : 'text-zinc-500'}`}
              onClick={() => pick(id)}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="truncate">{t(`dashboard.tabs.${id}`)}</span>
            </button>
          );
        })}
      </nav>
    </div>
  );
}
