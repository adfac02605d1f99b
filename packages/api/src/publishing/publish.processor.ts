import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { isOutage, outageSummary } from '../common/outage';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { PageBuildError } from './build/page-build';
import { PAGE_BUILDER, PageBuilder } from './page-builder';
import { contentHash } from './content-hash';
import { precompress } from './precompress';
import type { ExportJob, ExportOutcome, PublishJob, PublishOutcome } from './publish.types';
import { exportPage, type RuntimeFiles } from './build/page-export';
import { vendorRuntimeFiles } from './vendor-runtime-files';
import { SiteChanges } from './site-changes';
import { ASSET_NAME, ASSETS_DIR } from './site-routes';
import { NewAsset, SitesRepository } from './sites.repository';

const HTML = 'text/html; charset=utf-8';

/**
 * The `publish` queue's job handler: build the page, compress what it serves, store it all in one
 * transaction, then tell every API process the site changed. A page that cannot be built stores
 * nothing (its previous version stays live) and returns the reason.
 */
@Injectable()
export class PublishProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Publish');
  private pool?: WorkerPool<PublishJob | ExportJob>;
  private files?: RuntimeFiles;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(PAGE_BUILDER) private readonly build: PageBuilder,
    private readonly sites: SitesRepository,
    private readonly changes: SiteChanges,
  ) {}

  onModuleInit(): void {
    this.pool = new WorkerPool<PublishJob | ExportJob>(
      this.env,
      QUEUES.publish,
      (job) => (job.name === 'export' ? this.export(job.data as ExportJob) : this.process(job as Job<PublishJob>)),
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
    const body = Buffer.from(built.html);
    const [page, assets] = await Promise.all([precompress(body, HTML), Promise.all(built.assets.map((a) => this.asset(a)))]);
    const stored = await this.sites.storeVersion({
      ...data,
      framework: built.framework,
      built: { ...page, etag: contentHash(body) },
      assets,
    });
    if (stored === 'forbidden') return { status: 'forbidden' };
    // The version is committed whatever happens next; a lost notice is healed by the cache's max age
    // and by every subscriber forgetting all it holds when its connection comes back.
    await this.changes.announce(data.folderName).catch((err: unknown) => {
      this.logger.warn(`Site ${data.folderName} changed but the notice failed: ${isOutage(err) ? outageSummary(err) : String(err)}`);
    });
    return { status: 'published' };
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
