import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../queues/queue-names';
import { MailService } from './mail.service';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
