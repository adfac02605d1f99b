import { PREVIEW_PATH } from '@cui/shared';
import { isSandboxedReady, sendPage } from './preview-protocol';

/** Tabs kept answerable at once; the oldest is forgotten first. */
export const MAX_PREVIEW_TABS = 20;

interface TabLike {
  readonly closed: boolean;
}

/**
 * The pages shown in tabs this app tab opened, by the tab's window. A tab asks for its page when
 * it loads, and again on every reload for as long as this app tab is open.
 */
export class PreviewTabs<T extends TabLike = Window> {
  private readonly pages = new Map<T, string>();

  add(tab: T, html: string): void {
    this.pages.delete(tab);
    this.pages.set(tab, html);
    for (const [open] of this.pages) if (open.closed || this.pages.size > MAX_PREVIEW_TABS) this.pages.delete(open);
  }

  pageFor(tab: unknown): string | undefined {
    return this.pages.get(tab as T);
  }
}

const tabs = new PreviewTabs();
let listening = false;

function answer(event: MessageEvent): void {
  const html = tabs.pageFor(event.source);
  if (html !== undefined && isSandboxedReady(event)) sendPage(event.source, html);
}

/**
 * Opens the page in a new tab: the preview document, which runs it with an opaque origin and asks
 * this tab for it. The tab keeps its opener for that, but a sandboxed page can neither script nor
 * navigate it. Returns false when the browser blocked the tab.
 */
export function openPreviewTab(html: string): boolean {
  const tab = window.open(PREVIEW_PATH, '_blank');
  if (!tab) return false;
  tabs.add(tab, html);
  if (!listening) {
    listening = true;
    window.addEventListener('message', answer);
  }
  return true;
}
