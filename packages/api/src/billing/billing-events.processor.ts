import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { ENV, Env } from '../config/env.schema';
import { Metrics } from '../metrics/metrics';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { BillingEventApplier } from './billing-event-applier';
import type { BillingEventJob } from './billing-webhooks';
import { BillingRepository } from './billing.repository';

/** The `billing-events` queue's job handler: applies each stored webhook event, once. */
@Injectable()
export class BillingEventsProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('BillingEvents');
  private pool?: WorkerPool<BillingEventJob>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly billing: BillingRepository,
    private readonly applier: BillingEventApplier,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.pool = new WorkerPool(this.env, QUEUES.billingEvents, (job) => this.process(job), { concurrency: 5 });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }

  /** A failure (unknown user or price, a database error) fails the job with its reason; BullMQ retries it. */
  async process(job: Job<BillingEventJob>): Promise<string> {
    const event = await this.billing.event(job.data.eventId);
    if (!event) throw new Error(`Event ${job.data.eventId} is not stored`);
    if (await this.billing.processed(event.eventId)) {
      this.metrics.billingEvent('already_applied');
      return 'already applied';
    }
    try {
      const outcome = await this.applier.apply(event);
      await this.billing.markProcessed(event.eventId);
      this.metrics.billingEvent(outcome === 'ignored' ? 'ignored' : 'applied');
      return outcome;
    } catch (err) {
      this.metrics.billingEvent('failed');
      this.logger.warn(`${event.eventType} ${event.eventId} not applied (attempt ${job.attemptsMade + 1}): ${(err as Error).message}`);
      throw err;
    }
  }
}
