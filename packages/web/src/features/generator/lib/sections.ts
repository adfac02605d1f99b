/**
 * Finds and replaces one element by id in an HTML string without re-serialising the document,
 * so the user's code keeps its exact formatting everywhere else (a DOMParser round trip would
 * rewrite the whole file). Pure string scanning: also runs in jest without a DOM.
 */

const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

export interface ElementRange {
  start: number;
  end: number;
  tag: string;
}

const TAG_RE = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function hasId(attributes: string, id: string): boolean {
  const re = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
  for (let m = re.exec(attributes); m; m = re.exec(attributes)) {
    if ((m[1] ?? m[2] ?? m[3]) === id) return true;
  }
  return false;
}

/** Skips past the closing tag of a raw-text element (its content is not markup). */
function skipRawText(html: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}\\s*>`, 'ig');
  close.lastIndex = from;
  const m = close.exec(html);
  return m ? m.index + m[0].length : html.length;
}

/** The range of the element whose id is `id`, from its `<` to the end of its closing tag. */
export function findElementById(html: string, id: string): ElementRange | null {
  if (!id) return null;
  const re = new RegExp(TAG_RE.source, 'g');
  let match: RegExpExecArray | null;
  let found: { start: number; tag: string } | null = null;
  let depth = 0;
  while ((match = re.exec(html))) {
    if (match[0].startsWith('<!--')) continue;
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    const attributes = match[3] ?? '';
    const selfClosing = /\/\s*$/.test(attributes);
    if (!found) {
      if (!closing && hasId(attributes, id)) {
        if (VOID_ELEMENTS.has(tag) || selfClosing) return { start: match.index, end: re.lastIndex, tag };
        found = { start: match.index, tag };
        depth = 1;
        if (RAW_TEXT_ELEMENTS.has(tag)) {
          return { start: match.index, end: skipRawText(html, tag, re.lastIndex), tag };
        }
        continue;
      }
      if (!closing && RAW_TEXT_ELEMENTS.has(tag)) re.lastIndex = skipRawText(html, tag, re.lastIndex);
      continue;
    }
    if (!closing && RAW_TEXT_ELEMENTS.has(tag)) {
      re.lastIndex = skipRawText(html, tag, re.lastIndex);
      continue;
    }
    // Only tags of the same name can close the element; counting every tag would trip over
    // HTML's optional end tags (<p>, <li>) inside the section.
    if (tag !== found.tag || selfClosing) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return { start: found.start, end: re.lastIndex, tag };
  }
  return null;
}

/** The element's outer HTML as written in the source, or null if there is no such id. */
export function getElementHtml(html: string, id: string): string | null {
  const range = findElementById(html, id);
  return range ? html.slice(range.start, range.end) : null;
}

/** The document with the element `id` replaced by `replacement`, or null if it is missing. */
export function replaceElementById(html: string, id: string, replacement: string): string | null {
  const range = findElementById(html, id);
  if (!range) return null;
  return html.slice(0, range.start) + replacement.trim() + html.slice(range.end);
}
