import { Module } from '@nestjs/common';
import { MailProcessor } from './mail.processor';

/** The worker side of `mail`: the queue is consumed through MailProcessor's WorkerPool. */
@Module({ providers: [MailProcessor] })
export class MailWorkerModule {}
