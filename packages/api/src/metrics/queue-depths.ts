import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { ALL_QUEUES } from '../queues/queue-names';
import { Metrics, METRICS_PREFIX } from './metrics';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Scrapes within this share one read of Redis (several Prometheus replicas, a dashboard refreshing). */
const CACHE_MS = 5000;

/**
 * `queue_jobs{queue, state}`, read from BullMQ when scraped. The counts are Redis's, the same from
 * every process, so only API processes report them (dashboards take the max over instances).
 */
export function watchQueueDepths(app: INestApplication): void {
  const queues = ALL_QUEUES.map((name) => app.get<Queue>(getQueueToken(name), { strict: false }));
  let cached: { at: number; counts: Promise<Record<string, number>[]> } | null = null;
  const read = () => {
    if (!cached || performance.now() - cached.at > CACHE_MS) {
      cached = { at: performance.now(), counts: Promise.all(queues.map((q) => q.getJobCounts(...STATES))) };
      // A failed read is not kept: the next scrape tries Redis again.
      cached.counts.catch(() => (cached = null));
    }
    return cached.counts;
  };
  new Gauge({
    name: `${METRICS_PREFIX}queue_jobs`,
    help: 'Jobs per BullMQ queue and state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [app.get(Metrics).registry],
    async collect() {
      const counts = await read();
      queues.forEach((queue, i) => STATES.forEach((state) => this.set({ queue: queue.name, state }, counts[i][state] ?? 0)));
    },
  });
}
