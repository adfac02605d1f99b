import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { createTransport, Transporter } from 'nodemailer';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { renderMail } from './mail-templates';
import { MailJob } from './mail.types';

@Processor(QUEUES.mail)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(@Inject(ENV) private readonly env: Env) {
    super();
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
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
