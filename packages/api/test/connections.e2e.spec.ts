import { connect, Socket } from 'node:net';
import request from 'supertest';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

/** Stalled and trickled requests, and more connections than the cap: none of them can wear the API down. */
describe('connections', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startApp(isolatedEnv({ REQUEST_TIMEOUT_MS: '800', MAX_CONNECTIONS: '4' }));
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  /** A raw connection and everything the server sends on it until it closes it. */
  function open(app: TestApp = t): { socket: Socket; answer: Promise<string>; connected: Promise<void> } {
    const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
    sockets.push(socket);
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    return { socket, answer, connected };
  }

  it('cuts a body that stalls with 408, within the request timeout', async () => {
    const { socket, answer, connected } = open();
    await connected;
    const started = Date.now();
    socket.write('POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"feedback":');
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
    // The timeout is 800 ms and checked every 200 ms; Node's default would have been 300 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await t.db.query('SELECT count(*)::int AS n FROM feedback')).rows[0].n).toBe(0);
  });

  it('cuts a body that trickles in, however steadily', async () => {
    const { socket, answer, connected } = open();
    await connected;
    socket.write('POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"feedback":"');
    // One byte every 100 ms keeps the connection busy but would take 100 s to finish.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 408[^]*"message":"The request body took too long to arrive\."/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('answers an oversized body with 413 and closes the connection, on the webhook as on every route', async () => {
    // Its own app with the default body time: on a busy machine reading the 10 MB up to the limit can
    // take longer than the 800 ms the timeout tests use, and the answer would be their 408 instead.
    const roomy = await startApp(isolatedEnv({ MAX_CONNECTIONS: '4' }));
    try {
      await oversized(roomy);
    } finally {
      await roomy.close();
      await dropIsolated(roomy.env);
    }
  });

  async function oversized(app: TestApp): Promise<void> {
    const size = 11 * 1024 * 1024;
    const piece = Buffer.alloc(1024 * 1024, ' ');
    for (const path of ['/api/billing/webhook', '/api/feedback']) {
      for (const framing of [`Content-Length: ${size}`, 'Transfer-Encoding: chunked']) {
        const { socket, answer, connected } = open(app);
        // The server may close while the body is still being sent: the rest is refused, as it should be.
        socket.on('error', () => undefined);
        await connected;
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
        // All of it queued at once: the server reads as much as it wants to.
        for (let sent = 0; sent < size; sent += piece.length) {
          if (framing.startsWith('Transfer')) socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
          else socket.write(piece);
        }
        let timer: NodeJS.Timeout | undefined;
        const keptOpen = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${path} (${framing}): the connection was still open after 10 s`)), 10_000)));
        const received = await Promise.race([answer, keptOpen]).finally(() => clearTimeout(timer));
        expect([path, framing, received.split('\r\n')[0]]).toEqual([path, framing, 'HTTP/1.1 413 Payload Too Large']);
        expect(received).toMatch(/\r\nconnection: close\r\n/i);
        expect(received).toMatch(/"message":"[^"]*too large/i);
        // One answer only: no 408 from the body timeout later on the same connection.
        expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
      }
    }
  }

  it('closes connections past the cap at once and serves again when one is free', async () => {
    const held = Array.from({ length: 4 }, () => open());
    await Promise.all(held.map((h) => h.connected));
    // The server has accepted the four (one request on each proves it).
    for (const h of held) h.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await Promise.all(held.map((h) => new Promise((resolve) => h.socket.once('data', resolve))));
    const extra = open();
    expect(await extra.answer).toBe('');
    held[0].socket.destroy();
    await held[0].answer;
    await request(t.url).get('/api/health').expect(200);
  });
});
