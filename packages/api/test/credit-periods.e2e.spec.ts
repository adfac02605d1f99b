import { CreditsService } from '../src/credits/credits.service';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { balance, hold, succeed } from './support/money';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

// Monthly resets at month ends, driven by the injected clock. Accounts are opened at a test's own
// date, so each test owns its periods.
describe('credit periods at month ends', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false' }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function openAt(at: string): Promise<string> {
    t.clock.set(at);
    return (await t.app.get(UsersService).findOrCreateByEmail(`period${++n}@example.com`, 'p')).id;
  }
  const period = async (userId: string) => {
    const row = (await t.db.query('SELECT period_start, period_end FROM credit_accounts WHERE user_id = $1', [userId])).rows[0];
    return [row.period_start.toISOString(), row.period_end.toISOString()];
  };
  const grants = async (userId: string) =>
    (await t.db.query(`SELECT reference FROM credit_ledger WHERE user_id = $1 AND kind = 'grant' ORDER BY id`, [userId])).rows.map((r) => r.reference);

  it('rolls an account opened on Jan 31 at the end of Feb 28, not a millisecond before', async () => {
    const user = await openAt('2027-01-31T10:00:00.000Z');
    await succeed(t, await hold(t, { userId: user }));
    await succeed(t, await hold(t, { userId: user }));
    expect(await period(user)).toEqual(['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z']);

    t.clock.set('2027-02-28T09:59:59.999Z');
    expect((await t.app.get(CreditsService).account(user))?.balance).toBe(3);
    await succeed(t, await hold(t, { userId: user }));
    expect(await balance(t, user)).toBe(2);

    // Exactly at the boundary the old period is over: the hold rolls the account, then takes its credit.
    t.clock.set('2027-02-28T10:00:00.000Z');
    await hold(t, { userId: user });
    expect(await balance(t, user)).toBe(4);
    expect(await period(user)).toEqual(['2027-02-28T10:00:00.000Z', '2027-03-28T10:00:00.000Z']);
    expect(await grants(user)).toEqual(['period:2027-01-31T10:00:00.000Z', 'period:2027-02-28T10:00:00.000Z']);
    const expired = await t.db.query(`SELECT amount FROM credit_ledger WHERE user_id = $1 AND kind = 'expire'`, [user]);
    expect(expired.rows).toEqual([{ amount: -2 }]);
  });

  it('rolls on Feb 29 in a leap year', async () => {
    const user = await openAt('2028-01-31T00:00:00.000Z');
    await succeed(t, await hold(t, { userId: user }));
    expect(await period(user)).toEqual(['2028-01-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z']);
    t.clock.set('2028-02-28T23:59:59.999Z');
    await t.app.get(CreditsService).rollAllPeriods();
    expect(await balance(t, user)).toBe(4);
    t.clock.set('2028-02-29T00:00:00.000Z');
    expect(await t.app.get(CreditsService).rollAllPeriods()).toBeGreaterThanOrEqual(1);
    expect(await balance(t, user)).toBe(5);
    expect(await period(user)).toEqual(['2028-02-29T00:00:00.000Z', '2028-03-29T00:00:00.000Z']);
  });

  it('grants once for the current period after several months without use, not once per month missed', async () => {
    const user = await openAt('2029-03-15T12:00:00.000Z');
    await succeed(t, await hold(t, { userId: user }));
    t.clock.set('2029-09-01T00:00:00.000Z');
    const account = await t.app.get(CreditsService).account(user);
    expect(account).toMatchObject({ balance: 5 });
    expect(await period(user)).toEqual(['2029-08-15T12:00:00.000Z', '2029-09-15T12:00:00.000Z']);
    expect(await grants(user)).toEqual(['period:2029-03-15T12:00:00.000Z', 'period:2029-08-15T12:00:00.000Z']);
    await t.app.get(CreditsService).rollAllPeriods();
    expect(await grants(user)).toHaveLength(2);
  });

  it('gives an empty account exactly one new period to 8 holds racing the period roll at the boundary', async () => {
    const user = await openAt('2030-05-31T08:00:00.000Z');
    for (let i = 0; i < 5; i++) await succeed(t, await hold(t, { userId: user }));
    expect(await balance(t, user)).toBe(0);
    t.clock.set('2030-06-30T08:00:00.000Z');
    const results = await Promise.allSettled([
      ...Array.from({ length: 8 }, () => hold(t, { userId: user })),
      t.app.get(CreditsService).rollAllPeriods(),
    ]);
    const held = results.slice(0, 8).filter((r) => r.status === 'fulfilled');
    const refused = results.slice(0, 8).filter((r) => r.status === 'rejected');
    expect(held).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 402 });
    expect(await balance(t, user)).toBe(0);
    expect(await grants(user)).toEqual(['period:2030-05-31T08:00:00.000Z', 'period:2030-06-30T08:00:00.000Z']);
  });
});
