import { DEFAULT_PAGE_NAME, isValidPageName } from '@cui/shared';

/** What a path inside a site names: a page (its latest version) or a hashed asset. */
export type SiteTarget = { kind: 'page'; page: string } | { kind: 'asset'; name: string } | { kind: 'favicon' };

/** How page builds name assets: `{hash}.{ext}`. */
export const ASSET_NAME = /^[A-Za-z0-9_-]{1,90}\.[a-z0-9]{1,8}$/;
export const ASSETS_DIR = '_assets/';

/** `/` → index, `/{page}` and `/{page}.html` → that page, `/_assets/{name}` → an asset; anything else names nothing. */
export function siteTarget(path: string): SiteTarget | null {
  if (path === '/') return { kind: 'page', page: DEFAULT_PAGE_NAME };
  // Browsers ask every site for its icon; a page that names none gets "no icon" rather than a 404 in its console.
  if (path === '/favicon.ico') return { kind: 'favicon' };
  if (path.startsWith(`/${ASSETS_DIR}`)) {
    const name = path.slice(ASSETS_DIR.length + 1);
    return ASSET_NAME.test(name) ? { kind: 'asset', name } : null;
  }
  const segment = path.slice(1);
  const page = segment.endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
  return isValidPageName(page) ? { kind: 'page', page } : null;
}

/** The cache key of a target: one entry per site file, whichever way (host or /s/ path) it is asked for. */
export function targetKey(folder: string, target: SiteTarget): string {
  if (target.kind === 'favicon') return `${folder}/favicon.ico`;
  return target.kind === 'page' ? `${folder}/${target.page}` : `${folder}/${ASSETS_DIR}${target.name}`;
}
