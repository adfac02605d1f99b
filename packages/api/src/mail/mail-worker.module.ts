import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../queues/queue-names';
import { MailProcessor } from './mail.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [MailProcessor],
})
export class MailWorkerModule {}
