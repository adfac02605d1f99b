import { CreatedToken, PERSONAL_TOKEN_PREFIX, PersonalToken, TOKENS_MAX } from '@cui/shared';
import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../common/clock';
import type { AuthenticatedUser } from './authenticated-user';
import { PersonalTokenRow, PersonalTokensRepository } from './personal-tokens.repository';

/** A token's last use is written at most this often (a script may call many times a second). */
export const LAST_USED_EVERY_MS = 60_000;

const INVALID = 'This access token is not valid: it was revoked, it expired, or it was never issued.';

/**
 * Personal access tokens (decision 063): `cui_pat_` and 32 random bytes, shown once and kept only
 * as a SHA-256 hash (the secret is random, so a fast hash is as strong as a slow one). A request
 * with one looks it up every time, so a revoked or expired token is refused at once on every
 * replica; it acts as its user, with the user's credits and rate limits.
 */
@Injectable()
export class PersonalTokensService {
  constructor(
    private readonly tokens: PersonalTokensRepository,
    private readonly clock: Clock,
  ) {}

  async create(userId: string, name: string, expiresInDays?: number): Promise<CreatedToken> {
    const now = this.clock.now();
    const token = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const expiresAt = expiresInDays ? new Date(now.getTime() + expiresInDays * 24 * 3600_000) : null;
    const row = await this.tokens.create(userId, name, hashOf(token), expiresAt, now, TOKENS_MAX);
    if (!row) throw new ConflictException({ code: 'too_many_tokens', message: `An account may hold ${TOKENS_MAX} access tokens. Revoke one first.` });
    return { id: row.id, name: row.name, token, expiresAt: iso(row.expires_at) };
  }

  async list(userId: string): Promise<PersonalToken[]> {
    return (await this.tokens.list(userId, this.clock.now())).map(listed);
  }

  async revoke(userId: string, id: string): Promise<void> {
    const gone = /^[0-9a-f-]{36}$/i.test(id) && (await this.tokens.delete(userId, id));
    if (!gone) throw new NotFoundException({ code: 'token_not_found', message: 'Token not found.' });
  }

  /** The user a token acts for; 401 for one revoked, expired or unknown. */
  async authenticate(token: string): Promise<AuthenticatedUser> {
    const row = await this.tokens.findByHash(hashOf(token));
    const now = this.clock.now();
    if (!row || (row.expires_at && row.expires_at.getTime() <= now.getTime())) throw new UnauthorizedException({ code: 'unauthorized', message: INVALID });
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_EVERY_MS) await this.tokens.touch(row.id, now);
    return { userId: row.user_id, sessionId: null, tokenId: row.id };
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function listed(row: PersonalTokenRow): PersonalToken {
  return { id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: iso(row.last_used_at), expiresAt: iso(row.expires_at) };
}
