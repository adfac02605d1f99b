import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { parseEnv } from '../src/config/env.schema';
import { UsersService } from '../src/users/users.service';
import { ledgerMismatches } from './support/ledger-invariant';
import { hold, succeed } from './support/money';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('billing account endpoints', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startApp(
      isolatedEnv({ RUN_WORKERS: 'false', PADDLE_CLIENT_TOKEN: 'test_client_token', PADDLE_PRICE_STARTER: 'pri_starter', PADDLE_PRICE_PRO: 'pri_pro' }),
    );
  });
  afterEach(async () => expect(await ledgerMismatches(t.db)).toEqual([]));
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  async function signedIn() {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`bill${++n}@example.com`, 'b');
    return { user, auth: `Bearer ${await t.app.get(TokensService).issue(user.id)}` };
  }

  it('publishes the client token and environment, never a secret', async () => {
    const res = await request(t.url).get('/api/config').expect(200);
    expect(res.body.billing).toEqual({ paddle: { enabled: true, environment: 'sandbox', clientToken: 'test_client_token' } });
  });

  it('lists every plan, with a price id only where one is configured', async () => {
    const { auth } = await signedIn();
    await request(t.url).get('/api/billing/subscription-tiers').expect(401);
    const res = await request(t.url).get('/api/billing/subscription-tiers').set('authorization', auth).expect(200);
    expect(Object.keys(res.body)).toEqual(['free', 'starter', 'pro', 'studio']);
    expect(res.body.free).toMatchObject({ price: 0, credits_per_month: 5 });
    expect(res.body.free.paddle_price_id).toBeUndefined();
    expect(res.body.starter).toMatchObject({ credits_per_month: 50, paddle_price_id: 'pri_starter' });
    expect(res.body.pro.paddle_price_id).toBe('pri_pro');
    expect(res.body.studio.paddle_price_id).toBeUndefined();
  });

  it("lists the caller's transactions newest first, and nobody else's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const insert = (id: string, userId: string, at: string, amount: string) =>
      t.db.query(
        `INSERT INTO billing_transactions (paddle_transaction_id, user_id, amount, currency, description, status, type, billed_at, last_occurred_at)
         VALUES ($1, $2, $3, 'USD', 'Pro plan', 'completed', 'subscription', $4, $4)`,
        [id, userId, amount, at],
      );
    await insert('txn_old', a.user.id, '2026-09-01T00:00:00Z', '24.00');
    await insert('txn_new', a.user.id, '2026-10-01T00:00:00Z', '24.50');
    await insert('txn_other', b.user.id, '2026-10-02T00:00:00Z', '9.00');
    await request(t.url).get('/api/billing/transactions').expect(401);
    const res = await request(t.url).get('/api/billing/transactions').set('authorization', a.auth).expect(200);
    expect(res.body).toEqual([
      { id: 'txn_new', date: '2026-10-01T00:00:00.000Z', amount: 24.5, currency: 'USD', description: 'Pro plan', status: 'completed', type: 'subscription' },
      { id: 'txn_old', date: '2026-09-01T00:00:00.000Z', amount: 24, currency: 'USD', description: 'Pro plan', status: 'completed', type: 'subscription' },
    ]);
  });

  it('reports usage in the current period from the ledger', async () => {
    const { user, auth } = await signedIn();
    const before = await request(t.url).get('/api/billing/usage').set('authorization', auth).expect(200);
    expect(before.body).toMatchObject({ used: 0, allowance: 5 });
    await succeed(t, await hold(t, { userId: user.id }));
    await hold(t, { userId: user.id });
    const after = await request(t.url).get('/api/billing/usage').set('authorization', auth).expect(200);
    expect(after.body).toMatchObject({ used: 2, allowance: 5, period_start: before.body.period_start, period_end: before.body.period_end });
  });

  it('shows the live paid subscription in /api/user/me, and free once a cancellation takes effect', async () => {
    const { user, auth } = await signedIn();
    const free = await request(t.url).get('/api/user/me').set('authorization', auth).expect(200);
    expect(free.body.subscription).toMatchObject({ tier: 'free', is_active: true });
    const end = new Date(t.clock.now().getTime() + 10 * 86_400_000);
    await t.db.query(
      `INSERT INTO billing_subscriptions (paddle_subscription_id, user_id, paddle_customer_id, tier, status, current_period_end, cancel_at, last_occurred_at)
       VALUES ('sub_me', $1, 'ctm_me', 'pro', 'active', $2, $2, now())`,
      [user.id, end],
    );
    const paid = await request(t.url).get('/api/user/me').set('authorization', auth).expect(200);
    expect(paid.body.subscription).toEqual({ tier: 'pro', is_active: true, current_period_end: end.toISOString() });
    t.clock.set(end);
    const after = await request(t.url).get('/api/user/me').set('authorization', auth).expect(200);
    expect(after.body.subscription.tier).toBe('free');
  });
});

describe('Paddle configuration', () => {
  it('runs without Paddle: sandbox, no secrets, no prices', () => {
    const env = parseEnv({});
    expect(env.PADDLE_ENV).toBe('sandbox');
    expect(env.PADDLE_WEBHOOK_SECRET).toEqual([]);
    expect(env.PADDLE_PRICE_PRO).toBeUndefined();
  });

  it('takes several webhook secrets for rotation and refuses an unknown environment', () => {
    expect(parseEnv({ PADDLE_WEBHOOK_SECRET: ' pdl_new , pdl_old ' }).PADDLE_WEBHOOK_SECRET).toEqual(['pdl_new', 'pdl_old']);
    expect(() => parseEnv({ PADDLE_ENV: 'live' })).toThrow(/PADDLE_ENV/);
  });
});
