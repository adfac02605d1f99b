import { PublishRequestParsed, PublishResponse, siteUrl } from '@cui/shared';
import { InjectQueue } from '@nestjs/bullmq';
import {
  ForbiddenException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  OnApplicationShutdown,
  OnModuleInit,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Job, Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { assertSameRequest, idempotencyClaim, windowStart } from '../common/idempotency-key';
import { OutageLog } from '../common/outage';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { newFolderName } from './folder-name';
import type { PublishJob, PublishOutcome } from './publish.types';
import { SiteServer } from './site-server';
import { SitesRepository } from './sites.repository';

export const PUBLISHED_MESSAGE = 'Published successfully!';
export const NOT_YOURS_MESSAGE = 'This site name belongs to someone else. Choose another name.';
export const PUBLISH_TIMEOUT_MESSAGE = 'Publishing is taking longer than usual. Your page may appear in a moment; publish again if it does not.';
const NAME_ATTEMPTS = 5;

/** Every way of putting a site online counts towards the user's publishes a minute. */
export function consumePublish(limits: RateLimitService, env: Env, userId: string): Promise<void> {
  return limits.consume('publish', userId, env.PUBLISH_RATE_LIMIT, 60, 'Too many publishes. Please wait a minute.');
}

/** A publish's answer; `replayed` when its Idempotency-Key found an earlier request's publish. */
export interface Published {
  answer: PublishResponse;
  replayed: boolean;
}

/**
 * Publishing from the API's side: the rules (rate, ownership, naming), then the `publish` job, whose
 * end the call waits for (up to PUBLISH_TIMEOUT_MS) so the URL it answers already serves the page.
 */
@Injectable()
export class PublishService implements OnModuleInit, OnApplicationShutdown {
  private events?: QueueEvents;

  constructor(
    @InjectQueue(QUEUES.publish) private readonly queue: Queue<PublishJob>,
    @Inject(ENV) private readonly env: Env,
    private readonly limits: RateLimitService,
    private readonly sites: SitesRepository,
    private readonly server: SiteServer,
    private readonly clock: Clock,
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
   * With an Idempotency-Key the user sent with the same request within the window, the publish is
   * that request's, on the site it chose: answered at once when its version is stored, else its
   * job is queued again under its id (a no-op while BullMQ still has it) and its outcome awaited.
   */
  async publish(body: PublishRequestParsed, userId: string, idempotencyKey?: string): Promise<Published> {
    await consumePublish(this.limits, this.env, userId);
    let folderName = body.folderName;
    if (folderName) {
      const owner = await this.sites.ownerOf(folderName);
      if (owner && owner !== userId) throw new ForbiddenException({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
    } else {
      folderName = await this.freshFolderName(body.prompt || body.title);
    }
    let publishId: string = randomUUID();
    const claim = idempotencyClaim(idempotencyKey, 'publish', body);
    const now = this.clock.now();
    const earlier = claim && (await this.sites.claimPublish(userId, claim, { publishId, folderName }, now, windowStart(now)));
    if (earlier) {
      assertSameRequest(earlier.requestHash, claim);
      ({ publishId, folderName } = earlier);
    }
    if (!earlier || !(await this.sites.isStored(publishId))) {
      const job: PublishJob = {
        publishId,
        userId,
        folderName,
        pageName: body.fileName,
        html: body.html,
        title: body.title,
        prompt: body.prompt,
        model: body.model,
      };
      const outcome = await this.run(job);
      if (outcome.status === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
      if (outcome.status === 'build-failed') throw new UnprocessableEntityException({ code: 'build_failed', message: outcome.message });
      // The worker told every process through Redis; this one must not answer from its old copy even
      // if the notice is still on its way.
      this.server.forget(folderName);
    }
    return {
      answer: {
        folderName,
        fileName: body.fileName,
        url: siteUrl(sitesUrlTemplate(this.env), folderName, body.fileName),
        message: PUBLISHED_MESSAGE,
      },
      replayed: !!earlier,
    };
  }

  /** A readable name no site has; the random suffix makes a second try all but unheard of. */
  private async freshFolderName(text: string): Promise<string> {
    let name = newFolderName(text);
    for (let i = 1; i < NAME_ATTEMPTS && (await this.sites.ownerOf(name)); i++) name = newFolderName(text);
    return name;
  }

  private async run(data: PublishJob): Promise<PublishOutcome> {
    const events = this.events!;
    let job: Job<PublishJob>;
    try {
      // Listening before the job exists, so its end cannot pass unheard.
      await events.waitUntilReady();
      // One attempt: a failure is answered now and the user may publish again. A worker that dies
      // mid-job has it run again (stalled), which the publish id makes harmless.
      job = await this.queue.add('publish', data, {
        jobId: data.publishId,
        attempts: 1,
        // The html rides in the job: keep finished ones briefly, just long enough to read the outcome.
        removeOnComplete: { age: 300, count: 200 },
        removeOnFail: { age: 3600, count: 200 },
      });
    } catch {
      throw new ServiceUnavailableException({ message: 'Publishing is unavailable right now. Please try again in a moment.' });
    }
    try {
      return (await job.waitUntilFinished(events, this.env.PUBLISH_TIMEOUT_MS)) as PublishOutcome;
    } catch (err) {
      const state = await job.getState().catch(() => 'unknown');
      if (state !== 'failed' && state !== 'completed') throw new GatewayTimeoutException({ code: 'publish_timeout', message: PUBLISH_TIMEOUT_MESSAGE });
      new Logger('Publish').error(`Publish ${data.publishId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new InternalServerErrorException({ code: 'publish_failed', message: 'Publishing failed on our side. Please try again.' });
    }
  }
}
