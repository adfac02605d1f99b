import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import passport from 'passport';
import { Profile, Strategy, VerifyCallback } from 'passport-google-oauth20';
import { ENV, Env } from '../config/env.schema';
import { REDIS, RedisKeys } from '../redis/redis.module';
import type { GoogleIdentity } from './google-id-token.verifier';

type Done = (err: Error | null, ok?: unknown, state?: unknown) => void;
export type OAuthOutcome = { kind: 'redirect' } | { kind: 'identity'; identity: GoogleIdentity } | { kind: 'failure'; message: string };

/**
 * Google's redirect flow through passport-google-oauth20, run on the raw Node request/response so
 * passport can redirect under Fastify. The `state` nonce lives in Redis (no server sessions).
 */
@Injectable()
export class GoogleOAuthService {
  private readonly strategyName = 'google';
  private readonly passport = new passport.Passport();
  private readonly logger = new Logger('GoogleOAuth');

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(REDIS) redis: Redis,
    keys: RedisKeys,
  ) {
    if (!this.enabled) return;
    const stateKey = (nonce: string) => keys.key('oauth-state', nonce);
    const store = {
      store(_req: unknown, done: Done) {
        const nonce = randomBytes(24).toString('base64url');
        redis.set(stateKey(nonce), '1', 'EX', 600).then(() => done(null, nonce), (err: Error) => done(err));
      },
      verify(_req: unknown, state: string, done: Done) {
        if (typeof state !== 'string' || !state) return done(null, false, { message: 'Missing sign-in state.' });
        redis.getdel(stateKey(state)).then(
          (v) => (v ? done(null, true) : done(null, false, { message: 'The sign-in link has expired. Please try again.' })),
          (err: Error) => done(err),
        );
      },
    };
    this.passport.use(
      this.strategyName,
      new Strategy(
        {
          clientID: env.GOOGLE_CLIENT_ID!,
          clientSecret: env.GOOGLE_CLIENT_SECRET!,
          callbackURL: `${env.PUBLIC_URL}/api/auth/google/callback`,
          authorizationURL: env.GOOGLE_AUTH_URL,
          tokenURL: env.GOOGLE_TOKEN_URL,
          userProfileURL: env.GOOGLE_USERINFO_URL,
          scope: ['openid', 'profile', 'email'],
          store: store as never,
        },
        (_access: string, _refresh: string, profile: Profile, done: VerifyCallback) => {
          const email = profile.emails?.find((e) => e.verified !== false)?.value?.toLowerCase();
          const json = profile._json as { email_verified?: boolean };
          if (!email || json.email_verified === false) return done(null, false, { message: 'Your Google account has no verified e-mail.' });
          done(null, { sub: profile.id, email, name: profile.displayName || email.split('@')[0] } satisfies GoogleIdentity);
        },
      ),
    );
  }

  get enabled(): boolean {
    return Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET);
  }

  /** Starts the flow (answers with a redirect to Google) or finishes it from Google's callback. */
  run(req: IncomingMessage & { query?: unknown }, res: ServerResponse, query: Record<string, unknown>): Promise<OAuthOutcome> {
    req.query = query;
    return new Promise((resolve) => {
      const finish = (err: Error | null, user: GoogleIdentity | false, info?: { message?: string }) => {
        if (err) {
          this.logger.warn(`Google sign-in failed: ${err.message}`);
          return resolve({ kind: 'failure', message: 'Google sign-in failed. Please try again.' });
        }
        if (!user) return resolve({ kind: 'failure', message: info?.message ?? 'Google sign-in was cancelled.' });
        resolve({ kind: 'identity', identity: user });
      };
      const authenticate = this.passport.authenticate(this.strategyName, { session: false }, finish);
      res.once('finish', () => resolve({ kind: 'redirect' }));
      authenticate(req, res, (err: Error) => finish(err ?? new Error('unexpected'), false));
    });
  }
}
