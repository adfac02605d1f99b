const encoder = new TextEncoder();

/** A streamed SSE body that sends `parts` and then either closes or breaks. */
export function sseResponse(parts: string[], end: 'close' | 'break' = 'close'): Response {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(encoder.encode(parts[i++]));
      else if (end === 'break') controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

export type FetchCall = { url: string; init?: RequestInit };

/** A `fetch` answering each call with the next of `responses` (an Error: the network fails that call), recording the calls. */
export function fakeFetch(responses: Array<Response | Error>) {
  const calls: FetchCall[] = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new TypeError('no more responses');
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { calls, impl };
}

/** The request headers of a recorded call. */
export const headersOf = (call: FetchCall) => (call.init?.headers ?? {}) as Record<string, string>;
