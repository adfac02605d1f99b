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

const PAGE = '<!DOCTYPE html><html><head><title>Routed</title></head><body><h1>Through OpenRouter</h1></body></html>';

/**
 * OpenRouter's catalogue, end to end: a fake OpenRouter on loopback lists its models in OpenRouter's
 * own shape (`name`, `architecture.input_modalities`); the operator's pattern picks which appear, at
 * the operator's cost, and a listed one generates through it with the OpenRouter key.
 */
describe('models: OpenRouter’s catalogue, by the operator’s pattern', () => {
  const router = new FakeOpenAI();
  let t: TestApp;

  beforeAll(async () => {
    await router.start();
    router.modelIds = [
      { id: 'anthropic/claude-sonnet-4.6', name: 'Anthropic: Claude Sonnet 4.6', architecture: { input_modalities: ['text', 'image'] } },
      { id: 'qwen/qwen3-coder', name: 'Qwen: Qwen3 Coder', architecture: { input_modalities: ['text'] } },
      { id: 'openai/gpt-5.5', name: 'OpenAI: GPT-5.5', architecture: { input_modalities: ['text', 'image'] } },
      // An entry with more than this server reads still lists.
      { id: 'qwen/qwen3-vl', architecture: 'unexpected' },
    ];
    const file = join(mkdtempSync(join(tmpdir(), 'cui-models-')), 'models.yaml');
    writeFileSync(file, `openrouter:\n  discover: '^(anthropic|qwen)/'\n  cost: 2\nmodels: []\n`);
    t = await startApp(isolatedEnv({ MODELS_FILE: file, OPENROUTER_API_KEY: 'or-secret', OPENROUTER_BASE_URL: router.url, OFFLINE_STREAM_DELAY_MS: '0' }));
  });
  afterAll(async () => {
    await t.close();
    await router.stop();
    await dropIsolated(t.env);
  });

  it('lists the models the pattern allows, named and with image input as OpenRouter says, at the operator’s cost', async () => {
    const list = (await request(t.url).get('/api/models?refresh=true').expect(200)).body as ModelOption[];
    expect(list.filter((m) => m.provider === 'openrouter').map((m) => [m.value, m.label, m.supportsImage, m.cost, m.available])).toEqual([
      ['openrouter/anthropic/claude-sonnet-4.6', 'Anthropic: Claude Sonnet 4.6', true, 2, true],
      ['openrouter/qwen/qwen3-coder', 'Qwen: Qwen3 Coder', false, 2, true],
      ['openrouter/qwen/qwen3-vl', 'qwen/qwen3-vl', false, 2, true],
    ]);
    expect(list.find((m) => m.provider === 'openrouter')?.providerLabel).toBe('OpenRouter');
  });

  it('generates with a listed model through OpenRouter, charging its cost, and refuses one the pattern leaves out', async () => {
    const user = await t.app.get(UsersService).findOrCreateByEmail('router@example.com', 'router');
    const token = await t.app.get(TokensService).issue(user.id);
    const ask = (model: string) =>
      readStream(`${t.url}/api/ask-ai`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ prompt: 'a page', model }) });
    router.play({ pieces: pieces(PAGE, 20) });
    const made = await ask('openrouter/qwen/qwen3-coder');
    expect(last(made.events)).toMatchObject({ event: 'done', data: { html: expect.stringContaining('Through OpenRouter') } });
    expect(router.requests.at(-1)?.model).toBe('qwen/qwen3-coder');
    expect(router.authorizations.at(-1)).toBe('Bearer or-secret');
    const left = await ask('openrouter/openai/gpt-5.5');
    expect([left.status, left.json]).toEqual([400, { code: 'invalid_body', message: 'Unknown model.' }]);
    expect((await t.db.query('SELECT balance FROM credit_accounts WHERE user_id = $1', [user.id])).rows[0].balance).toBe(3);
  });
});
