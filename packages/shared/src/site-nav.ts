import { z } from 'zod';
import { type HtmlElement, escapeAttribute, findElement, getAttribute, parseElements, replaceRange, walkElements } from './html';
import { DEFAULT_PAGE_NAME, pageFileNameSchema } from './publishing';

/**
 * The site navigation: one element the publish build keeps on every page of a site of two or more
 * pages, listing them all (decision 059). Marked by this attribute so the build finds and replaces
 * its own element and never touches the page's other menus.
 */
export const SITE_NAV_ATTR = 'data-cui-site-nav';

const HOME_LABEL: Record<string, string> = { en: 'Home', zh: '首页', hi: 'होम' };

/** A page's label in a site's navigation: its name in words ("about-us" → "About us"), `index` the home. */
export function siteNavLabel(page: string, language = 'en'): string {
  if (page === DEFAULT_PAGE_NAME) return HOME_LABEL[language] ?? HOME_LABEL.en;
  const words = page.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The link from any page of a site to `page`: relative, so it works on `{folder}.{host}/` and on the
 * path-style `/s/{folder}/` alike (every page sits in the site's root).
 */
export function siteNavHref(page: string): string {
  return page === DEFAULT_PAGE_NAME ? './' : page;
}

/** The site's pages in navigation order: `index` first, then by name. */
export function siteNavOrder(pages: readonly string[]): string[] {
  return [...new Set(pages)].sort((a, b) => (a === DEFAULT_PAGE_NAME ? -1 : b === DEFAULT_PAGE_NAME ? 1 : a.localeCompare(b)));
}

/** `<html lang>` reduced to the interface languages the labels come in. */
function pageLanguage(tree: readonly HtmlElement[]): string {
  const html = findElement(tree, (el) => el.tag === 'html');
  const lang = (html && getAttribute(html, 'lang')) ?? 'en';
  return lang.toLowerCase().startsWith('zh') ? 'zh' : lang.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Elements with their ancestors, so an element inside a React page's JSX script is known as such. */
function findWithAncestors(tree: readonly HtmlElement[], match: (el: HtmlElement) => boolean): { el: HtmlElement; inJsx: boolean } | null {
  let found: { el: HtmlElement; inJsx: boolean } | null = null;
  const visit = (els: readonly HtmlElement[], inJsx: boolean) => {
    for (const el of els) {
      if (found) return;
      if (match(el)) {
        found = { el, inJsx };
        return;
      }
      visit(el.children, inJsx || el.tag === 'script');
    }
  };
  visit(tree, false);
  return found;
}

/** The navigation's markup for `current`; JSX (className, no style string) inside a React page's script. */
export function siteNavMarkup(pages: readonly string[], current: string, language: string, jsx: boolean): string {
  const links = siteNavOrder(pages).map((page) => {
    const here = page === current ? ' aria-current="page"' : '';
    const style = jsx ? '' : ` style="color:inherit;text-decoration:${page === current ? 'underline' : 'none'}"`;
    const cls = jsx ? ` className="${page === current ? 'underline' : 'no-underline'}"` : '';
    return `<a href="${escapeAttribute(siteNavHref(page))}" data-cui-page="${escapeAttribute(page)}"${here}${cls}${style}>${escapeText(siteNavLabel(page, language))}</a>`;
  });
  const look = jsx
    ? 'className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-1 px-6 py-2 text-sm"'
    : 'class="cui-site-nav" style="display:flex;flex-wrap:wrap;gap:.25rem 1rem;max-width:72rem;margin:0 auto;padding:.5rem 1.5rem;font-size:.875rem"';
  return `<nav ${SITE_NAV_ATTR}="" aria-label="${language === 'zh' ? '网站页面' : language === 'hi' ? 'साइट के पेज' : 'Site pages'}" ${look}>${links.join('')}</nav>`;
}

/**
 * `html` with its site navigation listing `pages`, `current` marked: the element replaced where it
 * is, else added at the end of the page's first `<header>` (the header the site's pages share), else
 * at the start of `<body>`. A site of one page has nothing to navigate: its navigation is removed.
 * Everything else is kept byte for byte.
 */
export function withSiteNav(html: string, pages: readonly string[], current: string): string {
  const tree = parseElements(html);
  const existing = findWithAncestors(tree, (el) => el.tag === 'nav' && el.attrs.some((a) => a.name.toLowerCase() === SITE_NAV_ATTR));
  const all = siteNavOrder([...pages, current]);
  if (all.length < 2) return existing ? replaceRange(html, existing.el.start, existing.el.end, '') : html;
  const language = pageLanguage(tree);
  if (existing) return replaceRange(html, existing.el.start, existing.el.end, siteNavMarkup(all, current, language, existing.inJsx));
  const header = findWithAncestors(tree, (el) => el.tag === 'header' && el.closed);
  if (header) return replaceRange(html, header.el.closeStart, header.el.closeStart, siteNavMarkup(all, current, language, header.inJsx));
  const body = findElement(tree, (el) => el.tag === 'body');
  const at = body ? body.openEnd : 0;
  return replaceRange(html, at, at, siteNavMarkup(all, current, language, false));
}

/** The pages a page's site navigation lists, in its order; empty when it has none. */
export function siteNavPages(html: string): string[] {
  const nav = findElement(parseElements(html), (el) => el.tag === 'nav' && el.attrs.some((a) => a.name.toLowerCase() === SITE_NAV_ATTR));
  if (!nav) return [];
  const pages: string[] = [];
  walkElements(nav.children, (el) => {
    const page = el.tag === 'a' ? getAttribute(el, 'data-cui-page') : null;
    if (page) pages.push(page);
  });
  return pages;
}

/** POST /api/sites/{folder}/pages/{page}/rename (the owner only). */
export const renamePageRequestSchema = z.object({ pageName: pageFileNameSchema });
export type RenamePageRequest = z.input<typeof renamePageRequestSchema>;
/** Answer of a page rename or removal: the site's pages now, `index` first. */
export const sitePagesResponseSchema = z.object({ folderName: z.string(), pages: z.array(z.string()) });
export type SitePagesResponse = z.infer<typeof sitePagesResponseSchema>;

/** POST /api/remix/{folder}/site (signed in): every page of a live site copied into a new unpublished site of the caller's. */
export const remixSiteResponseSchema = z.object({ folderName: z.string(), pages: z.array(z.string()) });
export type RemixSiteResponse = z.infer<typeof remixSiteResponseSchema>;
