import net from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';

/**
 * A small HTTP/1.1 client for provider calls, on `net`/`tls` sockets opened with `onread` (decision
 * 009). Why not `node:http`: every token of every stream is one network read, and `node:http` turns
 * each read into a parser callback and two stream pushes; with `onread` a read lands in one shared
 * buffer and goes straight to the body reader, and `pause()` truly stops reading, so a reader that
 * only needs the text every interval can let the kernel gather several tokens into one read.
 *
 * What it does: keep-alive pools per origin, `content-length`, `chunked` (extensions, trailers) and
 * read-to-close bodies, interim 1xx responses skipped, HEAD/204/304 without a body, an idle
 * timeout, aborts, gzip/deflate/br bodies undone. What it does not: proxies, HTTP/2, redirects,
 * pipelining, `Expect: 100-continue`.
 */

export interface Http1Request {
  method: string;
  url: URL;
  /** Header names in lower case; host, content-length, connection and transfer-encoding are set here. */
  headers: Iterable<[string, string]>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** A request or response that sends nothing for this long is cut (ms). */
  idleTimeoutMs: number;
}

/** Receives a response body; `data`'s bytes are only valid during the call. */
export interface BodyReader {
  /** Returns how long to hold the next network read, in ms (0 or nothing: read on). */
  data(chunk: Buffer): number | void;
  end(): void;
  error(err: Error): void;
}

export interface Http1Response {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** Starts delivering the body (once). */
  read(reader: BodyReader): void;
  /** Stops the body: its connection is closed unless the body had already ended. */
  cancel(): void;
}

const MAX_HEAD_BYTES = 64 * 1024;
const MAX_LINE_BYTES = 4096;
const MAX_IDLE_PER_ORIGIN = 1024;
const IDLE_SOCKET_MS = 30_000;
/**
 * Reads are copied out (decoded, or copied when kept) before the callback returns and the event
 * loop runs one callback at a time, so every socket can read into the same memory.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

const enum State {
  Head,
  Length,
  Close,
  ChunkSize,
  ChunkData,
  ChunkDataEnd,
  Trailer,
  Done,
}

class Http1Error extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

/** Runs `resume` after `ms`. */
export type PaceScheduler = (resume: () => void, ms: number) => void;

/**
 * A timer per held read: Node keeps timers of one duration in one list behind one system timer, so
 * this is cheap, and each stream resumes at its own phase. (One shared tick for all streams made
 * them all read, write to Redis and write to their clients in the same instant: a burst of tens of
 * ms every interval that new requests queued behind.)
 */
const afterDelay: PaceScheduler = (resume, ms) => void setTimeout(resume, ms);

export interface Http1ClientOptions {
  /** Extra `tls.connect` options (a test's own CA). */
  tls?: tls.ConnectionOptions;
  /** When a held read resumes; tests drive it by hand. */
  pace?: PaceScheduler;
}

/** One socket: idle in its pool, or carrying one exchange. */
class Connection {
  exchange: Exchange | null = null;
  readonly socket: net.Socket;
  private paused = false;
  readonly resume = () => this.resumeReads();

