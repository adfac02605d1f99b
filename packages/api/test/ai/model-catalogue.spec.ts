import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelCatalogue } from '../../src/ai/model-catalogue';
import { modelsFileSchema, readModelsFile, SHIPPED_MODELS_FILE } from '../../src/ai/models-file';
import { EnvError, parseEnv } from '../../src/config/env.schema';

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars });
const dir = mkdtempSync(join(tmpdir(), 'cui-models-'));
const fileWith = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const problems = (path: string): string[] => {
  try {
    readModelsFile(path);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
};

describe('the models file', () => {
  it('ships a catalogue that loads: current models, the old ids as aliases, nothing the default', () => {
    const file = readModelsFile(undefined);
    expect(file.models.length).toBeGreaterThan(8);
    const aliases = file.models.flatMap((m) => m.aliases);
    for (const old of ['gemini-2-5-flash', 'gpt-4-1', 'gpt-4-1-mini', 'grok-3-mini', 'deepseek-r1-0528', 'deepseek-r1', 'deepseek-v3', 'o4-mini', 'claude-3-7-sonnet', 'claude-3-5-haiku', 'gpt-4o', 'o3-mini']) {
      expect(aliases).toContain(old);
    }
    expect(file.models.filter((m) => m.default)).toEqual([]);
    expect(SHIPPED_MODELS_FILE).toMatch(/models\.yaml$/);
  });

  it('lists every problem of a bad file at once, each with where it is', () => {
    const path = fileWith(
      'bad.yaml',
      `models:
  - id: fast
    label: Fast
    provider: nowhere
    model: x
    cost: 0
  - id: FAST
    label: Again
    provider: openai
    model: y
    default: true
    aliases: [cui-core]
  - id: "bad id"
    label: Bad
    provider: openai
    model: z
    default: true
    extra: 1
servers:
  - id: openai
    label: Clash
    baseUrl: ftp://x
`,
    );
    const found = problems(path);
    expect(found.every((p) => p.startsWith(`MODELS_FILE (${path}): `))).toBe(true);
    const text = found.join('\n');
    for (const expected of [
      'models.0.provider: must be one of openai, anthropic, gemini, openrouter, deepseek, xai, ollama or a server',
      'models.0.cost',
      'models.1.id: FAST is already models.0.id',
      'models.1.aliases.0: cui-core is the built-in model',
      'models.2.id: must be letters',
      'models.2: Unrecognized key',
      'models: one model may be the default, not FAST, bad id',
      'servers.0.baseUrl: must be http or https',
      'servers.0.id: openai is a known provider',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says when the file is missing or is not YAML', () => {
    expect(problems(join(dir, 'none.yaml'))[0]).toMatch(/no such file$/);
    expect(problems(fileWith('broken.yaml', 'models: [\n  - id: x\n  label'))[0]).toMatch(/not YAML or JSON/);
    // JSON is YAML too.
    expect(problems(fileWith('ok.json', JSON.stringify({ models: [{ id: 'lab-model', label: 'Lab', provider: 'openai', model: 'm' }] })))).toEqual([]);
  });

  it('stops the app at start-up with the problems listed', () => {
    const bad = fileWith('start.yaml', 'models: 7');
    expect(() => ModelCatalogue.load(env({ MODELS_FILE: bad }))).toThrow(EnvError);
  });
});

describe('the model catalogue', () => {
  const file = modelsFileSchema.parse({
    models: [
      { id: 'gpt-5-5', label: 'GPT-5.5', provider: 'openai', model: 'gpt-5.5', openrouter: 'openai/gpt-5.5', image: true, maxOutputTokens: 4000, aliases: ['gpt-4-1'] },
      { id: 'opus', label: 'Opus', provider: 'anthropic', model: 'claude-opus', cost: 3, default: true },
      { id: 'lab-coder', label: 'Lab Coder', provider: 'lab', model: 'qwen3-coder' },
    ],
    servers: [{ id: 'lab', label: 'Lab GPU', baseUrl: 'http://10.0.0.5:8000/v1/', keyEnv: 'LAB_KEY', discover: true, cost: 2 }],
    ollama: { cost: 1 },
  });

  it('routes an id, or an alias, to its provider, else through OpenRouter, else says what to set', () => {
    const openai = new ModelCatalogue(env({ OPENAI_API_KEY: 'sk' }), file, {});
    expect(openai.route('gpt-4-1')).toEqual({ kind: 'upstream', provider: 'openai', baseURL: 'https://api.openai.com/v1', apiKey: 'sk', model: 'gpt-5.5', reasoning: false, maxOutputTokens: 4000 });
    expect(openai.find('GPT-4-1')?.id).toBe('gpt-5-5');
    const router = new ModelCatalogue(env({ OPENROUTER_API_KEY: 'or' }), file, {});
    expect(router.route('gpt-5-5')).toMatchObject({ kind: 'upstream', provider: 'openrouter', model: 'openai/gpt-5.5' });
    const none = new ModelCatalogue(env(), file, {});
    expect(none.route('gpt-5-5')).toEqual({ kind: 'unavailable', message: 'The model GPT-5.5 is not available on this server. Set OPENAI_API_KEY (or OPENROUTER_API_KEY) to enable it.' });
    expect(none.route('opus')).toEqual({ kind: 'unavailable', message: 'The model Opus is not available on this server. Set ANTHROPIC_API_KEY to enable it.' });
    expect(none.route('no-such')).toEqual({ kind: 'unavailable', message: 'Unknown model.' });
    expect(none.route('cui-core')).toEqual({ kind: 'builtin' });
  });

  it('routes a server’s model with the key its variable holds', () => {
    expect(new ModelCatalogue(env(), file, {}).route('lab-coder')).toEqual({ kind: 'unavailable', message: 'The model Lab Coder is not available on this server. Set LAB_KEY to enable it.' });
    expect(new ModelCatalogue(env(), file, { LAB_KEY: 'k' }).route('lab-coder')).toMatchObject({ kind: 'upstream', provider: 'lab', baseURL: 'http://10.0.0.5:8000/v1', apiKey: 'k', model: 'qwen3-coder' });
  });

  it('takes the file’s default when it can be used, else the built-in model', () => {
    expect(new ModelCatalogue(env(), file, {}).defaultId()).toBe('cui-core');
    const configured = new ModelCatalogue(env({ ANTHROPIC_API_KEY: 'a' }), file, {});
    expect(configured.defaultId()).toBe('opus');
    expect(configured.list().filter((m) => m.default).map((m) => m.value)).toEqual(['opus']);
  });

  it('lists the built-in model first, then each model with its provider, cost, image support and why it cannot be used', () => {
    const list = new ModelCatalogue(env({ OPENAI_API_KEY: 'sk' }), file, {}).list();
    expect(list.map((m) => m.value)).toEqual(['cui-core', 'gpt-5-5', 'opus', 'lab-coder']);
    expect(list[0]).toMatchObject({ label: 'CUI Core (offline)', provider: 'builtin', providerLabel: 'CUI', available: true, cost: 1, default: true });
    expect(list[1]).toMatchObject({ provider: 'openai', providerLabel: 'OpenAI', supportsImage: true, available: true, cost: 1, aliases: ['gpt-4-1'] });
    expect(list[2]).toMatchObject({ providerLabel: 'Anthropic', available: false, cost: 3, reason: expect.stringContaining('ANTHROPIC_API_KEY') });
    expect(list[3]).toMatchObject({ providerLabel: 'Lab GPU', available: false });
  });

  it('offers what a server listed, routes a listed id without a listing, and keeps a failed source’s models as unavailable', () => {
    const catalogue = new ModelCatalogue(env({ OLLAMA_BASE_URL: 'http://127.0.0.1:11434/' }), file, { LAB_KEY: 'k' });
    expect(catalogue.discoverySources().map((s) => s.source)).toEqual(['ollama', 'lab']);
    // A worker has listed nothing, and still routes the id.
    expect(catalogue.route('ollama/qwen3:8b')).toMatchObject({ kind: 'upstream', provider: 'ollama', baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b' });
    expect(catalogue.find('ollama/qwen3:8b')).toBeNull();
    catalogue.setDiscovered('ollama', { models: [{ id: 'ollama/qwen3:8b', label: 'qwen3:8b', provider: 'ollama', model: 'qwen3:8b', image: false, reasoning: false, cost: 1, default: false, parameterSize: '8.2B' }] });
    expect(catalogue.list().at(-1)).toMatchObject({ value: 'ollama/qwen3:8b', providerLabel: 'Ollama', available: true, parameterSize: '8.2B' });
    catalogue.setDiscovered('ollama', { problem: 'Ollama did not list its models: no answer' });
    expect(catalogue.list().at(-1)).toMatchObject({ value: 'ollama/qwen3:8b', available: false, reason: 'Ollama did not list its models: no answer' });
    // An id of a source that is not configured is no model at all.
    expect(catalogue.route('elsewhere/model')).toEqual({ kind: 'unavailable', message: 'Unknown model.' });
  });
});
