import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { GenerationProcessor } from './generation.processor';
import type { GenerationJob } from './generation.types';

/**
 * A BullMQ worker fetches jobs one Redis round trip at a time and starts none of them until its
 * fetch loop finds the queue empty, so one worker with concurrency 500 makes the 500th job of a
 * burst wait for 500 round trips and the 1st wait with it. Several small workers fetch in parallel
 * and start their jobs promptly; together they keep GENERATION_CONCURRENCY.
 */
export const JOBS_PER_WORKER = 25;

@Injectable()
export class GenerationWorkers implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('GenerationWorkers');
  private workers: Worker<GenerationJob>[] = [];

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly processor: GenerationProcessor,
  ) {}

  onModuleInit(): void {
    const total = this.env.GENERATION_CONCURRENCY;
    const count = Math.ceil(total / JOBS_PER_WORKER);
    for (let i = 0; i < count; i++) {
      const concurrency = Math.min(JOBS_PER_WORKER, total - i * JOBS_PER_WORKER);
      const worker = new Worker<GenerationJob>(QUEUES.generation, (job: Job<GenerationJob>) => this.processor.process(job), {
        connection: redisOptionsFromUrl(this.env.REDIS_URL),
        prefix: this.env.REDIS_PREFIX,
        concurrency,
        // A job runs once: a worker that died mid-stream leaves its hold to the stale-hold sweeper.
        maxStalledCount: 0,
      });
      worker.on('error', (err) => this.logger.error(`generation worker: ${err.message}`));
      this.workers.push(worker);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.close()));
  }
}
