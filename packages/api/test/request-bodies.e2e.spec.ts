import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { MAX_BODY_DEPTH } from '../src/common/zod-body.pipe';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, pieces } from './support/fake-openai';
import { paddleSignature } from './support/paddle-webhook';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'pdl_ntfset_bodies';

/** What a request body may be: JSON, without U+0000, nested at most 64 deep; anything else is refused and changes nothing. */
describe('request bodies', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await upstream.start();
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0', TRUST_PROXY: '1', PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET }));
    const user = await t.app.get(UsersService).findOrCreateByEmail('bodies@example.com', 'bodies');
    token = await t.app.get(TokensService).issue(user.id);
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  const counts = async () =>
    (await t.db.query(`SELECT (SELECT count(*) FROM login_codes)::int AS codes, (SELECT count(*) FROM feedback)::int AS feedback, (SELECT count(*) FROM generations)::int AS generations`)).rows[0];

  it('refuses text with U+0000 in any field with 400, before anything is stored', async () => {
    const before = await counts();
    const cases: Array<[string, object]> = [
      ['/api/user/login', { email: 'nul@example.com', name: 'a\u0000b' }],
      ['/api/user/login', { email: 'nul\u0000@example.com', name: 'a' }],
      ['/api/feedback', { feedback: 'hello\u0000' }],
      ['/api/ask-ai', { prompt: 'a page\u0000', model: 'cui-core' }],
      ['/api/ask-ai', { prompt: 'shorter', model: 'cui-core', html: '<section id="a">\u0000</section>' }],
      ['/api/optimize-prompt', { prompt: 'x\u0000' }],
      ['/api/pages/export', { html: '<p>\u0000</p>' }],
      ['/api/stitch-chat', { message: 'a screen\u0000', project_uuid: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [path, body] of cases) {
      const res = await request(t.url).post(path).set('authorization', `Bearer ${token}`).send(body).expect(400);
      expect(res.body.message).toBe('Text must not contain NUL (U+0000) characters.');
    }
    expect(await counts()).toEqual(before);
  });

  /** `{"<field>": [[…]]}` with `levels` levels of nesting in all, as raw JSON (a parser's depth is what is tested). */
  const nested = (field: string, levels: number) => `{"${field}":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

  it('refuses a body nested deeper than 64 levels with 400, on every validated route, before anything is stored', async () => {
    const before = await counts();
    const deep = `The request body is too deeply nested (more than ${MAX_BODY_DEPTH} levels of arrays and objects).`;
    for (const [path, field] of [
      ['/api/ask-ai', 'prompt'],
      ['/api/feedback', 'feedback'],
      ['/api/user/login', 'email'],
      ['/api/optimize-prompt', 'prompt'],
      ['/api/pages/export', 'html'],
      ['/api/stitch-chat', 'message'],
    ]) {
      for (const levels of [8000, MAX_BODY_DEPTH + 1]) {
        const res = await request(t.url).post(path).set('authorization', `Bearer ${token}`).set('content-type', 'application/json').send(nested(field, levels));
        expect([path, levels, res.status, res.body.message]).toEqual([path, levels, 400, deep]);
      }
      // At the bound, the body is judged by the route's own rules.
      const atBound = await request(t.url).post(path).set('authorization', `Bearer ${token}`).set('content-type', 'application/json').send(nested(field, MAX_BODY_DEPTH));
      expect([path, atBound.status]).toEqual([path, 400]);
      expect(atBound.body.message).not.toBe(deep);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a correctly signed Paddle webhook nested 8,000 levels deep with 400, storing nothing', async () => {
    const body = `{"event_id":"evt_deep","event_type":"subscription.created","occurred_at":"${t.clock.now().toISOString()}","data":{"items":${'['.repeat(8000)}${']'.repeat(8000)}}}`;
    const res = await fetch(`${t.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, [WEBHOOK_SECRET], t.clock.now()) },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/too deeply nested/) });
    expect((await t.db.query('SELECT count(*)::int AS n FROM billing_events')).rows[0].n).toBe(0);
  });

  it('answers 415 to form and plain-text bodies, which a cross-site form can send', async () => {
    const before = await counts();
    for (const path of ['/api/feedback', '/api/user/login', '/api/ask-ai', '/api/stitch-chat']) {
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', 'feedback=hi&email=a%40example.com&prompt=x'],
        ['text/plain', '{"feedback":"hi","email":"a@example.com","prompt":"x"}'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="feedback"\r\n\r\nhi\r\n--x--'],
      ]) {
        const res = await request(t.url).post(path).set('content-type', type).send(body);
        expect([path, type, res.status]).toEqual([path, type, 415]);
        expect(res.body.message).toMatch(/unsupported media type/i);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps a page whose model output holds U+0000, without it', async () => {
    upstream.play({ pieces: pieces('<!DOCTYPE html><html><body><h1>Hi\u0000there</h1></body></html>', 6, 'stop') });
    const { events } = await readStream(`${t.url}/api/ask-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ prompt: 'a page', model: 'gpt-4-1' }),
    });
    expect(last(events)).toMatchObject({ event: 'done', data: { html: '<!DOCTYPE html><html><body><h1>Hithere</h1></body></html>' } });
    expect((await t.db.query(`SELECT status FROM generations ORDER BY created_at DESC LIMIT 1`)).rows).toEqual([{ status: 'succeeded' }]);
  });

  it('sends HSTS only over HTTPS, as the trusted proxy reports it', async () => {
    const plain = await request(t.url).get('/api/health').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(t.url).get('/api/health').set('x-forwarded-proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
