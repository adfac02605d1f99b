import { Module } from '@nestjs/common';
import { SiteChanges } from './site-changes';
import { SitesRepository } from './sites.repository';

/** What both sides of publishing share: the tables and the "site changed" notice. */
@Module({ providers: [SitesRepository, SiteChanges], exports: [SitesRepository, SiteChanges] })
export class PublishingCoreModule {}
