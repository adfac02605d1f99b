/** The longest slug a downloaded page's file name takes from its title. */
const FILE_SLUG_MAX = 60;

/**
 * The file name a page downloads as: a slug of its <title> (letters of any script kept, so a
 * Chinese title stays readable), `index.html` when it has none. DOMParser builds an inert
 * document: the page's scripts do not run.
 */
export function pageFileName(html: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title;
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .slice(0, FILE_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'index'}.html`;
}

export function safeFileName(title: string): string {
  const cleaned = title.trim().replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').slice(0, 80);
  return `${cleaned || 'template'}.html`;
}

export function downloadHtml(html: string, fileName: string): void {
  downloadFile(html, fileName, 'text/html;charset=utf-8');
}

/** Saves `text` as a file of `type` through the browser's download. */
export function downloadFile(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Saves a blob through the browser's download. Its URL lives a minute: a large file is still being written after the click. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Copies text that is still on its way: the clipboard is asked for now, while the click still
 * counts as the user's (Safari refuses a write made after an await), and given the text when it
 * comes. Where that is not supported, or refused, the text is written once it is there. A `text`
 * that fails fails the copy with its own error.
 */
export async function copyFrom(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Refused or unsupported (a promise in a ClipboardItem): the text's own failure, if any, is thrown below.
    }
  }
  await copyText(await text);
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
