import { lazy } from 'react';

/** The designer, fetched when its route is first shown: the home page never loads its code. */
export const StitchPage = lazy(() => import('./stitch-page').then((m) => ({ default: m.StitchPage })));
export { clearDesigner } from './state/clear-designer';
