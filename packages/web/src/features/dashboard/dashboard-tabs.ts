export const DASHBOARD_TABS = ['overview', 'profile', 'myplan', 'allplans', 'billing'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab another screen asked for through navigation state (`{tab}`), else the overview. */
export function initialTab(state: unknown): DashboardTab {
  const tab = state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  return typeof tab === 'string' && (DASHBOARD_TABS as readonly string[]).includes(tab) ? (tab as DashboardTab) : 'overview';
}
