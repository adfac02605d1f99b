import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { QUEUES } from '../queues/queue-names';
import { BillingRepository, StoredEvent } from './billing.repository';

export interface BillingEventJob {
  eventId: string;
}

/** Retries of an event that cannot be applied yet (unknown user or price): about a day in all. */
const ATTEMPTS = 12;

/** Stores a verified webhook event once and puts it on the `billing-events` queue (decision 024). */
@Injectable()
export class BillingWebhooks {
  private readonly logger = new Logger('BillingWebhooks');

  constructor(
    private readonly billing: BillingRepository,
    @InjectQueue(QUEUES.billingEvents) private readonly queue: Queue<BillingEventJob>,
  ) {}

  /**
   * Insert, then enqueue, then mark enqueued. A delivery seen before and already queued does
   * nothing; one stored but never queued (the enqueue failed, or the process died in between, and
   * Paddle, having had no 200, delivers again) is queued now. The job id is the event id, so a
   * second enqueue of one event is a no-op in BullMQ.
   */
  async receive(event: StoredEvent): Promise<'stored' | 'duplicate'> {
    const { stored, queued } = await this.billing.storeEvent(event);
    if (!stored && queued) return 'duplicate';
    await this.queue.add(event.eventType, { eventId: event.eventId }, { jobId: event.eventId, attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } });
    await this.billing.markEnqueued(event.eventId);
    if (!stored) this.logger.warn(`Event ${event.eventId} was stored earlier but not queued; queued now`);
    return stored ? 'stored' : 'duplicate';
  }
}
