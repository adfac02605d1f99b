import { isFinal, type AnyStreamEvents, type GenerationBus, type StreamEvent, type WireEvent } from './generation-bus';
import type { Generation } from './generation.entity';
import { isErrorCode } from '@cui/shared';

/** Where a generation's events go (the SSE response). Its `end` is called once, after the final event. */
export interface EventSink {
  /** One event whose data is already JSON, as it comes from Redis. */
  sendRaw(id: number, event: string, json: string): void;
  send(event: StreamEvent<AnyStreamEvents>): void;
  end(): void;
}

/**
 * The id of a final event told from the generation's row rather than its log (the log has expired,
 * or lost its final event with Redis). It is above any id a log reaches, so a client that has it
 * is answered 204 when it resumes, however many events it saw before, and one that has less is told
 * the outcome: how many events the log held is not known once it is gone.
 */
export const ROW_OUTCOME_ID = 2 ** 31 - 1;

/** A generation's events for one reader: `pipe` them into a sink once; `close` when the reader goes away. */
export interface GenerationStream {
  pipe(sink: EventSink): Promise<void>;
  close(): Promise<void>;
}

/** Live events, received from the moment of subscribing and held back until a sink is attached. */
export interface LiveEvents {
  /** Sends what arrived so far, then every further event, to `sink`, ending it at `done` or `error`. */
  attach(sink: EventSink): void;
  close(): Promise<void>;
}

/**
 * How a stream that hears nothing finds out that its generation ended anyway: its final event can
 * be lost with Redis (killed, restarted empty) or never written (the worker could not reach it).
 */
export interface IdleCheck {
  /** How long the stream hears nothing before it looks (it looks after one to two of these). */
  everyMs: number;
  /** The generation's row now; rejects when PostgreSQL cannot answer (the stream looks again later). */
  row(): Promise<Generation | null>;
}

/**
 * Subscribes to the generation's events after `after`; rejects when Redis refuses the subscription.
 * With `idle`, a stream silent for a while reads the row: when it has ended, whatever the log
 * holds is delivered first, and if no final event was among it, one built from the row ends the
 * stream. A row still under way keeps it open.
 */
export async function liveEvents(bus: GenerationBus, id: string, after: number, idle?: IdleCheck): Promise<LiveEvents> {
  const held: WireEvent[] = [];
  let deliver: ((event: WireEvent) => void) | null = null;
  let heard = false;
  let timer: NodeJS.Timeout | undefined;
  const subscription = await bus.subscribe(id, after, (event) => {
    heard = true;
    if (deliver) deliver(event);
    else held.push(event);
  });
  return {
    close: () => {
      clearInterval(timer);
      return subscription.close();
    },
    attach(sink) {
      let ended = false;
      const end = () => {
        ended = true;
        clearInterval(timer);
        sink.end();
      };
      deliver = (event) => {
        if (ended) return;
        sink.sendRaw(event.id, event.event, event.json);
        if (isFinal(event.event)) end();
      };
      held.splice(0).forEach(deliver);
      if (!idle || ended) return;
      // Everything a worker writes before it ends the row is in the log by then, so the log is read
      // after the row: the client gets all of it, in order, before an ending of the row's.
      const endFromRow = async () => {
        const generation = await idle.row().catch(() => undefined);
        if (generation === undefined || (generation && isLive(generation))) return;
        await subscription.catchUp().catch(() => undefined);
        if (ended) return;
        sink.send(generation ? finalFromRow(generation) : { id: ROW_OUTCOME_ID, event: 'error', data: { code: 'generation_not_found', message: 'Generation not found.' } });
        end();
      };
      let looking = false;
      timer = setInterval(() => {
        if (heard) {
          heard = false;
          return;
        }
        if (looking) return;
        looking = true;
        void endFromRow().finally(() => (looking = false));
      }, idle.everyMs);
      timer.unref();
    },
  };
}

/** A stream that replays after `after` what the log still holds, then follows it live. */
export function followStream(events: LiveEvents): GenerationStream {
  return { pipe: async (sink) => events.attach(sink), close: () => events.close() };
}

/**
 * For an ended generation whose replay log has expired: its stored outcome, as one final event with
 * id ROW_OUTCOME_ID. (One still under way is followed live, never answered from the row.)
 */
export function storedOutcome(generation: Generation): GenerationStream {
  return {
    pipe: async (sink) => {
      sink.send(finalFromRow(generation));
      sink.end();
    },
    close: async () => undefined,
  };
}

/** Still under way: queued or running. */
export const isLive = (generation: Generation) => generation.status === 'queued' || generation.status === 'running';

/** A designer turn's outcome is its project's screens, not the row's HTML: its `done` carries only the balance. */
function finalFromRow(generation: Generation): StreamEvent<AnyStreamEvents> {
  const id = ROW_OUTCOME_ID;
  if (generation.status === 'succeeded' && generation.kind === 'designer') return { id, event: 'done', data: { balance: null } };
  if (generation.status === 'succeeded' && generation.html) return { id, event: 'done', data: { html: generation.html, balance: null } };
  const code = isErrorCode(generation.errorCode) ? generation.errorCode : generation.status === 'cancelled' ? 'generation_stopped' : 'generation_failed';
  return { id, event: 'error', data: { code, message: generation.error ?? 'Generation stopped' } };
}
