import { DEFAULT_PAGE_NAME, isValidFolderName, isValidPageName, PageVersion, pageNameFromFileName, SitesMap } from '@cui/shared';
import { ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isOutage, outageSummary } from '../common/outage';
import { SiteChanges } from './site-changes';
import { SiteServer } from './site-server';
import { SitesRepository } from './sites.repository';

/** Versions a history answer holds at most (the latest ones): each may be 2 MB of HTML. */
export const MAX_VERSIONS_LISTED = 50;

export const SITE_NOT_FOUND = 'Site not found.';

/** A folder and page as a client names them; null when they cannot name a site's page. */
function pageRef(folder: string, fileName: string): { folder: string; page: string } | null {
  const page = pageNameFromFileName(fileName);
  return isValidFolderName(folder) && isValidPageName(page) ? { folder, page } : null;
}

/** Listing, history, unpublishing and remixing sites: who may see what. */
@Injectable()
export class SitesService {
  private readonly logger = new Logger('Sites');

  constructor(
    private readonly sites: SitesRepository,
    private readonly server: SiteServer,
    private readonly changes: SiteChanges,
  ) {}

  async sitesOf(userId: string | undefined): Promise<SitesMap> {
    if (!userId) return {};
    const map: SitesMap = {};
    for (const { folder, page } of await this.sites.livePagesOf(userId)) (map[folder] ??= []).push({ name: page });
    return map;
  }

  /** The owner's history of a page, oldest first; 404 for anyone else, as for a page that does not exist. */
  async versions(userId: string, folder: string, fileName: string): Promise<PageVersion[]> {
    const ref = pageRef(folder, fileName);
    const rows = ref ? await this.sites.versionsOf(userId, ref.folder, ref.page, MAX_VERSIONS_LISTED) : [];
    if (!rows.length) throw new NotFoundException({ code: 'site_not_found', message: 'Page not found.' });
    return rows.map((r) => ({ html: r.html, prompt: r.prompt, created_at: r.created_at.toISOString() }));
  }

  /**
   * Takes the owner's site offline on every process at once; its history and its name stay the
   * owner's. Another user's site is 403 (its existence is no secret: its URL answers, and
   * publishing to it says the same), an unknown one 404.
   */
  async unpublish(userId: string, folder: string): Promise<void> {
    const result = isValidFolderName(folder) ? await this.sites.unpublish(userId, folder) : 'missing';
    if (result === 'missing') throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    if (result === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: 'Only the site’s owner can unpublish it.' });
    this.server.forget(folder);
    await this.changes.announce(folder).catch((err: unknown) => {
      this.logger.warn(`Site ${folder} unpublished but the notice failed: ${isOutage(err) ? outageSummary(err) : String(err)}`);
    });
  }

  /** The latest source of a live site's page: `folder` (its index) or `folder/page`. */
  async remix(folder: string, fileName: string = DEFAULT_PAGE_NAME): Promise<string> {
    const ref = pageRef(folder, fileName);
    const html = ref ? await this.sites.latestSource(ref.folder, ref.page) : null;
    if (html === null) throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    return html;
  }
}
