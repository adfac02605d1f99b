import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { QUEUE_BOARD_HELMET_OPTIONS } from '../common/security-headers';
import type { Env } from '../config/env.schema';
import { ALL_QUEUES } from '../queues/queue-names';
import { adminOnly } from './admin-auth';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board for every queue, behind HTTP Basic auth, under a Content-Security-Policy of its own
 * (it loads web fonts the app's policy refuses). Without ADMIN_USER/ADMIN_PASSWORD it is not
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
      // @fastify/helmet reads a route's own options from its config (where its `helmet` route option
      // ends up); Bull Board declares its routes itself, so they are set here as they are added.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: QUEUE_BOARD_HELMET_OPTIONS } as typeof route.config;
      });
      await adminOnly(scope, app, user, password);
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: QUEUE_BOARD_PATH },
  );
  return true;
}
