import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { RedisSubscriber } from '../redis/redis-subscriber';

/**
 * "This site changed" (published to, unpublished), told to every API process over Redis pub/sub so
 * each drops its cached copy of the site at once. A process whose subscription dropped may have
 * missed notices while it was down, so it is told to forget everything when it comes back.
 */
@Injectable()
export class SiteChanges {
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly subscriber: RedisSubscriber,
    keys: RedisKeys,
  ) {
    this.channel = keys.key('sites', 'changed');
  }

  async announce(folder: string): Promise<void> {
    await this.redis.publish(this.channel, folder);
  }

  /** Resolves once Redis confirms the subscription. */
  async listen(changed: (folder: string) => void, missedSome: () => void): Promise<void> {
    this.subscriber.onReconnect(missedSome);
    await this.subscriber.subscribe(this.channel, changed);
  }
}
