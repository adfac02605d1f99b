import type { Readable } from 'node:stream';
import { EnvHttpProxyAgent, interceptors, request, type Dispatcher } from 'undici';

/**
 * Connections one process keeps to one provider origin. Over HTTP/1.1 a streaming generation holds
 * a connection for its whole length, so this matches the default `GENERATION_CONCURRENCY` (500):
 * a worker at its default concurrency never waits for a connection; beyond it, requests queue in
 * the pool (inside the SDK's timeout) instead of opening thousands of sockets to one provider. Over
 * HTTP/2 each connection carries up to 100 streams, so a TLS provider needs a handful.
 */
export const UPSTREAM_CONNECTIONS_PER_ORIGIN = 500;

/**
 * A provider response larger than this (after decompression) is cut: a page is tens of kilobytes,
 * and a compressed body can expand a thousandfold.
 */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

let agent: Dispatcher | undefined;

/**
 * The one pool every provider request goes through: HTTP(S)_PROXY and NO_PROXY are read from the
 * environment when it is first used, HTTP/2 is taken when a TLS server offers it over ALPN,
 * connections are kept alive between generations, and a compressed body is undone by undici's own
 * interceptor, bounded by MAX_BODY_BYTES. Certificates are checked against Node's default store,
 * which `NODE_EXTRA_CA_CERTS` extends (a private CA, or the bench's self-signed provider).
 */
function upstreamAgent(): Dispatcher {
  agent ??= new EnvHttpProxyAgent({ allowH2: true, connections: UPSTREAM_CONNECTIONS_PER_ORIGIN, keepAliveTimeout: 30_000 }).compose(
    interceptors.decompress({ maxSize: MAX_BODY_BYTES, skipErrorResponses: false }),
  );
  return agent;
}

/** Node bodies of the responses `upstreamFetch` made, for the reader that streams them (see below). */
const nodeBodies = new WeakMap<Response, Readable>();

/** The Node stream under a response from `upstreamFetch`, when nothing has read it as a web stream. */
export function nodeBodyOf(response: Response): Readable | undefined {
  return response.bodyUsed ? undefined : nodeBodies.get(response);
}

/**
 * A web stream over a Node body that takes nothing from it until it is read: the SDK reads error
 * bodies and whole answers through it, while a token stream is read from the Node body directly.
 */
function lazyWebBody(body: Readable): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      chunks ??= body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      try {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (err) {
        controller.error(err);
      }
    },
    cancel() {
      // Destroying an undici body emits its abort as an error: the reader that cancelled is not listening.
      body.on('error', () => undefined).destroy();
    },
    // No read ahead: with a high-water mark the stream would pull a first chunk as soon as it is made.
  }, { highWaterMark: 0 });
}

async function requestBody(body: RequestInit['body']): Promise<string | Uint8Array | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * The SDK's `fetch`: undici's `request` on the shared pool, with this client's timeouts on every
 * request, answering a real WHATWG `Response`. undici's own `fetch` would carry every token of a
 * stream through a Node stream, an async iterator and a web stream (three queues and several
 * promises per network read); `request` hands the bytes to one Node stream, and the token reader
 * takes them from there (`nodeBodyOf`), which halves the CPU a stream costs (decision 010).
 */
export function upstreamFetch(timeoutMs: number): typeof fetch {
  const dispatcher = upstreamAgent().compose(
    (dispatch) => (options, handler) => dispatch({ ...options, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }, handler),
  );
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod;
    const res = await request(url, {
      dispatcher,
      method,
      headers: init?.headers ? Object.fromEntries(new Headers(init.headers)) : undefined,
      body: await requestBody(init?.body),
      signal: init?.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const noBody = method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
    if (noBody) void res.body.dump();
    const response = new Response(noBody ? null : lazyWebBody(res.body), { status: res.statusCode, statusText: res.statusText, headers });
    if (!noBody) nodeBodies.set(response, res.body);
    return response;
  }) as typeof fetch;
}
