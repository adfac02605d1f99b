import { lazy } from 'react';
export { isPreviewMessage, isSandboxedReady, sendPage } from './preview-protocol';
export { openPreviewTab } from './preview-tabs';
export { PreviewFrame } from './preview-frame';
export { PROTOTYPE_MESSAGE, readPrototypeMessage, withPrototypeBridge, type PrototypeMessage } from './prototype-bridge';

/** The preview pane, fetched once there is a page to show: never by the landing. */
export const PreviewPane = lazy(() => import('./preview-pane').then((m) => ({ default: m.PreviewPane })));
