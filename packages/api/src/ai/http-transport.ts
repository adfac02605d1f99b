import { Http1Client, Http1Response, type BodyReader } from './http1-client';

/**
 * The `fetch` the openai SDK uses to reach providers, on our HTTP/1.1 client (`http1-client.ts`).
 *
 * Why not the global fetch: its web-stream body costs more CPU per streamed event than the rest of a
 * generation's work together (decisions 008, 009). The response keeps fetch's shape for everything
 * the SDK itself reads (status, headers, `text()`, `json()`, cancelling a body before a retry); the
 * streaming reader takes the body with `TransportBody.read`, straight from the network reads.
 */
export interface TransportOptions {
  /** A response that sends nothing for this long is cut (ms). */
  idleTimeoutMs: number;
}

/** Every SDK client shares one pool: hundreds of generations stream from one provider at once. */
const client = new Http1Client();

/** fetch's body over an HTTP/1.1 response: `read` for our reader, `getReader()` for anyone else. */
export class TransportBody {
  constructor(private readonly response: Http1Response) {}

  /** Hands the body to `reader` as it arrives (see `BodyReader`). */
  read(reader: BodyReader): void {
    this.response.read(reader);
  }

  getReader(): ReadableStreamDefaultReader<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      start: (controller) =>
        this.read({
          data: (chunk) => controller.enqueue(new Uint8Array(chunk)),
          end: () => controller.close(),
          error: (err) => controller.error(err),
        }),
      cancel: () => this.cancel(),
    }).getReader();
  }

  cancel(): Promise<void> {
    this.response.cancel();
    return Promise.resolve();
  }

  /** The whole body. */
  bytes(): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const parts: Buffer[] = [];
      this.read({ data: (chunk) => void parts.push(Buffer.from(chunk)), end: () => resolve(Buffer.concat(parts)), error: reject });
    });
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
    response: Http1Response,
  ) {
    this.status = response.status;
    this.ok = this.status >= 200 && this.status < 300;
    this.statusText = response.statusText;
    for (const [name, value] of response.headers) this.headers.set(name, value);
    this.body = new TransportBody(response);
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return (await this.body.bytes()).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new TypeError('This transport sends string or byte bodies only');
}

/** Creates the SDK's `fetch`. Connection failures reject with `TypeError('fetch failed', {cause})`, as fetch does. */
export function createTransport(options: TransportOptions): typeof fetch {
  const transport = async (input: string | URL | Request, init: RequestInit = {}): Promise<TransportResponse> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'identity');
    const body = requestBody(init.body);
    try {
      const response = await client.request({
        method: init.method ?? 'GET',
        url,
        headers: headers.entries(),
        body,
        signal: init.signal ?? undefined,
        idleTimeoutMs: options.idleTimeoutMs,
      });
      return new TransportResponse(url.href, response);
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new TypeError('fetch failed', { cause: err });
    }
  };
  // The SDK reads only what TransportResponse provides; see the comment at the top.
  return transport as unknown as typeof fetch;
}
