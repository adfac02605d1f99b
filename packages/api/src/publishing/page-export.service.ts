import type { PageExportRequestParsed, PageExportResponse } from '@cui/shared';
import { GatewayTimeoutException, Inject, Injectable, InternalServerErrorException, Logger, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ENV, Env } from '../config/env.schema';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { PublishJobs } from './publish-jobs';

/** The window of EXPORT_RATE_LIMIT: a page is downloaded or copied a few times, not hundreds. */
export const EXPORT_WINDOW_SECONDS = 600;

/**
 * A page as one self-contained file for download or copy (decision 050). Free: no credits move. The
 * build is an `export` job on the publish queue: a page that takes seconds to build holds up a
 * worker, never the API's event loop.
 */
@Injectable()
export class PageExportService {
  private readonly logger = new Logger('Export');

  constructor(
    private readonly limits: RateLimitService,
    private readonly jobs: PublishJobs,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async export(body: PageExportRequestParsed, requester: string): Promise<PageExportResponse> {
    await this.limits.consume('export', requester, this.env.EXPORT_RATE_LIMIT, EXPORT_WINDOW_SECONDS, 'You have downloaded a lot of pages. Please try again in a few minutes.');
    const id = `export-${randomUUID()}`;
    const result = await this.jobs.run('export', { html: body.html, runtimes: body.runtimes }, id);
    switch (result.status) {
      case 'done':
        if (result.outcome.status === 'build-failed') throw new UnprocessableEntityException({ code: 'export_failed', message: result.outcome.message });
        return result.outcome.file;
      case 'unavailable':
        throw new ServiceUnavailableException({ message: 'Downloads are unavailable right now. Please try again in a moment.' });
      case 'timeout':
        throw new GatewayTimeoutException({ message: 'Preparing the file took too long. Please try again.' });
      case 'failed':
        this.logger.error(`Export ${id} failed: ${result.error}`);
        throw new InternalServerErrorException({ message: 'Preparing the file failed on our side. Please try again.' });
    }
  }
}
