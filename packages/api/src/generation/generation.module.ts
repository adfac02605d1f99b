import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CreditsModule } from '../credits/credits.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationController } from './generation.controller';
import { GenerationFinisher } from './generation-finisher';
import { StaleHoldSweeper } from './stale-hold-sweeper';
import { GenerationService } from './generation.service';

/** The API side: validate, hold, enqueue, stream. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.generation }, { name: QUEUES.maintenance }), CreditsModule, AuthModule],
  controllers: [GenerationController],
  providers: [GenerationService, GenerationBus, GenerationFinisher, StaleHoldSweeper],
  exports: [GenerationBus, GenerationFinisher, StaleHoldSweeper],
})
export class GenerationModule {}
