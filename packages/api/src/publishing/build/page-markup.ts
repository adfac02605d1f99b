import { scanTags, type HtmlAttribute } from '@cui/shared';

/** A `<script>`, `<style>` or `<link>` of the page with its source range. */
export interface PageElement {
  tag: 'script' | 'style' | 'link';
  /** The start tag's `<` … just after the end tag (or the start tag, for `<link>`). */
  start: number;
  end: number;
  /** The raw text between the tags; empty for `<link>`. */
  contentStart: number;
  contentEnd: number;
  attrs: HtmlAttribute[];
}

const TAGS = new Set(['script', 'style', 'link']);

/**
 * The page's scripts, styles and links in source order, from the shared scanner (decision 013).
 * Script and style contents are raw text to the tokenizer, as to a browser, so the token after
 * their start tag is their end tag, or nothing when the page ends first.
 */
export function pageElements(html: string): PageElement[] {
  const tokens = scanTags(html);
  const found: PageElement[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type !== 'open' || !TAGS.has(t.name)) continue;
    const tag = t.name as PageElement['tag'];
    if (tag === 'link' || t.selfClosing) {
      found.push({ tag, start: t.start, end: t.end, contentStart: t.end, contentEnd: t.end, attrs: t.attrs });
      continue;
    }
    const next = tokens[i + 1];
    const closed = next?.type === 'close' && next.name === tag;
    found.push({
      tag,
      start: t.start,
      end: closed ? next.end : html.length,
      contentStart: t.end,
      contentEnd: closed ? next.start : html.length,
      attrs: t.attrs,
    });
    if (closed) i++;
  }
  return found;
}

/** An attribute's decoded value (names compared case-insensitively); null when absent or bare. */
export function attr(el: PageElement, name: string): string | null {
  return el.attrs.find((a) => a.name.toLowerCase() === name)?.value ?? null;
}

export function hasAttr(el: PageElement, name: string): boolean {
  return el.attrs.some((a) => a.name.toLowerCase() === name);
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * `html` with each edit's range replaced, everything else kept byte for byte. An element removed
 * outright takes its line with it when nothing else is on that line, so no blank lines are left.
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    let { start, end } = e;
    if (start < at) continue;
    if (e.text === '') [start, end] = wholeLine(html, start, end, at);
    out += html.slice(at, start) + e.text;
    at = end;
  }
  return out + html.slice(at);
}

function wholeLine(html: string, start: number, end: number, floor: number): [number, number] {
  let s = start;
  while (s > floor && (html[s - 1] === ' ' || html[s - 1] === '\t')) s--;
  let e = end;
  while (e < html.length && (html[e] === ' ' || html[e] === '\t' || html[e] === '\r')) e++;
  const lineStart = s === 0 || html[s - 1] === '\n';
  if (lineStart && html[e] === '\n') return [s, e + 1];
  return [start, end];
}
