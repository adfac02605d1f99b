import { DEFAULT_PAGE_NAME, type DesignerScreen, screenLinksToPaths, screenSlugs } from '@cui/shared';

// How a project becomes a site; the link and slug rules are the shared screen-links contract.


/** What stands between a screen's name and its project's title in a published page's title. */
export const SCREEN_TITLE_JOINER = ' · ';

/** A published screen page's title: the screen's name, then the project's (a remix reads the name back). */
export function screenPageTitle(screen: string, projectTitle: string): string {
  return `${screen}${SCREEN_TITLE_JOINER}${projectTitle}`;
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
