import Redis from 'ioredis';
import { GenerationBus } from '../src/generation/generation-bus';
import { GenerationRepository } from '../src/generation/generation.repository';
import { GenerationSettlement } from '../src/generation/generation-settlement';
import { StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { balance, hold, PAGE_HTML } from './support/money';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

// The worker committing, a cancel refunding and the sweeper refunding the same hold, all at once.
describe('settling one hold from many places at once', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', GENERATION_TIMEOUT_MS: '60000' }));
    redis = new Redis(t.env.REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
    await dropIsolated(t.env);
  });

  const finalEvents = async (id: string) =>
    (await redis.lrange(`${t.env.REDIS_PREFIX}:gen:${id}:log`, 0, -1)).map((raw) => raw.split('\n')[1]).filter((e) => e === 'done' || e === 'error');

  it.each([
    ['queued', 'the commit', 0],
    ['running', 'a cancel', 1],
    ['running', 'the sweeper', 2],
  ])('lets exactly one of 20 mixed calls settle a %s hold, %s called first', async (state, _first, offset) => {
    const user = (await t.app.get(UsersService).findOrCreateByEmail(`race-${offset}@example.com`, 'race')).id;
    const id = await hold(t, { userId: user });
    if (state === 'running') expect(await t.app.get(GenerationRepository).markRunning(id, t.clock.now())).toBe(true);
    // Old enough for the sweeper, as a hung worker's would be.
    t.clock.advance(61_000);
    const writer = await t.app.get(GenerationBus).writer(id, true);
    const settlement = t.app.get(GenerationSettlement);
    const sweeper = t.app.get(StaleHoldSweeper);
    const calls = Array.from({ length: 20 }, (_, i) => {
      const kind = (i + offset) % 3;
      if (kind === 0) return settlement.succeed(id, PAGE_HTML, writer);
      if (kind === 1) return settlement.fail(id, 'cancelled', 'Generation stopped', writer);
      return sweeper.sweep();
    });
    await Promise.all(calls);

    const row = (await t.db.query('SELECT status, credit_status FROM generations WHERE id = $1', [id])).rows[0];
    const events = await finalEvents(id);
    expect(events).toHaveLength(1);
    if (events[0] === 'done') {
      expect(row).toEqual({ status: 'succeeded', credit_status: 'committed' });
      expect(await balance(t, user)).toBe(4);
    } else {
      expect(row.credit_status).toBe('refunded');
      expect(['failed', 'cancelled']).toContain(row.status);
      expect(await balance(t, user)).toBe(5);
    }
    const settled = await t.db.query(`SELECT kind FROM credit_ledger WHERE reference = $1 AND kind IN ('commit', 'refund')`, [id]);
    expect(settled.rows).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
