import { InjectQueue } from '@nestjs/bullmq';
import {
  GatewayTimeoutException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  OnApplicationShutdown,
  OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { Job, Queue, QueueEvents } from 'bullmq';
import { OutageLog } from '../common/outage';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { redisOptionsFromUrl } from '../redis/redis-options';
import type { ExportJob, ExportOutcome, PublishJob, PublishOutcome, SitePublishJob, SitePublishOutcome } from './publish.types';

/** The `publish` queue's jobs by name, with what each returns. */
export interface PublishQueueJobs {
  publish: { data: PublishJob; outcome: PublishOutcome };
  'publish-site': { data: SitePublishJob; outcome: SitePublishOutcome };
  export: { data: ExportJob; outcome: ExportOutcome };
}

/** How a queued job ended from the caller's side: its outcome, or why there is none. */
export type JobResult<T> = { status: 'done'; outcome: T } | { status: 'unavailable' } | { status: 'timeout' } | { status: 'failed'; error: string };

export const PUBLISH_TIMEOUT_MESSAGE = 'Publishing is taking longer than usual. Your page may appear in a moment; publish again if it does not.';

/** A publish job's outcome, or the answer a publish gives when there is none (queue down, too slow, failed). */
export function publishOutcome<T>(result: JobResult<T>, publishId: string): T {
  switch (result.status) {
    case 'done':
      return result.outcome;
    case 'unavailable':
      throw new ServiceUnavailableException({ message: 'Publishing is unavailable right now. Please try again in a moment.' });
    case 'timeout':
      throw new GatewayTimeoutException({ code: 'publish_timeout', message: PUBLISH_TIMEOUT_MESSAGE });
    case 'failed':
      new Logger('Publish').error(`Publish ${publishId} failed: ${result.error}`);
      throw new InternalServerErrorException({ code: 'publish_failed', message: 'Publishing failed on our side. Please try again.' });
  }
}

/**
 * Runs a job on the `publish` queue and waits for its outcome (up to PUBLISH_TIMEOUT_MS): the one
 * way the API hands a page build to the workers, so the build never runs on the API's event loop
 * when the workers are processes of their own. One QueueEvents connection serves every wait.
 */
@Injectable()
export class PublishJobs implements OnModuleInit, OnApplicationShutdown {
  private events?: QueueEvents;

  constructor(
    @InjectQueue(QUEUES.publish) private readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onModuleInit(): void {
    const log = new OutageLog(new Logger('Publish'), 'The publish queue events connection');
    this.events = new QueueEvents(QUEUES.publish, { connection: redisOptionsFromUrl(this.env.REDIS_URL), prefix: this.env.REDIS_PREFIX });
    this.events.on('error', (err) => log.failed(err));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events?.close();
  }

  /**
   * One attempt: a failure is answered now and the user may try again. A job's id makes a second
   * add of the same job (a retried request) wait for the first.
   */
  async run<N extends keyof PublishQueueJobs>(name: N, data: PublishQueueJobs[N]['data'], jobId: string): Promise<JobResult<PublishQueueJobs[N]['outcome']>> {
    const events = this.events!;
    let job: Job;
    try {
      // Listening before the job exists, so its end cannot pass unheard.
      await events.waitUntilReady();
      job = await this.queue.add(name, data, {
        jobId,
        attempts: 1,
        // The html rides in the job (and an export's file in its outcome): keep finished ones just
        // long enough to read the outcome.
        removeOnComplete: { age: 300, count: 200 },
        removeOnFail: { age: 3600, count: 200 },
      });
    } catch {
      return { status: 'unavailable' };
    }
    try {
      return { status: 'done', outcome: (await job.waitUntilFinished(events, this.env.PUBLISH_TIMEOUT_MS)) as PublishQueueJobs[N]['outcome'] };
    } catch (err) {
      const state = await job.getState().catch(() => 'unknown');
      if (state !== 'failed' && state !== 'completed') return { status: 'timeout' };
      return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
  }
}