  constructor(
    readonly origin: string,
    url: URL,
    readonly pool: Http1Client,
  ) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const onread = {
      buffer: READ_BUFFER,
      callback: (n: number, buf: Uint8Array): boolean => {
        this.received(buf as Buffer, n);
        return true;
      },
    };
    this.socket =
      url.protocol === 'https:'
        ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'], onread, ...pool.options.tls } as tls.ConnectionOptions)
        : net.connect({ host, port, onread });
    this.socket.setNoDelay(true);
    this.socket.on('error', (err) => this.closed(err));
    this.socket.on('close', () => {
      this.closed(null);
      pool.forget(this);
    });
    this.socket.on('end', () => this.closed(null));
    this.socket.on('timeout', () => {
      if (this.exchange) this.exchange.fail(new Http1Error(`no data from the provider for ${this.exchange.idleTimeoutMs} ms`, 'ETIMEDOUT'));
      else this.socket.destroy();
    });
  }

  get usable(): boolean {
    return !this.socket.destroyed && !this.socket.readableEnded && this.exchange === null;
  }

  start(exchange: Exchange): void {
    this.exchange = exchange;
    this.socket.ref();
    this.socket.setTimeout(exchange.idleTimeoutMs);
    this.resumeReads();
  }

  /** The exchange ended cleanly: back to the pool, or closed when it cannot carry another. */
  release(reusable: boolean): void {
    this.exchange = null;
    if (!reusable) return void this.socket.destroy();
    this.socket.setTimeout(IDLE_SOCKET_MS);
    // An idle connection must not keep the process alive at shutdown.
    this.socket.unref();
    this.resumeReads();
    this.pool.park(this);
  }

  pauseReads(): void {
    if (this.paused) return;
    this.paused = true;
    this.socket.pause();
  }

  resumeReads(): void {
    if (!this.paused) return;
    this.paused = false;
    this.socket.resume();
  }

  private received(buf: Buffer, n: number): void {
    // Bytes from an idle connection are not an answer to anything: it cannot be trusted again.
    if (!this.exchange) return void this.socket.destroy();
    this.exchange.feed(buf.subarray(0, n));
  }

  private closed(err: Error | null): void {
    const exchange = this.exchange;
    this.exchange = null;
    if (exchange) exchange.connectionEnded(err);
    this.socket.destroy();
  }
}

/** One request and its response, parsed from the bytes as they arrive. */
class Exchange implements Http1Response {
  status = 0;
  statusText = '';
  headers: [string, string][] = [];
  readonly idleTimeoutMs: number;
  private state = State.Head;
  private head = '';
  private line = '';
  private remaining = 0;
  private keepAlive = true;
  private reader: BodyReader | null = null;
  private held: Buffer[] = [];
  private ended = false;
  private failure: Error | null = null;
  private inflate: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null = null;
  private connection: Connection | null = null;
  private readonly onAbort: () => void;

