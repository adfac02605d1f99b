import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { CreditsService } from '../src/credits/credits.service';
import { GenerationCredits } from '../src/generation/generation-credits';
import { GenerationRepository } from '../src/generation/generation.repository';
import { GenerationSettlement } from '../src/generation/generation-settlement';
import { StaleHoldSweeper } from '../src/generation/stale-hold-sweeper';
import { UsersService } from '../src/users/users.service';
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

  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance;

  it("refunds a dead worker's hold once it is older than the timeout, and tells the client", async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('sweep@example.com', 'sweep');
    const token = await t.app.get(TokensService).issue(user.id);
    const started = await readStream(
      `${t.url}/api/ask-ai`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'x' }) },
      (events) => events.length >= 1,
    );
    const id = (started.events[0].data as { id: string }).id;
    expect(await balance(user.id)).toBe(4);

    const sweeper = t.app.get(StaleHoldSweeper);
    expect(await sweeper.sweep()).toBe(0);
    t.clock.advance(61_000);
    const stream = readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' } });
    expect(await sweeper.sweep()).toBe(1);
    const rest = await stream;
    expect(last(rest.events)).toMatchObject({ event: 'error' });
    expect((last(rest.events).data as { message: string }).message).toMatch(/refunded/);
    expect(await balance(user.id)).toBe(5);
    // Sweeping again changes nothing.
    expect(await sweeper.sweep()).toBe(0);
    expect(await balance(user.id)).toBe(5);
  });

  it('refunds only once, whatever calls it', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('twice@example.com', 'twice');
    const settlement = t.app.get(GenerationSettlement);
    const id = randomUUID();
    await t.app.get(GenerationCredits).hold({ id, kind: 'page', model: 'cui-core', framework: 'htmlTailwind', prompt: 'x' }, { userId: user.id });
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
      await t.app.get(GenerationCredits).hold({ id, kind: 'page', model: 'cui-core', framework: 'htmlTailwind', prompt: 'x' }, { userId: user.id });
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
});
