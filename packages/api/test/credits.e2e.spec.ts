import { createSseParser } from '@cui/shared';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { CreditsService } from '../src/credits/credits.service';
import { GenerationCredits } from '../src/generation/generation-credits';
import { GenerationRepository } from '../src/generation/generation.repository';
import { GenerationSettlement } from '../src/generation/generation-settlement';
import { StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { QUEUES } from '../src/queues/queue-names';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { hold, succeed } from './support/money';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('credits over time', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No in-process workers: a queued generation stays unprocessed, like one whose worker died.
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', GENERATION_TIMEOUT_MS: '60000' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  // Whatever path a test takes, the money tables agree when it ends.
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));

  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance;
  const ledger = async (userId: string) => (await t.db.query('SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id', [userId])).rows;

  it('grants the free plan once on sign-up', async () => {
    const users = t.app.get(UsersService);
    const [a, b] = await Promise.all([users.findOrCreateByEmail('new@example.com', 'new'), users.findOrCreateByEmail('new@example.com', 'new')]);
    expect(a.id).toBe(b.id);
    expect(await balance(a.id)).toBe(5);
    expect(await ledger(a.id)).toEqual([{ kind: 'grant', amount: 5 }]);
  });

  /** A new user's generation, held and queued; with no workers it stays queued, as if its worker had died. */
  async function startQueued(email: string) {
    const user = await t.app.get(UsersService).findOrCreateByEmail(email, email.split('@')[0]);
    const token = await t.app.get(TokensService).issue(user.id);
    const started = await readStream(
      `${t.url}/api/ask-ai`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'x' }) },
      (events) => events.length >= 1,
    );
    return { user, token, id: (started.events[0].data as { id: string }).id };
  }

  it("refunds a queued hold once it is older than the timeout, tells the client and takes its job out of the queue", async () => {
    const { user, token, id } = await startQueued('sweep@example.com');
    expect(await balance(user.id)).toBe(4);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const sweeper = t.app.get(StaleHoldSweeper);
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.generation));
    expect(await sweeper.sweep()).toBe(0);
    t.clock.advance(61_000);
    const stream = readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
    expect(await queue.getJobState(id)).toBe('waiting');
    expect(await sweeper.sweep()).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // Nothing is left to run it later: the job has left the queue.
    expect(await queue.getJob(id)).toBeUndefined();
    const rest = await stream;
    expect(last(rest.events)).toMatchObject({ event: 'error' });
    expect((last(rest.events).data as { message: string }).message).toMatch(/refunded/);
    expect(await balance(user.id)).toBe(5);
    // Sweeping again changes nothing.
    expect(await sweeper.sweep()).toBe(0);
    expect(await balance(user.id)).toBe(5);
  });

  it('follows a generation resumed before its worker has written anything, to its end', async () => {
    const { token, id } = await startQueued('early@example.com');
    // Still queued, no event logged yet: the resumed stream opens (its headers arrive) and waits.
    const resumed = await fetch(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
    expect(resumed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    t.clock.advance(61_000);
    expect(await t.app.get(StaleHoldSweeper).sweep()).toBe(1);
    const events: { event: string; data: string }[] = [];
    const parser = createSseParser((m) => events.push({ event: m.event, data: m.data }));
    parser.feed(await resumed.text());
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(JSON.parse(events[0].data).message).toMatch(/refunded/);
  });

  it('refunds only once, whatever calls it', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('twice@example.com', 'twice');
    const settlement = t.app.get(GenerationSettlement);
    const id = randomUUID();
    await t.app.get(GenerationCredits).hold({ id, kind: 'page', model: 'cui-core', framework: 'htmlTailwind', prompt: 'x', credits: 1 }, { userId: user.id });
    await Promise.all([settlement.fail(id, 'failed', 'x'), settlement.fail(id, 'cancelled', 'x'), settlement.fail(id, 'failed', 'x')]);
    expect(await balance(user.id)).toBe(5);
    expect(await t.app.get(GenerationRepository).commit(id, '<!DOCTYPE html><html><body></body></html>')).toBeNull();
    const row = await t.db.query('SELECT credit_status FROM generations WHERE id = $1', [id]);
    expect(row.rows[0].credit_status).toBe('refunded');
  });

  it('resets the balance to the free plan at the end of the period, once', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('monthly@example.com', 'monthly');
    const token = await t.app.get(TokensService).issue(user.id);
    const credits = t.app.get(CreditsService);
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      await t.app.get(GenerationCredits).hold({ id, kind: 'page', model: 'cui-core', framework: 'htmlTailwind', prompt: 'x', credits: 1 }, { userId: user.id });
      await t.app.get(GenerationRepository).commit(id, '<!DOCTYPE html><html><body></body></html>');
    }
    const me = await request(t.url).get('/api/user/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body.credit_balance).toBe(2);
    const periodEnd = new Date(me.body.subscription.current_period_end);

    t.clock.advance(periodEnd.getTime() - t.clock.now().getTime() + 1000);
    const fresh = await t.app.get(TokensService).issue(user.id);
    const [a] = await Promise.all([
      request(t.url).get('/api/user/me').set('authorization', `Bearer ${fresh}`),
      credits.rollAllPeriods(),
    ]);
    expect(a.body.credit_balance).toBe(5);
    expect(new Date(a.body.subscription.current_period_end).getTime()).toBeGreaterThan(periodEnd.getTime());
    const grants = await t.db.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND kind = 'grant'`, [user.id]);
    expect(grants.rows[0].n).toBe(2);
  });

  it('counts anonymous generations per client and day, and gives a cancelled one back', async () => {
    const anonCount = async () => (await t.db.query(`SELECT count FROM anon_usage WHERE client_key = '127.0.0.1'`)).rows[0]?.count ?? 0;
    const ask = () =>
      readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) }, (e) => e.length >= 1);
    const first = await ask();
    const second = await ask();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await anonCount()).toBe(2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    expect((await ask()).status).toBe(401);
    expect(await anonCount()).toBe(2);

    const cancelled = (first.events[0].data as { id: string }).id;
    await request(t.url).post(`/api/ask-ai/${cancelled}/cancel`).expect(200);
    await request(t.url).post(`/api/ask-ai/${cancelled}/cancel`).expect(200);
    expect(await anonCount()).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    await succeed(t, (second.events[0].data as { id: string }).id);
    expect(await anonCount()).toBe(1);
    const third = await ask();
    expect(third.status).toBe(200);
    expect(await anonCount()).toBe(2);
    expect((await ask()).status).toBe(401);
    await request(t.url).post(`/api/ask-ai/${(third.events[0].data as { id: string }).id}/cancel`).expect(200);
    expect(await anonCount()).toBe(1);
  });

  it('keeps a committed credit through a later refund attempt, and a refunded one through a later commit', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('settled@example.com', 'settled');
    const settlement = t.app.get(GenerationSettlement);
    const kept = await hold(t, { userId: user.id });
    await succeed(t, kept);
    await settlement.fail(kept, 'failed', 'late');
    const given = await hold(t, { userId: user.id });
    await settlement.fail(given, 'cancelled', 'Generation stopped');
    await succeed(t, given);
    expect(await balance(user.id)).toBe(4);
    const rows = await t.db.query('SELECT id, status, credit_status, html IS NOT NULL AS has_html FROM generations WHERE user_id = $1', [user.id]);
    expect(Object.fromEntries(rows.rows.map((r: { id: string }) => [r.id, r]))).toEqual({
      [kept]: { id: kept, status: 'succeeded', credit_status: 'committed', has_html: true },
      [given]: { id: given, status: 'cancelled', credit_status: 'refunded', has_html: false },
    });
  });
});
