import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { logOutages } from './log-outages';
import { REDIS } from './redis-token';

type Handler = (message: string) => void;

/**
 * The process's one pub/sub connection: every feature subscribes through it, so a process holds a
 * single subscriber connection however many channels it listens to. A channel is subscribed in
 * Redis while at least one handler listens to it.
 */
@Injectable()
export class RedisSubscriber implements OnApplicationShutdown {
  private connection: Redis | null = null;
  private readonly handlers = new Map<string, { set: Set<Handler>; ready: Promise<unknown> }>();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly disconnectHandlers = new Set<() => void>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Resolves once Redis confirms the subscription; the returned function removes the handler. */
  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let entry = this.handlers.get(channel);
    if (!entry) {
      entry = { set: new Set(), ready: this.conn().subscribe(channel) };
      this.handlers.set(channel, entry);
    }
    entry.set.add(handler);
    const remove = async () => {
      const current = this.handlers.get(channel);
      if (!current?.set.delete(handler) || current.set.size > 0) return;
      this.handlers.delete(channel);
      await this.conn().unsubscribe(channel).catch(() => undefined);
    };
    try {
      // A second handler on the channel also waits until Redis delivers to it.
      await entry.ready;
    } catch (err) {
      await remove();
      throw err;
    }
    return remove;
  }

  /**
   * Called once the connection came back and every channel is subscribed again: messages published
   * while it was down are lost, and none are missed from here on.
   */
  onReconnect(handler: () => void): void {
    this.reconnectHandlers.add(handler);
  }

  /** Called when a working connection drops: messages may be missed until `onReconnect`'s handlers run. */
  onDisconnect(handler: () => void): void {
    this.disconnectHandlers.add(handler);
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
    this.connection = null;
  }

  private conn(): Redis {
    if (this.connection) return this.connection;
    // ioredis resubscribes every channel itself after a reconnect.
    const sub = logOutages(this.redis.duplicate(), 'pub/sub');
    let readyBefore = false;
    let up = false;
    sub.on('ready', () => {
      if (!readyBefore) {
        readyBefore = up = true;
        return;
      }
      // A SUBSCRIBE of ours for every channel (ioredis sends its own just after this event: the
      // repeat is harmless) is answered once Redis delivers to all of them again. Failing, the
      // connection dropped again and its next 'ready' tries anew.
      const channels = [...this.handlers.keys()];
      (channels.length ? sub.subscribe(...channels) : Promise.resolve()).then(
        () => {
          if (up || sub.status !== 'ready') return;
          up = true;
          for (const h of this.reconnectHandlers) h();
        },
        () => undefined,
      );
    });
    sub.on('close', () => {
      if (!up) return;
      up = false;
      for (const h of this.disconnectHandlers) h();
    });
    sub.on('message', (channel: string, message: string) => {
      const entry = this.handlers.get(channel);
      if (entry) for (const h of [...entry.set]) h(message);
    });
    this.connection = sub;
    return sub;
  }
}
