import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../admin/admin-auth';
import type { Env } from '../config/env.schema';
import { Metrics } from './metrics';
import { answerScrape } from './metrics-server';

export const METRICS_PATH = '/metrics';

/**
 * `/metrics` on the main port, behind the admin's credentials (for a single process with no port
 * of its own to scrape). Without ADMIN_USER/ADMIN_PASSWORD it is not mounted: never public.
 */
export async function mountMetricsRoute(app: INestApplication, env: Env): Promise<boolean> {
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = env;
  if (!user || !password) return false;
  const metrics = app.get(Metrics);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  await fastify.register(async (scope) => {
    await adminOnly(scope, app, user, password);
    scope.get(METRICS_PATH, async (_request, reply) => {
      const { contentType, body } = await answerScrape(metrics);
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
    });
  });
  return true;
}
