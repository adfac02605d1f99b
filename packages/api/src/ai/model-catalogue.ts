import { BUILTIN_MODEL, type ModelOption } from '@cui/shared';
import type { Env } from '../config/env.schema';
import { KNOWN_PROVIDERS, type KnownProvider, type ModelServer, type ModelsFile, readModelsFile } from './models-file';

export type ProviderId = string;

interface ProviderSpec {
  label: string;
  keyVar: keyof Env | null;
  baseVar: keyof Env;
  defaultBase: string;
}

export const PROVIDERS: Record<KnownProvider, ProviderSpec> = {
  openai: { label: 'OpenAI', keyVar: 'OPENAI_API_KEY', baseVar: 'OPENAI_BASE_URL', defaultBase: 'https://api.openai.com/v1' },
  anthropic: { label: 'Anthropic', keyVar: 'ANTHROPIC_API_KEY', baseVar: 'ANTHROPIC_BASE_URL', defaultBase: 'https://api.anthropic.com/v1/' },
  gemini: { label: 'Google Gemini', keyVar: 'GEMINI_API_KEY', baseVar: 'GEMINI_BASE_URL', defaultBase: 'https://generativelanguage.googleapis.com/v1beta/openai/' },
  openrouter: { label: 'OpenRouter', keyVar: 'OPENROUTER_API_KEY', baseVar: 'OPENROUTER_BASE_URL', defaultBase: 'https://openrouter.ai/api/v1' },
  deepseek: { label: 'DeepSeek', keyVar: 'DEEPSEEK_API_KEY', baseVar: 'DEEPSEEK_BASE_URL', defaultBase: 'https://api.deepseek.com' },
  xai: { label: 'xAI', keyVar: 'XAI_API_KEY', baseVar: 'XAI_BASE_URL', defaultBase: 'https://api.x.ai/v1' },
  ollama: { label: 'Ollama', keyVar: null, baseVar: 'OLLAMA_BASE_URL', defaultBase: '' },
};

const isKnown = (provider: string): provider is KnownProvider => (KNOWN_PROVIDERS as readonly string[]).includes(provider);

/** A model the catalogue can offer: declared in the file, the built-in one, or listed by a server. */
export interface CatalogueModel {
  id: string;
  label: string;
  provider: ProviderId;
  /** Its name at its provider. */
  model: string;
  openrouter?: string;
  image: boolean;
  reasoning: boolean;
  maxOutputTokens?: number;
  cost: number;
  default: boolean;
  parameterSize?: string;
  aliases?: string[];
}

/** A server whose models are listed: what it costs, where it is and how to read its list. */
export interface DiscoverySource {
  source: string;
  kind: 'ollama' | 'openai';
  baseURL: string;
  apiKey: string;
  cost: number;
  image: boolean;
  pattern?: RegExp;
  label: string;
}

/** Where a request for a model goes. */
export type ModelRoute =
  | { kind: 'builtin' }
  | { kind: 'upstream'; provider: ProviderId; baseURL: string; apiKey: string; model: string; reasoning: boolean; maxOutputTokens?: number }
  | { kind: 'unavailable'; message: string };

/** Models a server listed (by lower-cased id), and why the last listing failed (null when it answered). */
export interface DiscoveredSource {
  models: Map<string, CatalogueModel>;
  problem: string | null;
}

const BUILTIN: CatalogueModel = { id: BUILTIN_MODEL, label: 'CUI Core', provider: 'builtin', model: BUILTIN_MODEL, image: false, reasoning: false, cost: 1, default: false };
/** OpenAI's reasoning models (o1, o3-mini, openai/o4-mini…), which take no temperature. */
export const isReasoning = (model: string) => /(^|\/)o\d/.test(model);

/**
 * The models this server offers: the built-in one, the catalogue file's (an alias is its model),
 * and those local or discoverable servers listed last (`setDiscovered`). The one place that says
 * where a model id goes, what it costs and whether it reads images. A listed model's id says where
 * it lives (`ollama/{name}`, `{server}/{name}`, `openrouter/{name}`), so a worker routes it without
 * listing anything.
 */
export class ModelCatalogue {
  private readonly declared = new Map<string, CatalogueModel>();
  private readonly aliases = new Map<string, string>();
  private readonly servers: Map<string, ModelServer>;
  private discovered = new Map<string, DiscoveredSource>();
  /** The configured sources to list; they follow from the file and the environment alone. */
  private readonly sources: DiscoverySource[];

