/**
 * Finds and replaces one element by id in an HTML string without re-serialising the document,
 * so the user's code keeps its exact formatting everywhere else (a DOMParser round trip would
 * rewrite the whole file). Runs in jest without a DOM.
 */
import { findElementById as findInTree } from '@cui/shared';

export interface ElementRange {
  start: number;
  end: number;
  tag: string;
}

/**
 * The range of the element whose id is `id`, from its `<` to the end of its closing tag. An
 * element the document never closes is not returned: replacing it would swallow the rest of the page.
 */
export function findElementById(html: string, id: string): ElementRange | null {
  const el = findInTree(html, id);
  return el?.closed ? { start: el.start, end: el.end, tag: el.tag } : null;
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
