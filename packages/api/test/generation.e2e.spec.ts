import { askAiRequestSchema, GenerationEvent, VENDOR } from '@cui/shared';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { GenerationCredits } from '../src/generation/generation-credits';
import { GenerationSettlement } from '../src/generation/generation-settlement';
import { GenerationProcessor } from '../src/generation/generation.processor';
import { GenerationService } from '../src/generation/generation.service';
import { ROW_OUTCOME_ID } from '../src/generation/generation-stream';
import { SSE_RETRY_MS } from '../src/generation/sse-stream';
import { REDIS, RedisKeys } from '../src/redis/redis.module';
import type { GenerationJob } from '../src/generation/generation.types';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, gate, pieces, Script } from './support/fake-openai';
import { last, readStream, textOf } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>Café ☕</title></head>\n<body>\n<section id="hero"><h1>Grüße aus 東京 🎉</h1></section>\n<section id="pricing"><h2>Plans</h2></section>\n</body>\n</html>';

describe('generation pipeline', () => {
  const upstream = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await upstream.start();
    // A short idle check: a resumed stream that hears nothing reads the row within a few hundred ms.
    t = await startApp(isolatedEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: upstream.url, OFFLINE_STREAM_DELAY_MS: '0', ANON_FREE_GENERATIONS: '2', STREAM_IDLE_CHECK_MS: '100' }));
  });
  afterAll(async () => {
    await t.close();
    await upstream.stop();
    await dropIsolated(t.env);
  });

  /** A fresh user with the free plan's 5 credits, and a bearer token. */
  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`user${++n}@example.com`, `user${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const ask = (body: object, token?: string, until?: (e: GenerationEvent[]) => boolean, headers: Record<string, string> = {}) =>
    readStream(
      `${t.url}/api/ask-ai`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: JSON.stringify(body) },
      until,
    );

  it('streams a page from the built-in model and commits one credit', async () => {
    const user = await newUser();
    const res = await ask({ prompt: 'A landing page for a bakery called Crumb & Co with pricing' }, user.token);
    expect(res.status).toBe(200);
    expect(res.events[0]).toMatchObject({ id: 0, event: 'meta' });
    expect(res.events.map((e) => e.id)).toEqual(res.events.map((_, i) => i));
    const done = last(res.events);
    expect(done.event).toBe('done');
    const html = (done.data as { html: string }).html;
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('Crumb');
    expect(textOf(res.events).trim()).toBe(html);
    expect((done.data as { balance: number }).balance).toBe(4);
    expect(await balance(user.id)).toBe(4);
    const ledger = await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(ledger.rows).toEqual([
      { kind: 'grant', amount: 5 },
      { kind: 'hold', amount: -1 },
      { kind: 'commit', amount: 0 },
    ]);
  });

  it('cleans a hostile upstream stream: split mid-tag and mid-UTF-8, prose, <think>, fences', async () => {
    const user = await newUser();
    const noisy = `<think>The user wants a café page. I'll write <html> now.</think>Sure! Here it is:\n\n\`\`\`html\n${PAGE}\n\`\`\`\nLet me know if you want changes.`;
    upstream.play({ pieces: pieces(noisy, 5), byteSlice: 7 });
    const res = await ask({ prompt: 'a café', model: 'gpt-4-1' }, user.token);
    const done = last(res.events);
    expect(done).toMatchObject({ event: 'done', data: { html: PAGE } });
    expect(textOf(res.events)).toBe(PAGE);
    // gpt-4-1 is an earlier catalogue's id: it means GPT-5.5 now.
    expect(upstream.requests.at(-1)!.model).toBe('gpt-5.5');
  });

  it('continues output cut by the token limit, at most twice', async () => {
    const user = await newUser();
    const third = Math.ceil(PAGE.length / 3);
    upstream.play(
      { pieces: pieces(PAGE.slice(0, third), 9, 'length') },
      { pieces: pieces(PAGE.slice(third, 2 * third), 9, 'length') },
      { pieces: pieces(PAGE.slice(2 * third), 9, 'stop') },
    );
    const before = upstream.requests.length;
    const res = await ask({ prompt: 'a café', model: 'gpt-4o' }, user.token);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { html: PAGE } });
    const calls = upstream.requests.slice(before);
    expect(calls).toHaveLength(3);
    expect(calls[2].messages.at(-2)).toMatchObject({ role: 'assistant', content: PAGE.slice(0, 2 * third) });

    upstream.play(...[1, 2, 3].map(() => ({ pieces: pieces('<!DOCTYPE html><html><body><p>more', 10, 'length') })));
    const capped = upstream.requests.length;
    const cut = await ask({ prompt: 'endless', model: 'gpt-4o' }, user.token);
    expect(upstream.requests.length - capped).toBe(3);
    expect(last(cut.events).event).toBe('done');
    expect((last(cut.events).data as { html: string }).html).toMatch(/<\/html>$/);
  });

  it.each([
    ['an error mid-stream', [{ pieces: pieces(PAGE, 10), dropAfter: 4 }], /AI provider/],
    ['a 429 (after the one retry)', [{ status: 429 }, { status: 429 }], /rate-limiting/],
    ['a reply with no HTML', [{ pieces: pieces('Sorry, I cannot help with that.', 8) }], /^No valid HTML found in AI response\.$/],
  ])('refunds the credit on %s', async (_label, scripts, message) => {
    const user = await newUser();
    upstream.play(...(scripts as Script[]));
    const res = await ask({ prompt: 'x', model: 'gpt-4-1-mini' }, user.token);
    expect(last(res.events).event).toBe('error');
    expect((last(res.events).data as { message: string }).message).toMatch(message);
    expect(await balance(user.id)).toBe(5);
    const gen = await t.db.query(`SELECT status, credit_status FROM generations WHERE user_id = $1`, [user.id]);
    expect(gen.rows).toEqual([{ status: 'failed', credit_status: 'refunded' }]);
  });

  it('runs exactly as many of 20 concurrent requests as there are credits', async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ask({ prompt: `page ${i}` }, user.token)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 402);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.json).toMatchObject({ message: 'Insufficient credits', required_credits: 1 });
    for (const r of ok) expect(last(r.events).event).toBe('done');
    expect(await balance(user.id)).toBe(0);
    const held = await t.db.query(`SELECT count(*)::int AS n FROM generations WHERE user_id = $1`, [user.id]);
    expect(held.rows[0].n).toBe(5);
  });

  it('rejects bad input with 400, holding nothing and queueing nothing', async () => {
    const user = await newUser();
    const cases: Array<[object, RegExp]> = [
      [{ prompt: 'x'.repeat(10_001) }, /at most 10000/],
      [{ prompt: 'x', framework: 'svelte' }, /Unknown framework/],
      [{ prompt: 'x', model: 'gpt-5' }, /Unknown model/],
      [{ prompt: '' }, /Write a prompt/],
      [{ prompt: 'x', model: 'claude-3-7-sonnet' }, /ANTHROPIC_API_KEY/],
      [{ prompt: 'x', model: 'deepseek-v3', image: 'data:image/png;base64,iVBORw0KGgo=' }, /cannot read images/],
      [{ prompt: 'x', model: 'gpt-4o', image: 'data:text/plain;base64,aGVsbG8=' }, /Only PNG, JPEG/],
      [{ prompt: 'x', model: 'gpt-4o', image: `data:image/png;base64,${'A'.repeat(7_100_000)}` }, /at most 5 MB/],
      [{ prompt: 'x', max_tokens: 999 }, /./],
      [{ prompt: 'x', temperature: 3 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body, user.token);
      expect(res.status).toBe(400);
      expect(String(res.json?.message)).toMatch(message);
    }
    const oversized = await ask({ prompt: 'x', html: 'a'.repeat(2 * 1024 * 1024 + 1) }, user.token);
    expect(oversized.status).toBe(400);
    expect(await balance(user.id)).toBe(5);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM generations WHERE user_id = $1`, [user.id]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('resumes a dropped stream after Last-Event-ID with nothing lost or repeated', async () => {
    const user = await newUser();
    const hold = gate();
    const script = pieces(PAGE, 6);
    script[8] = { ...script[8], gate: hold.promise };
    upstream.play({ pieces: script });
    // Chunks before the gate may be coalesced into one, so the client drops after the first.
    const first = await ask({ prompt: 'x', model: 'gpt-4-1' }, user.token, (events) => events.some((e) => e.event === 'chunk'));
    const id = (first.events[0].data as { id: string }).id;
    const lastSeen = last(first.events).id;
    hold.open();
    const rest = await readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(lastSeen) } });
    expect(rest.events[0].id).toBe(lastSeen + 1);
    expect(textOf(first.events) + textOf(rest.events)).toBe(PAGE);
    expect(last(rest.events)).toMatchObject({ event: 'done', data: { html: PAGE } });

    // Someone else cannot read it; the owner can replay it whole.
    const other = await newUser();
    await request(t.url).get(`/api/ask-ai/${id}/events`).set('authorization', `Bearer ${other.token}`).expect(404);
    const replay = await readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(textOf(replay.events)).toBe(PAGE);
  });

  it('answers 204 to a resume past the final event, whether the log or the row tells it, and starts a stream with retry', async () => {
    const user = await newUser();
    const finished = await ask({ prompt: 'A bakery page' }, user.token);
    const id = (finished.events[0].data as { id: string }).id;
    const done = last(finished.events);
    expect(done.event).toBe('done');
    const url = `${t.url}/api/ask-ai/${id}/events`;
    const resume = (after: number) => readStream(url, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(after) } });

    // From the replay log: the final event's id, or anything past it, is the end.
    const ended = await fetch(url, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(done.id) } });
    expect([ended.status, ended.headers.get('content-type'), await ended.text()]).toEqual([204, null, '']);
    expect(await resume(done.id + 7)).toMatchObject({ status: 204, events: [] });
    // One short of it is told the final event, after a `retry` field.
    const before = await fetch(url, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(done.id - 1) } });
    expect(await before.text()).toMatch(new RegExp(`^retry: ${SSE_RETRY_MS}\\n\\n(: keep-alive\\n\\n)*id: ${done.id}\\nevent: done\\n`));

    // A log that lost its final event (Redis lost it): the row's outcome ends the stream, under an id that is past every logged one.
    const redis = t.app.get<Redis>(REDIS);
    const logKey = t.app.get(RedisKeys).key('gen', id, 'log');
    await redis.ltrim(logKey, 0, -2);
    const fromRow = { id: ROW_OUTCOME_ID, event: 'done', data: { html: (done.data as { html: string }).html, balance: null } };
    expect((await resume(done.id - 1)).events).toEqual([fromRow]);
    expect(await resume(ROW_OUTCOME_ID)).toMatchObject({ status: 204, events: [] });
    // An expired log: the same, whatever the client saw before.
    await redis.del(logKey);
    expect((await resume(done.id)).events).toEqual([fromRow]);
    expect(await resume(ROW_OUTCOME_ID)).toMatchObject({ status: 204, events: [] });
  });

  it('ends an EventSource-like client that reconnects after every end: the final event once, then 204', async () => {
    const user = await newUser();
    const finished = await ask({ prompt: 'A bakery page' }, user.token);
    const id = (finished.events[0].data as { id: string }).id;
    // What an EventSource does: reconnect after each end with the last id it saw, until it is told 204.
    const seen: GenerationEvent[] = [];
    const statuses: number[] = [];
    let lastId: number | null = null;
    for (let connection = 0; connection < 4 && statuses.at(-1) !== 204; connection++) {
      const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
      if (lastId !== null) headers['last-event-id'] = String(lastId);
      const res = await readStream(`${t.url}/api/ask-ai/${id}/events`, { headers });
      statuses.push(res.status);
      seen.push(...res.events);
      if (res.events.length) lastId = last(res.events).id;
    }
    expect(statuses).toEqual([200, 204]);
    expect(seen.filter((e) => e.event === 'done' || e.event === 'error')).toEqual([last(finished.events)]);
  });

  it('stops a generation on cancel and refunds it', async () => {
    const user = await newUser();
    const hold = gate();
    const script = pieces(PAGE, 6);
    script[3] = { ...script[3], gate: hold.promise };
    upstream.play({ pieces: script });
    const started = await ask({ prompt: 'x', model: 'gpt-4-1' }, user.token, (events) => events.some((e) => e.event === 'chunk'));
    const id = (started.events[0].data as { id: string }).id;
    const stream = readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${user.token}`, 'last-event-id': String(last(started.events).id) } });
    await request(t.url).post(`/api/ask-ai/${id}/cancel`).set('authorization', `Bearer ${user.token}`).expect(200, { ok: true });
    hold.open();
    const rest = await stream;
    expect(last(rest.events)).toMatchObject({ event: 'error', data: { message: 'Generation stopped' } });
    expect(await balance(user.id)).toBe(5);
  });

  it('does not run a job settled while it waited in the queue (swept or cancelled)', async () => {
    const user = await newUser();
    const { job, credits } = await t.app.get(GenerationService).validate(askAiRequestSchema.parse({ prompt: 'a bakery page' }));
    await t.app.get(GenerationCredits).hold({ id: job.generationId, kind: job.kind, model: job.model, framework: job.framework, prompt: job.prompt, credits }, { userId: user.id });
    await t.app.get(GenerationSettlement).fail(job.generationId, 'failed', 'swept');
    expect(await balance(user.id)).toBe(5);
    await t.app.get(GenerationProcessor).process({ data: job } as Job<GenerationJob>, new AbortController().signal);
    const row = (await t.db.query('SELECT status, credit_status, html FROM generations WHERE id = $1', [job.generationId])).rows[0];
    expect(row).toEqual({ status: 'failed', credit_status: 'refunded', html: null });
    expect(await balance(user.id)).toBe(5);
  });

  it('rewrites one section and keeps its id', async () => {
    const user = await newUser();
    const res = await ask({ prompt: 'add a button', html: '<section id="pricing"><h2>Plans</h2><p>Simple.</p></section>' }, user.token);
    const html = (last(res.events).data as { html: string }).html;
    expect(last(res.events).event).toBe('done');
    expect(html).toMatch(/^<section[^>]*id="pricing"/);
    expect(html).not.toMatch(/<html/i);
  });

  it('labels a built-in edit with what it did and names the part it did not do', async () => {
    const user = await newUser();
    const section = '<section id="pricing"><h2>Plans</h2><div><div><h3>Basic</h3><span>$10</span></div><div><h3>Pro</h3><span>$20</span></div></div></section>';
    const res = await ask({ prompt: 'tune-up 49 €, full service 119 €, and make the cards wobble', html: section }, user.token);
    const done = last(res.events);
    expect(done.event).toBe('done');
    const data = done.data as { html: string; message?: string; label?: string };
    expect(data.html).toContain('<h3>Tune-up</h3><span>49 €</span>');
    expect(data.html).toContain('<h3>Full service</h3><span>119 €</span>');
    expect(data.label).toBe('Items set to Tune-up 49 €, Full service 119 €');
    expect(data.message).toMatch(/did not understand "make the cards wobble"/);
    expect(await balance(user.id)).toBe(4);
  });

  it('ends a built-in edit it could apply nothing of with an edit_not_applied error naming why, sends no page and charges nothing', async () => {
    const user = await newUser();
    const asks = [
      { body: { prompt: 'make it feel like autumn', html: '<section id="pricing"><h2>Plans</h2><p>Simple.</p></section>' }, why: /did not understand "make it feel like autumn"/ },
      { body: { prompt: 'qwerty asdf', html: PAGE }, why: /did not understand "qwerty asdf"/ },
      // The model's notes come in the language of the instruction; the client words the rest by the code.
      { body: { prompt: '让它跳舞', html: PAGE }, why: /没有理解“让它跳舞”/ },
    ];
    for (const { body, why } of asks) {
      const res = await ask(body, user.token);
      expect(res.events.filter((e) => e.event === 'chunk')).toEqual([]);
      const end = last(res.events);
      expect(end.event).toBe('error');
      const data = end.data as { code: string; message: string };
      expect(data.code).toBe('edit_not_applied');
      expect(data.message).toMatch(why);
      // A client back after the replay log expired is told the same from the row.
      const id = (res.events[0].data as { id: string }).id;
      await t.app.get<Redis>(REDIS).del(t.app.get(RedisKeys).key('gen', id, 'log'));
      const fromRow = await readStream(`${t.url}/api/ask-ai/${id}/events`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(fromRow.events).toEqual([{ id: ROW_OUTCOME_ID, event: 'error', data: { code: 'edit_not_applied', message: data.message } }]);
    }
    expect(await balance(user.id)).toBe(5);
    const ledger = await t.db.query(`SELECT kind FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(ledger.rows.map((r: { kind: string }) => r.kind)).toEqual(['grant', 'hold', 'refund', 'hold', 'refund', 'hold', 'refund']);
  });

  it('passes the request language to the built-in model and ends with what it could not honour', async () => {
    const user = await newUser();
    const res = await ask({ prompt: 'A bakery website in Spanish with a menu', language: 'zh' }, user.token);
    const done = last(res.events);
    expect(done.event).toBe('done');
    const data = done.data as { html: string; message?: string };
    expect(data.html).toMatch(/<html[^>]*lang="zh-CN"/);
    // A new page's notes are in the page's language, and end with how to get more: a real model.
    expect(data.message).toMatch(/只会写英文、中文和印地语.*中文，而不是西班牙语。 想用真正的 AI 模型，请配置 API 密钥或本地 Ollama。$/);
    const english = last((await ask({ prompt: 'A bakery website in Spanish with a menu' }, user.token)).events).data as { message?: string };
    expect(english.message).toMatch(/English, Chinese and Hindi only.*English, not Spanish\. For a real AI model, add an API key or run a local Ollama\.$/);
    const plain = last((await ask({ prompt: 'A bakery website with a menu' }, user.token)).events);
    expect(plain.event).toBe('done');
    expect(plain.data).not.toHaveProperty('message');
    // A Hindi interface asks for a Hindi page when the prompt does not show a language of its own.
    const hindi = last((await ask({ prompt: 'A yoga studio with prices and a FAQ', language: 'hi' }, user.token)).events);
    expect((hindi.data as { html: string }).html).toMatch(/<html[^>]*lang="hi"/);
  });

  it('gives anonymous visitors a daily allowance, then asks them to sign in', async () => {
    const headers = { 'x-test': 'anon' };
    expect(last((await ask({ prompt: 'one' }, undefined, undefined, headers)).events).event).toBe('done');
    expect(last((await ask({ prompt: 'two' }, undefined, undefined, headers)).events).event).toBe('done');
    const third = await ask({ prompt: 'three' }, undefined, undefined, headers);
    expect(third.status).toBe(401);
    expect(String(third.json?.message)).toMatch(/sign in/i);
    const bad = await ask({ prompt: 'x' }, 'not-a-token');
    expect(bad.status).toBe(401);
  });

  it('lists the shipped catalogue’s models with availability, and the earlier ids as aliases', async () => {
    const res = await request(t.url).get('/api/models').expect(200);
    const byValue = Object.fromEntries(res.body.map((m: { value: string }) => [m.value, m]));
    expect(res.body[0]).toMatchObject({ value: 'cui-core', available: true, supportsImage: false, default: true });
    // OPENAI_API_KEY is set: OpenAI's models are available, the others say what to set.
    expect(byValue['gpt-5-5']).toMatchObject({ available: true, supportsImage: true, providerLabel: 'OpenAI', aliases: expect.arrayContaining(['gpt-4-1', 'gpt-4o']) });
    expect(byValue['claude-opus-4-8']).toMatchObject({ available: false, cost: 3, reason: expect.stringContaining('ANTHROPIC_API_KEY') });
    expect(byValue['gpt-4o']).toBeUndefined();
  });

  it('optimizes a prompt without spending a credit', async () => {
    const user = await newUser();
    const res = await request(t.url).post('/api/optimize-prompt').set('authorization', `Bearer ${user.token}`).send({ prompt: 'coffee shop site', language: 'en' }).expect(200);
    expect(res.body.optimizedPrompt.length).toBeGreaterThan('coffee shop site'.length);
    await request(t.url).post('/api/optimize-prompt').send({ prompt: '  ' }).expect(400);
    // A Hindi interface gets its optimised prompt in Hindi.
    const hindi = await request(t.url).post('/api/optimize-prompt').set('authorization', `Bearer ${user.token}`).send({ prompt: 'bakery with a menu', language: 'hi' }).expect(200);
    expect(hindi.body.optimizedPrompt).toMatch(/वेबसाइट बनाएँ.*मेनू/);
    await request(t.url).post('/api/optimize-prompt').send({ prompt: 'bakery', language: 'fr' }).expect(400);
    expect(await balance(user.id)).toBe(5);
  });

  it('serves every pinned runtime, cacheable and readable cross-origin', async () => {
    for (const url of Object.values(VENDOR)) {
      const res = await request(t.url).get(url).expect(200);
      expect(res.headers['content-type']).toBe(url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    await request(t.url).get('/vendor/ionic/p-011a08e9.entry.js').expect(200);
    const icon = await request(t.url).get('/vendor/ionic/svg/accessibility-outline.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers unknown vendor paths, directories and traversal with a JSON 404', async () => {
    for (const path of ['/vendor/nothing.js', '/vendor/ionic/', '/vendor/ionic', '/vendor/ionic/%2e%2e/%2e%2e/package.json', '/vendor/ionic/../../package.json', '/vendor/%2e%2e/package.json']) {
      const res = await request(t.url).get(path).expect(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Not found.' });
    }
  });
});
