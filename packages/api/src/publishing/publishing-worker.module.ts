import { Module } from '@nestjs/common';
import { PublishProcessor } from './publish.processor';
import { PublishingCoreModule } from './publishing-core.module';

/** The worker side of `publish`: build, compress, store, announce. */
@Module({ imports: [PublishingCoreModule], providers: [PublishProcessor] })
export class PublishingWorkerModule {}
