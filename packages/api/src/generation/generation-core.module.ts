import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { GenerationBus } from './generation-bus';
import { GenerationCredits } from './generation-credits';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import { StaleHoldSweeper } from './stale-hold-sweeper';

/**
 * What both sides of a generation share, registered once per process: the row and its credit
 * (repository, hold, settlement, sweeper) and the event bus. The API module and the worker module
 * import it; so will any other job that holds a credit and streams to a client (decision 011).
 */
@Module({
  imports: [CreditsModule],
  providers: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper],
  exports: [GenerationRepository, GenerationBus, GenerationCredits, GenerationSettlement, StaleHoldSweeper, CreditsModule],
})
export class GenerationCoreModule {}
