import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationFinisher } from './generation-finisher';
import { StaleHoldSweeper } from './stale-hold-sweeper';
import { StreamPacing } from './stream-pacing';
import { GenerationProcessor } from './generation.processor';
import { GenerationRunner } from './generation-runner';
import { GenerationWorkers } from './generation-workers';
import { MaintenanceProcessor } from './maintenance.processor';

/** The worker side: run models, publish chunks, settle credits, sweep stale holds. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.generation }, { name: QUEUES.maintenance }), CreditsModule],
  providers: [GenerationProcessor, GenerationWorkers, MaintenanceProcessor, GenerationRunner, GenerationBus, GenerationFinisher, StaleHoldSweeper, StreamPacing],
})
export class GenerationWorkerModule {}
