import { HealthResponse } from '@cui/shared';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { DatabasePing } from '../database/database-ping';
import { REDIS } from '../redis/redis.module';
import { clusterProcesses, processesServe } from './process-counts';
import { LIVE } from './probes';

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * Liveness and readiness are separate on purpose: a restart cures nothing when PostgreSQL or Redis is
 * down, so liveness answers for the process alone and only readiness (taking the pod out of the
 * Service) follows the dependencies (decision 028).
 */
@Controller('api')
export class HealthController {
  constructor(
    private readonly database: DatabasePing,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when PostgreSQL and Redis answer, 503 naming what is down. Kept for existing monitors. */
  @Get('health')
  health(@Res() reply: FastifyReply): Promise<void> {
    return this.dependencies(reply);
  }

  /** The readiness probe: the same answer as /api/health. */
  @Get('ready')
  ready(@Res() reply: FastifyReply): Promise<void> {
    return this.dependencies(reply);
  }

  /** The liveness probe: 200 whenever the event loop gets to answer. */
  @Get('live')
  live(@Res() reply: FastifyReply): void {
    void reply.header('cache-control', 'no-store').send(LIVE);
  }

  private async dependencies(reply: FastifyReply): Promise<void> {
    const [database, redis, processes] = await Promise.all([
      within(this.database.ping(), 2000).then(() => 'up' as const, () => 'down' as const),
      within(this.redis.ping(), 2000).then(() => 'up' as const, () => 'down' as const),
      // Under dist/start.js, the set's processes as its main process counts them; a main process too
      // busy to say leaves the answer to the dependencies, which this process can check itself.
      clusterProcesses(2000)?.catch(() => null) ?? null,
    ]);
    const ok = database === 'up' && redis === 'up' && processesServe(processes);
    const body: HealthResponse = { status: ok ? 'ok' : 'error', database, redis, ...(processes ? { processes } : {}) };
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  }
}
