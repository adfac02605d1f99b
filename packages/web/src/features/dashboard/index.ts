import { lazy } from 'react';

/** The dashboard, fetched when its route is first shown: the home page never loads its code. */
export const DashboardPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage })));
