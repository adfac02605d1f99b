import type { PageExportRequestParsed, PageExportResponse } from '@cui/shared';

/** A `publish` job: everything the worker stores, checked by the API already (and re-checked in its transaction). */
export interface PublishJob {
  /** Also the job's id and the version's publish_id, so a job run twice adds one version. */
  publishId: string;
  userId: string;
  folderName: string;
  pageName: string;
  html: string;
  title: string;
  prompt: string;
  model: string;
  /** Store the version on a site that stays offline (a remix's copy; a new site is created unpublished). */
  unpublished?: boolean;
}

/** A page of a `publish-site` job. */
export interface SitePageSource {
  pageName: string;
  html: string;
  title: string;
}

/**
 * A `publish-site` job: several pages of one site published together (a designer project), in one
 * transaction. A page whose source is its latest version's already keeps that version.
 */
export interface SitePublishJob {
  /** The job's id; each stored version's publish_id is derived from it and its page's name. */
  publishId: string;
  userId: string;
  folderName: string;
  pages: SitePageSource[];
  prompt: string;
  model: string;
  /**
   * The job's pages are the whole of what `model` publishes to the site: a page it published before
   * and no longer carries is removed (never `index`); pages made otherwise stay.
   */
  prune?: boolean;
}

/** A `publish-site` job's outcome: which pages got a version (`build-failed` names the page that could not be built). */
export type SitePublishOutcome =
  | { status: 'published'; updated: string[]; removed: string[] }
  | { status: 'forbidden' }
  | { status: 'build-failed'; message: string; page: string };

/** What a publish job returns; failures the user can act on are outcomes, not job failures. */
export type PublishOutcome =
  | { status: 'published' }
  | { status: 'forbidden' }
  | { status: 'build-failed'; message: string };

/**
 * An `export` job on the same queue: a page built as publishing builds it, in one file (decision
 * 050). It runs where publishes run, so a heavy page never holds up the API's event loop.
 */
export interface ExportJob {
  html: string;
  runtimes: PageExportRequestParsed['runtimes'];
}

export type ExportOutcome = { status: 'exported'; file: PageExportResponse } | { status: 'build-failed'; message: string };