  constructor(
    private readonly env: Env,
    readonly file: ModelsFile,
    /** Where a server's `keyEnv` is read (the process's environment). */
    private readonly vars: Record<string, string | undefined> = process.env,
  ) {
    this.servers = new Map(file.servers.map((s) => [s.id, s]));
    for (const m of file.models) {
      this.declared.set(m.id.toLowerCase(), { ...m });
      for (const alias of m.aliases) this.aliases.set(alias.toLowerCase(), m.id.toLowerCase());
    }
    this.sources = this.configuredSources();
  }

  /** The catalogue of MODELS_FILE (else the shipped one); every problem in it stops start-up. */
  static load(env: Env): ModelCatalogue {
    return new ModelCatalogue(env, readModelsFile(env.MODELS_FILE));
  }

  /** The model `id` names (an alias: its model), or null when this server has no such model. */
  find(id: string): CatalogueModel | null {
    const key = id.toLowerCase();
    if (key === BUILTIN_MODEL) return BUILTIN;
    const declared = this.declared.get(this.aliases.get(key) ?? key);
    if (declared) return declared;
    for (const source of this.discovered.values()) {
      const found = source.models.get(key);
      if (found) return found;
    }
    return null;
  }

  /** Where a generation with model `id` goes. */
  route(id: string): ModelRoute {
    const model = this.find(id) ?? this.listedShape(id);
    if (!model) return { kind: 'unavailable', message: 'Unknown model.' };
    if (model.id === BUILTIN_MODEL) return this.builtinRoute();
    const own = this.connection(model.provider);
    if (own) return { kind: 'upstream', provider: model.provider, model: model.model, reasoning: model.reasoning, maxOutputTokens: model.maxOutputTokens, ...own };
    const router = model.openrouter ? this.connection('openrouter') : null;
    if (router && model.openrouter) {
      return { kind: 'upstream', provider: 'openrouter', model: model.openrouter, reasoning: model.reasoning, maxOutputTokens: model.maxOutputTokens, ...router };
    }
    return { kind: 'unavailable', message: this.missing(model) };
  }

  /** The model new users start with: the file's `default` when it can be used, else the built-in one. */
  defaultId(): string {
    const chosen = [...this.declared.values()].find((m) => m.default);
    return chosen && this.route(chosen.id).kind === 'upstream' ? chosen.id : BUILTIN_MODEL;
  }

  /** Every model for the picker: the built-in one, the declared ones, then each server's, each with whether it can be used now and why not. */
  list(): ModelOption[] {
    const defaultId = this.defaultId();
    const option = (m: CatalogueModel): ModelOption => {
      const { reason } = this.availability(m);
      return {
        value: m.id,
        label: m.id === BUILTIN_MODEL && !this.env.CUI_CORE_MODEL ? 'CUI Core (offline)' : m.label,
        provider: m.provider,
        providerLabel: this.providerLabel(m.provider),
        supportsImage: m.image,
        available: reason === null,
        cost: m.cost,
        default: m.id === defaultId,
        ...(reason !== null ? { reason } : {}),
        ...(m.parameterSize ? { parameterSize: m.parameterSize } : {}),
        aliases: m.aliases ?? [],
      };
    };
    const listed = [...this.discovered.values()].flatMap((source) => [...source.models.values()].filter((m) => !this.declared.has(m.id.toLowerCase())).map(option));
    return [option(BUILTIN), ...[...this.declared.values()].map((m) => option(m)), ...listed];
  }

  /** The labels of the models that read images and can be used now. */
  imageModels(): string[] {
    return this.list()
      .filter((m) => m.supportsImage && m.available)
      .map((m) => m.label);
  }

  /** Whether a model can be used now, and why not: its provider is not configured, or its server did not list it last time. */
  availability(model: CatalogueModel): { reason: string | null } {
    const failing = this.discovered.get(model.provider);
    if (failing?.problem && failing.models.has(model.id.toLowerCase())) return { reason: failing.problem };
    const route = this.route(model.id);
    return { reason: route.kind === 'unavailable' ? route.message : null };
  }

  /** What the last listing of `source` found (kept as it was when a listing fails: its models show as unavailable, with the reason). */
  setDiscovered(source: string, next: { models: CatalogueModel[] } | { problem: string }): void {
    const before = this.discovered.get(source);
    this.discovered.set(
      source,
      'problem' in next ? { models: before?.models ?? new Map(), problem: next.problem } : { models: new Map(next.models.map((m) => [m.id.toLowerCase(), m])), problem: null },
    );
  }

