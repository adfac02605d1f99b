export { PreviewPane } from './preview-pane';
export { isSandboxedReady, sendPage } from './preview-protocol';
export { openPreviewTab } from './preview-tabs';
