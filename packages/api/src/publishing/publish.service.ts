import { PublishRequestParsed, PublishResponse, siteUrl, withSiteNav } from '@cui/shared';
import {
  ForbiddenException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  InternalServerErrorException,
  Logger,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { assertSameRequest, idempotencyClaim, windowStart } from '../common/idempotency-key';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { newFolderName } from './folder-name';
import { PublishJobs } from './publish-jobs';
import type { PublishJob, PublishOutcome } from './publish.types';
import { SitePagesService } from './site-pages.service';
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
export class PublishService {
  constructor(
    private readonly jobs: PublishJobs,
    @Inject(ENV) private readonly env: Env,
    private readonly limits: RateLimitService,
    private readonly sites: SitesRepository,
    private readonly server: SiteServer,
    private readonly clock: Clock,
    private readonly sitePages: SitePagesService,
  ) {}

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
    let message = PUBLISHED_MESSAGE;
    if (!earlier || !(await this.sites.isStored(publishId))) {
      // The page carries the site's navigation as the site will be once it is stored (decision 059).
      const pages = await this.sitePages.pagesWith(userId, folderName, body.fileName);
      const job: PublishJob = {
        publishId,
        userId,
        folderName,
        pageName: body.fileName,
        html: withSiteNav(body.html, pages, body.fileName),
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
      // A new page appears in every other page's navigation.
      const stale = await this.sitePages.syncNavigation(userId, folderName, body.fileName);
      if (stale.length) message = `${PUBLISHED_MESSAGE} The navigation of ${stale.join(', ')} could not be updated; publish those pages again.`;
    }
    return {
      answer: {
        folderName,
        fileName: body.fileName,
        url: siteUrl(sitesUrlTemplate(this.env), folderName, body.fileName),
        message,
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
    const result = await this.jobs.run('publish', data, data.publishId);
    switch (result.status) {
      case 'done':
        return result.outcome;
      case 'unavailable':
        throw new ServiceUnavailableException({ message: 'Publishing is unavailable right now. Please try again in a moment.' });
      case 'timeout':
        throw new GatewayTimeoutException({ code: 'publish_timeout', message: PUBLISH_TIMEOUT_MESSAGE });
      case 'failed':
        new Logger('Publish').error(`Publish ${data.publishId} failed: ${result.error}`);
        throw new InternalServerErrorException({ code: 'publish_failed', message: 'Publishing failed on our side. Please try again.' });
    }
  }
}
