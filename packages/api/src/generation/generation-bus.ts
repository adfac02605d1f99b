import { streamEventSchemas, type DesignerEvents, type EventSchemas, type GenerationEvents, type StreamError } from '@cui/shared';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { RedisSubscriber } from '../redis/redis-subscriber';

/** How long a finished stream can still be replayed by a reconnecting client. */
const LOG_TTL_SECONDS = 3600;

/**
 * The event map of a stream the bus carries. Every stream the bus carries opens with `meta` and ends
 * with `done` or `error`, whatever it streams in between: that is what lets the bus, the
 * settlement, the sweeper and resume serve an ask-ai generation and a designer turn alike.
 */
export interface StreamEventMap {
  meta: { id: string };
  done: { balance: number | null };
  error: StreamError;
}

/** The streams this codebase runs: ask-ai generations and screen designer turns (decision 026). */
export type AnyStreamEvents = GenerationEvents | DesignerEvents;

/** One event of a stream with event map `E` (of any of the maps, for a union), as a sink sends it. */
export type StreamEvent<E> = E extends unknown ? { [K in keyof E & string]: { id: number; event: K; data: E[K] } }[keyof E & string] : never;

/**
 * An event as it travels through Redis: `id\nevent\njson`. The API forwards the JSON into the SSE
 * frame as is, so a chunk is serialised once, by the worker.
 */
export interface WireEvent {
  id: number;
  event: string;
  json: string;
}

function decode(raw: string): WireEvent {
  const a = raw.indexOf('\n');
  const b = raw.indexOf('\n', a + 1);
  return { id: Number(raw.slice(0, a)), event: raw.slice(a + 1, b), json: raw.slice(b + 1) };
}

/** True for the events that end a stream. */
export const isFinal = (event: string) => event === 'done' || event === 'error';

type Listener = (event: WireEvent) => void;

/** One reader's subscription to a generation's events. */
export interface BusSubscription {
  /** Reads from the log what came after the last delivered event (what pub/sub may have lost); rejects when Redis cannot answer. */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Appends a final event to the log and publishes it, unless the log already ends with one
 * (KEYS: log, channel; ARGV: payload, ttl). A worker that told its client the page could not be
 * saved and a sweeper that refunds the hold later both end the stream; only the first is written.
 */
const APPEND_FINAL = `
local last = redis.call('LINDEX', KEYS[1], -1)
local event = last and string.match(last, '^%d+\\n(%a+)\\n')
if event == 'done' or event == 'error' then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('PUBLISH', KEYS[2], ARGV[1])
return 1`;

/** Appends a generation's events (of map `E`) to its replay log and publishes them, in order, with ids 1, 2, … */
export class StreamWriter<E extends StreamEventMap = GenerationEvents> {
  constructor(
    private readonly redis: Redis,
    private readonly logKey: string,
    private readonly channel: string,
    private seq = 0,
  ) {}

  async write<K extends keyof E & string>(event: K, data: E[K]): Promise<number> {
    const id = ++this.seq;
    const payload = this.payload(id, event, data);
    // Queued together on the auto-pipelined connection: one socket write carries them (and other
    // streams' writes of the same tick), and one connection keeps the log and the channel in order.
    const writes = [this.redis.rpush(this.logKey, payload)];
    if (id === 1) writes.push(this.redis.expire(this.logKey, LOG_TTL_SECONDS));
    writes.push(this.redis.publish(this.channel, payload));
    await Promise.all(writes);
    return id;
  }

  /**
   * Ends the stream with `done` or `error`; false (nothing written) when its log already ends with
   * a final event. It also (re)sets the log's expiry: a log rewritten after Redis lost it expires too.
   */
  async writeFinal<K extends 'done' | 'error'>(event: K, data: E[K]): Promise<boolean> {
    const payload = this.payload(++this.seq, event, data);
    return (await this.redis.eval(APPEND_FINAL, 2, this.logKey, this.channel, payload, LOG_TTL_SECONDS)) === 1;
  }

  /** Throws on an event its stream's schema refuses: a reader would skip it, so it must not be written. */
  private payload(id: number, event: string, data: unknown): string {
    const schema = (streamEventSchemas as EventSchemas)[event];
    if (!schema) throw new Error(`No stream has a '${event}' event.`);
    return `${id}\n${event}\n${JSON.stringify(schema.parse(data))}`;
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
  async writer<E extends StreamEventMap = GenerationEvents>(generationId: string, fresh = false): Promise<StreamWriter<E>> {
    const logged = fresh ? 0 : await this.redis.llen(this.logKey(generationId));
    return new StreamWriter<E>(this.redis, this.logKey(generationId), this.channel(generationId), logged);
  }

  /**
   * Delivers every event with id > `after`, then live ones, to `onEvent`, each exactly once and in
   * order. Subscribes before reading the log, so nothing falls between the two. A live event that
   * skips an id (it arrived before the log was read, or pub/sub lost one while the subscriber
   * reconnected) makes it read the missing ones from the log, which holds an event before it is
   * published; events already delivered are dropped.
   */
  async subscribe(generationId: string, after: number, onEvent: Listener): Promise<BusSubscription> {
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
    return { catchUp: readLog, close: stop };
  }

  /** The last event in the generation's replay log; null when it has none (not started yet, expired, or lost with Redis). */
  async lastLogged(generationId: string): Promise<WireEvent | null> {
    const raw = await this.redis.lindex(this.logKey(generationId), -1);
    return raw === null ? null : decode(raw);
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
