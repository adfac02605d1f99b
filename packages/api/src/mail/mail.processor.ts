import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { createTransport, Transporter } from 'nodemailer';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { renderMail } from './mail-templates';
import { MailJob } from './mail.types';

/** The `mail` queue's job handler: one mail at a time, retried by BullMQ (see MailService). */
@Injectable()
export class MailProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private pool?: WorkerPool<MailJob>;

  constructor(@Inject(ENV) private readonly env: Env) {
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
  }

  onModuleInit(): void {
    this.pool = new WorkerPool(this.env, QUEUES.mail, (job) => this.process(job), { concurrency: 1 });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }

  async process(job: Job<MailJob>): Promise<void> {
    const mail = renderMail(job.data);
    if (!this.transport) {
      // Self-hosting without SMTP: the operator reads the code from the log.
      this.logger.warn(`No SMTP_URL set; login code for ${job.data.to}: ${job.data.code}`);
      return;
    }
    await this.transport.sendMail({ from: this.env.MAIL_FROM, to: job.data.to, ...mail });
    this.logger.log(`Sent ${job.data.kind} mail to ${job.data.to}`);
  }
}
