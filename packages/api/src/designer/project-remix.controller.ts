import { RemixProjectResponse } from '@cui/shared';
import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { ProjectRemixService } from './project-remix.service';

const folderParam = z.string().max(200);

@Controller('api/remix')
@UseGuards(BearerGuard)
export class ProjectRemixController {
  constructor(private readonly remixes: ProjectRemixService) {}

  /** Copies every page of a live site into a new designer project of the caller's, each page a screen. */
  @Post(':folder/project')
  @HttpCode(200)
  remix(@Param('folder', new ZodPipe(folderParam)) folder: string, @CurrentUser() user: AuthenticatedUser): Promise<RemixProjectResponse> {
    return this.remixes.remix(user.userId, folder);
  }
}
