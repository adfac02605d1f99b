import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../queues/queue-names';
import { GenerationCoreModule } from './generation-core.module';
import { GenerationHeartbeat } from './generation-heartbeat';
import { GenerationProcessor } from './generation.processor';
import { MaintenanceProcessor } from './maintenance.processor';
import { ModelStream } from './model-stream';
import { StreamedJobRunner } from './streamed-job-runner';
import { StreamPacing } from './stream-pacing';

/** The worker side: run streamed jobs (pages here, designer turns in `designer/`), run models, publish chunks, keep them alive, settle credits, sweep stale holds, roll credit periods. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.maintenance }), GenerationCoreModule],
  providers: [GenerationProcessor, GenerationHeartbeat, MaintenanceProcessor, ModelStream, StreamPacing, StreamedJobRunner],
  exports: [GenerationCoreModule, StreamedJobRunner],
})
export class GenerationWorkerModule {}
