import { DynamicModule, Module } from '@nestjs/common';
import { buildPage } from './build/page-build';
import { PAGE_BUILDER, PageBuilder } from './page-builder';
import { PublishProcessor } from './publish.processor';
import { PublishingCoreModule } from './publishing-core.module';

/** The worker side of `publish`: build, compress, store, announce. */
@Module({})
export class PublishingWorkerModule {
  /** Tests pass a builder of their own (one that fails, one that makes assets); production builds with `buildPage`. */
  static register(pageBuilder: PageBuilder = buildPage): DynamicModule {
    return {
      module: PublishingWorkerModule,
      imports: [PublishingCoreModule],
      providers: [PublishProcessor, { provide: PAGE_BUILDER, useValue: pageBuilder }],
    };
  }
}
