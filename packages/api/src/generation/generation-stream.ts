import type { GenerationEvent } from '@cui/shared';
import type { GenerationBus, WireEvent } from './generation-bus';
import type { Generation } from './generation.entity';

/** Where a generation's events go (the SSE response). Its `end` is called once, after the final event. */
export interface EventSink {
  /** One event whose data is already JSON, as it comes from Redis. */
  sendRaw(id: number, event: string, json: string): void;
  send(event: GenerationEvent): void;
  end(): void;
}

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

/** Subscribes to the generation's events after `after`; rejects when Redis refuses the subscription. */
export async function liveEvents(bus: GenerationBus, id: string, after: number): Promise<LiveEvents> {
  const held: WireEvent[] = [];
  let deliver: ((event: WireEvent) => void) | null = null;
  const close = await bus.subscribe(id, after, (event) => (deliver ? deliver(event) : held.push(event)));
  return {
    close,
    attach(sink) {
      let ended = false;
      deliver = (event) => {
        sink.sendRaw(event.id, event.event, event.json);
        if (!ended && (event.event === 'done' || event.event === 'error')) {
          ended = true;
          sink.end();
        }
      };
      held.splice(0).forEach(deliver);
    },
  };
}

/** A stream that replays after `after` what the log still holds, then follows it live. */
export function followStream(events: LiveEvents): GenerationStream {
  return { pipe: async (sink) => events.attach(sink), close: () => events.close() };
}

/**
 * For an ended generation whose replay log has expired: its stored outcome, as one final event with
 * id `id`. (One still under way is followed live, never answered from the row.)
 */
export function storedOutcome(generation: Generation, id: number): GenerationStream {
  return {
    pipe: async (sink) => {
      sink.send(finalFromRow(generation, id));
      sink.end();
    },
    close: async () => undefined,
  };
}

function finalFromRow(generation: Generation, id: number): GenerationEvent {
  if (generation.status === 'succeeded' && generation.html) return { id, event: 'done', data: { html: generation.html, balance: null } };
  return { id, event: 'error', data: { message: generation.error ?? 'Generation stopped' } };
}
