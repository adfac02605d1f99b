import { DynamicModule, Module } from '@nestjs/common';
import { BillingWorkerModule } from './billing/billing-worker.module';
import { DesignerWorkerModule } from './designer/designer-worker.module';
import { GenerationWorkerModule } from './generation/generation-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import type { PageBuilder } from './publishing/page-builder';
import { PublishingWorkerModule } from './publishing/publishing-worker.module';

export interface WorkerOptions {
  /** Replaces the publish worker's page builder (tests). */
  pageBuilder?: PageBuilder;
}

/** Every queue processor. Mounted in the API process when RUN_WORKERS=true, and by `worker.ts`. */
@Module({})
export class WorkersModule {
  static register({ pageBuilder }: WorkerOptions = {}): DynamicModule {
    return {
      module: WorkersModule,
      imports: [MailWorkerModule, GenerationWorkerModule, PublishingWorkerModule.register(pageBuilder), BillingWorkerModule, DesignerWorkerModule],
    };
  }
}
