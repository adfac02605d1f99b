import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationCredits } from './generation-credits';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import { StaleHoldSweeper } from './stale-hold-sweeper';

const generationQueue = BullModule.registerQueue({ name: QUEUES.generation });

/**
 * What both sides of a generation share, registered once per process: the row and its credit
 * (repository, hold, settlement, sweeper), the event bus and the `generation` queue (the API adds
 * to it, the sweeper takes stale jobs out of it). The API module and the worker module import it;
 * so will any other job that holds a credit and streams to a client (decision 011).
 */
@Module({
  imports: [CreditsModule, generationQueue],
  providers: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper],
  exports: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper, CreditsModule, generationQueue],
})
export class GenerationCoreModule {}
