import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import passport from 'passport';
import { Profile, Strategy, VerifyCallback } from 'passport-google-oauth20';
import { ENV, Env } from '../config/env.schema';
import { REDIS, RedisKeys } from '../redis/redis.module';
import type { GoogleIdentity } from './google-id-token.verifier';

type Done = (err: Error | null, ok?: unknown, state?: unknown) => void;

/** The cookie that ties a sign-in to the browser that started it. */
const BROWSER_COOKIE = 'cui_google_signin';
/**
 * Over HTTPS: a host-only cookie (Secure, Path=/, no Domain). A browser lets no other host set a
 * `__Host-` cookie, so a page on a sibling subdomain cannot plant its own sign-in in a visitor's
 * browser. Plain HTTP (a developer's localhost) cannot have one and keeps the plain name.
 */
const HOST_ONLY_COOKIE = `__Host-${BROWSER_COOKIE}`;
const COOKIE_PATH = '/api/auth/google';
const STATE_SECONDS = 600;

/**
 * Every value sent for cookie `name` (`parse` keeps one of them). Node joins several Cookie headers
 * with '; ', so this sees them all.
 */
function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) values.push(pair.slice(eq + 1).trim());
  }
  return values;
}

interface StartedSignIn {
  /** The browser's cookie value when the flow started. */
  browser: string;
  /** PKCE: Google only swaps the code for tokens with this. */
  verifier: string;
}

type SignInRequest = IncomingMessage & { query?: unknown; signInBrowser?: string };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type OAuthOutcome = { kind: 'redirect' } | { kind: 'identity'; identity: GoogleIdentity } | { kind: 'failure'; message: string };

/**
 * Google's redirect flow through passport-google-oauth20, run on the raw Node request/response so
 * passport can redirect under Fastify. The `state` nonce lives in Redis (no server sessions) with
 * the PKCE verifier and the value of an HttpOnly, SameSite=Lax cookie set on the browser that
 * started the flow: a callback is accepted only from that browser, so an attacker's own `code` and
 * `state` cannot sign a victim into the attacker's account (login CSRF), and a stolen code is
 * useless without the verifier. Over HTTPS the cookie is `__Host-`, so no page on another host can
 * plant the attacker's value in the victim's browser; a callback with two values is refused.
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
    const cookieName = this.cookieName;
    const stateKey = (nonce: string) => keys.key('oauth-state', nonce);
    const store = {
      // Five parameters: passport-oauth2 hands a PKCE store the verifier to keep.
      store(req: SignInRequest, verifier: string, _state: unknown, _meta: unknown, done: Done) {
        const nonce = randomBytes(24).toString('base64url');
        const started: StartedSignIn = { browser: req.signInBrowser ?? '', verifier };
        redis.set(stateKey(nonce), JSON.stringify(started), 'EX', STATE_SECONDS).then(() => done(null, nonce), (err: Error) => done(err));
      },
      verify(req: SignInRequest, state: string, done: Done) {
        if (typeof state !== 'string' || !state) return done(null, false, { message: 'Missing sign-in state.' });
        redis.getdel(stateKey(state)).then((raw) => {
          if (!raw) return done(null, false, { message: 'The sign-in link has expired. Please try again.' });
          const started = JSON.parse(raw) as StartedSignIn;
          // Two values: one may be another site's planted for a parent domain (cookie tossing); which one
          // `parse` keeps depends on the browser's order, so neither is believed.
          if (cookieValues(req.headers.cookie, cookieName).length > 1) {
            return done(null, false, { message: 'Your browser sent more than one sign-in cookie. Please start the sign-in again.' });
          }
          const browser = parseCookies(req.headers.cookie ?? '')[cookieName] ?? '';
          if (!started.browser || !sameSecret(browser, started.browser)) {
            return done(null, false, { message: 'This sign-in was started in another browser. Please start it again here.' });
          }
          done(null, started.verifier);
        }, (err: Error) => done(err));
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
          state: true,
          pkce: true,
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

  private get secure(): boolean {
    return this.env.PUBLIC_URL.startsWith('https:');
  }

  private get cookieName(): string {
    return this.secure ? HOST_ONLY_COOKIE : BROWSER_COOKIE;
  }

  /** The cookie that marks this browser as the one starting a sign-in (`value`), or clears it (null). */
  browserCookie(value: string | null): string {
    return serializeCookie(this.cookieName, value ?? '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      // `__Host-` demands Path=/.
      path: this.secure ? '/' : COOKIE_PATH,
      maxAge: value ? STATE_SECONDS : 0,
    });
  }

  /**
   * Starts the flow (answers with a redirect to Google, and `browser` in a cookie) or, without
   * `browser`, finishes it from Google's callback.
   */
  run(req: SignInRequest, res: ServerResponse, query: Record<string, unknown>, browser?: string): Promise<OAuthOutcome> {
    req.query = query;
    req.signInBrowser = browser;
    if (browser) res.setHeader('set-cookie', this.browserCookie(browser));
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
