import { DEFAULT_PAGE_NAME, isValidPageName } from '@cui/shared';

/** How a request names its site: by its host (`{folder}.{SITES_HOST}`) or by the app's `/s/{folder}/` path. */
export type SiteStyle = 'host' | 'path';

/**
 * What a path inside a site names: a page (its latest version), a hashed asset, or one of the files
 * every site answers for itself (its icon, robots.txt, sitemap.xml).
 */
export type SiteTarget =
  | { kind: 'page'; page: string }
  | { kind: 'asset'; name: string }
  | { kind: 'favicon' }
  | { kind: 'robots' }
  | { kind: 'sitemap' };

/** How page builds name assets: `{hash}.{ext}`. */
export const ASSET_NAME = /^[A-Za-z0-9_-]{1,90}\.[a-z0-9]{1,8}$/;
export const ASSETS_DIR = '_assets/';

/**
 * `/` → index, `/{page}` and `/{page}.html` → that page, `/_assets/{name}` → an asset,
 * `/robots.txt` and `/sitemap.xml` → the site's own; anything else names nothing. No page is named
 * `robots.txt` or `sitemap.xml`: a page name has no dot.
 */
export function siteTarget(path: string): SiteTarget | null {
  if (path === '/') return { kind: 'page', page: DEFAULT_PAGE_NAME };
  // Browsers ask every site for its icon; a page that names none gets "no icon" rather than a 404 in its console.
  if (path === '/favicon.ico') return { kind: 'favicon' };
  if (path === '/robots.txt') return { kind: 'robots' };
  if (path === '/sitemap.xml') return { kind: 'sitemap' };
  if (path.startsWith(`/${ASSETS_DIR}`)) {
    const name = path.slice(ASSETS_DIR.length + 1);
    return ASSET_NAME.test(name) ? { kind: 'asset', name } : null;
  }
  const segment = path.slice(1);
  const page = segment.endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
  return isValidPageName(page) ? { kind: 'page', page } : null;
}

/**
 * The cache key of a target: one entry per site file, whichever way (host or /s/ path) it is asked
 * for, except robots.txt and sitemap.xml, which spell out the site's URL and so differ by style.
 */
export function targetKey(folder: string, target: SiteTarget, style: SiteStyle): string {
  switch (target.kind) {
    case 'favicon':
      return `${folder}/favicon.ico`;
    case 'robots':
      return `${folder}/robots.txt@${style}`;
    case 'sitemap':
      return `${folder}/sitemap.xml@${style}`;
    case 'page':
      return `${folder}/${target.page}`;
    case 'asset':
      return `${folder}/${ASSETS_DIR}${target.name}`;
  }
}
