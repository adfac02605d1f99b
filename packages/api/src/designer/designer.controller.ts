import {
  CreateProjectRequestParsed,
  createProjectRequestSchema,
  ListProjectsQuery,
  listProjectsQuerySchema,
  IDEMPOTENT_REPLAYED_HEADER,
  ProjectDetailResponse,
  ProjectPublishRequestParsed,
  projectPublishRequestSchema,
  ProjectPublishResponse,
  ProjectResponse,
  ProjectsResponse,
} from '@cui/shared';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { IdempotencyKey } from '../common/idempotency-key';
import { ZodPipe } from '../common/zod-body.pipe';
import { DesignerService } from './designer.service';
import { ProjectIdPipe } from './project-id.pipe';
import { ProjectPublishService } from './project-publish.service';

@Controller('api/projects')
@UseGuards(BearerGuard)
export class DesignerController {
  constructor(
    private readonly designer: DesignerService,
    private readonly publishing: ProjectPublishService,
  ) {}

  @Post()
  async create(@Body(new ZodPipe(createProjectRequestSchema)) body: CreateProjectRequestParsed, @CurrentUser() user: AuthenticatedUser): Promise<ProjectResponse> {
    return { project: await this.designer.create(user.userId, body) };
  }

  @Get()
  async list(@Query(new ZodPipe(listProjectsQuerySchema)) query: ListProjectsQuery, @CurrentUser() user: AuthenticatedUser): Promise<ProjectsResponse> {
    return { projects: await this.designer.list(user.userId, query.limit) };
  }

  @Get(':id')
  async get(@Param('id', new ProjectIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<ProjectDetailResponse> {
    return { project: await this.designer.get(user.userId, id) };
  }

  /** Every finished screen a page of one site; answered as POST /api/publish is, once the pages are live. */
  @Post(':id/publish')
  @HttpCode(200)
  async publish(
    @Param('id', new ProjectIdPipe()) id: string,
    @Body(new ZodPipe(projectPublishRequestSchema)) body: ProjectPublishRequestParsed,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProjectPublishResponse> {
    const { answer, replayed } = await this.publishing.publish(user.userId, id, body, idempotencyKey);
    if (replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return answer;
  }

  @Delete(':id')
  async delete(@Param('id', new ProjectIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ project_uuid: string; message: string }> {
    await this.designer.delete(user.userId, id);
    return { project_uuid: id, message: 'Project deleted.' };
  }
}
