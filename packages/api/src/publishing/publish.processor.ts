import { BeforeApplicationShutdown, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { type BuiltPage, PageBuildError, siteCandidates } from './build/page-build';
import { PAGE_BUILDER, PageBuilder } from './page-builder';
import { contentHash } from './content-hash';
import { precompress } from './precompress';
import type { ExportJob, ExportOutcome, PublishJob, PublishOutcome, SitePublishJob, SitePublishOutcome } from './publish.types';
import { exportPage, type RuntimeFiles } from './build/page-export';
import { vendorRuntimeFiles } from './vendor-runtime-files';
import { SiteChanges } from './site-changes';
import { ASSET_NAME, ASSETS_DIR } from './site-routes';
import { NewAsset, NewSiteVersion, SitesRepository } from './sites.repository';
import { pagePublishId } from './page-publish-id';

const HTML = 'text/html; charset=utf-8';

/**
 * The `publish` queue's job handler: build the page, compress what it serves, store it all in one
 * transaction, then tell every API process the site changed. A page that cannot be built stores
 * nothing (its previous version stays live) and returns the reason.
 */
@Injectable()
export class PublishProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private pool?: WorkerPool<PublishJob | ExportJob | SitePublishJob>;
  private files?: RuntimeFiles;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(PAGE_BUILDER) private readonly build: PageBuilder,
    private readonly sites: SitesRepository,
    private readonly changes: SiteChanges,
  ) {}

  onModuleInit(): void {
    this.pool = new WorkerPool<PublishJob | ExportJob | SitePublishJob>(
      this.env,
      QUEUES.publish,
      (job) =>
        job.name === 'export' ? this.export(job.data as ExportJob) : job.name === 'publish-site' ? this.publishSite(job.data as SitePublishJob) : this.process(job as Job<PublishJob>),
      { concurrency: this.env.PUBLISH_CONCURRENCY },
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }

  async process(job: Job<PublishJob>): Promise<PublishOutcome> {
    const data = job.data;
    let built;
    try {
      built = await this.build(data.html);
    } catch (err) {
      if (err instanceof PageBuildError) return { status: 'build-failed', message: err.message };
      throw err;
    }
    const stored = await this.sites.storeVersion({ ...data, ...(await this.stored(built)) });
    if (stored === 'forbidden') return { status: 'forbidden' };
    await this.changes.announce(data.folderName);
    return { status: 'published' };
  }

  /**
   * A `publish-site` job: every page whose source changed since its latest version is built (with
   * the Tailwind classes of all the site's pages, so they share one stylesheet) and stored in one
   * transaction (with the removal of the pages a pruning job no longer carries). A page that cannot
   * be built stores nothing of any page.
   */
  async publishSite(data: SitePublishJob): Promise<SitePublishOutcome> {
    const latest = await this.sites.latestSources(data.userId, data.folderName);
    const changed = data.pages.filter((page) => latest.get(page.pageName) !== page.html);
    const versions: NewSiteVersion[] = [];
    let current = data.pages[0]?.pageName ?? '';
    try {
      const candidates = changed.length ? siteCandidates(data.pages.map((page) => page.html)) : [];
      for (const page of changed) {
        current = page.pageName;
        const built = await this.build(page.html, { candidates });
        versions.push({
          publishId: pagePublishId(data.publishId, page.pageName),
          pageName: page.pageName,
          html: page.html,
          title: page.title,
          prompt: data.prompt,
          model: data.model,
          ...(await this.stored(built)),
        });
      }
    } catch (err) {
      if (err instanceof PageBuildError) return { status: 'build-failed', message: err.message, page: current };
      throw err;
    }
    const prune = data.prune ? { keep: data.pages.map((page) => page.pageName), model: data.model } : undefined;
    const stored = await this.sites.storeSiteVersions({ folderName: data.folderName, userId: data.userId }, versions, prune);
    if (stored === 'forbidden') return { status: 'forbidden' };
    if (stored.updated.length || stored.removed.length) await this.changes.announce(data.folderName);
    return { status: 'published', updated: stored.updated, removed: stored.removed };
  }

  /** A built page as stored: compressed, with its assets, and its ETag. */
  private async stored(built: BuiltPage): Promise<Pick<NewSiteVersion, 'framework' | 'built' | 'assets'>> {
    const body = Buffer.from(built.html);
    const [page, assets] = await Promise.all([precompress(body, HTML), Promise.all(built.assets.map((a) => this.asset(a)))]);
    return { framework: built.framework, built: { ...page, etag: contentHash(body) }, assets };
  }

  /** An `export` job: the page built as a publish builds it, in one file; nothing is stored. */
  async export(data: ExportJob): Promise<ExportOutcome> {
    this.files ??= vendorRuntimeFiles();
    try {
      return { status: 'exported', file: await exportPage(data.html, this.files, data.runtimes) };
    } catch (err) {
      if (err instanceof PageBuildError) return { status: 'build-failed', message: err.message };
      throw err;
    }
  }

  private async asset(asset: { path: string; contentType: string; body: Buffer }): Promise<NewAsset> {
    const name = asset.path.startsWith(ASSETS_DIR) ? asset.path.slice(ASSETS_DIR.length) : '';
    // The builder's contract: a path this server can route. Anything else is a bug, not the user's page.
    if (!ASSET_NAME.test(name)) throw new Error(`Page build produced an asset path the sites cannot serve: ${asset.path}`);
    return { name, contentType: asset.contentType, ...(await precompress(asset.body, asset.contentType)) };
  }
}
