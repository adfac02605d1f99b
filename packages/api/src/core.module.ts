import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { Clock, SystemClock } from './common/clock';
import { RateLimitService } from './rate-limit/rate-limit.service';
import { ENV, Env } from './config/env.schema';
import { dataSourceOptions } from './database/data-source';
import { MetricsModule } from './metrics/metrics.module';
import { PROBE_PATHS } from './health/probes';
import { RedisModule } from './redis/redis.module';
import { redisOptionsFromUrl } from './redis/redis-options';

export const JWT_SECRET = Symbol('JWT_SECRET');

export interface CoreOptions {
  env: Env;
  jwtSecret: string;
  /** Tests pass a controllable clock; production uses the system clock. */
  clock?: Clock;
}

/** Infrastructure every entry point needs: config, logging, PostgreSQL, Redis, BullMQ, clock. It knows no feature. */
@Global()
@Module({})
export class CoreModule {
  static register({ env, jwtSecret, clock }: CoreOptions): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: env.LOG_LEVEL,
            autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? '') },
            // Every line of a request carries its id (Fastify's, `requestIdFor`) under the key a
            // generation's worker lines use too.
            customProps: (req) => ({ reqId: req.id }),
            // Under `dist/start.js` many processes write one stream: each line says which wrote it.
            ...(env.PROCESS_TAG ? { mixin: () => ({ proc: env.PROCESS_TAG }) } : {}),
            // Method, URL and status are enough to trace a request; headers would leak tokens.
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.replace(/token=[^&]+/, 'token=…') }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(env.DATABASE_URL)),
        RedisModule,
        MetricsModule,
        BullModule.forRoot({
          prefix: env.REDIS_PREFIX,
          connection: redisOptionsFromUrl(env.REDIS_URL),
          defaultJobOptions: { removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } },
        }),
      ],
      providers: [
        { provide: ENV, useValue: env },
        { provide: JWT_SECRET, useValue: jwtSecret },
        clock ? { provide: Clock, useValue: clock } : { provide: Clock, useClass: SystemClock },
        RateLimitService,
      ],
      exports: [ENV, JWT_SECRET, Clock, RateLimitService, RedisModule],
    };
  }
}
