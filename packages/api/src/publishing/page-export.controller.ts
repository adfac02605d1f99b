import { PageExportRequestParsed, pageExportRequestSchema, PageExportResponse } from '@cui/shared';
import { Body, Controller, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/bearer.guard';
import { OptionalBearerGuard } from '../auth/optional-bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { HtmlSizePipe } from './html-size.pipe';
import { PageExportService } from './page-export.service';

@Controller('api/pages')
@UseGuards(OptionalBearerGuard)
export class PageExportController {
  constructor(private readonly exports: PageExportService) {}

  /** The page built as publishing builds it, in one file that works from disk: what Download and Copy give. */
  @Post('export')
  @HttpCode(200)
  export(
    @Body(new HtmlSizePipe(), new ZodPipe(pageExportRequestSchema)) body: PageExportRequestParsed,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
  ): Promise<PageExportResponse> {
    return this.exports.export(body, user?.userId ?? ip);
  }
}
