import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { PageExportController } from './page-export.controller';
import { PageExportService } from './page-export.service';
import { PublishJobs } from './publish-jobs';
import { PublishService } from './publish.service';
import { SitePagesService } from './site-pages.service';
import { PublishingController } from './publishing.controller';
import { PublishingCoreModule } from './publishing-core.module';
import { SiteCache } from './site-cache';
import { SiteServer } from './site-server';
import { ShowcaseController } from './showcase.controller';
import { ShowcaseService } from './showcase.service';
import { SitesService } from './sites.service';

/** A backstop only: every change is announced to every process at once (see SiteCache). */
const CACHE_MAX_AGE_MS = 5 * 60_000;

/** The API side: publish (enqueue and wait), sites, versions, unpublish, remix, the showcase, serving the sites, and exporting a page as one file. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.publish }), PublishingCoreModule, AuthModule],
  controllers: [PublishingController, ShowcaseController, PageExportController],
  providers: [
    PublishJobs,
    PublishService,
    SitePagesService,
    PageExportService,
    SitesService,
    ShowcaseService,
    SiteServer,
    { provide: SiteCache, inject: [ENV], useFactory: (env: Env) => new SiteCache(env.SITES_CACHE_MB * 1024 * 1024, CACHE_MAX_AGE_MS) },
  ],
  exports: [SiteServer, SitesService, PublishService],
})
export class PublishingModule {}
