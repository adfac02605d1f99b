import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import { BodyReader, Http1Client, Http1Response } from '../../src/ai/http1-client';

/** A server speaking raw bytes: each test scripts exactly what goes over the wire. */
interface Wire {
  url: string;
  /** Sockets in the order they connected. */
  sockets: net.Socket[];
  /** Resolves with each request's head once it has fully arrived, in order. */
  nextRequest(): Promise<{ head: string; body: string; socket: net.Socket }>;
  close(): void;
}

async function wire(options: { tls?: { key: string; cert: string } } = {}): Promise<Wire> {
  const sockets: net.Socket[] = [];
  const requests: { head: string; body: string; socket: net.Socket }[] = [];
  const waiting: ((r: { head: string; body: string; socket: net.Socket }) => void)[] = [];
  const onSocket = (socket: net.Socket) => {
    sockets.push(socket);
    let buffered = '';
    socket.on('error', () => undefined);
    socket.on('data', (data) => {
      buffered += data.toString('latin1');
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const request = { head, body: buffered.slice(end + 4, end + 4 + length), socket };
        buffered = buffered.slice(end + 4 + length);
        const waiter = waiting.shift();
        if (waiter) waiter(request);
        else requests.push(request);
      }
    });
  };
  const server = options.tls ? tls.createServer({ key: options.tls.key, cert: options.tls.cert }, onSocket) : net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://${options.tls ? 'localhost' : '127.0.0.1'}:${port}`,
    sockets,
    nextRequest: () => new Promise((resolve) => (requests.length ? resolve(requests.shift()!) : waiting.push(resolve))),
    close: () => {
      sockets.forEach((s) => s.destroy());
      server.close();
    },
  };
}

