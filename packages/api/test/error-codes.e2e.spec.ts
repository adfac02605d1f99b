import { ERROR_CODES, type GenerationEvent } from '@cui/shared';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { RedisSubscriber } from '../src/redis/redis-subscriber';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, pieces } from './support/fake-openai';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';
import { testPageBuilder } from './support/test-page-builder';

const PAGE = '<!DOCTYPE html><html><body><h1>Codes</h1></body></html>';

/** Every error answer names its reason with a code from the shared list, beside its English message. */
describe('error answers carry a reason code', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(
      isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0', FEEDBACK_RATE_LIMIT: '1', ANON_FREE_GENERATIONS: '0' }),
      undefined,
      { pageBuilder: testPageBuilder },
    );
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`coded${++n}@example.com`, `coded${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const ask = (body: object, headers: Record<string, string> = {}) =>
    readStream<GenerationEvent>(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const publish = (token: string, body: object) => request(t.url).post('/api/publish').set(bearer(token)).send(body);

  /** The body is `{code, message, ...}` with a listed code: the one given. */
  function expectCode(body: unknown, code: (typeof ERROR_CODES)[number]): void {
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(ERROR_CODES).toContain((body as { code: string }).code);
  }

  it('400: a body its schema refuses', async () => {
    const user = await newUser();
    const res = await ask({ prompt: 'x', temperature: 9 }, bearer(user.token));
    expect(res.status).toBe(400);
    expectCode(res.json, 'invalid_body');
    expectCode((await ask({ prompt: ' ' }, bearer(user.token))).json, 'prompt_required');
  });

  it('401: no session, and an anonymous client out of free generations', async () => {
    expectCode((await request(t.url).get('/api/user/me').set(bearer('not-a-token')).expect(401)).body, 'unauthorized');
    const refused = await ask({ prompt: 'A bakery' });
    expect(refused.status).toBe(401);
    expectCode(refused.json, 'anonymous_limit');
  });

  it('402: insufficient credits', async () => {
    const user = await newUser();
    await t.db.query('UPDATE credit_accounts SET balance = 0 WHERE user_id = $1', [user.id]);
    const res = await ask({ prompt: 'A bakery' }, bearer(user.token));
    expect(res.status).toBe(402);
    expect(res.json).toEqual({ code: 'insufficient_credits', message: 'Insufficient credits', required_credits: 1, current_balance: 0 });
  });

  it("403: another user's site", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    await publish(owner.token, { html: PAGE, folderName: 'coded-site' }).expect(200);
    expectCode((await publish(other.token, { html: PAGE, folderName: 'coded-site' }).expect(403)).body, 'not_owner');
  });

  it('404: no such route, no such project', async () => {
    const user = await newUser();
    expectCode((await request(t.url).get('/api/nothing-here').expect(404)).body, 'not_found');
    expectCode((await request(t.url).get(`/api/projects/${randomUUID()}`).set(bearer(user.token)).expect(404)).body, 'project_not_found');
  });

  it('409: cancelling a subscription there is none of', async () => {
    const user = await newUser();
    expectCode((await request(t.url).post('/api/billing/cancel').set(bearer(user.token)).send({}).expect(409)).body, 'no_subscription');
  });

  it('413: a page over the size limit, and a body over the body limit', async () => {
    const user = await newUser();
    expectCode((await publish(user.token, { html: `${PAGE}${'x'.repeat(2 * 1024 * 1024)}`, folderName: 'coded-big' }).expect(413)).body, 'payload_too_large');
    const huge = await request(t.url).post('/api/feedback').set('content-type', 'application/json').send(JSON.stringify({ feedback: 'x'.repeat(12 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expectCode(huge.body, 'payload_too_large');
  });

  it('422: an Idempotency-Key reused for another request', async () => {
    const user = await newUser();
    const key = { ...bearer(user.token), 'idempotency-key': randomUUID() };
    expect(last((await ask({ prompt: 'A bakery' }, key)).events).event).toBe('done');
    const res = await ask({ prompt: 'A florist' }, key);
    expect(res.status).toBe(422);
    expectCode(res.json, 'idempotency_key_reused');
  });

  it('429: over a rate limit', async () => {
    await request(t.url).post('/api/feedback').send({ feedback: 'one' }).expect(200);
    const res = await request(t.url).post('/api/feedback').send({ feedback: 'two' }).expect(429);
    expectCode(res.body, 'rate_limited');
  });

  it('an SSE error event: a generation the model fails', async () => {
    const user = await newUser();
    upstream.play({ pieces: pieces(PAGE, 10), dropAfter: 2 });
    const res = await ask({ prompt: 'x', model: 'gpt-4-1-mini' }, bearer(user.token));
    expect(last(res.events)).toMatchObject({ event: 'error', data: { code: 'generation_failed', message: expect.stringMatching(/AI provider/) } });
  });

  // Last: it breaks the app's pub/sub connection for good.
  it('503: a generation that cannot start for an outage', async () => {
    const user = await newUser();
    (t.app.get(RedisSubscriber) as unknown as { conn(): Redis }).conn().disconnect();
    const res = await ask({ prompt: 'A bakery' }, bearer(user.token));
    expect(res.status).toBe(503);
    expectCode(res.json, 'unavailable');
  });
});
