import { DEFAULT_PAGE_NAME, suggestFolderName, type PageVersion, type SitePage, type SitesMap } from '@cui/shared';
import { MAX_VERSIONS, type VersionEntry, type VersionsState } from '../page';

/** The publish payload's title: a constant, the page's own <title> is what visitors see. */
export const PUBLISH_TITLE = 'CUI page';

/** What this tab last published, so the Published state survives a reload. */
export interface PublishedPage {
  folderName: string;
  pageName: string;
  url: string;
}

/**
 * The name a new site is offered: from the page's <title>, else from the prompt that made it; ''
 * when neither gives a valid name. DOMParser builds an inert document: the page's scripts do not run.
 */
export function suggestedSiteName(html: string, prompt: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title;
  return suggestFolderName(title) || suggestFolderName(prompt);
}

export type PublishState = 'not-published' | 'site-selected' | 'published';

/** Published only while the site and page in view are the ones this tab last published. */
export function publishState(folderName: string | null, pageName: string, published: PublishedPage | null): PublishState {
  if (!folderName) return 'not-published';
  return published && published.folderName === folderName && published.pageName === pageName ? 'published' : 'site-selected';
}

export type PublishBlocker = 'working' | 'empty' | 'publishing';

/** Why Publish is unavailable now, or null when it can run. */
export function publishBlocker({ working, html, publishing }: { working: boolean; html: string; publishing: boolean }): PublishBlocker | null {
  if (working) return 'working';
  if (!html.trim()) return 'empty';
  if (publishing) return 'publishing';
  return null;
}

/** A site's page names, `index` first, the rest alphabetically. */
export function sortedPageNames(pages: readonly Pick<SitePage, 'name'>[]): string[] {
  const names = [...new Set(pages.map((page) => page.name))];
  return names.sort((a, b) => (a === DEFAULT_PAGE_NAME ? -1 : b === DEFAULT_PAGE_NAME ? 1 : a.localeCompare(b)));
}

/** The page opened when a site is chosen: `index`, else the first alphabetically. */
export function defaultPageName(pages: readonly Pick<SitePage, 'name'>[]): string {
  return sortedPageNames(pages)[0] ?? DEFAULT_PAGE_NAME;
}

/** Folder names matching the search (case-insensitive), alphabetically. */
export function filterSiteNames(sites: SitesMap, search: string): string[] {
  const needle = search.trim().toLowerCase();
  const all = Object.keys(sites).sort((a, b) => a.localeCompare(b));
  return needle ? all.filter((name) => name.toLowerCase().includes(needle)) : all;
}

function time(row: PageVersion): number {
  const value = Date.parse(row.created_at);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * A page's server history as the tab's versions: oldest first (sorted here too, the order is what
 * the labels mean), labelled V1, V2, … and the newest current. Past the tab's limit the oldest are
 * dropped but the labels keep their numbers, as appended versions do.
 */
export function versionsFromPage(rows: readonly PageVersion[]): VersionsState {
  const ordered = rows.map((row, index) => ({ row, index })).sort((a, b) => time(a.row) - time(b.row) || a.index - b.index);
  const list: VersionEntry[] = ordered.map(({ row }, index) => ({
    content: row.html,
    prompt: row.prompt,
    timestamp: time(row),
    label: `V${index + 1}`,
  }));
  const kept = list.slice(-MAX_VERSIONS);
  return { list: kept, current: kept.length - 1 };
}

export interface ShareLinks {
  twitter: string;
  facebook: string;
  whatsapp: string;
}

export function shareLinks(url: string): ShareLinks {
  const encoded = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    whatsapp: `https://wa.me/?text=${encoded}`,
  };
}

/** The app link that opens a copy of the page in the editor; `index` is the folder alone. */
export function remixLink(appOrigin: string, folderName: string, pageName: string = DEFAULT_PAGE_NAME): string {
  const folder = encodeURIComponent(folderName);
  const id = pageName === DEFAULT_PAGE_NAME ? folder : `${folder}/${encodeURIComponent(pageName)}`;
  return `${appOrigin.replace(/\/+$/, '')}/?remix=${id}`;
}