/** Collects a body, recording each `data` call separately. */
function collect(response: Http1Response, holdMs = 0): { reads: string[]; done: Promise<string>; next(): Promise<string> } {
  const reads: string[] = [];
  const waiters: ((text: string) => void)[] = [];
  let finish!: (text: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const reader: BodyReader = {
    data: (chunk) => {
      const text = chunk.toString('utf8');
      reads.push(text);
      waiters.shift()?.(text);
      return holdMs;
    },
    end: () => finish(reads.join('')),
    error: (err) => fail(err),
  };
  response.read(reader);
  return { reads, done, next: () => new Promise((resolve) => waiters.push(resolve)) };
}

const get = (client: Http1Client, url: string, extra: Partial<Parameters<Http1Client['request']>[0]> = {}) =>
  client.request({ method: 'GET', url: new URL(url), headers: [], idleTimeoutMs: 5000, ...extra });

const written = (socket: net.Socket, data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve()));
/** Lets pending I/O callbacks run: a few event-loop turns, no timers. */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('Http1Client', () => {
  let server: Wire;
  let client: Http1Client;
  beforeEach(async () => {
    server = await wire();
    client = new Http1Client();
  });
  afterEach(() => {
    client.close();
    server.close();
  });

  it('sends the request line, host, the headers given, and the body with its length', async () => {
    const pending = client.request({
      method: 'POST',
      url: new URL(`${server.url}/v1/chat/completions?x=1`),
      headers: [
        ['authorization', 'Bearer k'],
        ['content-length', '999'],
      ],
      body: '{"a":"é"}',
      idleTimeoutMs: 5000,
    });
    const request = await server.nextRequest();
    const lines = request.head.split('\r\n');
    expect(lines[0]).toBe('POST /v1/chat/completions?x=1 HTTP/1.1');
    expect(lines).toEqual(expect.arrayContaining([`host: ${new URL(server.url).host}`, 'authorization: Bearer k', 'content-length: 10']));
    expect(lines.filter((l) => l.startsWith('content-length'))).toHaveLength(1);
    expect(Buffer.from(request.body, 'latin1').toString('utf8')).toBe('{"a":"é"}');
    request.socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
    const response = await pending;
    expect([response.status, response.statusText]).toEqual([200, 'OK']);
    expect(await collect(response).done).toBe('ok');
  });

  it('decodes a chunked body split at every byte, with extensions and trailers', async () => {
    const pending = get(client, server.url);
    const { socket } = await server.nextRequest();
    const raw = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nX-Multi: a\r\nx-multi: b\r\n\r\n5;ext=1\r\nhé\r\n\r\n3\r\nllo\r\n0\r\nx-trailer: t\r\n\r\n';
    const bytes = Buffer.from(raw, 'utf8');
    for (let i = 0; i < bytes.length; i++) await written(socket, bytes.subarray(i, i + 1));
    const response = await pending;
    expect(response.headers).toEqual(expect.arrayContaining([['x-multi', 'a, b']]));
    expect(await collect(response).done).toBe('hé\r\nllo');
  });

  it('reuses a connection for the next request once a response has ended, and not after `connection: close`', async () => {
    const first = get(client, server.url);
    (await server.nextRequest()).socket.write('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\na');
    expect(await collect(await first).done).toBe('a');
    const second = get(client, server.url);
    const again = await server.nextRequest();
    expect(server.sockets).toHaveLength(1);
    again.socket.write('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 1\r\n\r\nb');
    expect(await collect(await second).done).toBe('b');
    const third = get(client, server.url);
    (await server.nextRequest()).socket.write('HTTP/1.1 204 No Content\r\n\r\n');
    expect((await third).status).toBe(204);
    expect(server.sockets).toHaveLength(2);
  });

  it('skips interim responses and reads a body that lasts until the connection closes', async () => {
    const pending = get(client, server.url);
    const { socket } = await server.nextRequest();
    socket.write('HTTP/1.1 103 Early Hints\r\nlink: </a>\r\n\r\nHTTP/1.1 200 OK\r\n\r\nuntil ');
    const response = await pending;
    expect(response.status).toBe(200);
    const body = collect(response);
    socket.end('close');
    expect(await body.done).toBe('until close');
  });

  it('undoes gzip', async () => {
    const pending = get(client, server.url);
    const { socket } = await server.nextRequest();
    const zipped = gzipSync('compressed é');
    socket.write(Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-encoding: gzip\r\ncontent-length: ${zipped.length}\r\n\r\n`), zipped]));
    expect(await collect(await pending).done).toBe('compressed é');
  });

  it('keeps what arrives before the body is read, and delivers it first', async () => {
    const pending = get(client, server.url);
    const { socket } = await server.nextRequest();
    await written(socket, 'HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\nabc');
    const response = await pending;
    await turns();
    const body = collect(response);
    socket.write('def');
    expect(await body.done).toBe('abcdef');
  });

  it("with pacing, holds the next read for the time the reader asks, so what arrived meanwhile comes in one read", async () => {
    const ticks: (() => void)[] = [];
    client = new Http1Client({ pace: (resume, ms) => ticks.push(() => (expect(ms).toBe(50), resume())) });
    const pending = get(client, server.url);
    const { socket } = await server.nextRequest();
    await written(socket, 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n');
    const body = collect(await pending, 50);
    const first = body.next();
    await written(socket, '1\r\na\r\n');
    expect(await first).toBe('a');
    expect(ticks).toHaveLength(1);
    await written(socket, '1\r\nb\r\n');
    await written(socket, '1\r\nc\r\n0\r\n\r\n');
    await turns();
    expect(body.reads).toEqual(['a']);
    ticks.shift()!();
    expect(await body.done).toBe('abc');
    expect(body.reads).toEqual(['a', 'bc']);
  });

  it('rejects a response whose head is not HTTP/1.1, and one whose headers never end', async () => {
    const bad = get(client, server.url);
    (await server.nextRequest()).socket.write('SSH-2.0-OpenSSH\r\n\r\n');
    await expect(bad).rejects.toThrow('The response is not HTTP/1.1');
    const huge = get(client, server.url);
    (await server.nextRequest()).socket.write(`HTTP/1.1 200 OK\r\nx: ${'a'.repeat(70_000)}`);
    await expect(huge).rejects.toThrow('The response headers are too large');
  });

  it('reports a connection closed before the head, and one closed mid-body', async () => {
    const early = get(client, server.url);
    (await server.nextRequest()).socket.destroy();
    await expect(early).rejects.toThrow('socket hang up');
    const late = get(client, server.url);
    const { socket } = await server.nextRequest();
    await written(socket, 'HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc');
    const body = collect(await late);
    socket.destroy();
    await expect(body.done).rejects.toThrow('The connection closed before the response ended');
  });

  it('reports a server it cannot reach', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(get(client, `http://127.0.0.1:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('on abort before the head rejects with an AbortError; mid-body it errors the body and closes the connection', async () => {
    const abort = new AbortController();
    const before = get(client, server.url, { signal: abort.signal });
    await server.nextRequest();
    abort.abort();
    await expect(before).rejects.toMatchObject({ name: 'AbortError' });

    const during = new AbortController();
    const pending = get(client, server.url, { signal: during.signal });
    const { socket } = await server.nextRequest();
    await written(socket, 'HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc');
    const body = collect(await pending);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    during.abort();
    await expect(body.done).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
  });

  it('cuts a response that sends nothing for the idle timeout', async () => {
    const pending = get(client, server.url, { idleTimeoutMs: 30 });
    await server.nextRequest();
    await expect(pending).rejects.toThrow('no data from the provider for 30 ms');
  });

  it('streams over TLS, verifying the certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cui-tls-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
      const key = readFileSync(join(dir, 'key.pem'), 'utf8');
      const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
      const secure = await wire({ tls: { key, cert } });
      const trusting = new Http1Client({ tls: { ca: cert } });
      try {
        const pending = get(trusting, `${secure.url}/s`);
        const { socket } = await secure.nextRequest();
        socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n');
        expect(await collect(await pending).done).toBe('abc');
        await expect(get(new Http1Client(), `${secure.url}/s`)).rejects.toThrow(/self-signed certificate/);
      } finally {
        trusting.close();
        secure.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