  constructor(
    private readonly request: Http1Request,
    private readonly onHead: (head: Http1Response) => void,
    private readonly onFailure: (err: Error) => void,
  ) {
    this.idleTimeoutMs = request.idleTimeoutMs;
    this.onAbort = () => this.fail(abortError(request.signal!));
    request.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  send(connection: Connection): void {
    this.connection = connection;
    connection.start(this);
    const { method, url, headers, body } = this.request;
    const payload = body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    let text = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    for (const [name, value] of headers) {
      if (name === 'host' || name === 'content-length' || name === 'connection' || name === 'transfer-encoding') continue;
      text += `${name}: ${value}\r\n`;
    }
    if (payload || method === 'POST' || method === 'PUT' || method === 'PATCH') text += `content-length: ${payload?.length ?? 0}\r\n`;
    const head = Buffer.from(`${text}\r\n`, 'latin1');
    connection.socket.write(payload ? Buffer.concat([head, payload]) : head);
  }

  read(reader: BodyReader): void {
    if (this.reader) throw new Error('The body is already being read');
    this.reader = reader;
    const held = this.held.length ? Buffer.concat(this.held) : null;
    this.held = [];
    if (held) reader.data(held);
    if (this.failure) return reader.error(this.failure);
    if (this.ended) return reader.end();
    this.connection?.resumeReads();
  }

  cancel(): void {
    if (this.ended || this.failure) return;
    this.fail(new DOMException('The body was cancelled', 'AbortError'));
  }

  /** Bytes from the socket, only valid during this call. */
  feed(bytes: Buffer): void {
    const body: Buffer[] = [];
    let i = 0;
    try {
      while (i < bytes.length && this.state !== State.Done) {
        switch (this.state) {
          case State.Head:
            i = this.readHead(bytes, i);
            break;
          case State.Length:
          case State.ChunkData: {
            const take = Math.min(this.remaining, bytes.length - i);
            body.push(bytes.subarray(i, i + take));
            this.remaining -= take;
            i += take;
            if (this.remaining === 0) this.state = this.state === State.Length ? State.Done : State.ChunkDataEnd;
            break;
          }
          case State.Close:
            body.push(bytes.subarray(i));
            i = bytes.length;
            break;
          case State.ChunkSize:
          case State.ChunkDataEnd:
          case State.Trailer:
            i = this.readLine(bytes, i);
            break;
        }
      }
    } catch (err) {
      this.emitBody(body);
      return this.fail(err as Error);
    }
    this.emitBody(body);
    if (this.state === State.Done) this.finish(i === bytes.length);
  }

  connectionEnded(err: Error | null): void {
    if (this.ended || this.failure) return;
    if (this.state === State.Close && !err) {
      this.state = State.Done;
      return this.finish(false);
    }
    const cause = err ?? new Http1Error(this.state === State.Head ? 'socket hang up' : 'The connection closed before the response ended', 'ECONNRESET');
    this.fail(cause);
  }

  fail(err: Error): void {
    if (this.ended || this.failure) return;
    this.failure = err;
    this.request.signal?.removeEventListener('abort', this.onAbort);
    const connection = this.connection;
    this.connection = null;
    if (connection) {
      connection.exchange = null;
      connection.socket.destroy();
    }
    this.inflate?.destroy();
    if (this.state === State.Head) return this.onFailure(err);
    this.reader?.error(err);
  }

  private readHead(bytes: Buffer, from: number): number {
    const before = this.head.length;
    this.head += bytes.toString('latin1', from, bytes.length);
    const end = this.head.indexOf('\r\n\r\n', Math.max(0, before - 3));
    if (end < 0) {
      if (this.head.length > MAX_HEAD_BYTES) throw new Http1Error('The response headers are too large', 'HPE_HEADER_OVERFLOW');
      return bytes.length;
    }
    const consumed = from + (end + 4 - before);
    const lines = this.head.slice(0, end).split('\r\n');
    this.head = '';
    const status = /^HTTP\/1\.([01]) (\d{3})(?: (.*))?$/.exec(lines[0]);
    if (!status) throw new Http1Error('The response is not HTTP/1.1', 'HPE_INVALID_CONSTANT');
    const code = Number(status[2]);
    // An interim answer (100 Continue, 103 Early Hints): the real one follows.
    if (code >= 100 && code < 200 && code !== 101) return consumed;
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Http1Error('The response has a malformed header', 'HPE_INVALID_HEADER_TOKEN');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      const previous = headers.get(name);
      headers.set(name, previous === undefined ? value : `${previous}, ${value}`);
    }
    this.status = code;
    this.statusText = status[3] ?? '';
    this.headers = [...headers];
    const connection = (headers.get('connection') ?? '').toLowerCase();
    this.keepAlive = status[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    this.frame(headers);
    if (this.state !== State.Done) this.inflate = this.decompressor((headers.get('content-encoding') ?? '').trim().toLowerCase());
    // Until someone reads the body, hold what arrives and stop reading.
    this.connection?.pauseReads();
    this.onHead(this);
    return consumed;
  }

  private frame(headers: Map<string, string>): void {
    if (this.request.method === 'HEAD' || this.status === 204 || this.status === 304 || this.status === 101) {
      this.state = State.Done;
      return;
    }
    const transfer = headers.get('transfer-encoding');
    if (transfer !== undefined) {
      const codings = transfer.toLowerCase().split(',').map((c) => c.trim());
      if (codings[codings.length - 1] === 'chunked') this.state = State.ChunkSize;
      else {
        this.state = State.Close;
        this.keepAlive = false;
      }
      return;
    }
    const length = headers.get('content-length');
    if (length !== undefined) {
      const values = new Set(length.split(',').map((v) => v.trim()));
      const value = values.size === 1 ? [...values][0] : '';
      if (!/^\d{1,15}$/.test(value)) throw new Http1Error('The response has an invalid content-length', 'HPE_INVALID_CONTENT_LENGTH');
      this.remaining = Number(value);
      this.state = this.remaining === 0 ? State.Done : State.Length;
      return;
    }
    this.state = State.Close;
    this.keepAlive = false;
  }

  /** Chunk-size lines, the CRLF after chunk data and trailer lines. */
  private readLine(bytes: Buffer, from: number): number {
    const lf = bytes.indexOf(10, from);
    const end = lf < 0 ? bytes.length : lf;
    this.line += bytes.toString('latin1', from, end);
    if (this.line.length > MAX_LINE_BYTES) throw new Http1Error('The response has an overlong chunk line', 'HPE_CHUNK_EXTENSIONS_OVERFLOW');
    if (lf < 0) return bytes.length;
    const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
    this.line = '';
    if (this.state === State.ChunkDataEnd) {
      if (line !== '') throw new Http1Error('The response has a malformed chunk', 'HPE_INVALID_CHUNK_SIZE');
      this.state = State.ChunkSize;
    } else if (this.state === State.ChunkSize) {
      const size = line.split(';')[0].trim();
      if (!/^[0-9a-fA-F]{1,12}$/.test(size)) throw new Http1Error('The response has a malformed chunk size', 'HPE_INVALID_CHUNK_SIZE');
      this.remaining = Number.parseInt(size, 16);
      this.state = this.remaining === 0 ? State.Trailer : State.ChunkData;
    } else if (line === '') {
      this.state = State.Done;
    }
    return lf + 1;
  }

  /** One delivery per network read, however many chunks it held. */
  private emitBody(parts: Buffer[]): void {
    const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    if (bytes.length) this.deliver(bytes);
  }

  /** Body bytes as they came off the wire; `held` keeps what arrives before `read` (decoded, copied). */
  private deliver(bytes: Buffer): void {
    if (this.inflate) return void this.inflate.write(Buffer.from(bytes));
    if (!this.reader) return void this.held.push(Buffer.from(bytes));
    const holdMs = this.reader.data(bytes);
    if (holdMs && holdMs > 0 && this.state !== State.Done && this.connection) {
      this.connection.pauseReads();
      (this.connection.pool.options.pace ?? afterDelay)(this.connection.resume, holdMs);
    }
  }

  private finish(clean: boolean): void {
    this.request.signal?.removeEventListener('abort', this.onAbort);
    const connection = this.connection;
    this.connection = null;
    connection?.release(clean && this.keepAlive);
    if (this.inflate) return void this.inflate.end();
    this.ended = true;
    this.reader?.end();
  }

  /** Undoes a content coding the server applied although we asked for none; null for identity. */
  private decompressor(coding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
    const inflate =
      coding === 'gzip' || coding === 'x-gzip' ? zlib.createGunzip() : coding === 'deflate' ? zlib.createInflate() : coding === 'br' ? zlib.createBrotliDecompress() : null;
    inflate?.on('data', (out: Buffer) => (this.reader ? this.reader.data(out) : this.held.push(out)));
    inflate?.on('error', (err) => this.fail(err));
    inflate?.on('end', () => {
      if (this.ended || this.failure) return;
      this.ended = true;
      this.reader?.end();
    });
    return inflate;
  }
}

/** Keep-alive connections per origin; one exchange at a time on each. */
export class Http1Client {
  private readonly idle = new Map<string, Connection[]>();

