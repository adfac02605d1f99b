import type { Profile } from '@cui/shared';
import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AVATAR_CONTENT_TYPE, reencodeAvatar } from './avatar-image';
import { UsersRepository } from './users.repository';

/** Avatar uploads a user may make an hour: each is a decode and an encode. */
const AVATAR_UPLOADS_PER_HOUR = 30;

/** The path a stored avatar is served at. */
export const avatarPath = (id: string) => `/api/user/avatars/${id}`;

/** A user's shown name and picture. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly limits: RateLimitService,
  ) {}

  async rename(userId: string, name: string): Promise<Profile> {
    await this.users.update(userId, { name });
    return this.profile(userId);
  }

  /** Stores the picture re-encoded; the bytes are judged before anything is stored. */
  async setAvatar(userId: string, bytes: Buffer): Promise<Profile> {
    await this.limits.consume('avatar-upload', userId, AVATAR_UPLOADS_PER_HOUR, 3600, 'Too many pictures uploaded. Please wait a while.');
    const body = await reencodeAvatar(bytes);
    await this.users.saveAvatar(userId, AVATAR_CONTENT_TYPE, body);
    return this.profile(userId);
  }

  async removeAvatar(userId: string): Promise<Profile> {
    await this.users.removeAvatar(userId);
    return this.profile(userId);
  }

  async avatar(id: string): Promise<{ contentType: string; body: Buffer }> {
    const found = await this.users.avatar(id);
    if (!found) throw new NotFoundException({ code: 'not_found', message: 'No such picture.' });
    return found;
  }

  async profile(userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ code: 'account_gone', message: 'Your account no longer exists.' });
    const avatar = await this.users.avatarIdOf(userId);
    return { name: user.name || user.username, avatar_url: avatar ? avatarPath(avatar) : null };
  }
}
