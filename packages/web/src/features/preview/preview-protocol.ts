import { PREVIEW_MESSAGE } from '@cui/shared';

type PreviewMessageType = (typeof PREVIEW_MESSAGE)[keyof typeof PREVIEW_MESSAGE];

export interface RenderMessage {
  type: typeof PREVIEW_MESSAGE.render;
  html: string;
}

export function isPreviewMessage(data: unknown, type: PreviewMessageType): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

/**
 * True when a preview document asks for its page and runs sandboxed. Its origin must be opaque
 * ('null'): a preview that ran on the app's origin (its CSP stripped by a proxy, say) would hand
 * the page the user's session, so it is sent nothing.
 */
export function isSandboxedReady(event: Pick<MessageEvent, 'origin' | 'data'>): boolean {
  return event.origin === 'null' && isPreviewMessage(event.data, PREVIEW_MESSAGE.ready);
}

export function renderMessage(html: string): RenderMessage {
  return { type: PREVIEW_MESSAGE.render, html };
}

/**
 * Sends the page to a preview window. Its origin is opaque, so '*' is the only target that reaches
 * it; the caller has checked that `target` is the window it opened (`event.source`).
 */
export function sendPage(target: MessageEventSource | null, html: string): void {
  (target as Window | null)?.postMessage(renderMessage(html), '*');
}
