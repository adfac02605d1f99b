import {
  versionsQuerySchema,
  type VersionsQuery,
  IDEMPOTENT_REPLAYED_HEADER,
  PageVersion,
  PublishRequestParsed,
  publishRequestSchema,
  PublishResponse,
  RemixResponse,
  RemixSiteResponse,
  renamePageRequestSchema,
  renameSiteRequestSchema,
  RenameSiteResponse,
  SiteNameCheck,
  siteNameCheckQuerySchema,
  SiteSettings,
  siteSettingsPatchSchema,
  SitePagesResponse,
  SitesMap,
} from '@cui/shared';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { OptionalBearerGuard } from '../auth/optional-bearer.guard';
import { IdempotencyKey } from '../common/idempotency-key';
import { ZodPipe } from '../common/zod-body.pipe';
import { HtmlSizePipe } from './html-size.pipe';
import { PublishService } from './publish.service';
import { ShowcaseService } from './showcase.service';
import { SitePagesService } from './site-pages.service';
import { SITE_NOT_FOUND, SitesService } from './sites.service';


const nameParam = z.string().max(200);

@Controller('api')
export class PublishingController {
  constructor(
    private readonly publishing: PublishService,
    private readonly sites: SitesService,
    private readonly showcase: ShowcaseService,
    private readonly sitePages: SitePagesService,
  ) {}

  @Post('publish')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  async publish(
    @Body(new HtmlSizePipe(), new ZodPipe(publishRequestSchema)) body: PublishRequestParsed,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublishResponse> {
    const { answer, replayed } = await this.publishing.publish(body, user.userId, idempotencyKey);
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return answer;
  }

  @Get('sites/all')
  @UseGuards(OptionalBearerGuard)
  all(@CurrentUser() user: AuthenticatedUser | undefined): Promise<SitesMap> {
    return this.sites.sitesOf(user?.userId);
  }

  @Get('sites/name-check')
  @UseGuards(BearerGuard)
  checkName(@Query(new ZodPipe(siteNameCheckQuerySchema)) query: z.output<typeof siteNameCheckQuerySchema>, @CurrentUser() user: AuthenticatedUser): Promise<SiteNameCheck> {
    return this.sites.checkName(user.userId, query.name);
  }

  @Post('sites/:folder/rename')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  rename(
    @Param('folder', new ZodPipe(nameParam)) folder: string,
    @Body(new ZodPipe(renameSiteRequestSchema)) body: z.output<typeof renameSiteRequestSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RenameSiteResponse> {
    return this.sites.rename(user.userId, folder, body.folderName);
  }

  @Get('sites/:folder/settings')
  @UseGuards(BearerGuard)
  settings(@Param('folder', new ZodPipe(nameParam)) folder: string, @CurrentUser() user: AuthenticatedUser): Promise<SiteSettings> {
    return this.showcase.settings(user.userId, folder);
  }

  /** The owner's switches for their site; only what the body names changes. */
  @Patch('sites/:folder/settings')
  @UseGuards(BearerGuard)
  changeSettings(
    @Param('folder', new ZodPipe(nameParam)) folder: string,
    @Body(new ZodPipe(siteSettingsPatchSchema)) body: z.output<typeof siteSettingsPatchSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SiteSettings> {
    return this.showcase.setShowcase(user.userId, folder, body.showcase);
  }

  @Get('sites/file/versions')
  @UseGuards(BearerGuard)
  versions(@Query(new ZodPipe(versionsQuerySchema)) query: VersionsQuery, @CurrentUser() user: AuthenticatedUser): Promise<PageVersion[]> {
    return this.sites.versions(user.userId, query.folder_name, query.file_name);
  }

  @Delete('sites/:folder')
  @UseGuards(BearerGuard)
  async unpublish(@Param('folder', new ZodPipe(nameParam)) folder: string, @CurrentUser() user: AuthenticatedUser): Promise<{ folderName: string; message: string }> {
    await this.sites.unpublish(user.userId, folder);
    return { folderName: folder, message: 'Site unpublished.' };
  }

  @Post('sites/:folder/publish')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  republish(@Param('folder', new ZodPipe(nameParam)) folder: string, @CurrentUser() user: AuthenticatedUser): Promise<PublishResponse> {
    return this.sites.republish(user.userId, folder);
  }

  /** Renames a page of the owner's site; every page's navigation follows (decision 059). */
  @Post('sites/:folder/pages/:page/rename')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  renamePage(
    @Param('folder', new ZodPipe(nameParam)) folder: string,
    @Param('page', new ZodPipe(nameParam)) page: string,
    @Body(new ZodPipe(renamePageRequestSchema)) body: z.output<typeof renamePageRequestSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SitePagesResponse> {
    return this.sitePages.renamePage(user.userId, folder, page, body.pageName);
  }

  /** Removes a page of the owner's site with its history; every other page's navigation follows. */
  @Delete('sites/:folder/pages/:page')
  @UseGuards(BearerGuard)
  removePage(
    @Param('folder', new ZodPipe(nameParam)) folder: string,
    @Param('page', new ZodPipe(nameParam)) page: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SitePagesResponse> {
    return this.sitePages.removePage(user.userId, folder, page);
  }

  /** Copies every page of a live site into a new unpublished site of the caller's. */
  @Post('remix/:folder/site')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  remixSite(@Param('folder', new ZodPipe(nameParam)) folder: string, @CurrentUser() user: AuthenticatedUser): Promise<RemixSiteResponse> {
    return this.sitePages.remixSite(user.userId, folder);
  }

  /** `folder`, or `folder/page` sent as one segment (`folder%2Fpage`). */
  @Get('remix/:id')
  async remix(@Param('id', new ZodPipe(nameParam)) id: string): Promise<RemixResponse> {
    const parts = id.split('/');
    if (parts.length > 2) throw new NotFoundException({ code: 'site_not_found', message: SITE_NOT_FOUND });
    return this.sites.remix(parts[0], parts[1]);
  }

  @Get('remix/:folder/:page')
  async remixPage(@Param('folder', new ZodPipe(nameParam)) folder: string, @Param('page', new ZodPipe(nameParam)) page: string): Promise<RemixResponse> {
    return this.sites.remix(folder, page);
  }
}
