import type { INestApplication } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { isOutage, UNAVAILABLE_MESSAGE } from '../common/outage';
import { RateLimitService } from '../common/rate-limit.service';

/** Wrong credentials one client address may send in a window before admin pages answer it 429, right ones too. */
export const ADMIN_FAILURES_ALLOWED = 10;
const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const LOCKED_MESSAGE = 'Too many failed sign-ins to the admin pages. Please try again later.';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries the admin's HTTP Basic credentials. */
export function isAdmin(header: string | undefined, user: string, password: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) return false;
  return safeEqual(decoded.slice(0, sep), user) && safeEqual(decoded.slice(sep + 1), password);
}

/**
 * An `onRequest` hook that lets only the admin's HTTP Basic credentials through (the queue board,
 * `/metrics` on the main port). Wrong ones count against the client address, which is locked out
 * for a while past ADMIN_FAILURES_ALLOWED. While Redis, which keeps that count, is unreachable
 * nobody is let in: 503 with the outage message, as the app's other pages answer.
 */
export function adminOnly(app: INestApplication, user: string, password: string) {
  const limits = app.get(RateLimitService);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // A locked address is refused even with the right password, or guessing would go on
    // undisturbed and a 200 among the 429s would give the password away.
    let locked: number | null;
    try {
      locked = await limits.lockedFor('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED);
    } catch (err) {
      if (!isOutage(err)) throw err;
      return reply.code(503).send({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    }
    if (locked !== null) return reply.code(429).send({ code: 'rate_limited', message: LOCKED_MESSAGE, retry_after: locked });
    if (isAdmin(req.headers.authorization, user, password)) return;
    // A request with no credentials is how a browser asks for the password prompt: not a guess.
    if (req.headers.authorization) {
      await limits.consume('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS, LOCKED_MESSAGE).catch(() => undefined);
    }
    return reply.code(401).header('www-authenticate', 'Basic realm="CUI admin", charset="UTF-8"').send({ code: 'admin_auth_required', message: 'Admin credentials required.' });
  };
}
