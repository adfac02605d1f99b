import {
  DEFAULT_PAGE_NAME,
  DESIGNER_SCREENS_MAX,
  DeviceType,
  isValidFolderName,
  pageOfSitePath,
  PROJECT_TITLE_MAX,
  publishedScreenLinks,
  RemixProjectResponse,
  SCREEN_NAME_MAX,
  screenLinksFromPaths,
  screenSlugs,
} from '@cui/shared';
import { Injectable, NotFoundException } from '@nestjs/common';
import { LatestPageRow, SitesRepository } from '../publishing/sites.repository';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { DesignerRepository } from './designer.repository';
import { toProject } from './designer.service';
import { SCREEN_TITLE_JOINER as TITLE_JOINER } from './screen-pages';

/** Whole-site remixes into a designer project a user may make an hour: each copies every page of a site. */
const PROJECT_REMIXES_PER_HOUR = 20;
/** A site whose project is gone gives no device: its screens open in the web frame, which shows any width. */
const FALLBACK_DEVICE: DeviceType = 'web';

/**
 * A live site copied into a new designer project of the remixer's: each page a screen (the site's
 * published sources, not the project it came from, which may hold unpublished edits), named from
 * its page title, in the order the site's links lead through it; links between pages become links
 * between screens again.
 */
@Injectable()
export class ProjectRemixService {
  constructor(
    private readonly projects: DesignerRepository,
    private readonly sites: SitesRepository,
    private readonly limits: RateLimitService,
  ) {}

  async remix(userId: string, folder: string): Promise<RemixProjectResponse> {
    await this.limits.consume('project-remix', userId, PROJECT_REMIXES_PER_HOUR, 3600, 'Too many remixes. Please wait a while.');
    const rows = isValidFolderName(folder) ? await this.sites.liveSources(folder) : [];
    if (!rows.length) throw new NotFoundException({ code: 'site_not_found', message: 'Site not found.' });
    const siteId = await this.sites.siteIdOf(folder);
    const origin = siteId ? await this.projects.projectOfSite(siteId) : null;
    const projectTitle = origin?.title ?? titleAfterJoiner(rows[0].title) ?? folder;

    const ordered = pagesInLinkOrder(rows);
    const kept = ordered.slice(0, DESIGNER_SCREENS_MAX);
    const names = uniqueNames(kept.map((row) => screenNameOf(row, projectTitle)));
    const slugs = screenSlugs(names);
    const slugOfPage = new Map(kept.map((row, i) => [row.page, slugs[i]]));
    const pageOfTarget = targetsByPage(kept);
    const screens = kept.map((row, i) => ({
      name: names[i],
      description: '',
      status: 'completed' as const,
      html: screenLinksFromPaths(row.html, ({ href, target }) => {
        const page = href === null ? null : pageOfSitePath(href);
        return slugOfPage.get(page ?? pageOfTarget.get(target) ?? target) ?? null;
      }),
    }));
    const row = await this.projects.createProject(
      { ownerId: userId, title: projectTitle.slice(0, PROJECT_TITLE_MAX), deviceType: origin?.device_type ?? FALLBACK_DEVICE, firstMessage: '' },
      screens,
    );
    return { project: toProject(row), screens: names, dropped: ordered.length - kept.length };
  }
}

/** `index` first, then each page the first time a link of an earlier page leads to it, then the rest by name. */
function pagesInLinkOrder(rows: readonly LatestPageRow[]): LatestPageRow[] {
  const byPage = new Map(rows.map((row) => [row.page, row]));
  const order: LatestPageRow[] = [];
  const add = (row: LatestPageRow | undefined) => row && !order.includes(row) && order.push(row);
  add(byPage.get(DEFAULT_PAGE_NAME) ?? rows[0]);
  for (let i = 0; i < order.length; i++) {
    for (const link of publishedScreenLinks(order[i].html)) add(byPage.get((link.href !== null && pageOfSitePath(link.href)) || link.target));
  }
  // Rows come index first, then by name.
  for (const row of rows) add(row);
  return order;
}

/**
 * The page each screen slug a site's links were published with leads to, from its anchors (an
 * element that is no anchor keeps only the slug, which names the first screen's page `index`).
 */
function targetsByPage(rows: readonly LatestPageRow[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const row of rows) {
    for (const { href, target } of publishedScreenLinks(row.html)) {
      const page = href === null ? null : pageOfSitePath(href);
      if (page && !pages.has(target)) pages.set(target, page);
    }
  }
  return pages;
}

/** The part of a title after its last joiner (a published screen's `{screen} · {project}`), or null. */
function titleAfterJoiner(title: string): string | null {
  const at = title.lastIndexOf(TITLE_JOINER);
  return at < 0 ? null : title.slice(at + TITLE_JOINER.length).trim() || null;
}

/** A screen's name from its page's title (without the project's title), else from the page's name. */
function screenNameOf(row: LatestPageRow, projectTitle: string): string {
  const suffix = `${TITLE_JOINER}${projectTitle}`;
  const title = row.title.endsWith(suffix) ? row.title.slice(0, -suffix.length) : row.title.split(TITLE_JOINER).slice(0, -1).join(TITLE_JOINER) || row.title;
  const fromPage = row.page === DEFAULT_PAGE_NAME ? 'Home' : row.page.replace(/-+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return (title.trim() || fromPage).slice(0, SCREEN_NAME_MAX).trim();
}

/** Names made unique within the project (a repeated one gets ` 2`, ` 3`, …), each at most the screen name limit. */
function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 2; used.has(unique); n++) unique = `${name.slice(0, SCREEN_NAME_MAX - String(n).length - 1)} ${n}`;
    used.add(unique);
    return unique;
  });
}
