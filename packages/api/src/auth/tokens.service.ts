import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { Session } from './session.entity';

export interface TokenClaims {
  sub: string;
  jti: string;
}

/** Bearer tokens are JWTs naming a session row, so signing out can revoke them. */
@Injectable()
export class TokensService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async issue(userId: string): Promise<string> {
    const now = this.clock.now();
    const ttlSeconds = this.env.JWT_TTL_DAYS * 24 * 3600;
    const session = await this.db.getRepository(Session).save({ userId, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), revokedAt: null });
    const iat = Math.floor(now.getTime() / 1000);
    return this.jwt.signAsync({ sub: userId, jti: session.id, iat, exp: iat + ttlSeconds } satisfies TokenClaims & { iat: number; exp: number });
  }

  /** True when the session behind the claims is live. */
  async isLive(claims: TokenClaims): Promise<boolean> {
    const session = await this.db.getRepository(Session).findOneBy({ id: claims.jti, userId: claims.sub, revokedAt: IsNull() });
    return !!session && session.expiresAt.getTime() > this.clock.now().getTime();
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.getRepository(Session).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }
}
