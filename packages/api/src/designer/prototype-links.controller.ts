import {
  CreatePrototypeLinkRequest,
  createPrototypeLinkRequestSchema,
  PrototypeLinkResponse,
  SharedPrototypeResponse,
} from '@cui/shared';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { ProjectIdPipe } from './project-id.pipe';
import { PrototypeLinksService } from './prototype-links.service';

/** The owner's side of a project's read-only prototype link. */
@Controller('api/projects/:id/prototype-link')
@UseGuards(BearerGuard)
export class PrototypeLinksController {
  constructor(private readonly links: PrototypeLinksService) {}

  @Get()
  async get(@Param('id', new ProjectIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PrototypeLinkResponse> {
    return { link: await this.links.get(user.userId, id) };
  }

  @Post()
  async create(
    @Param('id', new ProjectIdPipe()) id: string,
    @Body(new ZodPipe(createPrototypeLinkRequestSchema)) body: CreatePrototypeLinkRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PrototypeLinkResponse> {
    return { link: await this.links.share(user.userId, id, body.rotate === true) };
  }

  @Delete()
  @HttpCode(200)
  async revoke(@Param('id', new ProjectIdPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PrototypeLinkResponse> {
    await this.links.unshare(user.userId, id);
    return { link: null };
  }
}

/** Anyone holding a prototype link: the screens to play, read-only. */
@Controller('api/prototypes')
export class SharedPrototypeController {
  constructor(private readonly links: PrototypeLinksService) {}

  @Get(':token')
  async play(@Param('token') token: string): Promise<SharedPrototypeResponse> {
    return { prototype: await this.links.play(token) };
  }
}
