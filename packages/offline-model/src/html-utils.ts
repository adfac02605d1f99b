/**
 * String-level HTML helpers: a tolerant tag scanner and element tree (no DOM library), finding
 * elements by id, and inserting/removing/replacing blocks while keeping indentation. Works on
 * plain HTML, Vue in-DOM templates and the JSX inside `<script type="text/babel">`.
 */

export interface Attr {
  name: string;
  /** The value without quotes (`{expr}` values keep their braces); null for bare attributes. */
  value: string | null;
  start: number;
  end: number;
}

export interface Tag {
  name: string;
  start: number;
  end: number;
  closing: boolean;
  selfClosing: boolean;
  attrs: Attr[];
}

export interface El {
  tag: string;
  start: number;
  /** Index just after the start tag's `>`. */
  openEnd: number;
  /** Index of the closing tag's `<` (equals `end` for void/self-closing elements). */
  closeStart: number;
  end: number;
  attrs: Attr[];
  children: El[];
}

export const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TAGS = new Set(['script', 'style', 'textarea', 'title']);

function skipBraces(s: string, i: number): number {
  let depth = 0;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      const close = s.indexOf(ch, i + 1);
      if (close < 0) return s.length;
      i = close;
    } else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return s.length;
}

/** Scans the tag starting at `i` (which must be `<`); null when it is not a tag. */
export function scanTag(s: string, i: number): Tag | null {
  const m = /^<(\/?)([A-Za-z][\w:.-]*)?/.exec(s.slice(i, i + 64));
  if (!m) return null;
  const closing = m[1] === '/';
  const name = (m[2] ?? '').toLowerCase();
  if (!name && !(s[i + 1] === '>' || (closing && s[i + 2] === '>'))) return null;
  let j = i + m[0].length;
  const attrs: Attr[] = [];
  while (j < s.length) {
    while (j < s.length && /\s/.test(s[j])) j++;
    if (s[j] === '>') return { name, start: i, end: j + 1, closing, selfClosing: false, attrs };
    if (s[j] === '/' && s[j + 1] === '>') return { name, start: i, end: j + 2, closing, selfClosing: true, attrs };
    if (s[j] === '{') {
      const e = skipBraces(s, j);
      attrs.push({ name: '', value: s.slice(j, e), start: j, end: e });
      j = e;
      continue;
    }
    const an = /^[^\s=>/]+/.exec(s.slice(j, j + 200));
    if (!an) {
      j++;
      continue;
    }
    const aStart = j;
    j += an[0].length;
    let k = j;
    while (k < s.length && /\s/.test(s[k])) k++;
    if (s[k] !== '=') {
      attrs.push({ name: an[0], value: null, start: aStart, end: j });
      continue;
    }
    k++;
    while (k < s.length && /\s/.test(s[k])) k++;
    const q = s[k];
    let value: string;
    if (q === '"' || q === "'") {
      const close = s.indexOf(q, k + 1);
      const e = close < 0 ? s.length : close;
      value = s.slice(k + 1, e);
      j = e + 1;
    } else if (q === '{') {
      const e = skipBraces(s, k);
      value = s.slice(k, e);
      j = e;
    } else {
      const v = /^[^\s>]*/.exec(s.slice(k))![0];
      value = v;
      j = k + v.length;
    }
    attrs.push({ name: an[0], value, start: aStart, end: j });
  }
  return null;
}

/** Parses markup into an element tree. Tolerant of unclosed and stray tags. */
export function parseHtml(s: string): El[] {
  const roots: El[] = [];
  const stack: El[] = [];
  let i = 0;
  const push = (el: El) => (stack.length ? stack[stack.length - 1].children : roots).push(el);
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) break;
    if (s.startsWith('<!--', lt)) {
      const e = s.indexOf('-->', lt + 4);
      i = e < 0 ? s.length : e + 3;
      continue;
    }
    if (s[lt + 1] === '!' || s[lt + 1] === '?') {
      const e = s.indexOf('>', lt);
      i = e < 0 ? s.length : e + 1;
      continue;
    }
    const tag = scanTag(s, lt);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    if (tag.closing) {
      const at = findLastIndex(stack, (e) => e.tag === tag.name);
      if (at >= 0) {
        while (stack.length > at) {
          const el = stack.pop()!;
          const isTarget = stack.length === at;
          el.closeStart = isTarget ? tag.start : tag.start;
          el.end = isTarget ? tag.end : tag.start;
        }
      }
      i = tag.end;
      continue;
    }
    const el: El = { tag: tag.name, start: tag.start, openEnd: tag.end, closeStart: tag.end, end: tag.end, attrs: tag.attrs, children: [] };
    push(el);
    i = tag.end;
    if (tag.selfClosing || VOID_TAGS.has(tag.name)) continue;
    const type = tag.attrs.find((a) => a.name.toLowerCase() === 'type')?.value ?? '';
    if (RAW_TAGS.has(tag.name) && !(tag.name === 'script' && /babel|jsx/i.test(type))) {
      const close = s.toLowerCase().indexOf(`</${tag.name}`, i);
      const cs = close < 0 ? s.length : close;
      const ce = close < 0 ? s.length : s.indexOf('>', close) + 1;
      el.closeStart = cs;
      el.end = ce;
      i = ce;
      continue;
    }
    stack.push(el);
  }
  while (stack.length) {
    const el = stack.pop()!;
    el.closeStart = s.length;
    el.end = s.length;
  }
  return roots;
}

function findLastIndex<T>(arr: T[], fn: (t: T) => boolean): number {
  for (let i = arr.length - 1; i >= 0; i--) if (fn(arr[i])) return i;
  return -1;
}

export function walk(els: El[], fn: (el: El, depth: number) => boolean | void, depth = 0): void {
  for (const el of els) {
    if (fn(el, depth) === false) continue;
    walk(el.children, fn, depth + 1);
  }
}

export function attrValue(el: El, name: string): string | null {
  const a = el.attrs.find((x) => x.name.toLowerCase() === name.toLowerCase());
  if (!a || a.value === null) return null;
  const v = a.value;
  const jsx = /^\{\s*["'`](.*)["'`]\s*\}$/.exec(v);
  return jsx ? jsx[1] : v;
}

export function findById(s: string, id: string, tree: El[] = parseHtml(s)): El | null {
  let found: El | null = null;
  walk(tree, (el) => {
    if (found) return false;
    if (attrValue(el, 'id') === id) {
      found = el;
      return false;
    }
    return true;
  });
  return found;
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
  return markup
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
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
