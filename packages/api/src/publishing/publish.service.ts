import { PublishRequestParsed, PublishResponse, siteUrl, withSiteNav } from '@cui/shared';
import { ForbiddenException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { assertSameRequest, IdempotencyClaim, idempotencyClaim, windowStart } from '../common/idempotency-key';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { freshFolderName } from './folder-name';
import { PublishJobs, publishOutcome, PublishQueueJobs } from './publish-jobs';
import type { PublishJob, SitePageSource, SitePublishJob } from './publish.types';
import { SitePagesService } from './site-pages.service';
import { SiteServer } from './site-server';
import { SitesRepository } from './sites.repository';

export const PUBLISHED_MESSAGE = 'Published successfully!';
export const NOT_YOURS_MESSAGE = 'This site name belongs to someone else. Choose another name.';

/** Every way of putting a site online counts towards the user's publishes a minute. */
export function consumePublish(limits: RateLimitService, env: Env, userId: string): Promise<void> {
  return limits.consume('publish', userId, env.PUBLISH_RATE_LIMIT, 60, 'Too many publishes. Please wait a minute.');
}

/** A site publish as asked: its pages and where they go (no folder: a new site named from `nameFrom`). */
export interface SitePublishRequest {
  userId: string;
  folderName?: string;
  nameFrom: string;
  pages: SitePageSource[];
  prompt: string;
  model: string;
  /** These pages are all `model` publishes to the site: pages it published before and no longer carries go. */
  prune?: boolean;
  /**
   * What an Idempotency-Key's request is (route, target, and what it publishes): a key resent with
   * another is refused, as `POST /api/publish` refuses one resent with another body.
   */
  fingerprint: { route: string; request: unknown };
}

/** A site publish's answer: the site, the pages that got a version and those a pruning publish removed. */
export interface SitePublished {
  folderName: string;
  updated: string[];
  removed: string[];
  replayed: boolean;
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
    const folder = await this.target(userId, body.folderName, body.prompt || body.title);
    const { publishId, folderName, earlier } = await this.claim(userId, folder, idempotencyClaim(idempotencyKey, 'publish', body));
    let staleNavigation: string[] = [];
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
      const outcome = await this.run('publish', job);
      if (outcome.status === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
      if (outcome.status === 'build-failed') throw new UnprocessableEntityException({ code: 'build_failed', message: outcome.message });
      // The worker told every process through Redis; this one must not answer from its old copy even
      // if the notice is still on its way.
      this.server.forget(folderName);
      // A new page appears in every other page's navigation.
      staleNavigation = await this.sitePages.syncNavigation(userId, folderName, body.fileName);
    }
    return {
      answer: {
        folderName,
        fileName: body.fileName,
        url: siteUrl(sitesUrlTemplate(this.env), folderName, body.fileName),
        message: PUBLISHED_MESSAGE,
        ...(staleNavigation.length ? { staleNavigation } : {}),
      },
      replayed: !!earlier,
    };
  }

  /**
   * Publishes several pages of one site together, by the rules of `publish` (rate, ownership,
   * naming, Idempotency-Key): every page whose source changed gets a version, in one transaction.
   * A replayed key runs its publish again under the same id, which stores nothing twice.
   */
  async publishSite(req: SitePublishRequest, idempotencyKey?: string): Promise<SitePublished> {
    await consumePublish(this.limits, this.env, req.userId);
    const folder = await this.target(req.userId, req.folderName, req.nameFrom);
    const claim = idempotencyClaim(idempotencyKey, req.fingerprint.route, req.fingerprint.request);
    const { publishId, folderName, earlier } = await this.claim(req.userId, folder, claim);
    const job: SitePublishJob = { publishId, userId: req.userId, folderName, pages: req.pages, prompt: req.prompt, model: req.model, prune: req.prune };
    const outcome = await this.run('publish-site', job);
    if (outcome.status === 'forbidden') throw new ForbiddenException({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
    if (outcome.status === 'build-failed') throw new UnprocessableEntityException({ code: 'build_failed', message: `${outcome.page}: ${outcome.message}` });
    this.server.forget(folderName);
    // A job finished before pruning existed (its outcome replayed by an Idempotency-Key) removed nothing.
    return { folderName, updated: outcome.updated, removed: outcome.removed ?? [], replayed: !!earlier };
  }

  /** The folder a publish goes to: the one asked for unless another user's (403), else a fresh one named from `nameFrom`. */
  private async target(userId: string, folderName: string | undefined, nameFrom: string): Promise<string> {
    if (!folderName) return freshFolderName(nameFrom, (name) => this.sites.ownerOf(name));
    const owner = await this.sites.ownerOf(folderName);
    if (owner && owner !== userId) throw new ForbiddenException({ code: 'not_owner', message: NOT_YOURS_MESSAGE });
    return folderName;
  }

  /** A new publish's id and folder, or, for an Idempotency-Key sent before with the same request, that publish's (422 with another). */
  private async claim(userId: string, folderName: string, claim: IdempotencyClaim | undefined): Promise<{ publishId: string; folderName: string; earlier: boolean }> {
    const publishId: string = randomUUID();
    const now = this.clock.now();
    const earlier = claim && (await this.sites.claimPublish(userId, claim, { publishId, folderName }, now, windowStart(now)));
    if (!earlier) return { publishId, folderName, earlier: false };
    assertSameRequest(earlier.requestHash, claim);
    return { publishId: earlier.publishId, folderName: earlier.folderName, earlier: true };
  }

  private async run<N extends 'publish' | 'publish-site'>(name: N, data: PublishQueueJobs[N]['data']): Promise<PublishQueueJobs[N]['outcome']> {
    return publishOutcome(await this.jobs.run(name, data, data.publishId), data.publishId);
  }
}
