import type Redis from 'ioredis';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { RedisSubscriber } from '../src/redis/redis-subscriber';
import { UsersService } from '../src/users/users.service';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

// Its own app: the test closes the process's pub/sub connection for good.
describe('a generation whose live stream cannot be opened', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ OFFLINE_STREAM_DELAY_MS: '0' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('answers 503 and refunds the credit at once', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('sub@example.com', 'sub');
    const token = await t.app.get(TokensService).issue(user.id);
    // A pub/sub connection that is gone: Redis refuses every subscribe from now on.
    const subscriber = t.app.get(RedisSubscriber) as unknown as { conn(): Redis };
    subscriber.conn().disconnect();

    const res = await request(t.url).post('/api/ask-ai').set('authorization', `Bearer ${token}`).send({ prompt: 'A bakery page' }).expect(503);
    expect(res.body).toEqual({ message: 'The generation could not start. Please try again.' });

    const generations = await t.db.query('SELECT status, credit_status, error FROM generations WHERE user_id = $1', [user.id]);
    expect(generations.rows).toEqual([{ status: 'failed', credit_status: 'refunded', error: 'The live stream is unavailable.' }]);
    const account = await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [user.id]);
    expect(account.rows[0].balance).toBe(5);
    // Only pub/sub failed: the command connection is fine.
    const health = await request(t.url).get('/api/health').expect(200);
    expect(health.body.redis).toBe('up');
  });
});
