import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ENV, Env } from '../config/env.schema';
import { logOutages } from './log-outages';
import { redisOptionsFromUrl } from './redis-options';
import { RedisSubscriber } from './redis-subscriber';
import { REDIS } from './redis-token';

export { REDIS };

/** Our own Redis keys, namespaced by REDIS_PREFIX like the queues. */
@Injectable()
export class RedisKeys {
  constructor(@Inject(ENV) private readonly env: Env) {}

  key(...parts: string[]): string {
    return [this.env.REDIS_PREFIX, ...parts].join(':');
  }
}

/**
 * Longest a command waits for Redis, queued while it reconnects included, before it fails (and
 * its request answers 503). Nothing on these connections blocks on purpose.
 */
const COMMAND_TIMEOUT_MS = 3000;

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ENV],
      // Auto-pipelining sends the commands issued in one tick in one write: hundreds of streams each
      // writing a chunk every STREAM_CHUNK_INTERVAL_MS cost one syscall per tick, not one per chunk.
      useFactory: (env: Env) =>
        logOutages(
          new Redis({ ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: 3, commandTimeout: COMMAND_TIMEOUT_MS, enableAutoPipelining: true }),
          'command',
        ),
    },
    RedisKeys,
    RedisCloser,
    RedisSubscriber,
  ],
  exports: [REDIS, RedisKeys, RedisSubscriber],
})
export class RedisModule {}
