import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { joinClusterMetrics } from './cluster-metrics';

export const METRICS_PREFIX = 'cui_';

/** Seconds: from an API answer in milliseconds to a stream of ten minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export type CreditOperation = 'hold' | 'commit' | 'refund';
/** A webhook delivery as the API answered it. */
export type WebhookResult = 'accepted' | 'duplicate' | 'rejected' | 'invalid';
/** A stored billing event as the worker handled it (`failed` attempts are retried). */
export type BillingEventResult = 'applied' | 'ignored' | 'already_applied' | 'failed';
/** How a provider answered a follow-up on a whole page (decision 031). */
export type FollowUpAnswer = 'edit' | 'document' | 'fell_back';

/**
 * This process's figures, in a registry of its own (one per Nest application, so tests that start
 * several in one process keep them apart). Labels are bounded sets: route patterns, statuses,
 * model ids, queue names; never ids or raw URLs.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by route pattern, method and status; an SSE stream counts once it has ended',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly openStreams = new Gauge({
    name: `${METRICS_PREFIX}sse_open_streams`,
    help: 'Server-Sent Events responses this process has open',
    registers: [this.registry],
  });

  readonly generations = new Counter({
    name: `${METRICS_PREFIX}generations_total`,
    help: 'Generations ended, by final status, model and kind',
    labelNames: ['status', 'model', 'kind'] as const,
    registers: [this.registry],
  });

  readonly firstChunk = new Histogram({
    name: `${METRICS_PREFIX}generation_first_chunk_seconds`,
    help: 'From a generation being queued to its first chunk written to the stream',
    labelNames: ['model'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly streamDuration = new Histogram({
    name: `${METRICS_PREFIX}generation_stream_seconds`,
    help: 'From a worker starting a generation to its end (success, failure or stop)',
    labelNames: ['model'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly followUps = new Counter({
    name: `${METRICS_PREFIX}generation_follow_ups_total`,
    help: 'Follow-ups on a whole page sent to a provider, by how they were answered: edit (blocks applied), document (a whole page), fell_back (edits that did not apply, then a rewrite)',
    labelNames: ['answer', 'model'] as const,
    registers: [this.registry],
  });

  readonly creditOperations = new Counter({
    name: `${METRICS_PREFIX}credit_operations_total`,
    help: 'Generation credits held, committed and refunded',
    labelNames: ['op'] as const,
    registers: [this.registry],
  });

  readonly webhookEvents = new Counter({
    name: `${METRICS_PREFIX}webhook_events_total`,
    help: 'Paddle webhook deliveries: accepted (stored and queued), duplicate, rejected (signature), invalid (envelope)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly billingEvents = new Counter({
    name: `${METRICS_PREFIX}billing_events_total`,
    help: 'Stored Paddle events the worker handled: applied, ignored (a type CUI does not use), already_applied, failed (retried)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    joinClusterMetrics(this.registry);
    // prom-client also reports each of these three gauges' sum over `type` as `<name>_total`, a
    // counter's suffix that promtool rejects on a gauge (prom-client has no option to leave them out).
    // `sum(cui_nodejs_active_handles)` is the same figure.
    for (const name of ['nodejs_active_handles', 'nodejs_active_requests', 'nodejs_active_resources']) {
      this.registry.removeSingleMetric(`${METRICS_PREFIX}${name}_total`);
    }
  }

  credit(op: CreditOperation): void {
    this.creditOperations.inc({ op });
  }

  webhook(result: WebhookResult): void {
    this.webhookEvents.inc({ result });
  }

  billingEvent(result: BillingEventResult): void {
    this.billingEvents.inc({ result });
  }

  /** A generation's row has ended: counted once, by whoever settled it. */
  generationEnded(status: 'succeeded' | 'failed' | 'cancelled', labels: { model: string; kind: string }): void {
    this.generations.inc({ status, model: labels.model, kind: labels.kind });
  }

  followUpAnswered(answer: FollowUpAnswer, model: string): void {
    this.followUps.inc({ answer, model });
  }

  timeGeneration(model: string, queuedAt: number): GenerationTimer {
    return new GenerationTimer(this, model, queuedAt);
  }
}

/** Times one generation on its worker: its first chunk since it was queued, and its run. */
export class GenerationTimer {
  private readonly started = performance.now();
  private chunked = false;

  /** `queuedAt`: when the API queued it (`Date.now()` there, as BullMQ stamps jobs). */
  constructor(
    private readonly metrics: Metrics,
    private readonly model: string,
    private readonly queuedAt: number,
  ) {}

  /** The first chunk has left for the stream; later calls do nothing. */
  firstChunk(): void {
    if (this.chunked) return;
    this.chunked = true;
    this.metrics.firstChunk.observe({ model: this.model }, Math.max(0, Date.now() - this.queuedAt) / 1000);
  }

  end(): void {
    this.metrics.streamDuration.observe({ model: this.model }, (performance.now() - this.started) / 1000);
  }
}
