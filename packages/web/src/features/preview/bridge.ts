import { injectBeforeBodyEnd } from './html-inject';

/**
 * The script injected into every preview. The iframe is sandboxed without allow-same-origin, so
 * the parent cannot reach into it: selection (Visual Edit) and scroll position travel by
 * postMessage instead. The parent checks `event.source` against its iframe's window.
 */
export const BRIDGE_MESSAGE = {
  mode: 'cui:mode',
  select: 'cui:select',
  scroll: 'cui:scroll',
  ready: 'cui:ready',
} as const;

export interface SelectMessage {
  type: typeof BRIDGE_MESSAGE.select;
  id: string;
  outerHTML: string;
}

function bridgeSource(selectMode: boolean, scrollY: number): string {
  return `(function () {
  var selecting = ${selectMode ? 'true' : 'false'};
  var box = null, tag = null, current = null;
  function target(el) {
    while (el && el.nodeType === 1) {
      if (el.id && el !== document.documentElement && el !== document.body && el !== box && el !== tag) return el;
      el = el.parentElement;
    }
    return null;
  }
  function ensure() {
    if (box) return;
    box = document.createElement('div');
    box.setAttribute('data-cui-bridge', '');
    box.style.cssText = 'position:fixed;pointer-events:none;z-index:2147483646;border:2px solid #6366f1;background:rgba(99,102,241,.08);border-radius:6px;transition:all .08s ease-out;display:none';
    tag = document.createElement('div');
    tag.setAttribute('data-cui-bridge', '');
    tag.style.cssText = 'position:fixed;pointer-events:none;z-index:2147483647;background:#6366f1;color:#fff;font:600 11px/1.6 ui-sans-serif,system-ui,sans-serif;padding:1px 8px;border-radius:6px;display:none';
    document.documentElement.appendChild(box);
    document.documentElement.appendChild(tag);
  }
  function show(el) {
    current = el;
    ensure();
    if (!el) { box.style.display = 'none'; tag.style.display = 'none'; return; }
    var r = el.getBoundingClientRect();
    box.style.display = 'block';
    box.style.left = r.left + 'px'; box.style.top = r.top + 'px';
    box.style.width = r.width + 'px'; box.style.height = r.height + 'px';
    tag.textContent = '#' + el.id;
    tag.style.display = 'block';
    tag.style.left = Math.max(4, r.left) + 'px';
    tag.style.top = Math.max(4, r.top - 22) + 'px';
  }
  function setMode(on) {
    selecting = on;
    document.documentElement.style.cursor = on ? 'crosshair' : '';
    if (!on) show(null);
  }
  window.addEventListener('message', function (e) {
    if (e.source !== window.parent) return;
    var d = e.data;
    if (d && d.type === '${BRIDGE_MESSAGE.mode}') setMode(!!d.select);
  });
  document.addEventListener('mouseover', function (e) { if (selecting) show(target(e.target)); }, true);
  window.addEventListener('scroll', function () {
    if (selecting && current) show(current);
    window.parent.postMessage({ type: '${BRIDGE_MESSAGE.scroll}', y: window.scrollY }, '*');
  }, { passive: true });
  document.addEventListener('click', function (e) {
    if (!selecting) return;
    e.preventDefault();
    e.stopPropagation();
    var el = target(e.target);
    if (!el) return;
    window.parent.postMessage({ type: '${BRIDGE_MESSAGE.select}', id: el.id, outerHTML: el.outerHTML }, '*');
  }, true);
  function restore() { if (${Math.max(0, Math.round(scrollY))} > 0) window.scrollTo(0, ${Math.max(0, Math.round(scrollY))}); }
  if (document.readyState === 'complete') restore(); else window.addEventListener('load', restore);
  setMode(selecting);
  window.parent.postMessage({ type: '${BRIDGE_MESSAGE.ready}' }, '*');
})();`;
}

/** The page as rendered in the preview: the bridge appended before </body>. */
export function withBridge(html: string, selectMode: boolean, scrollY = 0): string {
  return injectBeforeBodyEnd(html, `<script data-cui-bridge>${bridgeSource(selectMode, scrollY)}</script>`);
}

export function isSelectMessage(data: unknown): data is SelectMessage {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return (
    record.type === BRIDGE_MESSAGE.select &&
    typeof record.id === 'string' &&
    record.id.length > 0 &&
    record.id.length < 512 &&
    typeof record.outerHTML === 'string'
  );
}
