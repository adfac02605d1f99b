import { getQueueToken } from '@nestjs/bullmq';
import type { GenerationEvent } from '@cui/shared';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { TokensService } from '../src/auth/tokens.service';
import { GenerationHeartbeat } from '../src/generation/generation-heartbeat';
import { GenerationRepository } from '../src/generation/generation.repository';
import { STALLED_MESSAGE, StaleHoldSweeper, TIMED_OUT_MESSAGE } from '../src/generation/stale-hold-sweeper';
import { QUEUES } from '../src/queues/queue-names';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, Piece } from './support/fake-openai';
import { ledgerMismatches } from './support/ledger-invariant';
import { balance, PAGE_HTML } from './support/money';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

const TIMEOUT_MS = 60_000;
const STALE_MS = 1_200_000;

// The sweeper against live workers, on a fake clock: the heartbeat's own timer is set never to fire
// during the test, which beats by calling `tick()` (what the timer does) between clock steps.
describe('the stale-hold sweeper and running generations', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let redis: Redis;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(
      isolatedEnv({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: upstream.url,
        GENERATION_TIMEOUT_MS: String(TIMEOUT_MS),
        GENERATION_HEARTBEAT_MS: String(STALE_MS / 2),
        GENERATION_STALE_MS: String(STALE_MS),
        // One job at a time, so a second generation waits in the queue behind the first.
        GENERATION_CONCURRENCY: '1',
        STREAM_CHUNK_INTERVAL_MS: '0',
      }),
    );
    redis = new Redis(t.env.REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));

  const sweep = () => t.app.get(StaleHoldSweeper).sweep();
  const tick = () => t.app.get(GenerationHeartbeat).tick();
  const row = async (id: string) => (await t.db.query('SELECT status, credit_status, html IS NOT NULL AS has_html FROM generations WHERE id = $1', [id])).rows[0];
  const finalEvents = async (id: string) =>
    (await redis.lrange(`${t.env.REDIS_PREFIX}:gen:${id}:log`, 0, -1)).map((raw) => raw.split('\n')[1]).filter((e) => e === 'done' || e === 'error');

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`sweep${++n}@example.com`, `sweep${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }

  /** A page whose model holds back its end until `held` opens. */
  const heldPage = (held: Promise<void>): { pieces: Piece[] } => ({
    pieces: [{ text: '<!DOCTYPE html><html><body><h1>Slow' }, { text: '</h1></body></html>', gate: held }, { finish: 'stop' }],
  });

  /** Starts a generation, reading its stream until `until` holds; returns its id. */
  async function start(token: string, seen: (events: GenerationEvent[]) => boolean): Promise<string> {
    const started = await readStream(
      `${t.url}/api/ask-ai`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'x', model: 'gpt-4-1' }) },
      seen,
    );
    expect(started.status).toBe(200);
    return (started.events[0].data as { id: string }).id;
  }
  const firstChunk = (events: GenerationEvent[]) => events.some((e) => e.event === 'chunk');
  const follow = (id: string, token: string) => readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
  /** A generation whose model sends its first piece and then waits for `held` to open, followed by a reader. */
  async function startHeld(token: string) {
    const held = gate();
    upstream.play(heldPage(held.promise));
    const abandoned = upstream.abandoned;
    const id = await start(token, firstChunk);
    return { held, abandoned, id, stream: follow(id, token) };
  }

  it('never sweeps a running generation whose worker keeps it alive, though it was created longer ago than the timeout', async () => {
    const user = await newUser();
    const [first, second] = [gate(), gate()];
    upstream.play(heldPage(first.promise), heldPage(second.promise));
    const a = await start(user.token, firstChunk);
    // Queued behind `a`, and waiting there for most of the timeout.
    const b = await start(user.token, (events) => events.length >= 1);
    t.clock.advance(50_000);
    expect(await sweep()).toBe(0);
    first.open();
    await until('the first generation to succeed', async () => (await row(a)).status === 'succeeded');
    await until('the second generation to run', async () => (await row(b)).status === 'running');

    const stream = follow(b, user.token);
    // Created 106 s ago by the end, running for 56 s, and alive all along.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(14_000);
      await tick();
      expect(await sweep()).toBe(0);
    }
    second.open();
    expect(last((await stream).events)).toMatchObject({ event: 'done' });
    expect(await row(b)).toEqual({ status: 'succeeded', credit_status: 'committed', has_html: true });
    expect(await balance(t, user.id)).toBe(3);
  });

  it('has a live worker stop its own generation once it has run for the timeout, and refund it', async () => {
    const user = await newUser();
    const { held, abandoned, id, stream } = await startHeld(user.token);
    t.clock.advance(TIMEOUT_MS - 1000);
    await tick();
    expect((await row(id)).status).toBe('running');
    t.clock.advance(1000);
    await tick();
    expect(last((await stream).events)).toMatchObject({ event: 'error', data: { message: TIMED_OUT_MESSAGE } });
    await until('the upstream call to be aborted', () => upstream.abandoned === abandoned + 1);
    held.open();
    expect(await finalEvents(id)).toEqual(['error']);
    expect(await row(id)).toEqual({ status: 'failed', credit_status: 'refunded', has_html: false });
    expect(await balance(t, user.id)).toBe(5);
  });

  it('sweeps a running generation whose heartbeats stopped, stops its live worker, and keeps it refunded', async () => {
    const user = await newUser();
    const { held, abandoned, id, stream } = await startHeld(user.token);
    await tick();
    // The worker is alive but no longer says so (hung, or cut off from PostgreSQL).
    t.clock.advance(STALE_MS - 1000);
    expect(await sweep()).toBe(0);
    t.clock.advance(2000);
    expect(await sweep()).toBe(1);

    expect(last((await stream).events)).toMatchObject({ event: 'error', data: { message: STALLED_MESSAGE } });
    await until('the upstream call to be aborted', () => upstream.abandoned === abandoned + 1);
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.generation));
    await until('the worker to finish the job', async () => (await queue.getJob(id)) === undefined);
    held.open();
    // A worker that got as far as committing would find the credit no longer held.
    expect(await t.app.get(GenerationRepository).commit(id, PAGE_HTML)).toBeNull();
    expect(await finalEvents(id)).toEqual(['error']);
    expect(await row(id)).toEqual({ status: 'failed', credit_status: 'refunded', has_html: false });
    expect(await balance(t, user.id)).toBe(5);
    expect(await sweep()).toBe(0);
  });
});
