import { DEFAULT_PAGE_NAME, isValidFolderName, isValidPageName, pageNameFromFileName, RemixSiteResponse, SitePagesResponse, siteNavOrder, withSiteNav } from '@cui/shared';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { freshFolderName } from './folder-name';
import { PublishJobs, publishOutcome } from './publish-jobs';
import type { PublishJob, PublishOutcome } from './publish.types';
import { SiteChanges } from './site-changes';
import { SiteServer } from './site-server';
import { SitesRepository } from './sites.repository';

const PAGE_NOT_FOUND = 'Page not found.';
/** Page renames and removals a user may make a minute: each republishes every page of the site. */
const PAGE_CHANGES_PER_MINUTE = 20;
/** Whole-site remixes a user may make an hour: each builds and stores every page of a site. */
const SITE_REMIXES_PER_HOUR = 20;

/**
 * A site's pages as a whole (decision 059): the site navigation the build keeps on every page, a
 * page's rename and removal (each page's navigation follows), and a whole-site remix.
 */
@Injectable()
export class SitePagesService {
  private readonly logger = new Logger('SitePages');

  constructor(
    private readonly jobs: PublishJobs,
    private readonly sites: SitesRepository,
    private readonly server: SiteServer,
    private readonly changes: SiteChanges,
    private readonly limits: RateLimitService,
  ) {}

  /** The pages `userId`'s site will have once `page` is published to it (a new site: that page alone). */
  async pagesWith(userId: string, folder: string, page: string): Promise<string[]> {
    const rows = await this.sites.latestVersionsOf(userId, folder);
    return siteNavOrder([...rows.map((r) => r.page), page]);
  }

  /**
   * Brings every page's navigation in line with the site's pages: each page whose navigation differs
   * gets a new version, built as a publish builds it (its source, prompt and model otherwise its
   * latest version's). Returns the pages it could not update; their navigation is then stale until
   * the next change, which the caller says.
   */
  async syncNavigation(userId: string, folder: string, except?: string): Promise<string[]> {
    const rows = await this.sites.latestVersionsOf(userId, folder);
    const pages = rows.map((r) => r.page);
    const failed: string[] = [];
    for (const row of rows) {
      if (row.page === except) continue;
      const html = withSiteNav(row.html, pages, row.page);
      if (html === row.html) continue;
      const job: PublishJob = { publishId: randomUUID(), userId, folderName: folder, pageName: row.page, html, title: row.title, prompt: row.prompt, model: row.model };
      const result = await this.jobs.run('publish', job, job.publishId);
      if (result.status !== 'done' || result.outcome.status !== 'published') {
        this.logger.warn(`Site ${folder}: the navigation of page ${row.page} was not updated (${result.status === 'done' ? result.outcome.status : result.status})`);
        failed.push(row.page);
      }
    }
    this.server.forget(folder);
    return failed;
  }

  /** Renames page `from` of the owner's site to `to` (not `index`, nor to it); every page's navigation follows. */
  async renamePage(userId: string, folder: string, from: string, toFileName: string): Promise<SitePagesResponse> {
    await this.limits.consume('site-pages', userId, PAGE_CHANGES_PER_MINUTE, 60, 'Too many page changes. Please wait a minute.');
    const to = pageNameFromFileName(toFileName);
    if (from === DEFAULT_PAGE_NAME || to === DEFAULT_PAGE_NAME) {
      throw new BadRequestException({ code: 'bad_request', message: 'The home page (index) cannot be renamed, and no page can take its name.' });
    }
    if (from === to) throw new BadRequestException({ code: 'bad_request', message: 'The page already has that name.' });
    const result = isValidFolderName(folder) && isValidPageName(from) ? await this.sites.renamePage(userId, folder, from, to) : 'missing';
    if (result === 'missing') throw new NotFoundException({ code: 'site_not_found', message: PAGE_NOT_FOUND });
    if (result === 'taken') throw new ConflictException({ code: 'page_name_taken', message: 'The site already has a page of that name.' });
    await this.changed(folder);
    return this.afterChange(userId, folder);
  }

  /** Deletes page `page` of the owner's site with its history (never `index`); every other page's navigation follows. */
  async removePage(userId: string, folder: string, page: string): Promise<SitePagesResponse> {
    await this.limits.consume('site-pages', userId, PAGE_CHANGES_PER_MINUTE, 60, 'Too many page changes. Please wait a minute.');
    if (page === DEFAULT_PAGE_NAME) throw new BadRequestException({ code: 'bad_request', message: 'The home page (index) cannot be removed; unpublish the site instead.' });
    const removed = isValidFolderName(folder) && isValidPageName(page) && (await this.sites.removePage(userId, folder, page));
    if (!removed) throw new NotFoundException({ code: 'site_not_found', message: PAGE_NOT_FOUND });
    await this.changed(folder);
    return this.afterChange(userId, folder);
  }

  /**
   * Copies every page of live site `folder` (each page's latest source) into a new site of
   * `userId`'s that stays unpublished until they publish it. Each page is built as a publish builds
   * it; a page that cannot be built fails the remix (422) and what was copied stays, offline.
   */
  async remixSite(userId: string, folder: string): Promise<RemixSiteResponse> {
    await this.limits.consume('site-remix', userId, SITE_REMIXES_PER_HOUR, 3600, 'Too many remixes. Please wait a while.');
    const rows = isValidFolderName(folder) ? await this.sites.liveSources(folder) : [];
    if (!rows.length) throw new NotFoundException({ code: 'site_not_found', message: 'Site not found.' });
    const name = await freshFolderName(folder, (n) => this.sites.ownerOf(n));
    for (const row of rows) {
      const job: PublishJob = {
        publishId: randomUUID(),
        userId,
        folderName: name,
        pageName: row.page,
        html: row.html,
        title: row.title,
        prompt: row.prompt,
        model: row.model,
        unpublished: true,
      };
      await this.run(job);
    }
    return { folderName: name, pages: rows.map((r) => r.page) };
  }

  private async afterChange(userId: string, folder: string): Promise<SitePagesResponse> {
    const failed = await this.syncNavigation(userId, folder);
    if (failed.length) {
      throw new ServiceUnavailableException({ code: 'site_nav_stale', message: `The change was made, but the navigation of ${failed.join(', ')} could not be updated. Publish those pages again.` });
    }
    return { folderName: folder, pages: (await this.sites.latestVersionsOf(userId, folder)).map((r) => r.page) };
  }

  /** One publish job whose failure fails the call, worded as a publish's. */
  private async run(job: PublishJob): Promise<PublishOutcome> {
    const outcome = publishOutcome(await this.jobs.run('publish', job, job.publishId), job.publishId);
    if (outcome.status === 'build-failed') throw new UnprocessableEntityException({ code: 'build_failed', message: outcome.message });
    if (outcome.status === 'forbidden') throw new ConflictException({ code: 'site_name_taken', message: 'That site name is taken. Choose another.' });
    return outcome;
  }

  /** A page left the site or changed its address: every process forgets what it served for it. */
  private async changed(folder: string): Promise<void> {
    this.server.forget(folder);
    await this.changes.announce(folder);
  }
}
