import { injectBeforeBodyEnd } from './html-inject';

/**
 * The script injected into a screen played as a prototype. The frame is sandboxed without
 * allow-same-origin, so the app cannot see its clicks: the script tells the app by postMessage which
 * screen a link leads to (an element carrying `data-cui-screen`, the contract's anchors among them),
 * a swipe from the left edge (back on a phone; the browser's own back gesture is held off while it
 * lasts), and Escape (focus is inside the frame after a click).
 * The app checks that a message's source is its own frame's window. Links elsewhere and forms do
 * nothing here: the frame must stay on the screen it shows.
 */
export const PROTOTYPE_MESSAGE = {
  navigate: 'cui:navigate',
  back: 'cui:back',
  escape: 'cui:escape',
} as const;

/** A swipe counts as Back when it starts this close to the left edge and travels this far, mostly sideways. */
export const SWIPE_EDGE_PX = 48;
export const SWIPE_MIN_PX = 64;

function bridgeSource(): string {
  return `(function () {
  var ATTR = 'data-cui-screen';
  function post(message) { window.parent.postMessage(message, '*'); }
  function closest(node, selector) {
    var el = node && node.nodeType === 1 ? node : node && node.parentElement;
    return el && el.closest ? el.closest(selector) : null;
  }
  document.addEventListener('click', function (e) {
    var link = closest(e.target, '[' + ATTR + ']');
    if (link) {
      e.preventDefault();
      post({ type: '${PROTOTYPE_MESSAGE.navigate}', slug: String(link.getAttribute(ATTR) || '').trim() });
      return;
    }
    var anchor = closest(e.target, 'a[href]');
    var href = anchor ? anchor.getAttribute('href') || '' : '';
    // A screen's address without the attribute is a link to it too, as the shared reader counts it.
    if (anchor && href.slice(0, 2) === '#/') {
      e.preventDefault();
      post({ type: '${PROTOTYPE_MESSAGE.navigate}', slug: href.slice(2).trim() });
      return;
    }
    if (anchor && href.charAt(0) !== '#') e.preventDefault();
  }, true);
  document.addEventListener('submit', function (e) { e.preventDefault(); }, true);
  var start = null;
  window.addEventListener('touchstart', function (e) {
    var t = e.touches.length === 1 ? e.touches[0] : null;
    start = t && t.clientX <= ${SWIPE_EDGE_PX} ? { x: t.clientX, y: t.clientY } : null;
  }, { passive: true });
  // A swipe under way is the prototype's Back alone: the browser must not also take it for its own
  // back gesture (overscroll history navigation), or one swipe would go back twice.
  window.addEventListener('touchmove', function (e) {
    var t = e.touches[0];
    if (!start || !t) return;
    var dx = t.clientX - start.x, dy = t.clientY - start.y;
    if (dx > 8 && Math.abs(dy) < dx) e.preventDefault();
  }, { passive: false });
  window.addEventListener('touchend', function (e) {
    var t = e.changedTouches[0];
    if (!start || !t) return;
    var dx = t.clientX - start.x, dy = t.clientY - start.y;
    start = null;
    if (dx >= ${SWIPE_MIN_PX} && Math.abs(dy) < dx / 2) post({ type: '${PROTOTYPE_MESSAGE.back}' });
  }, { passive: true });
  window.addEventListener('keydown', function (e) { if (e.key === 'Escape') post({ type: '${PROTOTYPE_MESSAGE.escape}' }); });
})();`;
}

/** The screen as played: the prototype bridge appended before </body>. */
export function withPrototypeBridge(html: string): string {
  return injectBeforeBodyEnd(html, `<script data-cui-bridge>${bridgeSource()}</script>`);
}

export type PrototypeMessage = { type: 'navigate'; slug: string } | { type: 'back' } | { type: 'escape' };

/** A message from a played screen, or null for anything else. Slugs are short: anything long is not one. */
export function readPrototypeMessage(data: unknown): PrototypeMessage | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (record.type === PROTOTYPE_MESSAGE.navigate) return typeof record.slug === 'string' && record.slug.length <= 200 ? { type: 'navigate', slug: record.slug } : null;
  if (record.type === PROTOTYPE_MESSAGE.back) return { type: 'back' };
  if (record.type === PROTOTYPE_MESSAGE.escape) return { type: 'escape' };
  return null;
}
