import { documentTitle, ShowcasePage, ShowcaseQuery, SiteSettings, siteUrl } from '@cui/shared';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { SitesRepository } from './sites.repository';

/**
 * How long one process answers the showcase from memory. Anyone may ask for it, as often as they
 * like: this bounds the database's work to one query per page asked for per process per interval.
 * The owner's own change is seen at once on the process that made it; another process may be this
 * late.
 */
export const SHOWCASE_CACHE_MS = 10_000;
/** Distinct pages kept: the first few are what nearly everyone asks for. */
const SHOWCASE_CACHE_ENTRIES = 100;

/** The public showcase of published sites their owners chose to list, and each owner's switch for it. */
@Injectable()
export class ShowcaseService {
  private readonly cache = new LRUCache<string, ShowcasePage>({ max: SHOWCASE_CACHE_ENTRIES, ttl: SHOWCASE_CACHE_MS });

  constructor(
    private readonly sites: SitesRepository,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async page(query: ShowcaseQuery): Promise<ShowcasePage> {
    const key = `${query.limit}|${query.cursor ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const after = query.cursor ? parseCursor(query.cursor) : null;
    // One row more than asked tells whether there is a next page without a count.
    const rows = await this.sites.showcase(query.limit + 1, after);
    const shown = rows.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const template = sitesUrlTemplate(this.env);
    const page: ShowcasePage = {
      items: shown.map((row) => ({
        folderName: row.folder_name,
        title: documentTitle(row.head) || row.folder_name,
        url: siteUrl(template, row.folder_name),
        listedAt: row.showcased_at.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? `${last.showcased_at.getTime()}-${last.id}` : null,
    };
    this.cache.set(key, page);
    return page;
  }

  async settings(userId: string, folder: string): Promise<SiteSettings> {
    return { folderName: folder, showcase: owned(await this.sites.showcaseOf(userId, folder)) };
  }

  async setShowcase(userId: string, folder: string, listed: boolean): Promise<SiteSettings> {
    const result = owned(await this.sites.setShowcase(userId, folder, listed));
    this.forget();
    return { folderName: folder, showcase: result };
  }

  /** A site was listed, unlisted, renamed or taken offline here: the next answer is read afresh. */
  forget(): void {
    this.cache.clear();
  }
}

function owned(result: boolean | 'forbidden' | 'missing'): boolean {
  if (result === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: 'Only the site’s owner can change its settings.' });
  if (result === 'missing') throw new NotFoundException({ code: 'site_not_found', message: 'Site not found.' });
  return result;
}

function parseCursor(cursor: string): { listedAt: Date; id: string } {
  const [ms, id] = cursor.split('-');
  return { listedAt: new Date(Number(ms)), id };
}
