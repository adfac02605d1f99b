import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';

/**
 * Fixed-window limits counted in Redis, so every API instance shares them and a restart does not
 * reset them.
 */
@Injectable()
export class RateLimitService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** Throws 429 `{message, retry_after}` once `limit` hits within `windowSeconds` are exceeded. */
  async consume(bucket: string, subject: string, limit: number, windowSeconds: number, message: string): Promise<void> {
    const key = this.keys.key('rl', bucket, subject);
    // One round trip: the window starts (with its expiry) on the first hit; INCR keeps the expiry.
    const [, [, count], [, ttl]] = (await this.redis.multi().set(key, 0, 'EX', windowSeconds, 'NX').incr(key).ttl(key).exec()) as [unknown, [null, number], [null, number]];
    if (count > limit) {
      throw new HttpException({ message, retry_after: ttl > 0 ? ttl : windowSeconds }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Seconds until the window of `subject` ends, when it already holds `limit` hits or more; else null. */
  async lockedFor(bucket: string, subject: string, limit: number): Promise<number | null> {
    const key = this.keys.key('rl', bucket, subject);
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [[null, string | null], [null, number]];
    return Number(count ?? 0) >= limit ? Math.max(ttl, 1) : null;
  }
}
