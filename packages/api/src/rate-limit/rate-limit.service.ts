import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS, RedisKeys } from '../redis/redis.module';

/**
 * Fixed-window limits counted in Redis, so every API instance shares them and a restart does not
 * reset them. A window starts (with its expiry) on its first hit. While Redis is unreachable its
 * error is thrown as it is, for the caller to answer 503 or let through.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** Throws 429 `{message, retry_after}` once `limit` hits within `windowSeconds` are exceeded. */
  async consume(bucket: string, subject: string, limit: number, windowSeconds: number, message: string): Promise<void> {
    try {
      await this.limiter(bucket, limit, windowSeconds).consume(subject);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const left = Math.ceil(err.msBeforeNext / 1000);
      throw new HttpException({ message, retry_after: left > 0 ? left : windowSeconds }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Seconds until the window of `subject` ends, when it already holds `limit` hits or more; else null. */
  async lockedFor(bucket: string, subject: string, limit: number, windowSeconds: number): Promise<number | null> {
    const res = await this.limiter(bucket, limit, windowSeconds).get(subject);
    return res && res.consumedPoints >= limit ? Math.max(Math.ceil(res.msBeforeNext / 1000), 1) : null;
  }

  private limiter(bucket: string, limit: number, windowSeconds: number): RateLimiterRedis {
    const id = `${bucket}:${limit}:${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // Keys are `{REDIS_PREFIX}:rl:{bucket}:{subject}`, as every other key of the app is prefixed.
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix: this.keys.key('rl', bucket), points: limit, duration: windowSeconds });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
