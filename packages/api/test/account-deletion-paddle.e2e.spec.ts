import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakePaddle } from './support/fake-paddle';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

describe('account deletion with Paddle configured', () => {
  let t: TestApp;
  let paddle: FakePaddle;
  let n = 0;

  beforeAll(async () => {
    paddle = await new FakePaddle().start();
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', PADDLE_API_KEY: 'pdl_sdbx_apikey_test', PADDLE_API_URL: paddle.url, PADDLE_PRICE_PRO: 'pri_pro' }));
  });
  afterEach(() => {
    paddle.failWith = null;
    paddle.calls.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await paddle.stop();
    await dropIsolated(t.env);
  });

  async function subscriber(): Promise<{ id: string; email: string; token: string; sub: string }> {
    const email = `paying${++n}@example.com`;
    const user = await t.app.get(UsersService).findOrCreateByEmail(email, `paying${n}`);
    const sub = `sub_delete_${n}`;
    await t.db.query(
      `INSERT INTO billing_subscriptions (paddle_subscription_id, user_id, paddle_customer_id, tier, status, current_period_end, last_occurred_at)
       VALUES ($1, $2, $3, 'pro', 'active', now() + interval '20 days', now())`,
      [sub, user.id, `ctm_${n}`],
    );
    return { id: user.id, email, sub, token: await t.app.get(TokensService).issue(user.id) };
  }
  const remove = (token: string, confirm: string) => request(t.url).delete('/api/user/account').set('authorization', `Bearer ${token}`).send({ confirm });
  const users = async (id: string) => Number((await t.db.query(`SELECT count(*) FROM users WHERE id = $1`, [id])).rows[0].count);

  it('cancels the live subscription at once, then deletes', async () => {
    const u = await subscriber();
    const res = await remove(u.token, u.email).expect(200);
    expect(res.body).toEqual({ deleted: true, sites_unpublished: 0, subscription: 'cancelled' });
    expect(paddle.calls).toEqual([
      { method: 'POST', path: `/subscriptions/${u.sub}/cancel`, authorization: 'bearer pdl_sdbx_apikey_test', body: { effective_from: 'immediately' } },
    ]);
    expect(await users(u.id)).toBe(0);
  });

  it('deletes nothing when Paddle refuses the cancellation', async () => {
    const u = await subscriber();
    paddle.failWith = { status: 400, code: 'subscription_locked_pending_changes', detail: 'Pending changes' };
    const res = await remove(u.token, u.email).expect(502);
    expect(res.body.code).toBe('upstream_failed');
    expect(await users(u.id)).toBe(1);
    await request(t.url).get('/api/user/me').set('authorization', `Bearer ${u.token}`).expect(200);
  });

  it('calls nothing for a wrong confirmation', async () => {
    const u = await subscriber();
    await remove(u.token, 'nope').expect(400);
    expect(paddle.calls).toEqual([]);
  });
});
