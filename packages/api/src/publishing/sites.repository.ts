import { DEFAULT_PAGE_NAME } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { IdempotencyClaim } from '../common/idempotency-key';
import type { PublishJob } from './publish.types';

/** A file stored with its precompressed variants (null when compressing did not make it smaller). */
export interface StoredBody {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

export interface NewAsset extends StoredBody {
  name: string;
  contentType: string;
}

/** A job's page as built: what the worker's transaction stores. */
export interface NewVersion extends PublishJob {
  framework: string;
  built: StoredBody & { etag: string };
  assets: NewAsset[];
}

/** A page of a site publish as built: `NewVersion` without what the site gives. */
export type NewSiteVersion = Omit<NewVersion, 'userId' | 'folderName'>;

export interface BuiltPageRow extends StoredBody {
  etag: string;
}

export interface AssetRow extends StoredBody {
  contentType: string;
}

/** The publish an Idempotency-Key was first sent with: its job (and version) id and its site. */
export interface PublishClaim {
  publishId: string;
  folderName: string;
  requestHash: string;
}

/** A version as an export lists it (its files are read one at a time). */
export interface ExportedVersionRow {
  folder: string;
  live: boolean;
  site_created_at: Date;
  page: string;
  version_id: string;
  title: string;
  prompt: string;
  model: string;
  framework: string;
  created_at: Date;
}

/** A page's latest version: what a navigation update or a remix copies. */
export interface LatestPageRow {
  page: string;
  html: string;
  title: string;
  prompt: string;
  model: string;
}

export interface VersionRow {
  html: string;
  prompt: string;
  created_at: Date;
}

export interface ShowcaseRow {
  id: string;
  folder_name: string;
  showcased_at: Date;
  /** The start of the page's source: enough for its `<title>`, never the whole 2 MB. */
  head: string;
}

const SHOWCASE_HEAD_CHARS = 65_536;

/** The latest version of page `$2` of live site `$1` (`v` in the outer query). */
const LATEST_OF_LIVE_PAGE = `
  FROM sites s
  JOIN site_pages p ON p.site_id = s.id AND p.name = $2
  CROSS JOIN LATERAL (
    SELECT * FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1
  ) v
  WHERE s.folder_name = $1 AND s.unpublished_at IS NULL`;

/**
 * The only code that touches the publishing tables. Plain SQL: serving reads one row per cache miss,
 * and a publish is a handful of statements in one transaction.
 */
@Injectable()
export class SitesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The owner of the site named `folder`, live or unpublished, or of the renamed site whose old name
   * it is while that redirects; null when there is none.
   */
  async ownerOf(folder: string): Promise<string | null> {
    return (await this.holderOf(folder))?.ownerId ?? null;
  }

  /** Who holds the name `folder`, and whether as a site's name or as a renamed site's old one; null when nobody does. */
  async holderOf(folder: string): Promise<{ ownerId: string; oldName: boolean } | null> {
    const rows = (await this.db.query(
      `SELECT owner_id, false AS old_name FROM sites WHERE folder_name = $1
       UNION ALL
       SELECT s.owner_id, true FROM site_redirects r JOIN sites s ON s.id = r.site_id WHERE r.folder_name = $1 AND r.expires_at > now()
       LIMIT 1`,
      [folder],
    )) as { owner_id: string; old_name: boolean }[];
    return rows[0] ? { ownerId: rows[0].owner_id, oldName: rows[0].old_name } : null;
  }

  /** The current name of the live site that `folder` was renamed from, while the old name redirects. */
  async movedTo(folder: string): Promise<string | null> {
    const rows = (await this.db.query(
      `SELECT s.folder_name FROM site_redirects r JOIN sites s ON s.id = r.site_id
       WHERE r.folder_name = $1 AND r.expires_at > now() AND s.unpublished_at IS NULL`,
      [folder],
    )) as { folder_name: string }[];
    return rows[0]?.folder_name ?? null;
  }

