import { lazy } from 'react';

/** The designer, fetched when its route is first shown: the home page never loads its code. */
export const StitchPage = lazy(() => import('./stitch-page').then((m) => ({ default: m.StitchPage })));
/** A shared prototype (/prototype/{token}), fetched when opened. */
export const SharedPrototypePage = lazy(() => import('./prototype/shared-prototype-page').then((m) => ({ default: m.SharedPrototypePage })));
export { clearDesigner } from './state/clear-designer';
