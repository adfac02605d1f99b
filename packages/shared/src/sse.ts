/** One parsed Server-Sent Event. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Incremental SSE parser (the WHATWG event-stream format): feed it text as it arrives, in chunks of
 * any size; it calls `onMessage` for every complete event. Used by the SPA, the tests and the bench.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): { feed(text: string): void } {
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length) onMessage({ id, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return {
    feed(text: string) {
      buffer += text;
      let start = 0;
      for (;;) {
        const nl = buffer.slice(start).search(/\r\n|\r|\n/);
        if (nl < 0) break;
        const end = start + nl;
        const line = buffer.slice(start, end);
        start = end + (buffer.startsWith('\r\n', end) ? 2 : 1);
        if (line === '') {
          dispatch();
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
        else if (field === 'id') id = value;
      }
      buffer = buffer.slice(start);
    },
  };
}

/** Serialises one event whose data is already one line of JSON. */
export function formatSseJson(id: number | string, event: string, json: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${json}\n\n`;
}

/** Serialises one event in the same format. */
export function formatSse(id: number | string, event: string, data: unknown): string {
  return formatSseJson(id, event, JSON.stringify(data));
}
