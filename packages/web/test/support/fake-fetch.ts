/**
 * The network boundary for component tests: `fetch` answers from a table of routes, and every
 * request is recorded so a test can assert what the app sent. A route missing from the table
 * answers 404, so an unexpected call shows up as a failure instead of hanging.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string without '?', e.g. `folder_name=a&file_name=b`. */
  query: string;
  body: unknown;
  headers: Record<string, string>;
  signal: AbortSignal | null;
}

type Reply = Response | Promise<Response>;
export type Route = (request: RecordedRequest) => Reply;

let routes = new Map<string, Route>();
export const requests: RecordedRequest[] = [];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A response whose body stays open until the request is aborted, like a long generation. */
export function openStream(request: RecordedRequest, first = ''): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first) controller.enqueue(new TextEncoder().encode(first));
      request.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')), { once: true });
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Adds routes keyed "METHOD /path" (query string ignored); later calls replace earlier routes. */
export function route(table: Record<string, Route>): void {
  for (const [key, handler] of Object.entries(table)) routes.set(key, handler);
}

export function requestsTo(key: string): RecordedRequest[] {
  return requests.filter((request) => `${request.method} ${request.path}` === key);
}

export function resetFakeFetch(): void {
  routes = new Map();
  requests.length = 0;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = typeof init.body === 'string' ? init.body : null;
    let body: unknown = rawBody;
    try {
      body = rawBody === null ? null : JSON.parse(rawBody);
    } catch {
      // Not JSON: keep the text.
    }
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.search.slice(1),
      body,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      signal: init.signal ?? null,
    };
    requests.push(request);
    if (request.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const handler = routes.get(`${method} ${url.pathname}`);
    return handler ? handler(request) : json({ message: `No route for ${method} ${url.pathname}` }, 404);
  };
}
