import { createParser } from 'eventsource-parser';
import type { z } from 'zod';

/** One parsed Server-Sent Event. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Incremental SSE parser (the WHATWG event-stream format, decoded by `eventsource-parser`): feed it
 * text as it arrives, in chunks of any size; it calls `onMessage` for every complete event. Used by
 * the SPA, the tests and the bench.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): { feed(text: string): void } {
  // An event without an `id` field keeps the last one seen, as EventSource's last event ID does:
  // a reader resuming a stream needs it.
  let lastId: string | undefined;
  const parser = createParser({
    onEvent: ({ id, event, data }) => {
      if (id !== undefined) lastId = id;
      onMessage({ id: lastId, event: event ?? 'message', data });
    },
  });
  return { feed: (text) => parser.feed(text) };
}

/** Serialises one event whose data is already one line of JSON. */
export function formatSseJson(id: number | string, event: string, json: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${json}\n\n`;
}

/** Serialises one event in the same format. */
export function formatSse(id: number | string, event: string, data: unknown): string {
  return formatSseJson(id, event, JSON.stringify(data));
}

/** A block with only a `retry` field: sets how long an EventSource waits before it reconnects, and dispatches no event. */
export function formatSseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}

/** A stream's events: event name → zod schema of its data. */
export type EventSchemas = Record<string, z.ZodType>;
/** Event name → data, as read (defaults applied). */
export type EventsOf<S extends EventSchemas> = { [K in keyof S]: z.output<S[K]> };
/** One event of a stream, as a reader has it. */
export type StreamEventOf<S extends EventSchemas> = { [K in keyof S & string]: { id: number; event: K; data: z.output<S[K]> } }[keyof S & string];

/**
 * One message of a stream read by its schemas: the typed event, or null when the stream has no such
 * event or its data is not what the schema says (a reader skips it).
 */
export function readSseEvent<S extends EventSchemas>(schemas: S, message: SseMessage): StreamEventOf<S> | null {
  const schema = Object.hasOwn(schemas, message.event) ? schemas[message.event] : undefined;
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return null;
  return { id: Number(message.id), event: message.event, data: parsed.data } as StreamEventOf<S>;
}
