import { type HtmlAttribute, type ScanOptions, scanTags } from './tokens';

export interface HtmlElement {
  /** Lower-case tag name. */
  tag: string;
  /** Index of the start tag's `<`. */
  start: number;
  /** Index just after the start tag's `>`. */
  openEnd: number;
  /** Index of the end tag's `<`; where the content stops when the element has no end tag of its own. */
  closeStart: number;
  /** Index just after the element. */
  end: number;
  /** False when the source ends before the element does. */
  closed: boolean;
  attrs: HtmlAttribute[];
  children: HtmlElement[];
}

export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const isJsxScript = (el: HtmlElement) => el.tag === 'script' && /babel|jsx/i.test(getAttribute(el, 'type') ?? '');

/**
 * The element tree of a document or fragment, with source offsets. Deliberately simpler than the
 * HTML tree-construction algorithm, which would move and invent elements: an end tag closes the
 * nearest open element of its name (and whatever is still open inside it, such as optional-end
 * `<p>`/`<li>`), stray end tags are ignored, and the JSX inside `<script type="text/babel">` is
 * parsed as markup, because that is where a React page's sections are.
 */
export function parseElements(html: string, options: ScanOptions = {}): HtmlElement[] {
  const roots: HtmlElement[] = [];
  const stack: HtmlElement[] = [];
  const finish = (el: HtmlElement) => {
    if (isJsxScript(el) && el.closeStart > el.openEnd) {
      el.children = parseElements(html.slice(el.openEnd, el.closeStart), { jsx: true }).map((c) => shift(c, el.openEnd));
    }
  };
  for (const token of scanTags(html, options)) {
    if (token.type === 'close') {
      let at = stack.length - 1;
      while (at >= 0 && stack[at].tag !== token.name) at--;
      if (at < 0) continue;
      while (stack.length > at) {
        const el = stack.pop()!;
        const own = stack.length === at;
        el.closeStart = token.start;
        el.end = own ? token.end : token.start;
        finish(el);
      }
      continue;
    }
    if (token.type !== 'open') continue;
    const el: HtmlElement = { tag: token.name, start: token.start, openEnd: token.end, closeStart: token.end, end: token.end, closed: true, attrs: token.attrs, children: [] };
    (stack.length ? stack[stack.length - 1].children : roots).push(el);
    if (!token.selfClosing && !VOID_ELEMENTS.has(token.name)) stack.push(el);
  }
  while (stack.length) {
    const el = stack.pop()!;
    el.closeStart = el.end = html.length;
    el.closed = false;
    finish(el);
  }
  return roots;
}

function shift(el: HtmlElement, by: number): HtmlElement {
  return {
    ...el,
    start: el.start + by,
    openEnd: el.openEnd + by,
    closeStart: el.closeStart + by,
    end: el.end + by,
    attrs: el.attrs.map((a) => ({ ...a, start: a.start + by, end: a.end + by })),
    children: el.children.map((c) => shift(c, by)),
  };
}

/** Visits elements depth-first in document order; returning false skips an element's children. */
export function walkElements(elements: readonly HtmlElement[], visit: (el: HtmlElement, depth: number) => boolean | void, depth = 0): void {
  for (const el of elements) {
    if (visit(el, depth) === false) continue;
    walkElements(el.children, visit, depth + 1);
  }
}

/** The first element, in document order, that `match` accepts. */
export function findElement(elements: readonly HtmlElement[], match: (el: HtmlElement) => boolean): HtmlElement | null {
  let found: HtmlElement | null = null;
  walkElements(elements, (el) => {
    if (!found && match(el)) found = el;
    return !found;
  });
  return found;
}

/** An attribute's decoded value (names compared case-insensitively); null when absent or bare. */
export function getAttribute(el: HtmlElement, name: string): string | null {
  const lower = name.toLowerCase();
  return el.attrs.find((a) => a.name.toLowerCase() === lower)?.value ?? null;
}

/** The element whose id is `id`, or null. */
export function findElementById(html: string, id: string, tree: readonly HtmlElement[] = parseElements(html)): HtmlElement | null {
  return id ? findElement(tree, (el) => getAttribute(el, 'id') === id) : null;
}

/**
 * The outer HTML of the element whose id is `id`, as written in the source; null when there is none,
 * or when the document never closes it (replacing it would swallow the rest of the page).
 */
export function getElementHtml(html: string, id: string): string | null {
  const el = findElementById(html, id);
  return el?.closed ? html.slice(el.start, el.end) : null;
}

/**
 * The document with the element `id` replaced by `replacement`, everything else kept byte for byte
 * (a DOM round trip would rewrite the whole file); null when it is missing or never closed.
 */
export function replaceElementById(html: string, id: string, replacement: string): string | null {
  const el = findElementById(html, id);
  return el?.closed ? replaceRange(html, el.start, el.end, replacement.trim()) : null;
}

/** The first element of a document or fragment, or null. */
export function firstElement(html: string): HtmlElement | null {
  return parseElements(html)[0] ?? null;
}

/** `html` with `[start, end)` replaced; everything else is kept byte for byte. */
export function replaceRange(html: string, start: number, end: number, text: string): string {
  return html.slice(0, start) + text + html.slice(end);
}

/** Escapes a value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Sets an attribute on an element's start tag in place: replaced where it is, else added after the tag name. */
export function setAttribute(html: string, el: HtmlElement, name: string, value: string): string {
  const attr = `${name}="${escapeAttribute(value)}"`;
  const existing = el.attrs.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (existing) return replaceRange(html, existing.start, existing.end, attr);
  const at = el.start + 1 + el.tag.length;
  return replaceRange(html, at, at, ` ${attr}`);
}