  /** The sources to list: Ollama, each server marked `discover`, OpenRouter with a pattern, each that is configured. */
  discoverySources(): readonly DiscoverySource[] {
    return this.sources;
  }

  private configuredSources(): DiscoverySource[] {
    const out: DiscoverySource[] = [];
    const ollama = this.ollamaOrigin();
    if (ollama) out.push({ source: 'ollama', kind: 'ollama', baseURL: ollama, apiKey: '', cost: this.file.ollama.cost, image: false, label: 'Ollama' });
    for (const server of this.file.servers) {
      const conn = server.discover ? this.connection(server.id) : null;
      if (conn) out.push({ source: server.id, kind: 'openai', ...conn, cost: server.cost, image: server.image, label: server.label });
    }
    const router = this.file.openrouter.discover ? this.connection('openrouter') : null;
    if (router && this.file.openrouter.discover) {
      out.push({ source: 'openrouter', kind: 'openai', ...router, cost: this.file.openrouter.cost, image: false, pattern: new RegExp(this.file.openrouter.discover), label: 'OpenRouter' });
    }
    return out;
  }

  /** True when `id` has the form of a listed model of a source this server lists. */
  isListedShape(id: string): boolean {
    return this.listedShape(id) !== null;
  }

  private builtinRoute(): ModelRoute {
    if (!this.env.CUI_CORE_MODEL) return { kind: 'builtin' };
    const sep = this.env.CUI_CORE_MODEL.indexOf(':');
    const provider = this.env.CUI_CORE_MODEL.slice(0, sep);
    const model = this.env.CUI_CORE_MODEL.slice(sep + 1);
    const conn = this.connection(provider);
    if (!conn) return { kind: 'unavailable', message: `CUI_CORE_MODEL uses ${provider}, but ${this.keyVariable(provider)} is not set.` };
    return { kind: 'upstream', provider, model, reasoning: isReasoning(model), ...conn };
  }

  /** A listed model's entry from its id alone (`ollama/qwen3`, `lab/llama-70b`, `openrouter/x/y`), when its source is configured. */
  private listedShape(id: string): CatalogueModel | null {
    const at = id.indexOf('/');
    if (at <= 0) return null;
    const [source, name] = [id.slice(0, at), id.slice(at + 1)];
    const found = this.sources.find((s) => s.source === source);
    if (!found || !name || (found.pattern && !found.pattern.test(name))) return null;
    return { id, label: name, provider: source, model: name, image: found.image, reasoning: isReasoning(name), cost: found.cost, default: false };
  }

  /** The base URL and key of a provider or server, or null when it is not configured. */
  private connection(provider: string): { baseURL: string; apiKey: string } | null {
    if (provider === 'ollama') {
      const origin = this.ollamaOrigin();
      return origin ? { baseURL: `${origin}/v1`, apiKey: 'ollama' } : null;
    }
    if (isKnown(provider)) {
      const spec = PROVIDERS[provider];
      const key = this.env[spec.keyVar!] as string | undefined;
      return key ? { baseURL: (this.env[spec.baseVar] as string | undefined) ?? spec.defaultBase, apiKey: key } : null;
    }
    const server = this.servers.get(provider);
    if (!server) return null;
    const key = server.keyEnv ? this.vars[server.keyEnv]?.trim() : 'none';
    return key ? { baseURL: server.baseUrl.replace(/\/+$/, ''), apiKey: key } : null;
  }

  /** OLLAMA_BASE_URL without a trailing slash: its own API (/api/tags) and its OpenAI one (/v1) are under it. */
  private ollamaOrigin(): string | null {
    return this.env.OLLAMA_BASE_URL ? this.env.OLLAMA_BASE_URL.replace(/\/+$/, '') : null;
  }

  private keyVariable(provider: string): string {
    if (isKnown(provider)) return provider === 'ollama' ? 'OLLAMA_BASE_URL' : String(PROVIDERS[provider].keyVar);
    return this.servers.get(provider)?.keyEnv ?? provider;
  }

  private providerLabel(provider: string): string {
    if (provider === 'builtin') return 'CUI';
    return isKnown(provider) ? PROVIDERS[provider].label : (this.servers.get(provider)?.label ?? provider);
  }

  private missing(model: CatalogueModel): string {
    const variable = this.keyVariable(model.provider);
    const orRouter = model.openrouter && model.provider !== 'openrouter' ? ' (or OPENROUTER_API_KEY)' : '';
    return `The model ${model.label} is not available on this server. Set ${variable}${orRouter} to enable it.`;
  }
}
