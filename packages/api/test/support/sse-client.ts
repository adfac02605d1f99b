import { createSseParser, GenerationEvent, readSseEvent, streamEventSchemas, type SseMessage } from '@cui/shared';

/** An event read by the streams' schemas; one they refuse fails the test. */
function typed<E>(message: SseMessage): E {
  const event = readSseEvent(streamEventSchemas, message);
  if (!event) throw new Error(`stream event not in its schema: ${message.event} ${message.data}`);
  return event as E;
}

export interface StreamResult<E = GenerationEvent> {
  status: number;
  headers: Headers;
  json?: Record<string, unknown>;
  events: E[];
}

/**
 * Reads an SSE response (or the JSON error before it, or a 204: the stream has ended). `until` stops
 * reading early, aborting the connection as a dropped client would.
 */
export async function readStream<E = GenerationEvent>(url: string, init: RequestInit, until?: (events: E[]) => boolean): Promise<StreamResult<E>> {
  const abort = new AbortController();
  const res = await fetch(url, { ...init, signal: abort.signal });
  if (res.status === 204) return { status: 204, headers: res.headers, events: [] };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown>, events: [] };
  }
  const events: E[] = [];
  const parser = createSseParser((m) => events.push(typed<E>(m)));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) break;
    parser.feed(value!);
    if (until?.(events)) {
      abort.abort();
      break;
    }
  }
  return { status: res.status, headers: res.headers, events };
}

export const textOf = (events: GenerationEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => (e.data as { text: string }).text)
    .join('');

export const last = <E>(events: E[]): E => events[events.length - 1];

export interface OpenStream<E extends { id: number; event: string } = GenerationEvent> {
  status: number;
  /** Events received so far. */
  events: E[];
  /** Resolves with every event once the server ends the response. */
  ended: Promise<E[]>;
  /** Resolves once `test` holds for the events so far; rejects after `ms`. */
  until(test: (events: E[]) => boolean, ms: number): Promise<E[]>;
  abort(): void;
}

/** Opens an SSE response and keeps reading it in the background, so a test can act while it is open. */
export async function openStream<E extends { id: number; event: string } = GenerationEvent>(url: string, init: RequestInit): Promise<OpenStream<E>> {
  const abort = new AbortController();
  const res = await fetch(url, { ...init, signal: abort.signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`not a stream: ${res.status} ${await res.text()}`);
  const events: E[] = [];
  const waiters = new Set<() => void>();
  const parser = createSseParser((m) => {
    events.push(typed<E>(m));
    waiters.forEach((w) => w());
  });
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      parser.feed(value!);
    }
    return events;
  })();
  const until = (test: (events: E[]) => boolean, ms: number) =>
    new Promise<E[]>((resolve, reject) => {
      const check = () => {
        if (!test(events)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(events);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`stream condition not met within ${ms} ms; events: ${JSON.stringify(events.map((e) => [e.id, e.event]))}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { status: res.status, events, ended, until, abort: () => abort.abort() };
}
