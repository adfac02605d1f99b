import type { GenerationEventName, GenerationEvents } from '@cui/shared';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { RedisSubscriber } from '../redis/redis-subscriber';

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
    // Queued together on the auto-pipelined connection: one socket write carries them (and other
    // streams' writes of the same tick), and one connection keeps the log and the channel in order.
    const writes = [this.redis.rpush(this.logKey, payload)];
    if (id === 1) writes.push(this.redis.expire(this.logKey, LOG_TTL_SECONDS));
    writes.push(this.redis.publish(this.channel, payload));
    await Promise.all(writes);
    return id;
  }
}

/**
 * Carries generation events from workers to API instances over Redis: pub/sub for live delivery and
 * a per-generation list so a reconnecting client resumes after its Last-Event-ID with nothing lost
 * or repeated. The process's one subscriber connection serves every open stream.
 */
@Injectable()
export class GenerationBus {
  /** One per open subscription: reads what pub/sub may have dropped from the log. */
  private readonly catchUps = new Set<() => void>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    private readonly subscriber: RedisSubscriber,
  ) {
    subscriber.onReconnect(() => this.catchUps.forEach((catchUp) => catchUp()));
  }

  /** The generation's writer; ids continue after what its log already holds (none when `fresh`). */
  async writer(generationId: string, fresh = false): Promise<StreamWriter> {
    const logged = fresh ? 0 : await this.redis.llen(this.logKey(generationId));
    return new StreamWriter(this.redis, this.logKey(generationId), this.channel(generationId), logged);
  }

  /**
   * Delivers every event with id > `after`, then live ones, to `onEvent`, each exactly once and in
   * order. Subscribes before reading the log, so nothing falls between the two. A live event that
   * skips an id (it arrived before the log was read, or pub/sub lost one while the subscriber
   * reconnected) makes it read the missing ones from the log, which holds an event before it is
   * published; events already delivered are dropped.
   */
  async subscribe(generationId: string, after: number, onEvent: Listener): Promise<() => Promise<void>> {
    let lastId = after;
    let reading: Promise<void> | null = null;
    let readAgain = false;
    const deliver = (event: WireEvent) => {
      if (event.id <= lastId) return;
      if (event.id > lastId + 1) return catchUp();
      lastId = event.id;
      onEvent(event);
    };
    const readLog = (): Promise<void> => {
      if (reading) {
        readAgain = true;
        return reading;
      }
      reading = (async () => {
        do {
          readAgain = false;
          const logged = await this.redis.lrange(this.logKey(generationId), lastId, -1);
          for (const raw of logged) deliver(decode(raw));
        } while (readAgain);
      })().finally(() => (reading = null));
      return reading;
    };
    // In the background a failed read is retried by the next gap or reconnect; the first read's failure is the caller's.
    const catchUp = () => void readLog().catch(() => undefined);
    const unsubscribe = await this.subscriber.subscribe(this.channel(generationId), (raw) => deliver(decode(raw)));
    this.catchUps.add(catchUp);
    const stop = async () => {
      this.catchUps.delete(catchUp);
      await unsubscribe();
    };
    try {
      await readLog();
    } catch (err) {
      await stop();
      throw err;
    }
    return stop;
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
    await this.subscriber.subscribe(this.keys.key('gen-cancel'), handler);
  }

  private logKey(id: string): string {
    return this.keys.key('gen', id, 'log');
  }

  private channel(id: string): string {
    return this.keys.key('gen', id, 'events');
  }
}
