import {
  CreateProjectRequestParsed,
  createProjectRequestSchema,
  ListProjectsQuery,
  listProjectsQuerySchema,
  ProjectDetailResponse,
  ProjectResponse,
  ProjectsResponse,
} from '@cui/shared';
import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { DesignerService } from './designer.service';
import { ProjectIdPipe } from './project-id.pipe';

@Controller('api/projects')
@UseGuards(BearerGuard)
export class DesignerController {
  constructor(private readonly designer: DesignerService) {}

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

  @Delete(':id')
  async delete(@Param('id', new ProjectIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ project_uuid: string; message: string }> {
    await this.designer.delete(user.userId, id);
    return { project_uuid: id, message: 'Project deleted.' };
  }
}
