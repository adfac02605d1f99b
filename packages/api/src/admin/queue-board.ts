import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.schema';
import { ALL_QUEUES } from '../queues/queue-names';

export const QUEUE_BOARD_PATH = '/admin/queues';

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
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        if (!isAdmin(req.headers.authorization, user, password)) {
          await reply.code(401).header('www-authenticate', 'Basic realm="CUI admin", charset="UTF-8"').send({ message: 'Admin credentials required.' });
        }
      });
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: QUEUE_BOARD_PATH },
  );
  return true;
}
