import { type AvatarUpload, avatarUploadSchema, type Profile, updateProfileRequestSchema } from '@cui/shared';
import { Body, Controller, Delete, Get, Param, Patch, Put, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { ProfileService } from './profile.service';

const avatarIdParam = z.uuid({ message: 'No such picture.' });

/** The signed-in user's name and picture; pictures are served to anyone who has their address. */
@Controller('api/user')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('profile')
  @UseGuards(BearerGuard)
  profile(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.profiles.profile(user.userId);
  }

  @Patch('profile')
  @UseGuards(BearerGuard)
  rename(@Body(new ZodPipe(updateProfileRequestSchema)) body: z.output<typeof updateProfileRequestSchema>, @CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.profiles.rename(user.userId, body.name);
  }

  @Put('avatar')
  @UseGuards(BearerGuard)
  setAvatar(@Body(new ZodPipe(avatarUploadSchema)) body: AvatarUpload, @CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.profiles.setAvatar(user.userId, Buffer.from(body.image, 'base64'));
  }

  @Delete('avatar')
  @UseGuards(BearerGuard)
  removeAvatar(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.profiles.removeAvatar(user.userId);
  }

  /**
   * A picture by its id: public (an <img> sends no bearer token), unguessable, and never changed
   * (a new upload has a new id). Always the WebP the API encoded, and said so with nosniff, so the
   * app's origin never serves uploaded bytes as anything else.
   */
  @Get('avatars/:id')
  async avatar(@Param('id', new ZodPipe(avatarIdParam)) id: string, @Res() reply: FastifyReply): Promise<void> {
    const { contentType, body } = await this.profiles.avatar(id);
    await reply
      .header('content-type', contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline; filename="avatar.webp"')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  }
}
