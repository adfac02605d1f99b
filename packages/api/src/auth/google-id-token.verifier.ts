import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, JWTVerifyGetKey } from 'jose';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** Verifies a Google ID token: signature (JWKS), issuer, audience, expiry, verified e-mail. */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly jwks: JWTVerifyGetKey;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly clock: Clock,
  ) {
    this.jwks = createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000 });
  }

  async verify(credential: string): Promise<GoogleIdentity> {
    if (!this.env.GOOGLE_CLIENT_ID) {
      throw new UnauthorizedException({ code: 'google_unavailable', message: 'Google sign-in is not configured on this server.' });
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(credential, this.jwks, {
        issuer: this.env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
        audience: this.env.GOOGLE_CLIENT_ID,
        currentDate: this.clock.now(),
        algorithms: ['RS256'],
      }));
    } catch {
      throw new UnauthorizedException({ code: 'google_failed', message: 'Google sign-in failed: the credential is invalid or expired.' });
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (!email || payload.email_verified !== true || typeof payload.sub !== 'string') {
      throw new UnauthorizedException({ code: 'google_failed', message: 'Google sign-in failed: the Google account has no verified e-mail.' });
    }
    return { sub: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : email.split('@')[0] };
  }
}
