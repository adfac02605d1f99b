import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../src/queues/queue-names';
import { paddleEvent, paddleSignature, postWebhook } from '../support/paddle-webhook';
import { dropIsolated, isolatedEnv, startApp, TestApp } from '../support/test-app';

// Workers off: these tests are about what the webhook accepts, stores and queues, not about applying.
describe('Paddle webhook verification', () => {
  let t: TestApp;
  const SECRET = 'pdl_ntfset_current';
  const OLD = 'pdl_ntfset_old';
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false', PADDLE_WEBHOOK_SECRET: `${SECRET},${OLD}` }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  const stored = async (eventId: string) => (await t.db.query('SELECT event_id, enqueued_at FROM billing_events WHERE event_id = $1', [eventId])).rows;
  const queue = () => t.app.get<Queue>(getQueueToken(QUEUES.billingEvents), { strict: false });
  const event = () => paddleEvent('subscription.created', { id: 'sub_1', status: 'active' }, t.clock.now());

  it('stores and queues a correctly signed event, once however often it is delivered', async () => {
    const e = event();
    const results = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t.url, e, [SECRET], t.clock.now())));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stored(e.event_id)).toHaveLength(1);
    expect((await stored(e.event_id))[0].enqueued_at).not.toBeNull();
    const job = await queue().getJob(e.event_id);
    expect(job?.data).toEqual({ eventId: e.event_id });
    expect(await queue().count()).toBe(1);
    expect((await postWebhook(t.url, e, [SECRET], t.clock.now())).status).toBe(200);
    expect(await queue().count()).toBe(1);
  });

  it.each([
    ['a wrong secret', (e: object) => postWebhook(t.url, e, ['pdl_wrong'], t.clock.now())],
    ['a tampered body', (e: object) => postWebhook(t.url, e, [SECRET], t.clock.now(), { body: JSON.stringify({ ...e, event_type: 'transaction.completed' }) })],
    ['the same JSON with different bytes', (e: object) => postWebhook(t.url, e, [SECRET], t.clock.now(), { body: JSON.stringify(e, null, 1) })],
    ['a stale timestamp', (e: object) => postWebhook(t.url, e, [SECRET], new Date(t.clock.now().getTime() - 301_000))],
    ['a future timestamp', (e: object) => postWebhook(t.url, e, [SECRET], new Date(t.clock.now().getTime() + 301_000))],
    ['no header', (e: object) => postWebhook(t.url, e, [SECRET], t.clock.now(), { signature: null })],
    ['a header without h1', (e: object) => postWebhook(t.url, e, [SECRET], t.clock.now(), { signature: `ts=${Math.floor(t.clock.now().getTime() / 1000)}` })],
  ])('refuses %s with 401 and stores nothing', async (_what, send) => {
    const e = event();
    const res = await send(e);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'invalid_signature', message: expect.any(String) });
    expect(await stored(e.event_id)).toEqual([]);
    expect(await queue().getJob(e.event_id)).toBeUndefined();
  });

  it('checks the signature over the bytes sent, not over the JSON they parse to', async () => {
    const e = event();
    // Spaced and with a key order of its own: written out again from the parsed JSON it would differ.
    const body = `{ "data" : ${JSON.stringify(e.data, null, 2)},\n  "occurred_at": "${e.occurred_at}", "event_type": "${e.event_type}", "event_id": "${e.event_id}" }`;
    const res = await postWebhook(t.url, e, [SECRET], t.clock.now(), { body, signature: paddleSignature(body, [SECRET], t.clock.now()) });
    expect(res.status).toBe(200);
    expect(await stored(e.event_id)).toHaveLength(1);
  });

  it('accepts timestamps up to five minutes either way', async () => {
    for (const skew of [-300_000, 299_000]) {
      const e = event();
      expect((await postWebhook(t.url, e, [SECRET], new Date(t.clock.now().getTime() + skew))).status).toBe(200);
    }
  });

  it('accepts either configured secret and any of several h1 values (rotation)', async () => {
    const old = event();
    expect((await postWebhook(t.url, old, [OLD], t.clock.now())).status).toBe(200);
    const both = event();
    expect((await postWebhook(t.url, both, ['pdl_unknown', SECRET], t.clock.now())).status).toBe(200);
    expect(await stored(old.event_id)).toHaveLength(1);
    expect(await stored(both.event_id)).toHaveLength(1);
  });

  it('refuses a signed body that is not a Paddle event with 400 and stores nothing', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const res = await fetch(`${t.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(body, [SECRET], t.clock.now()) },
      body,
    });
    expect(res.status).toBe(400);
    expect((await t.db.query('SELECT count(*)::int AS n FROM billing_events WHERE payload->>\'hello\' IS NOT NULL')).rows[0].n).toBe(0);
  });

  it('queues an event stored earlier whose enqueue never happened, when Paddle delivers it again', async () => {
    const e = event();
    await t.db.query(`INSERT INTO billing_events (event_id, event_type, occurred_at, payload) VALUES ($1, $2, $3, $4)`, [e.event_id, e.event_type, e.occurred_at, JSON.stringify(e)]);
    expect((await postWebhook(t.url, e, [SECRET], t.clock.now())).status).toBe(200);
    expect(await queue().getJob(e.event_id)).toBeDefined();
    expect((await stored(e.event_id))[0].enqueued_at).not.toBeNull();
  });
});

describe('Paddle webhook without a secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(isolatedEnv({ RUN_WORKERS: 'false' }));
  });
  afterAll(async () => {
    await t.close();
    await dropIsolated(t.env);
  });

  it('answers 404 when no secret is configured', async () => {
    const e = paddleEvent('subscription.created', {}, t.clock.now());
    const res = await postWebhook(t.url, e, ['anything'], t.clock.now());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: expect.any(String) });
  });
});
