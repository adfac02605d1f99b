import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ModelChoice } from '../ai/model-choice';
import { ModelDiscovery } from '../ai/model-discovery';
import { AuthModule } from '../auth/auth.module';
import { QUEUES } from '../queues/queue-names';
import { GenerationController } from './generation.controller';
import { GenerationCoreModule } from './generation-core.module';
import { GenerationService } from './generation.service';
import { SseStreams } from './sse-stream';

/** The API side: validate, hold, enqueue, stream. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.maintenance }), GenerationCoreModule, AuthModule],
  controllers: [GenerationController],
  providers: [GenerationService, SseStreams, ModelDiscovery, ModelChoice],
  exports: [GenerationService, SseStreams, GenerationCoreModule, ModelChoice],
})
export class GenerationModule {}
