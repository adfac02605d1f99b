import { Module } from '@nestjs/common';
import { MailWorkerModule } from './mail/mail-worker.module';

/** Every queue processor. Mounted in the API process when RUN_WORKERS=true, and by `worker.ts`. */
@Module({ imports: [MailWorkerModule] })
export class WorkersModule {}
