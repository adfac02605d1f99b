import basicAuth from '@fastify/basic-auth';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { isOutage, UNAVAILABLE_MESSAGE } from '../common/outage';
import { RateLimitService } from '../rate-limit/rate-limit.service';

/** Wrong credentials one client address may send in a window before admin pages answer it 429, right ones too. */
export const ADMIN_FAILURES_ALLOWED = 10;
const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const LOCKED_MESSAGE = 'Too many failed sign-ins to the admin pages. Please try again later.';
const REQUIRED_MESSAGE = 'Admin credentials required.';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Lets only the admin's HTTP Basic credentials into `scope` (the queue board, `/metrics` on the main
 * port): 401 with a `WWW-Authenticate` challenge otherwise. Wrong ones count against the client
 * address, which is locked out for a while past ADMIN_FAILURES_ALLOWED. While Redis, which keeps
 * that count, is unreachable nobody is let in: 503 with the outage message, as the app's other
 * pages answer.
 */
export async function adminOnly(scope: FastifyInstance, app: INestApplication, user: string, password: string): Promise<void> {
  const limits = app.get(RateLimitService);
  // A locked address is refused even with the right password, or guessing would go on
  // undisturbed and a 200 among the 429s would give the password away.
  scope.addHook('onRequest', async (req, reply) => {
    let locked: number | null;
    try {
      locked = await limits.lockedFor('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS);
    } catch (err) {
      if (!isOutage(err)) throw err;
      return reply.code(503).send({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    }
    if (locked !== null) return reply.code(429).send({ code: 'rate_limited', message: LOCKED_MESSAGE, retry_after: locked });
  });
  await scope.register(basicAuth, {
    authenticate: { realm: 'CUI admin' },
    // Only well-formed credentials reach here: a request with none is how a browser asks for the
    // password prompt, not a guess.
    validate: async (givenUser, givenPassword, req) => {
      if (safeEqual(givenUser, user) && safeEqual(givenPassword, password)) return;
      // Past the lock-out check, an outage here still refuses: the guess is just not counted.
      await limits.consume('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS, LOCKED_MESSAGE).catch(() => undefined);
      return new Error(REQUIRED_MESSAGE);
    },
  });
  // The plugin has set the challenge header when it refuses; the answer is the app's `{message}`.
  const check = scope.basicAuth as onRequestHookHandler;
  scope.addHook('onRequest', (req, reply, done) => {
    void check.call(scope, req, reply, (err?: Error) => {
      if (err) void reply.code(401).send({ code: 'admin_auth_required', message: REQUIRED_MESSAGE });
      else done();
    });
  });
}
