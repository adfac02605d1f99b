import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUES } from '../queues/queue-names';
import { MailJob } from './mail.types';

/** Producer side: mail is sent by the `mail` queue's worker, with retries, never on the request path. */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  async send(job: MailJob): Promise<void> {
    await this.queue.add(job.kind, job, { attempts: 5, backoff: { type: 'exponential', delay: 2000 } });
  }
}
