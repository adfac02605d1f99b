import { Logger } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { OutageLog } from '../common/outage';
import type { Env } from '../config/env.schema';
import { redisOptionsFromUrl } from '../redis/redis-options';
import type { QueueName } from './queue-names';

/**
 * A BullMQ worker fetches jobs one Redis round trip at a time and starts none of them until its
 * fetch loop finds the queue empty, so one worker with concurrency 500 makes the 500th job of a
 * burst wait for 500 round trips and the 1st wait with it. A pool of workers of at most this many
 * jobs each fetches in parallel and starts its jobs promptly (decision 007).
 */
export const JOBS_PER_WORKER = 25;

export interface WorkerPoolOptions {
  /** Jobs this process runs at once from the queue, over all the pool's workers. */
  concurrency: number;
  /** How often a job whose worker stopped renewing its lock is run again (BullMQ's default: 1). */
  maxStalledCount?: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

/**
 * The one way this codebase consumes a queue (decision 011). A queue processor is a provider with a
 * `process(job)` method that starts its pool in `onModuleInit` and closes it in
 * `onApplicationShutdown`: closing waits for the jobs in flight, so a deploy finishes them.
 */
export class WorkerPool<T> {
  private readonly log: OutageLog;
  private workers: Worker<T>[] = [];

  constructor(env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>, queue: QueueName, handler: JobHandler<T>, options: WorkerPoolOptions) {
    this.log = new OutageLog(new Logger(`${queue} workers`), `The ${queue} workers`);
    const count = Math.ceil(options.concurrency / JOBS_PER_WORKER);
    for (let i = 0; i < count; i++) {
      const worker = new Worker<T>(queue, handler, {
        connection: redisOptionsFromUrl(env.REDIS_URL),
        prefix: env.REDIS_PREFIX,
        concurrency: Math.min(JOBS_PER_WORKER, options.concurrency - i * JOBS_PER_WORKER),
        ...(options.maxStalledCount === undefined ? {} : { maxStalledCount: options.maxStalledCount }),
      });
      worker.on('error', (err) => this.log.failed(err));
      worker.on('ready', () => this.log.recovered());
      this.workers.push(worker);
    }
  }

  /** Stops fetching and resolves once every job in flight has finished. Safe to call twice. */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.close()));
  }
}
