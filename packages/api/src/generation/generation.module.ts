import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CreditsModule } from '../credits/credits.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationController } from './generation.controller';
import { GenerationFinisher } from './generation-finisher';
import { GenerationService } from './generation.service';

/** The API side: validate, hold, enqueue, stream. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.generation }, { name: QUEUES.maintenance }), CreditsModule, AuthModule],
  controllers: [GenerationController],
  providers: [GenerationService, GenerationBus, GenerationFinisher],
  exports: [GenerationBus, GenerationFinisher],
})
export class GenerationModule {}
