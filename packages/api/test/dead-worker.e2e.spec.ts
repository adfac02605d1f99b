import { getQueueToken } from '@nestjs/bullmq';
import type { GenerationEvent } from '@cui/shared';
import type { Queue } from 'bullmq';
import { TokensService } from '../src/auth/tokens.service';
import { parseEnv } from '../src/config/env.schema';
import { GenerationHeartbeat } from '../src/generation/generation-heartbeat';
import { STALLED_MESSAGE, StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { QUEUES } from '../src/queues/queue-names';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate } from './support/fake-openai';
import { ledgerMismatches } from './support/ledger-invariant';
import { balance } from './support/money';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const DEFAULTS = parseEnv({});

// With the default heartbeat and staleness, on a fake clock: the sweep runs as often as workers beat
// (the schedule's real timer is taken off; the test sweeps at each beat instead), a worker that
// stops beating (killed) has its client told within 30 s, and one that keeps beating is never swept.
describe('a dead worker, with the default settings', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(
      isolatedEnv({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: upstream.url,
        GENERATION_HEARTBEAT_MS: String(DEFAULTS.GENERATION_HEARTBEAT_MS),
        GENERATION_STALE_MS: String(DEFAULTS.GENERATION_STALE_MS),
        STREAM_CHUNK_INTERVAL_MS: '0',
      }),
    );
    t.app.get(GenerationHeartbeat).onApplicationShutdown();
    await t.app.get<Queue>(getQueueToken(QUEUES.maintenance)).removeJobScheduler('sweep-stale-holds');
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));

  const beat = DEFAULTS.GENERATION_HEARTBEAT_MS;
  const sweep = () => t.app.get(StaleHoldSweeper).sweep();
  const tick = () => t.app.get(GenerationHeartbeat).tick();

  async function startHeld(): Promise<{ userId: string; held: { open: () => void }; stream: Promise<{ events: GenerationEvent[] }> }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`dead${++n}@example.com`, `dead${n}`);
    const token = await t.app.get(TokensService).issue(user.id);
    const held = gate();
    upstream.play({ pieces: [{ text: '<!DOCTYPE html><html><body><h1>Slow' }, { text: '</h1></body></html>', gate: held.promise }, { finish: 'stop' }] });
    const started = await readStream(
      `${t.url}/api/ask-ai`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'x', model: 'gpt-4-1' }) },
      (events) => events.some((e) => e.event === 'chunk'),
    );
    const id = (started.events[0].data as { id: string }).id;
    const stream = readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
    return { userId: user.id, held, stream };
  }

  it('tells the client of a worker that stopped beating within 30 s, and refunds it', async () => {
    const { userId, held, stream } = await startHeld();
    await tick();
    // The worker dies right after this beat: from here on nothing stamps its generation alive.
    let silence = 0;
    let swept = 0;
    while (!swept && silence < 60_000) {
      t.clock.advance(beat);
      silence += beat;
      swept = await sweep();
    }
    expect(silence).toBeLessThanOrEqual(30_000);
    expect(last((await stream).events)).toMatchObject({ event: 'error', data: { message: STALLED_MESSAGE } });
    expect(await balance(t, userId)).toBe(5);
    held.open();
  });

  it('never sweeps a generation whose worker keeps beating, over five minutes', async () => {
    const { userId, held, stream } = await startHeld();
    for (let elapsed = 0; elapsed < 5 * 60_000; elapsed += beat) {
      t.clock.advance(beat);
      await tick();
      expect(await sweep()).toBe(0);
    }
    held.open();
    expect(last((await stream).events)).toMatchObject({ event: 'done' });
    expect(await balance(t, userId)).toBe(4);
  });
});
