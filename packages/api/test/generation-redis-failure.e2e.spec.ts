import type Redis from 'ioredis';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { StreamWriter } from '../src/generation/generation-bus';
import { failureText } from '../src/generation/generation-settlement';
import { INTERRUPTED } from '../src/generation/streamed-job-runner';
import { REDIS } from '../src/redis/redis.module';
import { RedisSubscriber } from '../src/redis/redis-subscriber';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces } from './support/fake-openai';
import { last, openStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { until } from './support/until';

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
    expect(res.body).toEqual({ code: 'unavailable', message: 'The generation could not start. Please try again.' });

    const generations = await t.db.query('SELECT status, credit_status, error FROM generations WHERE user_id = $1', [user.id]);
    expect(generations.rows).toEqual([{ status: 'failed', credit_status: 'refunded', error: 'The live stream is unavailable.' }]);
    const account = await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [user.id]);
    expect(account.rows[0].balance).toBe(5);
    // Only pub/sub failed: the command connection is fine.
    const health = await request(t.url).get('/api/health').expect(200);
    expect(health.body.redis).toBe('up');
  });
});

// Its own app: the tests cut the process's command connection to Redis (and connect it again after).
describe('a generation whose worker loses Redis mid-stream', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let redis: Redis;
  const PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>Cut</title></head>\n<body>\n<section id="hero"><h1>Cut off</h1></section>\n</body>\n</html>';

  beforeAll(async () => {
    await upstream.start();
    // A short idle check: a stream that hears nothing reads its generation's row within a few hundred ms.
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, STREAM_IDLE_CHECK_MS: '100' }));
    redis = t.app.get<Redis>(REDIS);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    if (redis.status === 'end') await redis.connect();
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  /**
   * Starts a generation whose model then sends its text slowly, as a real one does: Redis goes away
   * after the first chunk, the model's next piece makes the worker's write fail, and one more piece
   * arrives after that failure.
   */
  async function cutMidStream(authorization?: string) {
    const [afterCut, afterFailure] = [gate(), gate()];
    const script = pieces(PAGE, 20);
    script[2] = { ...script[2], gate: afterCut.promise };
    script[3] = { ...script[3], gate: afterFailure.promise };
    upstream.play({ pieces: script });
    const stream = await openStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ prompt: 'A page', model: 'gpt-4-1' }),
    });
    await stream.until((events) => events.some((e) => e.event === 'chunk'), 10_000);
    const writes = jest.spyOn(StreamWriter.prototype, 'write');
    redis.disconnect();
    afterCut.open();
    await until('a chunk write fails', async () => (await Promise.allSettled(writes.mock.results.map((r) => r.value))).some((r) => r.status === 'rejected'));
    afterFailure.open();
    const events = await stream.ended;
    const id = (events[0].data as { id: string }).id;
    const row = (await t.db.query('SELECT status, credit_status, error FROM generations WHERE id = $1', [id])).rows[0];
    return { events, row };
  }

  it('tells a user their credit was refunded, and blames no provider', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('cut@example.com', 'cut');
    const token = await t.app.get(TokensService).issue(user.id);
    const { events, row } = await cutMidStream(`Bearer ${token}`);
    const message = failureText(INTERRUPTED, 'user');
    expect(message).toMatch(/lost its connection to its database or its queue.*Your credit was refunded/);
    expect(row).toEqual({ status: 'failed', credit_status: 'refunded', error: message });
    expect(last(events)).toMatchObject({ event: 'error', data: { message } });
    const account = await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [user.id]);
    expect(account.rows[0].balance).toBe(5);
  });

  it('tells an anonymous client the try did not count, and gives it back', async () => {
    const { events, row } = await cutMidStream();
    const message = failureText(INTERRUPTED, 'anonymous');
    expect(message).toMatch(/lost its connection.*did not count towards today’s free generations/);
    expect(row).toEqual({ status: 'failed', credit_status: 'refunded', error: message });
    expect(last(events)).toMatchObject({ event: 'error', data: { message } });
    const usage = await t.db.query('SELECT count FROM anon_usage');
    expect(usage.rows).toEqual([{ count: 0 }]);
  });
});
