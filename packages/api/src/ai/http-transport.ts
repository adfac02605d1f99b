import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The `fetch` the openai SDK uses to reach providers, on `node:http`/`node:https` with keep-alive.
 *
 * Why not the global fetch: its web-stream body costs more CPU per streamed event than the rest of a
 * generation's work together (decision 008). This one hands back the response body as a Node stream
 * (`TransportBody.source`) that the streaming reader consumes directly; everything the SDK itself
 * reads (status, headers, `text()`, `json()`, cancelling a body before a retry) behaves as fetch's.
 */
export interface TransportOptions {
  /** A response that sends nothing for this long is cut (ms). */
  idleTimeoutMs: number;
}

// Hundreds of generations stream from one provider at once; keeping their connections between
// bursts (Node keeps 256 by default) spares a new TCP and TLS handshake per generation.
const KEEP_ALIVE = { keepAlive: true, maxFreeSockets: 1024 };
const agents = {
  'http:': new http.Agent(KEEP_ALIVE),
  'https:': new https.Agent(KEEP_ALIVE),
};

/** A Node stream posing as fetch's body: async-iterable and with `getReader()` for any other reader. */
export class TransportBody {
  constructor(readonly source: Readable) {}

  getReader(): ReadableStreamDefaultReader<Uint8Array> {
    return (Readable.toWeb(this.source) as ReadableStream<Uint8Array>).getReader();
  }

  cancel(): Promise<void> {
    this.source.destroy();
    return Promise.resolve();
  }

  [Symbol.asyncIterator](): AsyncIterator<Buffer> {
    return this.source[Symbol.asyncIterator]();
  }
}

class TransportResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers = new Headers();
  readonly redirected = false;
  readonly type = 'basic';
  readonly body: TransportBody;
  bodyUsed = false;

  constructor(
    readonly url: string,
    message: IncomingMessage,
  ) {
    this.status = message.statusCode ?? 0;
    this.ok = this.status >= 200 && this.status < 300;
    this.statusText = message.statusMessage ?? '';
    for (const [name, value] of Object.entries(message.headers)) {
      if (value !== undefined) this.headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    this.body = new TransportBody(decoded(message));
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    const parts: Buffer[] = [];
    for await (const part of this.body.source) parts.push(part as Buffer);
    return Buffer.concat(parts).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** The body with any content coding the server applied despite `accept-encoding: identity` removed. */
function decoded(message: IncomingMessage): Readable {
  const coding = String(message.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = coding === 'gzip' || coding === 'x-gzip' ? zlib.createGunzip() : coding === 'deflate' ? zlib.createInflate() : coding === 'br' ? zlib.createBrotliDecompress() : null;
  if (!decoder) return message;
  message.on('error', (err) => decoder.destroy(err));
  return message.pipe(decoder);
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new TypeError('This transport sends string or byte bodies only');
}

/** Creates the SDK's `fetch`. Connection failures reject with `TypeError('fetch failed', {cause})`, as fetch does. */
export function createTransport(options: TransportOptions): typeof fetch {
  const transport = (input: string | URL | Request, init: RequestInit = {}): Promise<TransportResponse> =>
    new Promise((resolve, reject) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
      const agent = agents[url.protocol as keyof typeof agents];
      if (!agent) return reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`));
      const headers: Record<string, string> = { 'accept-encoding': 'identity' };
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      const body = requestBody(init.body);
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(abortError(signal));
      const request = (url.protocol === 'https:' ? https : http).request(url, { method: init.method ?? 'GET', headers, agent });
      let response: IncomingMessage | null = null;
      const onAbort = () => {
        const err = abortError(signal!);
        request.destroy(err);
        response?.destroy(err);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const release = () => signal?.removeEventListener('abort', onAbort);
      request.setTimeout(options.idleTimeoutMs, () => request.destroy(new Error(`no data from the provider for ${options.idleTimeoutMs} ms`)));
      request.on('error', (err) => {
        release();
        // Before the response this is a failed fetch; after it, the body stream reports it.
        if (!response) reject(new TypeError('fetch failed', { cause: err }));
      });
      request.on('response', (message) => {
        response = message;
        message.on('close', release);
        resolve(new TransportResponse(url.href, message));
      });
      request.end(body);
    });
  // The SDK reads only what TransportResponse provides; see the comment at the top.
  return transport as unknown as typeof fetch;
}
