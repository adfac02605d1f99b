import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Clock } from '../common/clock';
import { JWT_SECRET } from '../core.module';
import { TokenClaims, TokensService } from './tokens.service';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly tokens: TokensService,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object: jsonwebtoken otherwise tries to parse the secret as a public key on every check.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      // Expiry is checked against the injected clock below, not the wall clock.
      ignoreExpiration: true,
    });
  }

  async validate(payload: TokenClaims & { exp?: number }): Promise<AuthenticatedUser> {
    if (!payload?.sub || !payload.jti || !payload.exp || payload.exp * 1000 <= this.clock.now().getTime()) {
      throw new UnauthorizedException({ message: 'Your session has expired. Please sign in again.' });
    }
    if (!(await this.tokens.isLive(payload))) {
      throw new UnauthorizedException({ message: 'Your session has ended. Please sign in again.' });
    }
    return { userId: payload.sub, sessionId: payload.jti };
  }
}
