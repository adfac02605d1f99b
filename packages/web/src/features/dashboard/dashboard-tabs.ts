export const DASHBOARD_TABS = ['overview', 'profile', 'myplan', 'allplans', 'billing', 'account'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tabs a server shows: without anything to buy, All Plans would be a dead end. */
export function dashboardTabs(sells: boolean): readonly DashboardTab[] {
  return sells ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => tab !== 'allplans');
}

/** The tab another screen asked for through navigation state (`{tab}`), else the overview. */
export function initialTab(state: unknown): DashboardTab {
  const tab = state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  return typeof tab === 'string' && (DASHBOARD_TABS as readonly string[]).includes(tab) ? (tab as DashboardTab) : 'overview';
}