  /**
   * Renames `userId`'s site `from` to `to`, `from` redirecting until `redirectDays` from now:
   * 'missing' when `from` is not their site, 'taken' when `to` is another site's or another site's
   * old name that still redirects. Its own old names may be taken back. `oldNames` are all the
   * names that now lead to it.
   */
  async rename(userId: string, from: string, to: string, redirectDays: number): Promise<{ status: 'renamed'; expiresAt: Date; oldNames: string[] } | { status: 'missing' } | { status: 'taken' }> {
    try {
      return await this.db.transaction(async (tx) => {
        const sites = (await tx.query(`SELECT id FROM sites WHERE folder_name = $1 AND owner_id = $2 FOR UPDATE`, [from, userId])) as { id: string }[];
        if (!sites.length) return { status: 'missing' as const };
        const siteId = sites[0].id;
        const held = (await tx.query(`SELECT 1 FROM site_redirects WHERE folder_name = $1 AND site_id <> $2 AND expires_at > now()`, [to, siteId])) as unknown[];
        if (held.length) return { status: 'taken' as const };
        // An expired old name, or this site's own, is free to be its name.
        await tx.query(`DELETE FROM site_redirects WHERE folder_name = $1`, [to]);
        // A second name taken at the same moment fails on the unique name: 'taken' below.
        await tx.query(`UPDATE sites SET folder_name = $1 WHERE id = $2`, [to, siteId]);
        const [row] = (await tx.query(
          `INSERT INTO site_redirects (folder_name, site_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
           ON CONFLICT (folder_name) DO UPDATE SET site_id = EXCLUDED.site_id, expires_at = EXCLUDED.expires_at
           RETURNING expires_at`,
          [from, siteId, redirectDays],
        )) as { expires_at: Date }[];
        const old = (await tx.query(`SELECT folder_name FROM site_redirects WHERE site_id = $1`, [siteId])) as { folder_name: string }[];
        return { status: 'renamed' as const, expiresAt: row.expires_at, oldNames: old.map((r) => r.folder_name) };
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return { status: 'taken' };
      throw err;
    }
  }

  /**
   * Binds `claim`'s key to `publish` for `userId`: null when it is bound now (a new key, or one whose
   * binding was made at or before `expiredAt`), else the publish the key is bound to. A parallel
   * claim of the same key waits on the row and gets the winner's. Also drops the user's other
   * expired bindings, so the table holds about a day of keys.
   */
  async claimPublish(
    userId: string,
    claim: IdempotencyClaim,
    publish: Omit<PublishClaim, 'requestHash'>,
    now: Date,
    expiredAt: Date,
  ): Promise<PublishClaim | null> {
    const bound = (await this.db.query(
      `WITH expired AS (
         DELETE FROM publish_requests WHERE user_id = $1 AND idempotency_key <> $2 AND created_at <= $7
       )
       INSERT INTO publish_requests (user_id, idempotency_key, request_hash, publish_id, folder_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, idempotency_key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, publish_id = EXCLUDED.publish_id, folder_name = EXCLUDED.folder_name, created_at = EXCLUDED.created_at
         WHERE publish_requests.created_at <= $7
       RETURNING publish_id`,
      [userId, claim.key, claim.requestHash, publish.publishId, publish.folderName, now, expiredAt],
    )) as unknown[];
    if (bound.length) return null;
    // A new statement: it sees the row a parallel claim committed while this one waited.
    const rows = (await this.db.query(
      `SELECT publish_id, folder_name, request_hash FROM publish_requests WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, claim.key],
    )) as { publish_id: string; folder_name: string; request_hash: string }[];
    const row = rows[0];
    if (!row) throw new Error(`Idempotency-Key binding for user ${userId} vanished while it was claimed`);
    return { publishId: row.publish_id, folderName: row.folder_name, requestHash: row.request_hash };
  }

  /** True once the publish `publishId` has stored its version. */
  async isStored(publishId: string): Promise<boolean> {
    return ((await this.db.query(`SELECT 1 FROM page_versions WHERE publish_id = $1`, [publishId])) as unknown[]).length > 0;
  }

  /**
   * Adds a version in one transaction, creating the site and the page when they are new and bringing
   * an unpublished site back. 'forbidden' (nothing written) when the folder is another user's, which
   * is how the loser of two users racing for a new name learns it.
   */
  async storeVersion(v: NewVersion): Promise<'published' | 'forbidden'> {
    return this.db.transaction(async (tx) => {
      const siteId = await this.claimSite(tx, v.folderName, v.userId, v.unpublished);
      if (!siteId) return 'forbidden';
      await this.insertVersion(tx, siteId, v);
      return 'published';
    });
  }

  /**
   * Adds a version of each of `pages` whose source differs from its page's latest version's, in one
   * transaction (all of them or none), creating the site and its pages as `storeVersion` does. The
   * names of the pages that got one; 'forbidden' (nothing written) when the folder is another user's.
   */
  async storeSiteVersions(
    site: { folderName: string; userId: string },
    pages: NewSiteVersion[],
    prune?: { keep: readonly string[]; model: string },
  ): Promise<{ updated: string[]; removed: string[] } | 'forbidden'> {
    return this.db.transaction(async (tx) => {
      const siteId = await this.claimSite(tx, site.folderName, site.userId);
      if (!siteId) return 'forbidden';
      const updated: string[] = [];
      for (const page of pages) {
        // The site's row is locked: what is read here is the latest until commit.
        const latest = (await tx.query(
          `SELECT v.html FROM site_pages p CROSS JOIN LATERAL (
             SELECT html FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1
           ) v WHERE p.site_id = $1 AND p.name = $2`,
          [siteId, page.pageName],
        )) as { html: string }[];
        if (latest[0]?.html === page.html) continue;
        await this.insertVersion(tx, siteId, { ...page, userId: site.userId, folderName: site.folderName });
        updated.push(page.pageName);
      }
      const removed = prune ? await this.prunePages(tx, siteId, prune.keep, prune.model) : [];
      return { updated, removed };
    });
  }

  /** Deletes the site's pages (never `index`) not in `keep` whose latest version was made with `model`; their names. */
  private async prunePages(tx: EntityManager, siteId: string, keep: readonly string[], model: string): Promise<string[]> {
    const [rows] = (await tx.query(
      `DELETE FROM site_pages p WHERE p.site_id = $1 AND p.name <> $2 AND NOT (p.name = ANY($3::text[]))
         AND (SELECT model FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) = $4
       RETURNING p.name`,
      [siteId, DEFAULT_PAGE_NAME, keep, model],
    )) as [{ name: string }[], number];
    return rows.map((r) => r.name).sort();
  }

  /** The sources of the latest versions of `userId`'s site `folder`, by page; empty for a site that is not theirs or does not exist. */
  async latestSources(userId: string, folder: string): Promise<Map<string, string>> {
    const rows = (await this.db.query(
      `SELECT p.name, v.html FROM sites s JOIN site_pages p ON p.site_id = s.id
       CROSS JOIN LATERAL (SELECT html FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) v
       WHERE s.folder_name = $1 AND s.owner_id = $2`,
      [folder, userId],
    )) as { name: string; html: string }[];
    return new Map(rows.map((r) => [r.name, r.html]));
  }

  /** The id of the site named `folder` (live or not), or null. */
  async siteIdOf(folder: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT id FROM sites WHERE folder_name = $1`, [folder])) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** `userId`'s site with id `siteId`: its current name and whether it is live; null when it is not theirs (or gone). */
  async siteOf(userId: string, siteId: string): Promise<{ folderName: string; live: boolean } | null> {
    const rows = (await this.db.query(`SELECT folder_name, unpublished_at IS NULL AS live FROM sites WHERE id = $1 AND owner_id = $2`, [siteId, userId])) as {
      folder_name: string;
      live: boolean;
    }[];
    return rows[0] ? { folderName: rows[0].folder_name, live: rows[0].live } : null;
  }

  /** Inserts a version of page `v.pageName` with its assets; nothing when its publish_id is stored already (a job run again). */
  private async insertVersion(tx: EntityManager, siteId: string, v: NewVersion): Promise<void> {
    const pageId = await this.pageId(tx, siteId, v.pageName);
    const inserted = (await tx.query(
      `INSERT INTO page_versions (page_id, publish_id, html, title, prompt, model, framework, built_html, built_gzip, built_br, etag)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (publish_id) DO NOTHING RETURNING id`,
      [pageId, v.publishId, v.html, v.title, v.prompt, v.model, v.framework, v.built.body, v.built.gzip, v.built.br, v.built.etag],
    )) as { id: string }[];
    // A job run again after its first run committed: that version is the publish.
    if (!inserted.length) return;
    for (const asset of v.assets) {
      await tx.query(`INSERT INTO site_assets (name, content_type, body, gzip, br) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING`, [
        asset.name,
        asset.contentType,
        asset.body,
        asset.gzip,
        asset.br,
      ]);
      await tx.query(`INSERT INTO page_version_assets (version_id, site_id, asset_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [inserted[0].id, siteId, asset.name]);
    }
  }

  /**
   * The site's id, live, when `userId` owns it or has just created it; null when it is another's.
   * Every path leaves the site's row locked until commit, so publishes to one site queue behind
   * each other (every one of them lands) and an unpublish cannot interleave with one.
   */
  private async claimSite(tx: EntityManager, folder: string, userId: string, unpublished = false): Promise<string | null> {
    // A remix's copy is stored offline: it stays so until its owner publishes it.
    const revive = async () =>
      ((await tx.query(`UPDATE sites SET unpublished_at = CASE WHEN $3 THEN unpublished_at ELSE NULL END WHERE folder_name = $1 AND owner_id = $2 RETURNING id`, [folder, userId, unpublished])) as [
        { id: string }[],
        number,
      ])[0][0]?.id ?? null;
    const own = await revive();
    if (own) return own;
    // Another site's old name is its owner's while it redirects; the owner may take it back for a new site.
    const held = (await tx.query(
      `SELECT s.owner_id FROM site_redirects r JOIN sites s ON s.id = r.site_id WHERE r.folder_name = $1 AND r.expires_at > now()`,
      [folder],
    )) as { owner_id: string }[];
    if (held.length && held[0].owner_id !== userId) return null;
    await tx.query(`DELETE FROM site_redirects WHERE folder_name = $1`, [folder]);
    const created = (await tx.query(
      `INSERT INTO sites (folder_name, owner_id, unpublished_at) VALUES ($1, $2, CASE WHEN $3 THEN now() END) ON CONFLICT (folder_name) DO NOTHING RETURNING id`,
      [folder, userId, unpublished],
    )) as { id: string }[];
    if (created.length) return created[0].id;
    // The insert waited for a concurrent one to commit: that was either this user's (a publish to the
    // same new site at the same moment) or someone else's.
    return revive();
  }

  private async pageId(tx: EntityManager, siteId: string, name: string): Promise<string> {
    const found = (await tx.query(`SELECT id FROM site_pages WHERE site_id = $1 AND name = $2`, [siteId, name])) as { id: string }[];
    if (found.length) return found[0].id;
    // The site's row is locked: no other transaction is adding this page.
    const created = (await tx.query(`INSERT INTO site_pages (site_id, name) VALUES ($1, $2) RETURNING id`, [siteId, name])) as { id: string }[];
    return created[0].id;
  }

  /** The built latest version of a live site's page; null for unknown, unpublished or missing. */
  async latestBuilt(folder: string, page: string): Promise<BuiltPageRow | null> {
    const rows = (await this.db.query(`SELECT v.etag, v.built_html, v.built_gzip, v.built_br ${LATEST_OF_LIVE_PAGE}`, [folder, page])) as {
      etag: string;
      built_html: Buffer;
      built_gzip: Buffer | null;
      built_br: Buffer | null;
    }[];
    const row = rows[0];
    return row ? { etag: row.etag, body: row.built_html, gzip: row.built_gzip, br: row.built_br } : null;
  }

  /** The source of a live site's page's latest version (remix). */
  async latestSource(folder: string, page: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT v.html ${LATEST_OF_LIVE_PAGE}`, [folder, page])) as { html: string }[];
    return rows[0]?.html ?? null;
  }

  /** The latest version of every page of `userId`'s site `folder` (live or not), `index` first; empty when it is not theirs. */
  async latestVersionsOf(userId: string, folder: string): Promise<LatestPageRow[]> {
    return (await this.db.query(
      `SELECT p.name AS page, v.html, v.title, v.prompt, v.model FROM sites s
       JOIN site_pages p ON p.site_id = s.id
       CROSS JOIN LATERAL (SELECT * FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) v
       WHERE s.folder_name = $1 AND s.owner_id = $2 ORDER BY p.name <> $3, p.name`,
      [folder, userId, DEFAULT_PAGE_NAME],
    )) as LatestPageRow[];
  }

  /** The latest source of every page of live site `folder`, `index` first (a whole-site remix); empty for unknown or unpublished. */
  async liveSources(folder: string): Promise<LatestPageRow[]> {
    return (await this.db.query(
      `SELECT p.name AS page, v.html, v.title, v.prompt, v.model FROM sites s
       JOIN site_pages p ON p.site_id = s.id
       CROSS JOIN LATERAL (SELECT * FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) v
       WHERE s.folder_name = $1 AND s.unpublished_at IS NULL ORDER BY p.name <> $2, p.name`,
      [folder, DEFAULT_PAGE_NAME],
    )) as LatestPageRow[];
  }

  /** Gives page `from` of `userId`'s site the name `to`, its history with it: 'missing' when there is no such page, 'taken' when `to` is one. */
  async renamePage(userId: string, folder: string, from: string, to: string): Promise<'done' | 'missing' | 'taken'> {
    try {
      const [rows] = (await this.db.query(
        `UPDATE site_pages p SET name = $4 FROM sites s WHERE p.site_id = s.id AND s.folder_name = $1 AND s.owner_id = $2 AND p.name = $3 RETURNING p.id`,
        [folder, userId, from, to],
      )) as [unknown[], number];
      return rows.length ? 'done' : 'missing';
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return 'taken';
      throw err;
    }
  }

  /** Deletes page `page` of `userId`'s site with its history; false when there is no such page. */
  async removePage(userId: string, folder: string, page: string): Promise<boolean> {
    const [rows] = (await this.db.query(
      `DELETE FROM site_pages p USING sites s WHERE p.site_id = s.id AND s.folder_name = $1 AND s.owner_id = $2 AND p.name = $3 RETURNING p.id`,
      [folder, userId, page],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** An asset some version of live site `folder` references; null otherwise. */
  async asset(folder: string, name: string): Promise<AssetRow | null> {
    const rows = (await this.db.query(
      `SELECT a.content_type, a.body, a.gzip, a.br FROM site_assets a
       WHERE a.name = $2 AND EXISTS (
         SELECT 1 FROM sites s JOIN page_version_assets va ON va.site_id = s.id AND va.asset_name = $2
         WHERE s.folder_name = $1 AND s.unpublished_at IS NULL
       )`,
      [folder, name],
    )) as { content_type: string; body: Buffer; gzip: Buffer | null; br: Buffer | null }[];
    const row = rows[0];
    return row ? { contentType: row.content_type, body: row.body, gzip: row.gzip, br: row.br } : null;
  }

  /** The pages of live site `folder` (index first), when each last changed and the model its latest version was made with; empty for unknown or unpublished. */
  async livePages(folder: string, limit: number): Promise<{ page: string; updatedAt: Date; model: string }[]> {
    return (await this.db.query(
      `SELECT p.name AS page, v.created_at AS "updatedAt", v.model FROM sites s
       JOIN site_pages p ON p.site_id = s.id
       CROSS JOIN LATERAL (SELECT created_at, model FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) v
       WHERE s.folder_name = $1 AND s.unpublished_at IS NULL
       ORDER BY p.name <> $2, p.name LIMIT $3`,
      [folder, DEFAULT_PAGE_NAME, limit],
    )) as { page: string; updatedAt: Date; model: string }[];
  }

  /** `userId`'s sites' pages, live or unpublished, by folder then page name. */
  async pagesOf(userId: string): Promise<{ folder: string; page: string; live: boolean }[]> {
    return (await this.db.query(
      `SELECT s.folder_name AS folder, p.name AS page, s.unpublished_at IS NULL AS live FROM sites s JOIN site_pages p ON p.site_id = s.id
       WHERE s.owner_id = $1 ORDER BY s.folder_name, p.name`,
      [userId],
    )) as { folder: string; page: string; live: boolean }[];
  }

  /** The latest `limit` versions of `userId`'s page, oldest first; empty for a page that is not theirs or does not exist. */
  async versionsOf(userId: string, folder: string, page: string, limit: number): Promise<VersionRow[]> {
    return (await this.db.query(
      `SELECT html, prompt, created_at FROM (
         SELECT v.id, v.html, v.prompt, v.created_at FROM sites s
         JOIN site_pages p ON p.site_id = s.id AND p.name = $2
         JOIN page_versions v ON v.page_id = p.id
         WHERE s.folder_name = $1 AND s.owner_id = $3
         ORDER BY v.created_at DESC, v.id DESC LIMIT $4
       ) latest ORDER BY created_at, id`,
      [folder, page, userId, limit],
    )) as VersionRow[];
  }

  /** Unpublishes `userId`'s site (again is fine); 'forbidden' for another's, 'missing' for none. */
  async unpublish(userId: string, folder: string): Promise<'done' | 'forbidden' | 'missing'> {
    return this.setLive(userId, folder, `COALESCE(unpublished_at, now())`);
  }

  /** Brings `userId`'s unpublished site back as it was (a live one stays so); 'forbidden' for another's, 'missing' for none. */
  async republish(userId: string, folder: string): Promise<'done' | 'forbidden' | 'missing'> {
    return this.setLive(userId, folder, 'NULL');
  }

  /** Whether `userId`'s site is listed in the showcase; 'forbidden' for another's, 'missing' for none. */
  async showcaseOf(userId: string, folder: string): Promise<boolean | 'forbidden' | 'missing'> {
    const rows = (await this.db.query(`SELECT showcased_at IS NOT NULL AS listed FROM sites WHERE folder_name = $1 AND owner_id = $2`, [folder, userId])) as { listed: boolean }[];
    if (rows.length) return rows[0].listed;
    return (await this.ownerOf(folder)) ? 'forbidden' : 'missing';
  }

  /**
   * Lists or unlists `userId`'s site in the showcase. Listing a listed site keeps its place (its
   * first listing time); 'forbidden' for another's, 'missing' for none.
   */
  async setShowcase(userId: string, folder: string, listed: boolean): Promise<boolean | 'forbidden' | 'missing'> {
    const [rows] = (await this.db.query(
      `UPDATE sites SET showcased_at = CASE WHEN $3 THEN COALESCE(showcased_at, date_trunc('milliseconds', now())) END
       WHERE folder_name = $1 AND owner_id = $2 RETURNING showcased_at IS NOT NULL AS listed`,
      [folder, userId, listed],
    )) as [{ listed: boolean }[], number];
    if (rows.length) return rows[0].listed;
    return (await this.ownerOf(folder)) ? 'forbidden' : 'missing';
  }

  /**
   * Live sites their owners list, newest listing first, after `after` (the last row of the page
   * before), with the head of their index page's latest version (where its title is). A site with
   * no index page has nothing to show at its address and is left out.
   */
  async showcase(limit: number, after: { listedAt: Date; id: string } | null): Promise<ShowcaseRow[]> {
    return (await this.db.query(
      `SELECT s.id, s.folder_name, s.showcased_at, left(v.html, ${SHOWCASE_HEAD_CHARS}) AS head
       FROM sites s
       JOIN site_pages p ON p.site_id = s.id AND p.name = $4
       CROSS JOIN LATERAL (
         SELECT html FROM page_versions WHERE page_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1
       ) v
       WHERE s.showcased_at IS NOT NULL AND s.unpublished_at IS NULL
         AND ($2::timestamptz IS NULL OR (s.showcased_at, s.id) < ($2::timestamptz, $3::bigint))
       ORDER BY s.showcased_at DESC, s.id DESC
       LIMIT $1`,
      [limit, after?.listedAt ?? null, after?.id ?? null, DEFAULT_PAGE_NAME],
    )) as ShowcaseRow[];
  }

  private async setLive(userId: string, folder: string, unpublishedAt: 'NULL' | 'COALESCE(unpublished_at, now())'): Promise<'done' | 'forbidden' | 'missing'> {
    const [rows] = (await this.db.query(`UPDATE sites SET unpublished_at = ${unpublishedAt} WHERE folder_name = $1 AND owner_id = $2 RETURNING id`, [
      folder,
      userId,
    ])) as [unknown[], number];
    if (rows.length) return 'done';
    return (await this.ownerOf(folder)) ? 'forbidden' : 'missing';
  }

  /**
   * Every version of every page of `userId`'s sites, without their HTML (read one at a time by
   * `versionFiles`), oldest first within a page: what an export lists.
   */
  async exportIndex(userId: string): Promise<ExportedVersionRow[]> {
    return (await this.db.query(
      `SELECT s.folder_name AS folder, s.unpublished_at IS NULL AS live, s.created_at AS site_created_at, p.name AS page,
              v.id AS version_id, v.title, v.prompt, v.model, v.framework, v.created_at
       FROM sites s JOIN site_pages p ON p.site_id = s.id JOIN page_versions v ON v.page_id = p.id
       WHERE s.owner_id = $1 ORDER BY s.folder_name, p.name, v.created_at, v.id`,
      [userId],
    )) as ExportedVersionRow[];
  }

  /** A version of `userId`'s: its source and its page as served; null when it is not theirs (or gone). */
  async versionFiles(userId: string, versionId: string): Promise<{ html: string; built: Buffer } | null> {
    const rows = (await this.db.query(
      `SELECT v.html, v.built_html FROM page_versions v JOIN site_pages p ON p.id = v.page_id JOIN sites s ON s.id = p.site_id
       WHERE v.id = $1 AND s.owner_id = $2`,
      [versionId, userId],
    )) as { html: string; built_html: Buffer }[];
    return rows[0] ? { html: rows[0].html, built: rows[0].built_html } : null;
  }

  /** The assets the given versions of `userId`'s use, each once: name and the version's site. */
  async assetsOfVersions(userId: string, versionIds: string[]): Promise<{ folder: string; name: string }[]> {
    if (!versionIds.length) return [];
    return (await this.db.query(
      `SELECT DISTINCT s.folder_name AS folder, va.asset_name AS name FROM page_version_assets va JOIN sites s ON s.id = va.site_id
       WHERE va.version_id = ANY($1::bigint[]) AND s.owner_id = $2 ORDER BY 1, 2`,
      [versionIds, userId],
    )) as { folder: string; name: string }[];
  }

  async assetBody(name: string): Promise<Buffer | null> {
    const rows = (await this.db.query(`SELECT body FROM site_assets WHERE name = $1`, [name])) as { body: Buffer }[];
    return rows[0]?.body ?? null;
  }

  /**
   * Deletes `userId`'s sites inside the caller's transaction, with their pages, versions, old names
   * and the assets no other site uses. The names that answered for them (each site's, and its old
   * names') are returned: every process must forget what it cached under them.
   */
  async eraseOwner(m: EntityManager, userId: string): Promise<{ sites: number; names: string[] }> {
    const names = (await m.query(
      `SELECT folder_name FROM sites WHERE owner_id = $1
       UNION SELECT r.folder_name FROM site_redirects r JOIN sites s ON s.id = r.site_id WHERE s.owner_id = $1`,
      [userId],
    )) as { folder_name: string }[];
    const assets = (await m.query(
      `SELECT DISTINCT va.asset_name FROM page_version_assets va JOIN sites s ON s.id = va.site_id WHERE s.owner_id = $1`,
      [userId],
    )) as { asset_name: string }[];
    const [deleted] = (await m.query(`DELETE FROM sites WHERE owner_id = $1 RETURNING id`, [userId])) as [unknown[], number];
    await m.query(`DELETE FROM publish_requests WHERE user_id = $1`, [userId]);
    if (assets.length) {
      await m.query(
        `DELETE FROM site_assets a WHERE a.name = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM page_version_assets va WHERE va.asset_name = a.name)`,
        [assets.map((a) => a.asset_name)],
      );
    }
    return { sites: deleted.length, names: names.map((n) => n.folder_name) };
  }
}
