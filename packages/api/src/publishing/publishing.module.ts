import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { PublishService } from './publish.service';
import { PublishingController } from './publishing.controller';
import { PublishingCoreModule } from './publishing-core.module';
import { SiteCache } from './site-cache';
import { SiteServer } from './site-server';
import { SitesService } from './sites.service';

/** A backstop only: every change is announced to every process at once (see SiteCache). */
const CACHE_MAX_AGE_MS = 5 * 60_000;

/** The API side: publish (enqueue and wait), sites, versions, unpublish, remix, and serving the sites. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.publish }), PublishingCoreModule, AuthModule],
  controllers: [PublishingController],
  providers: [
    PublishService,
    SitesService,
    SiteServer,
    { provide: SiteCache, inject: [ENV], useFactory: (env: Env) => new SiteCache(env.SITES_CACHE_MB * 1024 * 1024, CACHE_MAX_AGE_MS) },
  ],
  exports: [SiteServer, SitesService],
})
export class PublishingModule {}
