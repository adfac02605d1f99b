import type { PageExportRequestParsed, PageExportResponse } from '@cui/shared';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { ENV, Env } from '../config/env.schema';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { vendorRuntimeFiles } from './vendor-runtime-files';
import { PageBuildError } from './build/page-build';
import { exportPage, type RuntimeFiles } from './build/page-export';

/** The window of EXPORT_RATE_LIMIT: a page is downloaded or copied a few times, not hundreds. */
export const EXPORT_WINDOW_SECONDS = 600;

/** A page as one self-contained file for download or copy (decision 050). Free: no credits move. */
@Injectable()
export class PageExportService {
  private files?: RuntimeFiles;

  constructor(
    private readonly limits: RateLimitService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async export(body: PageExportRequestParsed, requester: string): Promise<PageExportResponse> {
    await this.limits.consume('export', requester, this.env.EXPORT_RATE_LIMIT, EXPORT_WINDOW_SECONDS, 'You have downloaded a lot of pages. Please try again in a few minutes.');
    this.files ??= vendorRuntimeFiles();
    try {
      return await exportPage(body.html, this.files, body.runtimes);
    } catch (err) {
      if (err instanceof PageBuildError) throw new UnprocessableEntityException({ code: 'export_failed', message: err.message });
      throw err;
    }
  }
}