  constructor(readonly options: Http1ClientOptions = {}) {}

  /** Resolves with the response head; rejects when no head arrives (connection failure, abort, timeout). */
  request(request: Http1Request): Promise<Http1Response> {
    return new Promise((resolve, reject) => {
      if (request.url.protocol !== 'http:' && request.url.protocol !== 'https:') {
        return reject(new Http1Error(`unsupported protocol ${request.url.protocol}`, 'ERR_INVALID_PROTOCOL'));
      }
      if (request.signal?.aborted) return reject(abortError(request.signal));
      const exchange = new Exchange(request, resolve, reject);
      exchange.send(this.connection(request.url));
    });
  }

  /** Called by a connection whose exchange ended cleanly and that can carry another. */
  park(connection: Connection): void {
    const list = this.idle.get(connection.origin) ?? [];
    if (list.length >= MAX_IDLE_PER_ORIGIN) return void connection.socket.destroy();
    list.push(connection);
    this.idle.set(connection.origin, list);
  }

  /** Called by a connection that closed, idle or not. */
  forget(connection: Connection): void {
    const list = this.idle.get(connection.origin);
    const at = list ? list.indexOf(connection) : -1;
    if (at >= 0) list!.splice(at, 1);
  }

  /** Closes every idle connection. */
  close(): void {
    for (const list of this.idle.values()) list.splice(0).forEach((c) => c.socket.destroy());
  }

  private connection(url: URL): Connection {
    const origin = `${url.protocol}//${url.host}`;
    const list = this.idle.get(origin);
    while (list?.length) {
      const reused = list.pop()!;
      if (reused.usable) return reused;
    }
    return new Connection(origin, url, this);
  }
}
