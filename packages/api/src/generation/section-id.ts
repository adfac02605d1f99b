import { firstElement, getAttribute, setAttribute } from '@cui/shared';

/** The id attribute of the first element in `html`, if any. */
export function firstElementId(html: string): string | null {
  const el = firstElement(html);
  return el && getAttribute(el, 'id');
}

/** Gives the new section the original section's id, so the client can put it back in place. */
export function ensureSectionId(newHtml: string, originalHtml: string): string {
  const wanted = firstElementId(originalHtml);
  const el = wanted ? firstElement(newHtml) : null;
  if (!wanted || !el || getAttribute(el, 'id') === wanted) return newHtml;
  return setAttribute(newHtml, el, 'id', wanted);
}
