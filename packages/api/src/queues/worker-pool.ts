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

/** How long closing waits for a worker's connections to finish connecting (see `settledConnections`). */
export const CONNECTING_WAIT_MS = 2000;

/**
 * Resolves once a worker's connections have finished connecting (or failed to), or after
 * CONNECTING_WAIT_MS. BullMQ closes a connection that is still connecting by dropping it, and the
 * connection's own start-up then fails with no listener left to hear it — an error that ends the
 * process (a SIGTERM just after start-up exited 1). A connection that is up is closed with QUIT.
 */
export async function settledConnections(connecting: Pick<Worker, 'waitUntilReady'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, CONNECTING_WAIT_MS)));
  try {
    await Promise.race([connecting.waitUntilReady().catch(() => undefined), waited]);
  } finally {
    clearTimeout(timer);
  }
}

export interface WorkerPoolOptions {
  /** Jobs this process runs at once from the queue, over all the pool's workers. */
  concurrency: number;
  /** How often a job whose worker stopped renewing its lock is run again (BullMQ's default: 1). */
  maxStalledCount?: number;
}

/** `signal` is BullMQ's own for the job: aborted, with the reason given, by `cancel` or a drain's deadline. */
export type JobHandler<T> = (job: Job<T>, signal: AbortSignal) => Promise<unknown>;

/**
 * The one way this codebase consumes a queue (decision 011). A queue processor is a provider with a
 * `process(job, signal)` method that starts its pool in `onModuleInit` and closes it in
 * `beforeApplicationShutdown`, while the connections its jobs use are still open: closing stops
 * fetching and waits for the jobs in flight, so a deploy finishes them (decision 018).
 */
export class WorkerPool<T> {
  private readonly log: OutageLog;
  private readonly workers: Worker<T>[] = [];
  private closing?: Promise<void>;
  /** Set at a drain's deadline: a job fetched after it starts already cancelled. */
  private cancelledAll?: string;

  constructor(env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>, queue: QueueName, handler: JobHandler<T>, options: WorkerPoolOptions) {
    this.log = new OutageLog(new Logger(`${queue} workers`), `The ${queue} workers`);
    const count = Math.ceil(options.concurrency / JOBS_PER_WORKER);
    // Three declared parameters: BullMQ passes an abort signal only to a processor that takes one.
    const processor = (job: Job<T>, _token: string | undefined, signal: AbortSignal | undefined) =>
      handler(job, this.cancelledAll === undefined ? (signal ?? new AbortController().signal) : AbortSignal.abort(this.cancelledAll));
    for (let i = 0; i < count; i++) {
      const worker = new Worker<T>(queue, processor, {
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

  /** Aborts the job's signal with `reason` if one of this pool's workers is running it; false otherwise. */
  cancel(jobId: string, reason: string): boolean {
    return this.workers.some((w) => w.cancelJob(jobId, reason));
  }

  /**
   * Stops fetching and resolves once every job in flight has finished. With `drain`, jobs still
   * running after `drain.ms` are cancelled with `drain.reason` (and then awaited). Safe to call twice.
   */
  close(drain?: { ms: number; reason: string }): Promise<void> {
    this.closing ??= (async () => {
      const closed = Promise.all(
        this.workers.map(async (w) => {
          await settledConnections(w);
          await w.close();
        }),
      );
      if (!drain) return void (await closed);
      const deadline = setTimeout(() => {
        this.cancelledAll = drain.reason;
        this.workers.forEach((w) => w.cancelAllJobs(drain.reason));
      }, drain.ms);
      await closed.finally(() => clearTimeout(deadline));
    })();
    return this.closing;
  }
}
