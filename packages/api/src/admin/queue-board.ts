import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { RateLimitService } from '../common/rate-limit.service';
import type { Env } from '../config/env.schema';
import { ALL_QUEUES } from '../queues/queue-names';

export const QUEUE_BOARD_PATH = '/admin/queues';

/** Wrong credentials one client address may send in a window before the board answers it 429, right ones too. */
export const ADMIN_FAILURES_ALLOWED = 10;
const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const LOCKED_MESSAGE = 'Too many failed sign-ins to the queue dashboard. Please try again later.';

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
 * Bull Board for every queue, behind HTTP Basic auth. Without ADMIN_USER/ADMIN_PASSWORD it is not
 * mounted at all, so the path is a plain 404.
 */
export async function mountQueueBoard(app: INestApplication, env: Env): Promise<boolean> {
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = env;
  if (!user || !password) return false;
  const queues = ALL_QUEUES.map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name), { strict: false })));
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues, serverAdapter, options: { uiConfig: { boardTitle: 'CUI queues' } } });
  const limits = app.get(RateLimitService);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  await fastify.register(
    async (scope) => {
      // A locked address is refused even with the right password, or guessing would go on
      // undisturbed and a 200 among the 429s would give the password away.
      scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        const locked = await limits.lockedFor('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED);
        if (locked !== null) return reply.code(429).send({ message: LOCKED_MESSAGE, retry_after: locked });
        if (isAdmin(req.headers.authorization, user, password)) return;
        // A request with no credentials is how a browser asks for the password prompt: not a guess.
        if (req.headers.authorization) {
          await limits.consume('admin-auth', req.ip, ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS, LOCKED_MESSAGE).catch(() => undefined);
        }
        return reply.code(401).header('www-authenticate', 'Basic realm="CUI admin", charset="UTF-8"').send({ message: 'Admin credentials required.' });
      });
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: QUEUE_BOARD_PATH },
  );
  return true;
}
