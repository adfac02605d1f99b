import { lazy } from 'react';
export { isSandboxedReady, sendPage } from './preview-protocol';
export { openPreviewTab } from './preview-tabs';

/** The preview pane, fetched once there is a page to show: never by the landing. */
export const PreviewPane = lazy(() => import('./preview-pane').then((m) => ({ default: m.PreviewPane })));
