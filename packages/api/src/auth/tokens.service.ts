import { Inject, Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { createSecretKey, KeyObject } from 'node:crypto';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { JWT_SECRET } from '../core.module';
import { RedisKeys } from '../redis/redis.module';
import { REDIS } from '../redis/redis-token';
import { RedisSubscriber } from '../redis/redis-subscriber';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from './authenticated-user';
import { SessionsRepository } from './sessions.repository';

export interface TokenClaims {
  sub: string;
  jti: string;
}

/** How long a session found live is trusted without asking PostgreSQL again. */
export const SESSION_CACHE_MS = 5 * 60_000;
const SESSION_CACHE_MAX = 50_000;
/** Tokens whose signature was checked lately (the HMAC is the costliest part of a request's auth). */
const VERIFIED_MAX = 10_000;

/**
 * Bearer tokens are JWTs naming a session row, so signing out can revoke them. Every authenticated
 * request asks whether its session is live; a session found live is remembered for
 * SESSION_CACHE_MS. Revoking one tells every instance over Redis to forget it at once, and an
 * instance whose subscriber reconnected (it may have missed such a message) forgets them all.
 */
@Injectable()
export class TokensService implements OnModuleInit {
  private readonly live = new LRUCache<string, { userId: string; expiresAt: number; checkedAt: number }>({ max: SESSION_CACHE_MAX });
  /** Sessions revoked lately, so a lookup that raced the revocation is not remembered as live. */
  private readonly revoked = new Map<string, number>();
  /**
   * Claims of token strings whose signature verified: the same string verifies the same way, so
   * its signature is not checked again. Expiry and the session are still checked on every request.
   */
  private readonly verified = new LRUCache<string, TokenClaims & { exp: number }>({ max: VERIFIED_MAX });
  private readonly key: KeyObject;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(JWT_SECRET) secret: string,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    private readonly subscriber: RedisSubscriber,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async onModuleInit(): Promise<void> {
    this.subscriber.onReconnect(() => this.live.clear());
    await this.subscriber.subscribe(this.revokedChannel(), (sessionId) => this.forget(sessionId));
  }

  async issue(userId: string): Promise<string> {
    const now = this.clock.now();
    const ttlSeconds = this.env.JWT_TTL_DAYS * 24 * 3600;
    const session = await this.sessions.create(userId, new Date(now.getTime() + ttlSeconds * 1000));
    const iat = Math.floor(now.getTime() / 1000);
    return this.sign({ sub: userId, jti: session.id }, iat, iat + ttlSeconds);
  }

  /** Signs claims as an HS256 JWT; `issue` is the way to make a token for a new session. */
  sign(claims: TokenClaims, iat: number, exp: number): Promise<string> {
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub).setJti(claims.jti).setIssuedAt(iat).setExpirationTime(exp).sign(this.key);
  }

  /** The user behind a bearer token whose signature, expiry (by the injected clock) and session are good; 401 otherwise. */
  async authenticate(token: string): Promise<AuthenticatedUser> {
    const claims = this.verified.get(token) ?? (await this.verify(token));
    if (claims.exp * 1000 <= this.clock.now().getTime()) {
      throw new UnauthorizedException({ code: 'session_expired', message: 'Your session has expired. Please sign in again.' });
    }
    if (!(await this.isLive({ sub: claims.sub, jti: claims.jti }))) {
      throw new UnauthorizedException({ code: 'session_expired', message: 'Your session has ended. Please sign in again.' });
    }
    return { userId: claims.sub, sessionId: claims.jti };
  }

  /** The claims of a token whose signature is good and that names a session; 401 otherwise. */
  private async verify(token: string): Promise<TokenClaims & { exp: number }> {
    let payload: Partial<TokenClaims> & { exp?: number };
    try {
      // Expiry is judged by the caller against the injected clock, so jose is told to accept any `exp`.
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(0) }));
    } catch {
      throw new UnauthorizedException({ message: 'Please sign in to continue.' });
    }
    if (!payload.sub || !payload.jti || !payload.exp) throw new UnauthorizedException({ code: 'session_expired', message: 'Your session has expired. Please sign in again.' });
    const claims = { sub: payload.sub, jti: payload.jti, exp: payload.exp };
    this.verified.set(token, claims);
    return claims;
  }

  /** True when the session behind the claims is live. */
  async isLive(claims: TokenClaims): Promise<boolean> {
    const now = this.clock.now().getTime();
    const known = this.live.get(claims.jti);
    if (known && known.userId === claims.sub && now - known.checkedAt < SESSION_CACHE_MS) return known.expiresAt > now;
    const session = await this.sessions.findUnrevoked(claims.jti, claims.sub);
    if (!session || session.expiresAt.getTime() <= now || this.revoked.has(claims.jti)) return false;
    this.live.set(claims.jti, { userId: session.userId, expiresAt: session.expiresAt.getTime(), checkedAt: now });
    return true;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
    this.forget(sessionId);
    await this.redis.publish(this.revokedChannel(), sessionId);
  }

  /** Deletes the user's sessions inside the caller's transaction; announce the ids with `announceRevoked` once it commits. */
  eraseSessions(m: EntityManager, userId: string): Promise<string[]> {
    return this.sessions.eraseUser(m, userId);
  }

  /** Tells every instance that these sessions ended, so none keeps trusting a cached one. */
  async announceRevoked(sessionIds: string[]): Promise<void> {
    for (const id of sessionIds) {
      this.forget(id);
      await this.redis.publish(this.revokedChannel(), id);
    }
  }

  private forget(sessionId: string): void {
    const now = this.clock.now().getTime();
    this.live.delete(sessionId);
    for (const [id, at] of this.revoked) {
      if (now - at < SESSION_CACHE_MS) break;
      this.revoked.delete(id);
    }
    this.revoked.set(sessionId, now);
  }

  private revokedChannel(): string {
    return this.keys.key('session-revoked');
  }
}
