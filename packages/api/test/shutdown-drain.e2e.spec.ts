import { createSseParser, type GenerationEvent } from '@cui/shared';
import { RESTARTED_MESSAGE } from '../src/generation/streamed-job-runner';
import { SHUTDOWN_MARGIN_MS } from '../src/shutdown-watchdog';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakeClock } from './support/fake-clock';
import { FakeOpenAI, gate, Piece } from './support/fake-openai';
import { ledgerMismatches } from './support/ledger-invariant';
import { balance } from './support/money';
import { ServerProcess, startServerProcess } from './support/server-process';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

const DRAIN_MS = 2000;

// The built entry points as a deploy runs them, stopped with SIGTERM while generations are in flight.
describe('SIGTERM with generations in flight', () => {
  const upstream = new FakeOpenAI();
  // An API instance without workers in this process: it prepares users, reads the tables, and serves
  // streams for the worker-only process and for clients that resume after an instance went away.
  let t: TestApp;
  let server: ServerProcess | undefined;
  const heldForever: Array<() => void> = [];
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url }), new FakeClock(new Date()));
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    server = undefined;
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  afterAll(async () => {
    heldForever.forEach((open) => open());
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  const start = (entry: 'main' | 'worker', extra: Record<string, string> = {}) =>
    startServerProcess(entry, t.env, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, SHUTDOWN_DRAIN_MS: String(DRAIN_MS), ...extra });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`drain${++n}@example.com`, `drain${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const heldPage = (held: Promise<void>): { pieces: Piece[] } => ({
    pieces: [{ text: '<!DOCTYPE html><html><body><h1>Slow' }, { text: '</h1></body></html>', gate: held }, { finish: 'stop' }],
  });
  const ask = (url: string, token: string) =>
    readStream(`${url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'x', model: 'gpt-4-1' }),
    });
  const runningIds = async (userId: string) =>
    (await t.db.query(`SELECT id FROM generations WHERE user_id = $1 AND status = 'running'`, [userId])).rows.map((r: { id: string }) => r.id);
  const settled = async (userId: string) =>
    (await t.db.query(`SELECT g.status, g.credit_status, array_agg(l.kind ORDER BY l.id) AS ledger FROM generations g JOIN credit_ledger l ON l.reference = g.id::text WHERE g.user_id = $1 GROUP BY g.id`, [userId])).rows;

  /** A new user's generation, asked at `url`, whose model waits for `held` after its first piece; resolves once it runs. */
  async function startHeld(url: string) {
    const user = await newUser();
    const held = gate();
    heldForever.push(held.open);
    upstream.play(heldPage(held.promise));
    const abandoned = upstream.abandoned;
    const stream = ask(url, user.token);
    await until('the generation to run', async () => (await runningIds(user.id)).length === 1);
    return { user, held, abandoned, stream };
  }

  it('lets a generation that can finish within the drain finish, then exits 0', async () => {
    server = await start('main', { SHUTDOWN_DRAIN_MS: '10000' });
    const { user, held, stream } = await startHeld(server.url);

    const stopping = server.terminate();
    await server.waitFor('Shutting down: taking no more generations');
    held.open();
    const events = (await stream).events;
    expect(last(events)).toMatchObject({ event: 'done' });
    const exit = await stopping;
    expect(exit).toMatchObject({ code: 0, signal: null });
    console.info(`SIGTERM → exit with a generation finishing in the drain: ${exit.tookMs} ms`);
    expect(await settled(user.id)).toEqual([{ status: 'succeeded', credit_status: 'committed', ledger: ['hold', 'commit'] }]);
    expect(await balance(t, user.id)).toBe(4);
  }, 40_000);

  it('stops a generation still running at the end of the drain, refunds it once, tells the client, and exits 0', async () => {
    server = await start('main');
    const { user, abandoned, stream } = await startHeld(server.url);

    const exit = await server.terminate();
    expect(exit).toMatchObject({ code: 0, signal: null });
    console.info(`SIGTERM → exit with a generation stopped at the drain's end (${DRAIN_MS} ms): ${exit.tookMs} ms`);
    expect(exit.tookMs).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(exit.tookMs).toBeLessThan(DRAIN_MS + SHUTDOWN_MARGIN_MS);
    const events = (await stream).events;
    expect(events.filter((e) => e.event === 'done' || e.event === 'error')).toEqual([expect.objectContaining({ event: 'error', data: { code: 'generation_failed', message: RESTARTED_MESSAGE } })]);
    expect(upstream.abandoned).toBe(abandoned + 1);
    expect(await settled(user.id)).toEqual([{ status: 'failed', credit_status: 'refunded', ledger: ['hold', 'refund'] }]);
    expect(await balance(t, user.id)).toBe(5);
  }, 40_000);

  it('drains the worker-only process the same way', async () => {
    server = await start('worker');
    const { user, stream } = await startHeld(t.url);

    const exit = await server.terminate();
    expect(exit).toMatchObject({ code: 0, signal: null });
    console.info(`SIGTERM → exit of the worker process, generation stopped at the drain's end: ${exit.tookMs} ms`);
    expect(exit.tookMs).toBeLessThan(DRAIN_MS + SHUTDOWN_MARGIN_MS);
    expect(last((await stream).events)).toMatchObject({ event: 'error', data: { message: RESTARTED_MESSAGE } });
    expect(await settled(user.id)).toEqual([{ status: 'failed', credit_status: 'refunded', ledger: ['hold', 'refund'] }]);
  }, 40_000);

  it('ends the open streams of an API instance so it can exit, and the client resumes them elsewhere', async () => {
    // No workers anywhere: the generation stays queued and its stream open.
    server = await start('main', { RUN_WORKERS: 'false' });
    const user = await newUser();
    const res = await fetch(`${server.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ prompt: 'x' }),
    });
    const events: GenerationEvent[] = [];
    const parser = createSseParser((m) => events.push({ id: Number(m.id), event: m.event, data: JSON.parse(m.data) } as GenerationEvent));
    const body = (async () => {
      for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) parser.feed(chunk);
    })();
    await until('the stream to open', () => events.length === 1);

    const exit = await server.terminate();
    expect(exit).toMatchObject({ code: 0, signal: null });
    console.info(`SIGTERM → exit of an API instance with an open stream: ${exit.tookMs} ms`);
    await body;
    // Ended without a final event: the client resumes after its last id, here on the other instance.
    expect(events.map((e) => e.event)).toEqual(['meta']);
    const id = (events[0].data as { id: string }).id;
    const resumed = readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': '0' } });
    const cancelled = await fetch(`${t.url}/api/ask-ai/${id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
    expect(cancelled.status).toBe(200);
    expect(last((await resumed).events)).toMatchObject({ event: 'error', data: { message: 'Generation stopped' } });
  }, 40_000);
});
