import type { GenerationEvent } from '@cui/shared';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { TokensService } from '../src/auth/tokens.service';
import { GenerationBus } from '../src/generation/generation-bus';
import { failureText, UNSAVED_MESSAGE } from '../src/generation/generation-settlement';
import { UNAVAILABLE_MESSAGE } from '../src/common/outage';
import { INTERRUPTED } from '../src/generation/streamed-job-runner';
import { ROW_OUTCOME_ID } from '../src/generation/generation-stream';
import { StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { QUEUES } from '../src/queues/queue-names';
import { RedisKeys } from '../src/redis/redis.module';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { ledgerMismatches } from './support/ledger-invariant';
import { hold } from './support/money';
import { OwnPostgres, OwnRedis } from './support/own-servers';
import { last, openStream, OpenStream } from './support/sse-client';
import { isolatedEnv, startApp, TestApp } from './support/test-app';
import { eventually } from './support/until';

const PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>Outage</title></head>\n<body>\n<section id="hero"><h1>Still here</h1></section>\n</body>\n</html>';
const FINAL = new Set(['done', 'error']);
const SCHEDULERS = ['sweep-stale-holds', 'roll-credit-periods'];
const ADMIN = { authorization: `Basic ${Buffer.from('ops:outage-password').toString('base64')}` };

/** Resolves with `p`, or rejects naming `what` once `ms` have passed. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** Every event once, in order, ending with exactly one final event: the log's next, or the row's outcome (ROW_OUTCOME_ID). */
function expectOneEnding(events: GenerationEvent[]): void {
  const logged = last(events).id === ROW_OUTCOME_ID ? events.slice(0, -1) : events;
  expect(logged.map((e) => e.id)).toEqual(logged.map((_, i) => events[0].id + i));
  expect(events.filter((e) => FINAL.has(e.event))).toHaveLength(1);
  expect(FINAL.has(last(events).event)).toBe(true);
}

/**
 * The API with its workers against a Redis and a PostgreSQL that these tests start, kill and
 * restart themselves (never the shared ones).
 */
describe('outages of Redis and PostgreSQL', () => {
  const upstream = new FakeOpenAI();
  let redis: OwnRedis;
  let pg: OwnPostgres;
  let t: TestApp;
  let n = 0;
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    [redis, pg] = await Promise.all([OwnRedis.start(), OwnPostgres.start(), upstream.start()]);
    t = await startApp(
      isolatedEnv({
        DATABASE_URL: `${pg.url}/cui_outage`,
        REDIS_URL: redis.url,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: upstream.url,
        STREAM_IDLE_CHECK_MS: '200',
        ADMIN_USER: 'ops',
        ADMIN_PASSWORD: 'outage-password',
      }),
    );
    // The test's own connection dies with the server it stops; `query` opens a fresh one each time.
    t.db.on('error', () => undefined);
  }, 120_000);
  const queues = () => [QUEUES.generation, QUEUES.maintenance, QUEUES.mail].map((name) => t.app.get<Queue>(getQueueToken(name), { strict: false }));
  const workersConnected = () => Promise.all(queues().map((q) => q.getWorkersCount()));
  let workers: number[];
  beforeAll(async () => {
    workers = await workersConnected();
  });

  // Whatever a test did, both servers are up for the next one, and every queue worker is connected
  // again: closing a BullMQ worker whose connection is still coming back can hang (bullmq#4656).
  afterEach(async () => {
    opened.splice(0).forEach((s) => s.abort());
    await Promise.all([redis.start(), pg.start()]);
    await eventually(workersConnected, (now) => now.every((count, i) => count === workers[i]), 15_000, 'the queue workers reconnect');
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await Promise.all([redis?.close(), pg?.close(), upstream.stop()]);
  }, 60_000);

  /** One query on a connection of its own, so it works again once PostgreSQL is back. */
  async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const db = new Client({ connectionString: t.env.DATABASE_URL, connectionTimeoutMillis: 2000 });
    db.on('error', () => undefined);
    await db.connect();
    try {
      return (await db.query(sql, params)).rows as T[];
    } finally {
      await db.end().catch(() => undefined);
    }
  }
  async function ledgerAgrees(): Promise<void> {
    const db = new Client({ connectionString: t.env.DATABASE_URL });
    await db.connect();
    try {
      expect(await ledgerMismatches(db)).toEqual([]);
    } finally {
      await db.end();
    }
  }

  /** The final events in the generation's replay log. */
  async function finalsLogged(id: string): Promise<string[]> {
    const client = new Redis(t.env.REDIS_URL);
    try {
      const logged = await client.lrange(t.app.get(RedisKeys).key('gen', id, 'log'), 0, -1);
      return logged.map((raw) => raw.split('\n')[1]).filter((event) => FINAL.has(event));
    } finally {
      client.disconnect();
    }
  }

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`outage${++n}@example.com`, `outage${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await query<{ balance: number }>('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId]))[0].balance;
  const row = async (id: string) =>
    (await query<{ status: string; credit_status: string; error: string | null }>('SELECT status, credit_status, error FROM generations WHERE id = $1', [id]))[0];
  async function follow(path: string, init: RequestInit): Promise<OpenStream> {
    const stream = await openStream(`${t.url}${path}`, init);
    opened.push(stream);
    return stream;
  }
  const ask = (token: string) =>
    follow('/api/ask-ai', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'x', model: 'gpt-4-1' }),
    });
  const resume = (id: string, token: string, after: number) =>
    follow(`/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': String(after) } });

  /** A generation whose model has sent its first chunks and then waits for `release()`. */
  async function startHeld(token: string): Promise<{ id: string; stream: OpenStream; release: () => void }> {
    const held = gate();
    const script = pieces(PAGE, 20);
    script[2] = { ...script[2], gate: held.promise };
    upstream.play({ pieces: script });
    const stream = await ask(token);
    await stream.until((events) => events.some((e) => e.event === 'chunk'), 10_000);
    return { id: (stream.events[0].data as { id: string }).id, stream, release: held.open };
  }

  /** A request's status, body and how long it took; a hung request fails the test after 10 s. */
  async function timed(path: string, init: RequestInit): Promise<{ status: number; body: unknown; ms: number }> {
    const started = Date.now();
    const res = await fetch(`${t.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = res.headers.get('content-type')?.includes('application/json') ? await res.json() : await res.text();
    return { status: res.status, body, ms: Date.now() - started };
  }
  const askOnce = (token: string) =>
    timed('/api/ask-ai', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'x' }) });

  it('ends open streams with the row’s outcome when Redis dies mid-generation, and brings the schedules back when it returns empty', async () => {
    const user = await newUser();
    const { id, stream, release } = await startHeld(user.token);
    const resumed = await resume(id, user.token, last(stream.events).id);

    await redis.kill();
    // The model goes on; the worker cannot write its next chunk and ends the generation.
    release();
    const ended = await eventually(() => row(id), (r) => r.status !== 'running', 15_000, 'the generation ends');
    expect(ended).toMatchObject({ status: 'failed', credit_status: 'refunded', error: failureText(INTERRUPTED, 'user') });
    await redis.start();

    for (const s of [stream, resumed]) {
      const events = await within(s.ended, 5_000, 'the stream ends');
      expectOneEnding(events);
      expect(last(events)).toMatchObject({ event: 'error', data: { message: ended.error } });
    }
    expect(await balance(user.id)).toBe(5);
    await ledgerAgrees();

    const queue = queues()[1];
    await eventually(
      () => Promise.all(SCHEDULERS.map((s) => queue.getJobScheduler(s))),
      (found) => found.every(Boolean),
      5_000,
      'the maintenance schedules are back',
    );
  });

  it('ends the stream with an error as soon as the page cannot be saved, and refunds once PostgreSQL is back', async () => {
    const user = await newUser();
    const { id, stream, release } = await startHeld(user.token);

    await pg.stop();
    release();
    const events = await within(stream.ended, 5_000, 'the stream ends');
    expectOneEnding(events);
    expect(last(events)).toMatchObject({ event: 'error', data: { message: UNSAVED_MESSAGE } });

    await pg.start();
    const settled = await eventually(() => row(id), (r) => r.credit_status !== 'held', 20_000, 'the hold is settled');
    expect(settled).toMatchObject({ status: 'failed', credit_status: 'refunded', error: UNSAVED_MESSAGE });
    expect(await balance(user.id)).toBe(5);
    await ledgerAgrees();

    // A sweep later finds nothing held, and the replay log keeps its one final event.
    t.clock.advance(t.env.GENERATION_TIMEOUT_MS + 1000);
    expect(await t.app.get(StaleHoldSweeper).sweep()).toBe(0);
    expect(await finalsLogged(id)).toEqual(['error']);
  });

  it('keeps the one final event a client was told when the sweeper refunds the hold later', async () => {
    const user = await newUser();
    const id = await hold(t, { userId: user.id });
    // The worker told its client, but could not reach PostgreSQL to settle (and then died).
    const writer = await t.app.get(GenerationBus).writer(id, true);
    await writer.write('chunk', { text: '<!DOCTYPE html>' });
    await writer.write('error', { code: 'generation_failed', message: UNSAVED_MESSAGE });

    t.clock.advance(t.env.GENERATION_TIMEOUT_MS + 1000);
    expect(await t.app.get(StaleHoldSweeper).sweep()).toBe(1);
    expect(await finalsLogged(id)).toEqual(['error']);
    expect(await balance(user.id)).toBe(5);
    await ledgerAgrees();
  });

  it('answers 503 with a message, promptly, while Redis is down', async () => {
    const user = await newUser();
    await redis.kill();
    const asked = await askOnce(user.token);
    expect(asked).toMatchObject({ status: 503, body: { message: expect.any(String) } });
    expect(asked.ms).toBeLessThan(5_000);
    // What needs only PostgreSQL still works.
    expect(await timed('/api/user/me', { headers: { authorization: `Bearer ${user.token}` } })).toMatchObject({ status: 200 });
  });

  it('answers the queue dashboard, its API and /metrics 503 with the outage message while Redis is down', async () => {
    expect((await timed('/admin/queues/api/queues', { headers: ADMIN })).status).toBe(200);
    await redis.kill();
    for (const path of ['/admin/queues', '/admin/queues/api/queues', '/metrics']) {
      const answer = await timed(path, { headers: ADMIN });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 503, body: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } });
      expect(answer.ms).toBeLessThan(5_000);
    }
  });

  it('answers 503 with a message, promptly, while PostgreSQL is down', async () => {
    const user = await newUser();
    await pg.stop();
    for (const answer of [await timed('/api/user/me', { headers: { authorization: `Bearer ${user.token}` } }), await askOnce(user.token)]) {
      expect(answer).toMatchObject({ status: 503, body: { message: expect.any(String) } });
      expect(answer.ms).toBeLessThan(5_000);
    }
  });
});
