import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationCredits } from './generation-credits';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import { StaleHoldSweeper } from './stale-hold-sweeper';

const generationQueue = BullModule.registerQueue({ name: QUEUES.generation }, { name: QUEUES.designer });

/**
 * What both sides of a generation share, registered once per process: the row and its credit
 * (repository, hold, settlement, sweeper), the event bus and the `generation` and `designer` queues
 * (the API adds to them, the sweeper takes stale jobs out of them). The API module and the worker
 * module import it, as does every other job that holds a credit and streams to a client: the
 * screen designer's (decisions 011, 026).
 */
@Module({
  imports: [CreditsModule, generationQueue],
  providers: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper],
  exports: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper, CreditsModule, generationQueue],
})
export class GenerationCoreModule {}
