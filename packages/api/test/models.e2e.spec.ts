import type { ModelOption } from '@cui/shared';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { TokensService } from '../src/auth/tokens.service';
import { UsersService } from '../src/users/users.service';
import { FakeOpenAI, pieces } from './support/fake-openai';
import { last, readStream } from './support/sse-client';
import { dropIsolated, isolatedEnv, startApp, TestApp } from './support/test-app';

const PAGE = '<!DOCTYPE html><html><head><title>Lab</title></head><body><h1>From a local model</h1></body></html>';

/**
 * The operator's catalogue (MODELS_FILE) and discovered models, end to end: a fake Ollama and a fake
 * OpenAI-compatible "lab" server on loopback list their models and answer chat completions.
 */
describe('models: the operator’s catalogue, local models, per-model cost', () => {
  const ollama = new FakeOpenAI();
  const lab = new FakeOpenAI();
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    await ollama.start();
    await lab.start();
    ollama.tags = [
      { name: 'qwen3:8b', details: { parameter_size: '8.2B', families: ['qwen3'] } },
      { name: 'llava:7b', details: { parameter_size: '7B', families: ['llama', 'clip'] } },
    ];
    lab.modelIds = ['lab-llama-70b'];
    process.env.CUI_TEST_LAB_KEY = 'lab-secret';
    const file = join(mkdtempSync(join(tmpdir(), 'cui-models-')), 'models.yaml');
    writeFileSync(
      file,
      `servers:
  - id: lab
    label: Lab GPU
    baseUrl: ${lab.url}
    keyEnv: CUI_TEST_LAB_KEY
    discover: true
models:
  - id: lab-coder
    label: Lab Coder
    provider: lab
    model: qwen3-coder-30b
    maxOutputTokens: 2000
  - id: lab-premium
    label: Lab Premium
    provider: lab
    model: big-one
    cost: 3
`,
    );
    t = await startApp(isolatedEnv({ MODELS_FILE: file, OLLAMA_BASE_URL: ollama.origin, OFFLINE_STREAM_DELAY_MS: '0', ANON_FREE_GENERATIONS: '2' }));
  });
  afterAll(async () => {
    await t.close();
    await ollama.stop();
    await lab.stop();
    await dropIsolated(t.env);
    delete process.env.CUI_TEST_LAB_KEY;
  });

  async function newUser(): Promise<{ id: string; token: string }> {
    const user = await t.app.get(UsersService).findOrCreateByEmail(`models${++n}@example.com`, `models${n}`);
    return { id: user.id, token: await t.app.get(TokensService).issue(user.id) };
  }
  const balance = async (userId: string) => (await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [userId])).rows[0].balance as number;
  const ask = (body: object, token?: string) =>
    readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const models = async (query = '') => (await request(t.url).get(`/api/models${query}`).expect(200)).body as ModelOption[];

  it('lists the built-in model, the declared ones and what Ollama and the lab server have, each with its provider, cost and size', async () => {
    const list = await models('?refresh=true');
    expect(list.map((m) => [m.value, m.providerLabel, m.available, m.cost])).toEqual([
      ['cui-core', 'CUI', true, 1],
      ['lab-coder', 'Lab GPU', true, 1],
      ['lab-premium', 'Lab GPU', true, 3],
      ['ollama/qwen3:8b', 'Ollama', true, 1],
      ['ollama/llava:7b', 'Ollama', true, 1],
      ['lab/lab-llama-70b', 'Lab GPU', true, 1],
    ]);
    expect(list.find((m) => m.value === 'ollama/qwen3:8b')).toMatchObject({ parameterSize: '8.2B', supportsImage: false });
    expect(list.find((m) => m.value === 'ollama/llava:7b')).toMatchObject({ supportsImage: true });
    expect(list[0].default).toBe(true);
  });

  it('generates a page with a model Ollama has pulled, and charges its cost', async () => {
    const user = await newUser();
    ollama.play({ pieces: pieces(PAGE, 20) });
    const res = await ask({ prompt: 'a lab page', model: 'ollama/qwen3:8b' }, user.token);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { html: PAGE, balance: 4 } });
    expect(ollama.requests.at(-1)!.model).toBe('qwen3:8b');
    expect((await t.db.query('SELECT model, credits FROM generations WHERE user_id = $1', [user.id])).rows).toEqual([{ model: 'ollama/qwen3:8b', credits: 1 }]);
  });

  it('generates with a model of the operator’s own server, with its key, within its output limit', async () => {
    const user = await newUser();
    lab.play({ pieces: pieces(PAGE, 20) });
    const res = await ask({ prompt: 'a lab page', model: 'lab-coder', max_tokens: 16000 }, user.token);
    expect(last(res.events)).toMatchObject({ event: 'done', data: { html: PAGE } });
    expect(lab.requests.at(-1)).toMatchObject({ model: 'qwen3-coder-30b', max_tokens: 2000 });
  });

  it('holds and charges a 3-credit model’s 3 credits, refunds 3 when it fails, and refuses it to a balance of 2', async () => {
    const user = await newUser();
    lab.play({ pieces: pieces(PAGE, 20) });
    expect(last((await ask({ prompt: 'premium', model: 'lab-premium' }, user.token)).events)).toMatchObject({ event: 'done', data: { balance: 2 } });
    expect(await balance(user.id)).toBe(2);
    const ledger = await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(ledger.rows).toEqual([
      { kind: 'grant', amount: 5 },
      { kind: 'hold', amount: -3 },
      { kind: 'commit', amount: 0 },
    ]);

    const refused = await ask({ prompt: 'premium again', model: 'lab-premium' }, user.token);
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: 'insufficient_credits', required_credits: 3, current_balance: 2 });
    expect(await balance(user.id)).toBe(2);

    const other = await newUser();
    // A provider error, after the one retry.
    lab.play({ status: 500 }, { status: 500 });
    const failed = await ask({ prompt: 'premium', model: 'lab-premium' }, other.token);
    expect(last(failed.events).event).toBe('error');
    expect(await balance(other.id)).toBe(5);
    const refund = await t.db.query(`SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [other.id]);
    expect(refund.rows.slice(1)).toEqual([
      { kind: 'hold', amount: -3 },
      { kind: 'refund', amount: 3 },
    ]);
  });

  it('counts a model’s cost against an anonymous client’s daily allowance', async () => {
    const refused = await ask({ prompt: 'premium', model: 'lab-premium' });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: 'anonymous_limit' });
    const ok = await ask({ prompt: 'a bakery page' });
    expect(last(ok.events).event).toBe('done');
  });

  it('answers an unknown model 400 and a model it cannot use now 400 with the reason, holding nothing', async () => {
    const user = await newUser();
    const unknown = await ask({ prompt: 'x', model: 'no-such-model' }, user.token);
    expect([unknown.status, unknown.json]).toEqual([400, { code: 'invalid_body', message: 'Unknown model.' }]);
    const notPulled = await ask({ prompt: 'x', model: 'ollama/never-pulled' }, user.token);
    expect([notPulled.status, notPulled.json]).toEqual([400, { code: 'invalid_body', message: 'Unknown model.' }]);
    const image = await ask({ prompt: 'x', model: 'ollama/qwen3:8b', image: 'data:image/png;base64,iVBORw0KGgo=' }, user.token);
    expect(image.status).toBe(400);
    expect(image.json?.message).toBe('qwen3:8b cannot read images. Choose llava:7b for a reference image.');
    expect(await balance(user.id)).toBe(5);
  });

  it('marks Ollama’s models unavailable with the reason while it does not answer, and lists them again when it does', async () => {
    ollama.listStatus = 500;
    t.clock.advance(60_000);
    const down = await models('?refresh=true');
    expect(down.find((m) => m.value === 'ollama/qwen3:8b')).toMatchObject({ available: false, reason: expect.stringContaining('answered 500') });
    // The other server lists on.
    expect(down.find((m) => m.value === 'lab/lab-llama-70b')?.available).toBe(true);
    const user = await newUser();
    const refused = await ask({ prompt: 'x', model: 'ollama/qwen3:8b' }, user.token);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'model_unavailable', message: expect.stringContaining('Ollama did not list its models') });

    ollama.listStatus = undefined;
    ollama.tags = [...ollama.tags, { name: 'gemma3:4b', details: { parameter_size: '4.3B', families: ['gemma3'] } }];
    t.clock.advance(60_000);
    const back = await models('?refresh=true');
    expect(back.filter((m) => m.provider === 'ollama').map((m) => [m.value, m.available])).toEqual([
      ['ollama/qwen3:8b', true],
      ['ollama/llava:7b', true],
      ['ollama/gemma3:4b', true],
    ]);
    // An on-demand refresh is not a listing every time: within 10 s the last one stands.
    const before = ollama.listings;
    await models('?refresh=true');
    expect(ollama.listings).toBe(before);
  });

  describe('variants of one new page', () => {
    const primary = (html: string) => /data-primary="(#[0-9a-f]{6})"/.exec(html)?.[1];

    it('makes each variant its own generation and credit; the built-in model gives each another look, the first the page it would make alone', async () => {
      const user = await newUser();
      const prompt = 'A website for Crumb, a bakery in Lyon';
      const alone = (last((await ask({ prompt }, user.token)).events).data as { html: string }).html;
      const runs = await Promise.all([1, 2, 3].map((index) => ask({ prompt, variant: { index, of: 3 } }, user.token)));
      const pages = runs.map((r) => (last(r.events).data as { html: string }).html);
      expect(pages[0]).toBe(alone);
      expect(new Set(pages.map(primary)).size).toBe(3);
      expect(await balance(user.id)).toBe(1);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM generations WHERE user_id = $1 AND status = 'succeeded'`, [user.id])).rows[0].n).toBe(4);
    });

    it('asks a provider for another direction after the first, and a failed variant refunds only itself', async () => {
      const user = await newUser();
      const prompts: Record<string, { text: string; temperature: number }> = {};
      lab.responder = (body) => {
        const text = String((body.messages.at(-1) as { content: unknown }).content);
        const index = /design (\d) of 3/.exec(text)?.[1] ?? '1';
        prompts[index] = { text, temperature: (body as { temperature?: number }).temperature ?? -1 };
        return index === '2' ? { status: 500 } : { pieces: pieces(PAGE, 20) };
      };
      try {
        const runs = await Promise.all([1, 2, 3].map((index) => ask({ prompt: 'a lab page', model: 'lab-coder', variant: { index, of: 3 } }, user.token)));
        expect(runs.map((r) => last(r.events).event)).toEqual(['done', 'error', 'done']);
      } finally {
        lab.responder = undefined;
      }
      expect(prompts['1'].text).not.toContain('design 1 of 3');
      expect(prompts['1'].temperature).toBe(0);
      expect(prompts['3'].text).toContain('This is design 3 of 3 made for the same request');
      expect(prompts['3'].temperature).toBe(0.8);
      // Two charged, the failed one given back.
      expect(await balance(user.id)).toBe(3);
    });

    it('refuses a variant of an edit, and a variant past its set, holding nothing', async () => {
      const user = await newUser();
      const edit = await ask({ prompt: 'shorter', html: PAGE, variant: { index: 1, of: 2 } }, user.token);
      expect([edit.status, edit.json]).toEqual([400, { code: 'bad_request', message: 'Variants are designs of a new page: ask for them without a page to edit.' }]);
      const past = await ask({ prompt: 'x', variant: { index: 3, of: 2 } }, user.token);
      expect(past.status).toBe(400);
      expect(past.json?.message).toMatch(/variant.index must be at most variant.of/);
      const many = await ask({ prompt: 'x', variant: { index: 1, of: 5 } }, user.token);
      expect(many.status).toBe(400);
      expect(await balance(user.id)).toBe(5);
    });
  });
});
