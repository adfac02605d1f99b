import { Inject, Injectable, Logger } from '@nestjs/common';
import { isOutage, outageSummary } from '../common/outage';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { RedisSubscriber } from '../redis/redis-subscriber';

/** What a listener is told: a site changed, notices may be missed from now on, or they arrive again. */
export interface SiteChangeListener {
  changed(folder: string): void;
  lost(): void;
  /** Notices arrive again; any sent while they could not are lost. */
  back(): void;
}

/**
 * "This site changed" (published to, unpublished), told to every API process over Redis pub/sub so
 * each drops its cached copy of the site at once. While a process's subscription is down it may miss
 * notices, so it is told (`lost`), and told again once the subscription is back (`back`).
 */
@Injectable()
export class SiteChanges {
  private readonly channel: string;
  private readonly logger = new Logger('SiteChanges');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly subscriber: RedisSubscriber,
    keys: RedisKeys,
  ) {
    this.channel = keys.key('sites', 'changed');
  }

  /**
   * Tells every process; never fails the caller. The change is stored whatever happens here: a lost
   * notice is healed by the cache's max age and by every subscriber forgetting all it holds when its
   * connection comes back.
   */
  async announce(folder: string): Promise<void> {
    await this.redis.publish(this.channel, folder).catch((err: unknown) => {
      this.logger.warn(`Site ${folder} changed but the notice failed: ${isOutage(err) ? outageSummary(err) : String(err)}`);
    });
  }

  /** Resolves once Redis confirms the subscription. */
  async listen(listener: SiteChangeListener): Promise<void> {
    this.subscriber.onDisconnect(() => listener.lost());
    this.subscriber.onReconnect(() => listener.back());
    await this.subscriber.subscribe(this.channel, (folder) => listener.changed(folder));
  }
}
