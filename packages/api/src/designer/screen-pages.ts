import { DEFAULT_PAGE_NAME, DesignerScreen, escapeAttribute, getAttribute, HtmlElement, parseElements, walkElements } from '@cui/shared';

/*
 * A private copy of the screen-links contract (`screenSlug`, `screenSlugs`, `screenLinksToPaths`),
 * until `packages/shared/src/screen-links.ts` is merged; then these three go and the shared ones are
 * imported in their place. `pagesOfScreens` stays: it is how a project becomes a site.
 */

export const SCREEN_LINK_ATTR = 'data-cui-screen';
const SLUG_MAX = 40;

/** A screen's slug from its name: lower-case a–z and 0–9 runs joined by '-', at most 40; `screen-{n}` when nothing is left. */
export function screenSlug(name: string, position: number): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || `screen-${position}`;
}

/** The slugs of a project's screens in order: a repeated slug gets `-2`, `-3`, … */
export function screenSlugs(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const base = screenSlug(name, i + 1);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

/**
 * The screen links of `html` as links to pages: `href` becomes `pathOf(slug)`; a slug with no page
 * loses its `href` and its attribute, so it leads nowhere instead of to a missing page. Everything
 * else is kept byte for byte.
 */
export function screenLinksToPaths(html: string, pathOf: (slug: string) => string | null): string {
  const anchors: HtmlElement[] = [];
  walkElements(parseElements(html), (el) => {
    if (el.tag === 'a' && getAttribute(el, SCREEN_LINK_ATTR) !== null) anchors.push(el);
  });
  const edits: { start: number; end: number; text: string }[] = [];
  for (const a of anchors) {
    const path = pathOf(getAttribute(a, SCREEN_LINK_ATTR) ?? '');
    const href = a.attrs.find((attr) => attr.name.toLowerCase() === 'href');
    if (path !== null) {
      const text = `href="${escapeAttribute(path)}"`;
      if (href) edits.push({ start: href.start, end: href.end, text });
      else edits.push({ start: a.start + 1 + a.tag.length, end: a.start + 1 + a.tag.length, text: ` ${text}` });
      continue;
    }
    for (const attr of a.attrs) {
      const name = attr.name.toLowerCase();
      // The space before the attribute goes with it.
      if (name === 'href' || name === SCREEN_LINK_ATTR) edits.push({ start: spaceBefore(html, attr.start), end: attr.end, text: '' });
    }
  }
  let out = html;
  for (const edit of edits.sort((x, y) => y.start - x.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function spaceBefore(html: string, at: number): number {
  let start = at;
  while (start > 0 && /\s/.test(html[start - 1])) start--;
  return start;
}

/** A finished screen as a page of its project's site. */
export interface ScreenPage {
  screen: string;
  page: string;
  /** The screen's HTML with its screen links as links between the site's pages. */
  html: string;
}

/**
 * The site a project publishes: its finished screens in order, the first as `index`, each other as
 * its slug (slugs are counted over every screen, so a screen's slug is the one its links use
 * whatever state the others are in). A link to a screen that is not finished (so has no page) is
 * dropped. Links are relative (`./`, `./{slug}`), so they work at `{folder}.{SITES_HOST}/` and at
 * the app's `/s/{folder}/` alike.
 */
export function pagesOfScreens(screens: readonly Pick<DesignerScreen, 'name' | 'html' | 'status'>[]): ScreenPage[] {
  const slugs = screenSlugs(screens.map((s) => s.name));
  const finished = screens.map((screen, i) => ({ screen, slug: slugs[i] })).filter(({ screen }) => screen.status === 'completed' && screen.html.trim());
  const taken = new Set(slugs);
  const pageOf = new Map<string, string>();
  finished.forEach(({ slug }, i) => {
    if (i === 0) return pageOf.set(slug, DEFAULT_PAGE_NAME);
    // A later screen named "Index" must not take the first screen's place.
    let page = slug;
    for (let n = 2; page === DEFAULT_PAGE_NAME || (page !== slug && taken.has(page)); n++) page = `${slug}-${n}`;
    taken.add(page);
    return pageOf.set(slug, page);
  });
  const pathOf = (slug: string) => {
    const page = pageOf.get(slug);
    return page === undefined ? null : page === DEFAULT_PAGE_NAME ? './' : `./${page}`;
  };
  return finished.map(({ screen, slug }) => ({ screen: screen.name, page: pageOf.get(slug)!, html: screenLinksToPaths(screen.html, pathOf) }));
}
