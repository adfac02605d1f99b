import request from 'supertest';
import { TokensService } from '../../src/auth/tokens.service';
import { UsersService } from '../../src/users/users.service';
import { FakePaddle } from '../support/fake-paddle';
import { dropIsolated, isolatedEnv, startApp, TestApp } from '../support/test-app';

describe('cancel and change plan through Paddle', () => {
  let t: TestApp;
  let paddle: FakePaddle;
  let n = 0;
  beforeAll(async () => {
    paddle = await new FakePaddle().start();
    t = await startApp(
      isolatedEnv({ RUN_WORKERS: 'false', PADDLE_API_KEY: 'pdl_sdbx_apikey_test', PADDLE_API_URL: paddle.url, PADDLE_PRICE_STARTER: 'pri_starter', PADDLE_PRICE_PRO: 'pri_pro' }),
    );
  });
  beforeEach(() => {
    paddle.calls.length = 0;
    paddle.failWith = null;
    paddle.dropConnections = false;
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
    await paddle.stop();
  });

  async function subscriber(tier: string | null) {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`plan${++n}@example.com`, 'p');
    if (tier) {
      await t.db.query(
        `INSERT INTO billing_subscriptions (paddle_subscription_id, user_id, paddle_customer_id, tier, status, current_period_end, last_occurred_at)
         VALUES ($1, $2, $3, $4, 'active', $5, now())`,
        [`sub_plan${n}`, user.id, `ctm_plan${n}`, tier, new Date(t.clock.now().getTime() + 86_400_000 * 20)],
      );
    }
    return { id: user.id, sub: `sub_plan${n}`, auth: `Bearer ${await t.app.get(TokensService).issue(user.id)}` };
  }
  const state = async (sub: string) => (await t.db.query('SELECT tier, cancel_at, status FROM billing_subscriptions WHERE paddle_subscription_id = $1', [sub])).rows[0];

  it('cancels at the end of the billing period', async () => {
    const u = await subscriber('pro');
    const res = await request(t.url).post('/api/billing/cancel').set('authorization', u.auth);
    expect(res.body).toEqual({ ok: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(paddle.calls).toEqual([
      { method: 'POST', path: `/subscriptions/${u.sub}/cancel`, authorization: 'bearer pdl_sdbx_apikey_test', body: { effective_from: 'next_billing_period' } },
    ]);
  });

  it('changes the plan with proration', async () => {
    const u = await subscriber('starter');
    await request(t.url).post('/api/billing/change-plan').set('authorization', u.auth).send({ tier: 'pro' }).expect(200);
    expect(paddle.calls).toEqual([
      {
        method: 'PATCH',
        path: `/subscriptions/${u.sub}`,
        authorization: 'bearer pdl_sdbx_apikey_test',
        body: { items: [{ price_id: 'pri_pro', quantity: 1 }], proration_billing_mode: 'prorated_immediately' },
      },
    ]);
  });

  it("answers 502 with Paddle's reason and changes nothing when Paddle refuses", async () => {
    const u = await subscriber('starter');
    paddle.failWith = { status: 400, code: 'subscription_locked_pending_changes', detail: 'Subscription has pending changes' };
    const before = await state(u.sub);
    const change = await request(t.url).post('/api/billing/change-plan').set('authorization', u.auth).send({ tier: 'pro' }).expect(502);
    expect(change.body.message).toContain('subscription_locked_pending_changes');
    const cancel = await request(t.url).post('/api/billing/cancel').set('authorization', u.auth).expect(502);
    expect(cancel.body.message).toContain('Subscription has pending changes');
    expect(await state(u.sub)).toEqual(before);
  });

  it('answers 502 when Paddle cannot be reached', async () => {
    const u = await subscriber('pro');
    paddle.dropConnections = true;
    const res = await request(t.url).post('/api/billing/cancel').set('authorization', u.auth).expect(502);
    expect(res.body).toEqual({ code: 'upstream_failed', message: expect.stringMatching(/Nothing was changed/) });
  });

  it('refuses a free user (checkout instead), the current tier, an unknown tier, and a user without a subscription to cancel', async () => {
    const free = await subscriber(null);
    expect((await request(t.url).post('/api/billing/change-plan').set('authorization', free.auth).send({ tier: 'pro' }).expect(409)).body.message).toMatch(/checkout/);
    await request(t.url).post('/api/billing/cancel').set('authorization', free.auth).expect(409);
    const pro = await subscriber('pro');
    await request(t.url).post('/api/billing/change-plan').set('authorization', pro.auth).send({ tier: 'pro' }).expect(409);
    await request(t.url).post('/api/billing/change-plan').set('authorization', pro.auth).send({ tier: 'studio' }).expect(400);
    await request(t.url).post('/api/billing/change-plan').set('authorization', pro.auth).send({ tier: 'free' }).expect(400);
    await request(t.url).post('/api/billing/change-plan').send({ tier: 'pro' }).expect(401);
    expect(paddle.calls).toEqual([]);
  });
});
