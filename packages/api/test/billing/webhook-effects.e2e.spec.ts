import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { TokensService } from '../../src/auth/tokens.service';
import { CreditsService } from '../../src/credits/credits.service';
import { QUEUES } from '../../src/queues/queue-names';
import { UsersService } from '../../src/users/users.service';
import { ledgerMismatches } from '../support/ledger-invariant';
import { balance, hold, succeed } from '../support/money';
import { subscriptionData, transactionData } from '../support/paddle-payloads';
import { paddleEvent, postWebhook } from '../support/paddle-webhook';
import { dropIsolated, isolatedEnv, startApp, TestApp } from '../support/test-app';
import { until } from '../support/until';

const SECRET = 'pdl_ntfset_effects';
const DAY = 86_400_000;

describe('Paddle webhook effects', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ PADDLE_WEBHOOK_SECRET: SECRET, PADDLE_PRICE_STARTER: 'pri_starter', PADDLE_PRICE_PRO: 'pri_pro', PADDLE_PRICE_STUDIO: 'pri_studio' }));
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function newUser() {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`paid${++n}@example.com`, 'p');
    return { id: user.id, customer: `ctm_${n}`, sub: `sub_${n}` };
  }
  // Issued at the clock's time, so a test that moves the clock takes a token valid then.
  const authOf = async (userId: string) => `Bearer ${await t.app.get(TokensService).issue(userId)}`;
  const period = (from: Date, days = 30) => ({ starts_at: from.toISOString(), ends_at: new Date(from.getTime() + days * DAY).toISOString() });
  const processed = async (id: string) => (await t.db.query('SELECT processed_at FROM billing_events WHERE event_id = $1', [id])).rows[0]?.processed_at != null;
  /** Posts a signed event and waits until the worker has applied it. */
  async function deliver(type: string, data: object, occurredAt = t.clock.now()) {
    const e = paddleEvent(type, data as Record<string, unknown>, occurredAt);
    expect((await postWebhook(t.url, e, [SECRET], t.clock.now())).status).toBe(200);
    await until(`${type} applied`, () => processed(e.event_id));
    return e;
  }
  const grants = async (userId: string) =>
    (await t.db.query(`SELECT amount, reference FROM credit_ledger WHERE user_id = $1 AND kind = 'grant' ORDER BY id`, [userId])).rows;
  const me = async (userId: string) => (await request(t.url).get('/api/user/me').set('authorization', await authOf(userId)).expect(200)).body;

  it('a first payment puts the user on the plan with its monthly credits and a transaction row', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    await deliver('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_pro', period: p, userId: u.id }));
    await deliver('transaction.completed', transactionData({ id: `txn_${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_pro', total: '2400', period: p, userId: u.id }));
    expect(await balance(t, u.id)).toBe(200);
    const body = await me(u.id);
    expect(body.subscription).toEqual({ tier: 'pro', is_active: true, current_period_end: p.ends_at });
    expect(body.credit_balance).toBe(200);
    const txns = await request(t.url).get('/api/billing/transactions').set('authorization', await authOf(u.id)).expect(200);
    expect(txns.body).toEqual([{ id: `txn_${n}`, date: p.starts_at, amount: 24, currency: 'USD', description: 'Pro plan', status: 'completed', type: 'subscription' }]);
    const usage = await request(t.url).get('/api/billing/usage').set('authorization', await authOf(u.id)).expect(200);
    expect(usage.body).toEqual({ used: 0, allowance: 200, period_start: p.starts_at, period_end: p.ends_at });
  });

  it('grants once when the same event arrives five times at once, and once when Paddle re-sends the payment as a new event', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    const data = transactionData({ id: `txn_dup${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_starter', total: '900', period: p, userId: u.id });
    const e = paddleEvent('transaction.completed', data, t.clock.now());
    const results = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t.url, e, [SECRET], t.clock.now())));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await until('applied', () => processed(e.event_id));
    await deliver('transaction.completed', data);
    expect(await grants(u.id)).toEqual([expect.objectContaining({ amount: 5 }), { amount: 50, reference: `paddle:txn_dup${n}` }]);
    expect(await balance(t, u.id)).toBe(50);
    expect((await t.db.query('SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1', [u.id])).rows[0].n).toBe(1);
  });

  it('a renewal grants the next period once, replacing what is left (credits do not pile up)', async () => {
    const u = await newUser();
    const first = period(t.clock.now());
    await deliver('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_starter', period: first, userId: u.id }));
    await deliver('transaction.completed', transactionData({ id: `txn_a${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_starter', total: '900', period: first, userId: u.id }));
    await succeed(t, await hold(t, { userId: u.id }));
    expect(await balance(t, u.id)).toBe(49);
    const second = period(new Date(first.ends_at));
    t.clock.set(second.starts_at);
    // Renewals carry no custom_data: the user is found by the Paddle customer id.
    const renewal = transactionData({ id: `txn_b${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_starter', total: '900', period: second, origin: 'subscription_recurring' });
    await deliver('transaction.completed', renewal);
    await deliver('transaction.completed', renewal);
    expect((await grants(u.id)).map((g) => g.reference)).toEqual([expect.stringMatching(/^period:/), `paddle:txn_a${n}`, `paddle:txn_b${n}`]);
    expect(await balance(t, u.id)).toBe(50);
    const txns = await request(t.url).get('/api/billing/transactions').set('authorization', await authOf(u.id)).expect(200);
    expect(txns.body.map((x: { id: string; description: string }) => [x.id, x.description])).toEqual([
      [`txn_b${n}`, 'Starter plan renewal'],
      [`txn_a${n}`, 'Starter plan'],
    ]);
  });

  it('keeps the newer state when subscription.updated arrives before subscription.created', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    const created = t.clock.now();
    const updated = new Date(created.getTime() + 60_000);
    await deliver('subscription.updated', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_studio', period: p, userId: u.id }), updated);
    await deliver('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_pro', period: p, userId: u.id }), created);
    expect((await me(u.id)).subscription.tier).toBe('studio');
    const row = (await t.db.query('SELECT tier, last_occurred_at FROM billing_subscriptions WHERE paddle_subscription_id = $1', [u.sub])).rows[0];
    expect(row).toEqual({ tier: 'studio', last_occurred_at: updated });
  });

  it('a cancelled subscription stays paid until the period ends, then the account is back on free', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    await deliver('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_pro', period: p, userId: u.id }));
    await deliver('transaction.completed', transactionData({ id: `txn_c${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_pro', total: '2400', period: p, userId: u.id }));
    t.clock.advance(DAY);
    await deliver('subscription.updated', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_pro', period: p, cancelAt: p.ends_at }));
    expect((await me(u.id)).subscription).toMatchObject({ tier: 'pro', current_period_end: p.ends_at });
    expect(await balance(t, u.id)).toBe(200);

    t.clock.set(new Date(new Date(p.ends_at).getTime() - 1));
    await t.app.get(CreditsService).rollAllPeriods();
    expect(await balance(t, u.id)).toBe(200);
    t.clock.set(p.ends_at);
    await t.app.get(CreditsService).rollAllPeriods();
    expect(await balance(t, u.id)).toBe(5);
    expect((await me(u.id)).subscription.tier).toBe('free');
    await deliver('subscription.canceled', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_pro', period: p, status: 'canceled', cancelAt: p.ends_at }));
    expect((await me(u.id)).subscription.tier).toBe('free');
    expect(await balance(t, u.id)).toBe(5);
  });

  it('takes the plan from the item whose price is a plan’s, though an add-on comes first', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    await deliver('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_starter', addOns: ['pri_seats'], period: p, userId: u.id }));
    expect((await me(u.id)).subscription).toEqual({ tier: 'starter', is_active: true, current_period_end: p.ends_at });
    await deliver('transaction.completed', transactionData({ id: `txn_addon${n}`, customerId: u.customer, subscriptionId: u.sub, priceId: 'pri_studio', addOns: ['pri_seats', 'pri_storage'], total: '5900', period: p, userId: u.id }));
    expect(await grants(u.id)).toEqual([expect.objectContaining({ amount: 5 }), { amount: 600, reference: `paddle:txn_addon${n}` }]);
    const txns = await request(t.url).get('/api/billing/transactions').set('authorization', await authOf(u.id)).expect(200);
    expect(txns.body.map((x: { description: string }) => x.description)).toEqual(['Studio plan']);
    const later = new Date(t.clock.now().getTime() + 1000);
    await deliver('subscription.updated', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_studio', addOns: ['pri_seats', 'pri_storage'], period: p, userId: u.id }), later);
    expect((await me(u.id)).subscription.tier).toBe('studio');

    // No item is a plan's: it fails, naming them, as an unknown price does, and the plan stays.
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.billingEvents), { strict: false });
    const onlyAddOns = paddleEvent('subscription.updated', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_storage', addOns: ['pri_seats'], period: p, userId: u.id }), new Date(later.getTime() + 1000));
    expect((await postWebhook(t.url, onlyAddOns, [SECRET], t.clock.now())).status).toBe(200);
    await until('no plan item failed', async () => ((await queue.getJob(onlyAddOns.event_id))?.failedReason ?? '').includes('Unknown price pri_seats, pri_storage'));
    expect((await me(u.id)).subscription.tier).toBe('studio');
  });

  it('fails (and retries) an event for an unknown user or price, with the reason on the job', async () => {
    const u = await newUser();
    const p = period(t.clock.now());
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.billingEvents), { strict: false });
    const unknownUser = paddleEvent('subscription.created', subscriptionData({ id: 'sub_nobody', customerId: 'ctm_nobody', priceId: 'pri_pro', period: p }), t.clock.now());
    const unknownPrice = paddleEvent('subscription.created', subscriptionData({ id: u.sub, customerId: u.customer, priceId: 'pri_other', period: p, userId: u.id }), t.clock.now());
    for (const e of [unknownUser, unknownPrice]) expect((await postWebhook(t.url, e, [SECRET], t.clock.now())).status).toBe(200);
    const reason = async (id: string) => (await queue.getJob(id))?.failedReason ?? '';
    await until('unknown user failed', async () => (await reason(unknownUser.event_id)).includes('Unknown user'));
    await until('unknown price failed', async () => (await reason(unknownPrice.event_id)).includes('Unknown price pri_other'));
    expect(await queue.getJobState(unknownUser.event_id)).toBe('delayed');
    expect(await processed(unknownUser.event_id)).toBe(false);
    expect((await t.db.query('SELECT count(*)::int AS n FROM billing_subscriptions WHERE user_id = $1', [u.id])).rows[0].n).toBe(0);
  });
});
