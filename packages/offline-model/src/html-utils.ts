/**
 * The offline model's HTML helpers on top of the shared scanner: elements found by id, and
 * blocks inserted, removed or replaced while keeping indentation. Works on plain HTML, Vue
 * in-DOM templates and the JSX inside `<script type="text/babel">`.
 */
import { findElement, type HtmlAttribute, type HtmlElement, parseElements, scanTags, VOID_ELEMENTS, walkElements } from '@cui/shared';

export type Attr = HtmlAttribute;
export type El = HtmlElement;

export const VOID_TAGS = VOID_ELEMENTS;

/** Parses markup into an element tree; JSX attribute expressions are accepted everywhere. */
export function parseHtml(s: string): El[] {
  return parseElements(s, { jsx: true });
}

export const walk = walkElements;

export function attrValue(el: El, name: string): string | null {
  const a = el.attrs.find((x) => x.name.toLowerCase() === name.toLowerCase());
  if (!a || a.raw === null) return null;
  const v = a.raw;
  const jsx = /^\{\s*["'`](.*)["'`]\s*\}$/.exec(v);
  return jsx ? jsx[1] : v;
}

export function findById(s: string, id: string, tree: El[] = parseHtml(s)): El | null {
  return findElement(tree, (el) => attrValue(el, 'id') === id);
}

/** All elements that carry an id, in document order. */
export function elementsWithId(tree: El[]): Array<{ id: string; el: El }> {
  const out: Array<{ id: string; el: El }> = [];
  walk(tree, (el) => {
    const id = attrValue(el, 'id');
    if (id) out.push({ id, el });
  });
  return out;
}

export function outer(s: string, el: El): string {
  return s.slice(el.start, el.end);
}

/** The whitespace before an element on its own line ('' if something else precedes it). */
export function lineIndent(s: string, pos: number): string {
  const ls = s.lastIndexOf('\n', pos - 1) + 1;
  const before = s.slice(ls, pos);
  return /^[ \t]*$/.test(before) ? before : '';
}

/** Prefixes every line but the first with `indent` (for a block placed after existing indentation). */
export function reindent(block: string, indent: string): string {
  return block
    .split('\n')
    .map((l, i) => (i === 0 || l.length === 0 ? l : indent + l))
    .join('\n');
}

/** Strips the common leading indentation of a block's lines after the first. */
export function dedent(block: string, indentOfFirst: string): string {
  if (!indentOfFirst) return block;
  return block
    .split('\n')
    .map((l, i) => (i > 0 && l.startsWith(indentOfFirst) ? l.slice(indentOfFirst.length) : l))
    .join('\n');
}

/** Inserts a column-0 block before an element, on its own lines, at the element's indentation. */
export function insertBefore(s: string, el: El, block: string): string {
  const ind = lineIndent(s, el.start);
  const text = ind || s[el.start - 1] === '\n' ? `${reindent(block, ind)}\n${ind}` : `${reindent(block, ind)}\n`;
  return s.slice(0, el.start) + text + s.slice(el.start);
}

/** Inserts a column-0 block after an element, on its own line, at the element's indentation. */
export function insertAfter(s: string, el: El, block: string): string {
  const ind = lineIndent(s, el.start);
  return s.slice(0, el.end) + `\n${ind}${reindent(block, ind)}` + s.slice(el.end);
}

/** Removes an element together with its line when it stands alone on it. */
export function removeElement(s: string, el: El): string {
  const ind = lineIndent(s, el.start);
  let start = el.start;
  let end = el.end;
  const lineStart = el.start - ind.length;
  const nl = s.indexOf('\n', end);
  const restOfLine = s.slice(end, nl < 0 ? s.length : nl);
  if ((lineStart === 0 || s[lineStart - 1] === '\n') && /^[ \t]*$/.test(restOfLine)) {
    start = lineStart;
    end = nl < 0 ? s.length : nl + 1;
  }
  return s.slice(0, start) + s.slice(end);
}

/** Replaces an element with a column-0 block, indented like the element. */
export function replaceElement(s: string, el: El, block: string): string {
  return s.slice(0, el.start) + reindent(block, lineIndent(s, el.start)) + s.slice(el.end);
}

/** Visible text of some markup (tags stripped, entities for the common cases decoded). */
export function textOf(markup: string): string {
  let text = '';
  let at = 0;
  let hidden: string | null = null;
  for (const t of scanTags(markup, { jsx: true })) {
    if (!hidden) text += markup.slice(at, t.start);
    text += ' ';
    at = t.end;
    if (t.type === 'open' && (t.name === 'script' || t.name === 'style') && !t.selfClosing) hidden ??= t.name;
    else if (t.type === 'close' && t.name === hidden) hidden = null;
  }
  if (!hidden) text += markup.slice(at);
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;|&lsquo;/g, "'")
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
