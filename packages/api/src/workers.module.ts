import { Module } from '@nestjs/common';
import { BillingWorkerModule } from './billing/billing-worker.module';
import { DesignerWorkerModule } from './designer/designer-worker.module';
import { GenerationWorkerModule } from './generation/generation-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { PublishingWorkerModule } from './publishing/publishing-worker.module';

/** Every queue processor. Mounted in the API process when RUN_WORKERS=true, and by `worker.ts`. */
@Module({ imports: [MailWorkerModule, GenerationWorkerModule, PublishingWorkerModule, BillingWorkerModule, DesignerWorkerModule] })
export class WorkersModule {}
