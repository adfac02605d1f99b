import { elementsWithId, findById, parseHtml } from '../src/html-utils';

/** Ids of all elements in a page, in document order. */
export function ids(html: string): string[] {
  return elementsWithId(parseHtml(html)).map((x) => x.id);
}

/** Outer HTML of the element with an id (throws when missing, so tests fail loudly). */
export function outerById(html: string, id: string): string {
  const el = findById(html, id);
  if (!el) throw new Error(`no element with id "${id}"`);
  return html.slice(el.start, el.end);
}

export const CONTENT_IDS = ['hero', 'logos', 'features', 'about', 'stats', 'analytics', 'activity', 'menu', 'products', 'gallery', 'experience', 'schedule', 'team', 'pricing', 'testimonials', 'blog', 'faq', 'newsletter', 'cta', 'contact', 'how-it-works', 'awards'];

/** The page's top-level section ids (navbar, content sections, footer). */
export function sectionIds(html: string): string[] {
  return ids(html).filter((id) => id === 'navbar' || id === 'footer' || CONTENT_IDS.includes(id));
}
