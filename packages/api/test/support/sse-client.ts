import { createSseParser, GenerationEvent } from '@cui/shared';

export interface StreamResult {
  status: number;
  json?: Record<string, unknown>;
  events: GenerationEvent[];
}

/**
 * Reads an SSE response (or the JSON error before it). `until` stops reading early, aborting the
 * connection as a dropped client would.
 */
export async function readStream(url: string, init: RequestInit, until?: (events: GenerationEvent[]) => boolean): Promise<StreamResult> {
  const abort = new AbortController();
  const res = await fetch(url, { ...init, signal: abort.signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, events: [] };
  }
  const events: GenerationEvent[] = [];
  const parser = createSseParser((m) => events.push({ id: Number(m.id), event: m.event, data: JSON.parse(m.data) } as GenerationEvent));
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
  return { status: res.status, events };
}

export const textOf = (events: GenerationEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => (e.data as { text: string }).text)
    .join('');

export const last = (events: GenerationEvent[]) => events[events.length - 1];
