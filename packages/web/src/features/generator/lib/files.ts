import { scanTags } from '@cui/shared';
import { withBaseHref } from './html-inject';

/** A constant default file name for downloaded pages. */
export const DOWNLOAD_FILE_NAME = 'index.html';
/** Blob URLs for "open in new tab" are revoked after a minute: long enough for the tab to load. */
export const BLOB_REVOKE_MS = 60_000;

export function safeFileName(title: string): string {
  const cleaned = title.trim().replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').slice(0, 80);
  return `${cleaned || 'template'}.html`;
}

export function downloadHtml(html: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * What a generated page may do where it runs outside the preview: scripts, forms, dialogs and
 * popups, never `allow-same-origin`. Without it the page has an opaque origin: it cannot read the
 * app's storage (the session token) or call the API as the user.
 */
export const PAGE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page's <title> text as written (entities and all: both titles are the same kind of text). */
function pageTitle(html: string): string {
  const tags = scanTags(html, { attributes: false });
  const open = tags.findIndex((t) => t.type === 'open' && t.name === 'title');
  const close = open >= 0 ? tags.slice(open + 1).find((t) => t.type === 'close' && t.name === 'title') : undefined;
  return open >= 0 && close ? html.slice(tags[open].end, close.start).trim() : '';
}

/**
 * A page with no script of its own that shows `html` full-window in a sandboxed frame. A blob: URL
 * made here belongs to the app's origin, so the generated page must never be the blob itself.
 */
export function sandboxedTab(html: string, origin: string): string {
  const title = pageTitle(html) || 'CUI page';
  const page = escapeAttribute(withBaseHref(html, origin));
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
    '<style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;width:100%;height:100%;border:0}</style></head>' +
    `<body><iframe sandbox="${PAGE_SANDBOX}" srcdoc="${page}"></iframe></body></html>`
  );
}

/** Opens the page in a new tab, inside a sandboxed frame (see `sandboxedTab`). */
export function openHtmlInNewTab(html: string): void {
  const url = URL.createObjectURL(new Blob([sandboxedTab(html, window.location.origin)], { type: 'text/html;charset=utf-8' }));
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), BLOB_REVOKE_MS);
}

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Fallback for insecure origins (plain http on a LAN address) where the Clipboard API is absent.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}
