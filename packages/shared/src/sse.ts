import { createParser } from 'eventsource-parser';

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
