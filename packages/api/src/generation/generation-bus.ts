import type { GenerationEventName, GenerationEvents } from '@cui/shared';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';

/** How long a finished stream can still be replayed by a reconnecting client. */
const LOG_TTL_SECONDS = 3600;

/**
 * An event as it travels through Redis: `id\nevent\njson`. The API forwards the JSON into the SSE
 * frame as is, so a chunk is serialised once, by the worker.
 */
export interface WireEvent {
  id: number;
  event: GenerationEventName;
  json: string;
}

function decode(raw: string): WireEvent {
  const a = raw.indexOf('\n');
  const b = raw.indexOf('\n', a + 1);
  return { id: Number(raw.slice(0, a)), event: raw.slice(a + 1, b) as GenerationEventName, json: raw.slice(b + 1) };
}

type Listener = (event: WireEvent) => void;

/** Appends a generation's events to its replay log and publishes them, in order, with ids 1, 2, … */
export class StreamWriter {
  constructor(
    private readonly redis: Redis,
    private readonly logKey: string,
    private readonly channel: string,
    private seq = 0,
  ) {}

  async write<K extends GenerationEventName>(event: K, data: GenerationEvents[K]): Promise<number> {
    const id = ++this.seq;
    const payload = `${id}\n${event}\n${JSON.stringify(data)}`;
    // One round trip; a single connection keeps the log and the channel in the same order.
    const batch = this.redis.pipeline().rpush(this.logKey, payload);
    if (id === 1) batch.expire(this.logKey, LOG_TTL_SECONDS);
    const results = await batch.publish(this.channel, payload).exec();
    const failed = results?.find(([err]) => err);
    if (failed) throw failed[0];
    return id;
  }
}

/**
 * Carries generation events from workers to API instances over Redis: pub/sub for live delivery and
 * a per-generation list so a reconnecting client resumes after its Last-Event-ID with nothing lost
 * or repeated. One subscriber connection per process serves every open stream.
 */
@Injectable()
export class GenerationBus implements OnApplicationShutdown {
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private cancelHandler: ((id: string) => void) | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** The generation's writer; ids continue after what its log already holds (none when `fresh`). */
  async writer(generationId: string, fresh = false): Promise<StreamWriter> {
    const logged = fresh ? 0 : await this.redis.llen(this.logKey(generationId));
    return new StreamWriter(this.redis, this.logKey(generationId), this.channel(generationId), logged);
  }

  /**
   * Delivers every event with id > `after`, then live ones, to `onEvent`. Subscribes before reading
   * the log, and drops live events already replayed, so the seam between the two is exact.
   */
  async subscribe(generationId: string, after: number, onEvent: Listener): Promise<() => Promise<void>> {
    const channel = this.channel(generationId);
    let replaying = true;
    let lastId = after;
    const pending: WireEvent[] = [];
    const deliver = (event: WireEvent) => {
      if (event.id <= lastId) return;
      lastId = event.id;
      onEvent(event);
    };
    const listener: Listener = (event) => (replaying ? pending.push(event) : deliver(event));
    const sub = await this.sub();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await sub.subscribe(channel);
    }
    set.add(listener);
    const logged = await this.redis.lrange(this.logKey(generationId), after, -1);
    for (const raw of logged) deliver(decode(raw));
    replaying = false;
    for (const event of pending) deliver(event);
    return async () => {
      const current = this.listeners.get(channel);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.listeners.delete(channel);
        await sub.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  /** True when the generation has a replay log (it was started and has not expired). */
  async hasLog(generationId: string): Promise<boolean> {
    return (await this.redis.exists(this.logKey(generationId))) === 1;
  }

  async requestCancel(generationId: string): Promise<void> {
    await this.redis.multi().set(this.keys.key('gen', generationId, 'cancelled'), '1', 'EX', LOG_TTL_SECONDS).publish(this.keys.key('gen-cancel'), generationId).exec();
  }

  async isCancelled(generationId: string): Promise<boolean> {
    return (await this.redis.exists(this.keys.key('gen', generationId, 'cancelled'))) === 1;
  }

  /** Worker side: called with the id of every generation a client asked to stop. */
  async onCancel(handler: (generationId: string) => void): Promise<void> {
    this.cancelHandler = handler;
    await (await this.sub()).subscribe(this.keys.key('gen-cancel'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
  }

  private async sub(): Promise<Redis> {
    if (!this.subscriber) {
      const sub = this.redis.duplicate();
      const cancelChannel = this.keys.key('gen-cancel');
      sub.on('message', (channel: string, message: string) => {
        if (channel === cancelChannel) return this.cancelHandler?.(message);
        const set = this.listeners.get(channel);
        if (!set) return;
        const event = decode(message);
        for (const l of [...set]) l(event);
      });
      this.subscriber = sub;
    }
    return this.subscriber;
  }

  private logKey(id: string): string {
    return this.keys.key('gen', id, 'log');
  }

  private channel(id: string): string {
    return this.keys.key('gen', id, 'events');
  }
}
