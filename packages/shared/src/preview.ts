/**
 * The preview document: a page the API serves at PREVIEW_PATH under a sandboxing CSP (no
 * allow-same-origin), so whatever it shows runs with an opaque origin even when opened top-level.
 * The app hands it a page by postMessage; it writes that page into itself.
 *
 * The handshake: the preview posts `ready` to its parent (a preview iframe) or its opener (a tab
 * opened by "Open in new tab"), aimed at the app's origin only; the app answers `render` with the
 * page; once the written page has loaded the preview posts `loaded`.
 */
export const PREVIEW_PATH = '/preview';

export const PREVIEW_MESSAGE = {
  ready: 'cui:preview-ready',
  render: 'cui:preview-render',
  loaded: 'cui:preview-loaded',
} as const;

/** What a page may do in a tab of its own: scripts, forms, dialogs and popups, never allow-same-origin. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';
