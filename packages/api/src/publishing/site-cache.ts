import { LRUCache } from 'lru-cache';
import type { OutgoingHttpHeaders } from 'node:http';

/** A response ready to write: its headers per encoding are made once, when it enters the cache. */
export interface SiteResponse {
  status: number;
  /** Base ETag value (no quotes, no encoding suffix); null when the response has none. */
  etag: string | null;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  headers: { identity: OutgoingHttpHeaders; gzip: OutgoingHttpHeaders | null; br: OutgoingHttpHeaders | null };
  /** What it holds in memory, key and bookkeeping included. */
  bytes: number;
  /** Set on the answer for a renamed site's old name: the site's name now (the redirect's target is per request). */
  movedTo?: string;
}

/** Bookkeeping an entry costs beyond its buffers (Map slots, objects, headers), roughly. */
export const ENTRY_OVERHEAD_BYTES = 512;
/** Most invalidated folders remembered for fills in flight; past it every fill in flight is dropped instead. */
const MAX_REMEMBERED_CHANGES = 10_000;

/**
 * The process's copy of built site responses (and of 404s, so a flood of unknown URLs costs no
 * queries), least recently used first out, bounded in bytes. Every replica drops a folder's entries
 * when told it changed (SiteChanges over Redis). While those notices cannot arrive (its pub/sub
 * connection is down) the cache is suspended: it keeps and answers nothing, so every request reads
 * PostgreSQL, and an unpublish on another replica takes effect here at once. `maxAgeMs` is only a
 * backstop for a notice lost without the subscriber noticing.
 *
 * A fill races a change: a miss that read the old version must not be stored after the change's
 * notice arrived. `ticket()` is taken before the read; `set` stores only if the folder has not
 * changed since.
 */
export class SiteCache {
  private readonly entries: LRUCache<string, { folder: string; response: SiteResponse }>;
  private readonly keysByFolder = new Map<string, Set<string>>();
  private readonly changedAt = new Map<string, number>();
  private epoch = 0;
  /** Fills with a ticket below this are dropped (the change log was cleared). */
  private floor = 0;
  private suspended = false;

  /** `now` is a monotonic clock in milliseconds (never 0). */
  constructor(maxBytes: number, maxAgeMs: number, now: () => number = () => performance.now()) {
    this.entries = new LRUCache({
      // 0 turns the cache off: every response (ENTRY_OVERHEAD_BYTES at least) is then over the entry bound.
      maxSize: Math.max(1, maxBytes),
      // A response over an eighth of the cache is not kept: a few would push out everything else.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (entry) => entry.response.bytes,
      ttl: maxAgeMs,
      // Expiry is read from `now` on every look-up, so an injected clock is obeyed at once.
      ttlResolution: 0,
      perf: { now },
      dispose: (entry, key) => {
        const keys = this.keysByFolder.get(entry.folder);
        keys?.delete(key);
        if (keys?.size === 0) this.keysByFolder.delete(entry.folder);
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): SiteResponse | undefined {
    if (this.suspended) return undefined;
    return this.entries.get(key)?.response;
  }

  ticket(): number {
    return this.epoch;
  }

  /** Whether nothing of `folder` changed since `ticket` was taken. */
  unchangedSince(folder: string, ticket: number): boolean {
    return ticket >= this.floor && (this.changedAt.get(folder) ?? -1) < ticket;
  }

  /** Stores `response` unless `folder` changed after `ticket` was taken, or it would take over an eighth of the cache. */
  set(folder: string, key: string, response: SiteResponse, ticket: number): void {
    if (this.suspended || !this.unchangedSince(folder, ticket)) return;
    // An entry it replaces is disposed of (its key unlisted) inside `set`, so the key is listed after.
    this.entries.set(key, { folder, response });
    if (!this.entries.has(key)) return;
    let keys = this.keysByFolder.get(folder);
    if (!keys) this.keysByFolder.set(folder, (keys = new Set()));
    keys.add(key);
  }

  /** Drops everything cached for `folder`, and any fill of it already under way. */
  invalidate(folder: string): void {
    if (this.changedAt.size >= MAX_REMEMBERED_CHANGES) {
      this.changedAt.clear();
      this.floor = this.epoch + 1;
    }
    this.changedAt.set(folder, this.epoch);
    this.epoch++;
    const keys = this.keysByFolder.get(folder);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
  }

  /** Drops everything (change notices may have been missed). */
  clear(): void {
    this.entries.clear();
    this.keysByFolder.clear();
    this.changedAt.clear();
    this.floor = ++this.epoch;
  }

  /** Change notices stopped arriving: forget everything and keep nothing until `resume`. */
  suspend(): void {
    this.clear();
    this.suspended = true;
  }

  /** Notices arrive again; those sent meanwhile are lost, so fills read while suspended are dropped too. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }
}
