import { DEFAULT_PAGE_NAME, DESIGNER_PAGE_MODEL, isValidFolderName, isValidPageName, PageVersion, pageNameFromFileName, PublishResponse, RemixResponse, RenameSiteResponse, SiteNameCheck, SitesMap, siteUrl } from '@cui/shared';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { consumePublish, PUBLISHED_MESSAGE } from './publish.service';
import { ShowcaseService } from './showcase.service';
import { SiteChanges } from './site-changes';
import { SiteServer } from './site-server';
import { SitesRepository } from './sites.repository';

/** Versions a history answer holds at most (the latest ones): each may be 2 MB of HTML. */
export const MAX_VERSIONS_LISTED = 50;

/** Pages a remix answer lists at most. */
const MAX_REMIX_PAGES = 200;

export const SITE_NOT_FOUND = 'Site not found.';
export const SITE_NAME_TAKEN = 'That site name is taken. Choose another.';

/** How long a renamed site's old address redirects to the new one, and stays its owner's (docs/decisions/047). */
export const RENAME_REDIRECT_DAYS = 90;
/** Name checks a user may make a minute: one per pause in typing is far below it. */
const NAME_CHECKS_PER_MINUTE = 60;
/** Renames a user may make an hour: each holds an old name for RENAME_REDIRECT_DAYS. */
const RENAMES_PER_HOUR = 10;

/** A folder and page as a client names them; null when they cannot name a site's page. */
function pageRef(folder: string, fileName: string): { folder: string; page: string } | null {
  const page = pageNameFromFileName(fileName);
  return isValidFolderName(folder) && isValidPageName(page) ? { folder, page } : null;
}

/** Listing, history, unpublishing and remixing sites: who may see what. */
@Injectable()
export class SitesService {

  constructor(
    private readonly sites: SitesRepository,
    private readonly server: SiteServer,
    private readonly changes: SiteChanges,
    private readonly limits: RateLimitService,
    private readonly showcase: ShowcaseService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async sitesOf(userId: string | undefined): Promise<SitesMap> {
    if (!userId) return {};
    const map: SitesMap = {};
    for (const { folder, page, live } of await this.sites.pagesOf(userId)) (map[folder] ??= []).push({ name: page, live });
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
    if (result === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: 'Only the site’s owner can unpublish it.' });
    await this.changed(folder, result);
  }

  /**
   * Brings the owner's unpublished site back as it was when it went offline: every page at its
   * latest version, nothing rebuilt, nothing new stored. A publish as far as the rate is concerned;
   * refused as unpublishing is.
   */
  async republish(userId: string, folder: string): Promise<PublishResponse> {
    await consumePublish(this.limits, this.env, userId);
    const result = isValidFolderName(folder) ? await this.sites.republish(userId, folder) : 'missing';
    if (result === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: 'Only the site’s owner can publish it again.' });
    await this.changed(folder, result);
    return { folderName: folder, fileName: DEFAULT_PAGE_NAME, url: siteUrl(sitesUrlTemplate(this.env), folder), message: PUBLISHED_MESSAGE };
  }

  /** Whether `name` could be the caller's new site's name, or their site's new name, now. */
  async checkName(userId: string, name: string): Promise<SiteNameCheck> {
    await this.limits.consume('site-name', userId, NAME_CHECKS_PER_MINUTE, 60, 'Too many name checks. Please wait a minute.');
    if (!isValidFolderName(name)) return { name, available: false, reason: 'invalid' };
    const holder = await this.sites.holderOf(name);
    // The caller's own old names are theirs to use again, for this site or a new one.
    const taken = holder !== null && !(holder.oldName && holder.ownerId === userId);
    return { name, available: !taken, reason: taken ? 'taken' : null };
  }

  /**
   * Gives the owner's site a new name; the old address redirects to it for RENAME_REDIRECT_DAYS and
   * stays theirs meanwhile. Anyone else's site is 404, as a site that does not exist: a rename is
   * not a way to learn whose a name is.
   */
  async rename(userId: string, from: string, to: string): Promise<RenameSiteResponse> {
    await this.limits.consume('site-rename', userId, RENAMES_PER_HOUR, 3600, 'Too many renames. Please wait a while.');
    const same = from === to && (await this.sites.ownerOf(from)) === userId;
    if (same) throw new BadRequestException({ code: 'bad_request', message: 'The site already has that name.' });
    const result = isValidFolderName(from) && from !== to ? await this.sites.rename(userId, from, to, RENAME_REDIRECT_DAYS) : ({ status: 'missing' } as const);
    if (result.status === 'missing') throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    if (result.status === 'taken') throw new ConflictException({ code: 'site_name_taken', message: SITE_NAME_TAKEN });
    // Every old name of the site now leads elsewhere: each process must forget where each led.
    for (const name of new Set([to, ...result.oldNames])) await this.changed(name, 'done');
    return { folderName: to, url: siteUrl(sitesUrlTemplate(this.env), to), redirectsUntil: result.expiresAt.toISOString() };
  }

  /** Sites whose rows were deleted (their owner's account was): every process forgets them, as after an unpublish. */
  async erased(names: string[]): Promise<void> {
    for (const name of names) await this.changed(name, 'done');
  }

  /** Every process drops its copy of the site: this one at once, the others when told. */
  private async changed(folder: string, result: 'done' | 'missing'): Promise<void> {
    if (result === 'missing') throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    this.server.forget(folder);
    this.showcase.forget();
    await this.changes.announce(folder);
  }

  /** The latest source of a live site's page (`folder`, its index, or `folder/page`), the site's pages and whether they are all a designer project's screens. */
  async remix(folder: string, fileName: string = DEFAULT_PAGE_NAME): Promise<RemixResponse> {
    const ref = pageRef(folder, fileName);
    const html = ref ? await this.sites.latestSource(ref.folder, ref.page) : null;
    if (html === null || !ref) throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    const pages = await this.sites.livePages(ref.folder, MAX_REMIX_PAGES);
    return { html, pages: pages.map((p) => p.page), screens: pages.length > 0 && pages.every((p) => p.model === DESIGNER_PAGE_MODEL) };
  }
}
