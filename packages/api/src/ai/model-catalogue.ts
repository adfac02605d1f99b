import { IMAGE_FLAGGED_MODELS, ModelOption, ModelValue, MODEL_VALUES } from '@cui/shared';
import type { Env } from '../config/env.schema';

export type ProviderId = 'openai' | 'anthropic' | 'gemini' | 'openrouter' | 'deepseek' | 'xai' | 'ollama';

interface ProviderSpec {
  keyVar: keyof Env | null;
  baseVar: keyof Env;
  defaultBase: string;
}

export const PROVIDERS: Record<ProviderId, ProviderSpec> = {
  openai: { keyVar: 'OPENAI_API_KEY', baseVar: 'OPENAI_BASE_URL', defaultBase: 'https://api.openai.com/v1' },
  anthropic: { keyVar: 'ANTHROPIC_API_KEY', baseVar: 'ANTHROPIC_BASE_URL', defaultBase: 'https://api.anthropic.com/v1/' },
  gemini: { keyVar: 'GEMINI_API_KEY', baseVar: 'GEMINI_BASE_URL', defaultBase: 'https://generativelanguage.googleapis.com/v1beta/openai/' },
  openrouter: { keyVar: 'OPENROUTER_API_KEY', baseVar: 'OPENROUTER_BASE_URL', defaultBase: 'https://openrouter.ai/api/v1' },
  deepseek: { keyVar: 'DEEPSEEK_API_KEY', baseVar: 'DEEPSEEK_BASE_URL', defaultBase: 'https://api.deepseek.com' },
  xai: { keyVar: 'XAI_API_KEY', baseVar: 'XAI_BASE_URL', defaultBase: 'https://api.x.ai/v1' },
  ollama: { keyVar: null, baseVar: 'OLLAMA_BASE_URL', defaultBase: '' },
};

interface CatalogueEntry {
  label: string;
  /** The model's own provider and its name there. */
  direct?: { provider: ProviderId; model: string };
  /** Its name on OpenRouter, which serves every model. */
  openrouter?: string;
}

const CATALOGUE: Record<Exclude<ModelValue, 'cui-core'>, CatalogueEntry> = {
  'gemini-2-5-flash': { label: 'Gemini 2.5 Flash', direct: { provider: 'gemini', model: 'gemini-2.5-flash' }, openrouter: 'google/gemini-2.5-flash' },
  'gpt-4-1': { label: 'GPT-4.1', direct: { provider: 'openai', model: 'gpt-4.1' }, openrouter: 'openai/gpt-4.1' },
  'gpt-4-1-mini': { label: 'GPT-4.1 mini', direct: { provider: 'openai', model: 'gpt-4.1-mini' }, openrouter: 'openai/gpt-4.1-mini' },
  'grok-3-mini': { label: 'Grok 3 mini', direct: { provider: 'xai', model: 'grok-3-mini' }, openrouter: 'x-ai/grok-3-mini' },
  'deepseek-r1-0528': { label: 'DeepSeek R1 (0528)', direct: { provider: 'deepseek', model: 'deepseek-reasoner' }, openrouter: 'deepseek/deepseek-r1-0528' },
  'deepseek-r1': { label: 'DeepSeek R1', direct: { provider: 'deepseek', model: 'deepseek-reasoner' }, openrouter: 'deepseek/deepseek-r1' },
  'deepseek-v3': { label: 'DeepSeek V3', direct: { provider: 'deepseek', model: 'deepseek-chat' }, openrouter: 'deepseek/deepseek-chat' },
  'o4-mini': { label: 'o4-mini', direct: { provider: 'openai', model: 'o4-mini' }, openrouter: 'openai/o4-mini' },
  'claude-3-7-sonnet': { label: 'Claude 3.7 Sonnet', direct: { provider: 'anthropic', model: 'claude-3-7-sonnet-latest' }, openrouter: 'anthropic/claude-3.7-sonnet' },
  'claude-3-5-haiku': { label: 'Claude 3.5 Haiku', direct: { provider: 'anthropic', model: 'claude-3-5-haiku-latest' }, openrouter: 'anthropic/claude-3.5-haiku' },
  'gpt-4o': { label: 'GPT-4o', direct: { provider: 'openai', model: 'gpt-4o' }, openrouter: 'openai/gpt-4o' },
  'o3-mini': { label: 'o3-mini', direct: { provider: 'openai', model: 'o3-mini' }, openrouter: 'openai/o3-mini' },
};

/** Where a request for a model value goes. */
export type ModelRoute =
  | { kind: 'builtin' }
  | { kind: 'upstream'; provider: ProviderId; baseURL: string; apiKey: string; model: string; reasoning: boolean }
  | { kind: 'unavailable'; message: string };

function configured(env: Env, provider: ProviderId): { baseURL: string; apiKey: string } | null {
  const spec = PROVIDERS[provider];
  if (provider === 'ollama') {
    return env.OLLAMA_BASE_URL ? { baseURL: `${env.OLLAMA_BASE_URL.replace(/\/+$/, '')}/v1`, apiKey: 'ollama' } : null;
  }
  const key = env[spec.keyVar!] as string | undefined;
  if (!key) return null;
  return { baseURL: (env[spec.baseVar] as string | undefined) ?? spec.defaultBase, apiKey: key };
}

const isReasoning = (model: string) => /(^|\/)o\d/.test(model);

/** Resolves a model value to a provider from the environment; the rule for every model is here. */
export function routeModel(env: Env, value: ModelValue): ModelRoute {
  if (value === 'cui-core') {
    if (!env.CUI_CORE_MODEL) return { kind: 'builtin' };
    const sep = env.CUI_CORE_MODEL.indexOf(':');
    const provider = env.CUI_CORE_MODEL.slice(0, sep) as ProviderId;
    const model = env.CUI_CORE_MODEL.slice(sep + 1);
    const conn = configured(env, provider);
    if (!conn) {
      const variable = provider === 'ollama' ? 'OLLAMA_BASE_URL' : PROVIDERS[provider].keyVar;
      return { kind: 'unavailable', message: `CUI_CORE_MODEL uses ${provider}, but ${variable} is not set.` };
    }
    return { kind: 'upstream', provider, model, reasoning: isReasoning(model), ...conn };
  }
  const entry = CATALOGUE[value];
  if (entry.direct) {
    const conn = configured(env, entry.direct.provider);
    if (conn) return { kind: 'upstream', provider: entry.direct.provider, model: entry.direct.model, reasoning: isReasoning(entry.direct.model), ...conn };
  }
  const router = configured(env, 'openrouter');
  if (router && entry.openrouter) {
    return { kind: 'upstream', provider: 'openrouter', model: entry.openrouter, reasoning: isReasoning(entry.openrouter), ...router };
  }
  const variable = entry.direct ? PROVIDERS[entry.direct.provider].keyVar : 'OPENROUTER_API_KEY';
  return { kind: 'unavailable', message: `The model ${entry.label} is not available on this server. Set ${variable} (or OPENROUTER_API_KEY) to enable it.` };
}

export function modelLabel(value: ModelValue): string {
  return value === 'cui-core' ? 'CUI Core' : CATALOGUE[value].label;
}

export function listModels(env: Env): ModelOption[] {
  return MODEL_VALUES.map((value) => ({
    value,
    label: value === 'cui-core' && !env.CUI_CORE_MODEL ? 'CUI Core (offline)' : modelLabel(value),
    supportsImage: IMAGE_FLAGGED_MODELS.includes(value),
    available: routeModel(env, value).kind !== 'unavailable',
  }));
}
