/** A tiny HTML builder that produces readable, consistently indented markup. */

export type Attrs = Record<string, string | number | boolean | undefined | null>;

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Inline elements keep short content on one line: a line break inside them would render as a space. */
const INLINE = new Set(['a', 'span', 'strong', 'em', 'b', 'i', 's', 'small', 'code', 'button', 'label', 'el-tag', 'n-tag', 'ion-chip']);

/** Escapes text for element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false || v === '') continue;
    out += v === true ? ` ${k}` : ` ${k}="${typeof v === 'number' ? v : v.replace(/"/g, '&quot;')}"`;
  }
  return out;
}

/** Indents every line of a block by `n` spaces. */
export function indent(block: string, n = 2): string {
  const pad = ' '.repeat(n);
  return block
    .split('\n')
    .map((l) => (l.length ? pad + l : l))
    .join('\n');
}

/**
 * Builds an element. Children are already-rendered markup strings (escape text with `esc`).
 * Short single-line content stays on one line; anything else is indented on its own lines.
 */
export function h(tag: string, a: Attrs = {}, ...children: Array<string | false | null | undefined>): string {
  const open = `<${tag}${attrs(a)}>`;
  if (VOID.has(tag)) return open;
  const kids = children.filter((c): c is string => typeof c === 'string' && c.length > 0);
  const close = `</${tag}>`;
  if (kids.length === 0) return open + close;
  const flat = kids.every((k) => !k.includes('\n'));
  const inline = flat && ((INLINE.has(tag) && kids.join('').length < 400) || (kids.join('').length + open.length < 140 && !kids.some((k) => /^<(div|section|ul|ol|form|article|header|footer|nav|table|details|svg)\b/.test(k))));
  if (inline) return open + kids.join('') + close;
  return `${open}\n${kids.map((k) => indent(k)).join('\n')}\n${close}`;
}

/** Joins class fragments, skipping empty ones. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
