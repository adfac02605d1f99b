import { MODEL_COST_MAX, MODEL_ID_PATTERN, BUILTIN_MODEL } from '@cui/shared';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { EnvError } from '../config/env.schema';

/** Providers CUI knows by name, each with its key and base URL variables (model-catalogue.ts). */
export const KNOWN_PROVIDERS = ['openai', 'anthropic', 'gemini', 'openrouter', 'deepseek', 'xai', 'ollama'] as const;
export type KnownProvider = (typeof KNOWN_PROVIDERS)[number];

/** The catalogue shipped with CUI: current models of each provider, and the ids of older ones as aliases. */
export const SHIPPED_MODELS_FILE = resolve(__dirname, '../../models.yaml');

const id = z.string().regex(MODEL_ID_PATTERN, { message: 'must be letters, digits and . _ : / @ - (starting with a letter or digit)' }).max(100);
const cost = z.number().int().min(1).max(MODEL_COST_MAX).default(1);
const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, { message: 'must be an environment variable name (A–Z, 0–9, _)' });
const pattern = z.string().refine(
  (p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be a regular expression' },
);

const modelSchema = z
  .object({
    id,
    label: z.string().min(1).max(80),
    /** A known provider, or the id of one of `servers`. */
    provider: z.string().min(1),
    /** The model's name at its provider. */
    model: z.string().min(1).max(200),
    /** Its name on OpenRouter: used when its own provider has no key and OpenRouter has one. */
    openrouter: z.string().min(1).max(200).optional(),
    image: z.boolean().default(false),
    reasoning: z.boolean().default(false),
    maxOutputTokens: z.number().int().min(256).max(1_000_000).optional(),
    cost,
    default: z.boolean().default(false),
    /** Other ids that mean this model (ids of older catalogues, saved in clients' settings). */
    aliases: z.array(id).default([]),
  })
  .strict();

const serverSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,30}$/, { message: 'must be lower-case letters, digits and -, at most 31' }),
    label: z.string().min(1).max(80),
    /** An OpenAI-compatible API's base URL, ending where `/chat/completions` and `/models` go. */
    baseUrl: z.url({ message: 'must be a URL' }).refine((u) => /^https?:/.test(u), { message: 'must be http or https' }),
    /** The variable holding its API key; none: the server needs none. */
    keyEnv: envName.optional(),
    /** List the server's own models (GET {baseUrl}/models) beside the declared ones. */
    discover: z.boolean().default(false),
    /** Credits a discovered model of this server costs. */
    cost,
    image: z.boolean().default(false),
  })
  .strict();

export const modelsFileSchema = z
  .object({
    models: z.array(modelSchema).default([]),
    servers: z.array(serverSchema).default([]),
    /** With OLLAMA_BASE_URL set, the models the server has pulled are listed; this is what they cost. */
    ollama: z.object({ cost }).strict().default({ cost: 1 }),
    /** With OPENROUTER_API_KEY set, OpenRouter's models whose id matches `discover` are listed too. */
    openrouter: z.object({ discover: pattern.optional(), cost }).strict().default({ cost: 1 }),
  })
  .strict()
  .superRefine((file, ctx) => {
    const servers = new Set(file.servers.map((s) => s.id));
    const taken = new Map<string, string>();
    const claim = (name: string, where: (string | number)[]) => {
      const lower = name.toLowerCase();
      if (lower === BUILTIN_MODEL) ctx.addIssue({ code: 'custom', path: where, message: `${BUILTIN_MODEL} is the built-in model's id` });
      else if (taken.has(lower)) ctx.addIssue({ code: 'custom', path: where, message: `${name} is already ${taken.get(lower)}` });
      else taken.set(lower, where.join('.'));
    };
    file.models.forEach((m, i) => {
      claim(m.id, ['models', i, 'id']);
      m.aliases.forEach((alias, j) => claim(alias, ['models', i, 'aliases', j]));
      if (!(KNOWN_PROVIDERS as readonly string[]).includes(m.provider) && !servers.has(m.provider)) {
        ctx.addIssue({ code: 'custom', path: ['models', i, 'provider'], message: `must be one of ${KNOWN_PROVIDERS.join(', ')} or a server's id` });
      }
    });
    const defaults = file.models.filter((m) => m.default);
    if (defaults.length > 1) ctx.addIssue({ code: 'custom', path: ['models'], message: `one model may be the default, not ${defaults.map((m) => m.id).join(', ')}` });
    file.servers.forEach((s, i) => {
      if ((KNOWN_PROVIDERS as readonly string[]).includes(s.id)) ctx.addIssue({ code: 'custom', path: ['servers', i, 'id'], message: `${s.id} is a known provider's name` });
      if (file.servers.findIndex((o) => o.id === s.id) !== i) ctx.addIssue({ code: 'custom', path: ['servers', i, 'id'], message: `${s.id} is declared twice` });
    });
  });
export type ModelsFile = z.output<typeof modelsFileSchema>;
export type DeclaredModel = ModelsFile['models'][number];
export type ModelServer = ModelsFile['servers'][number];

/**
 * The catalogue at `path` (MODELS_FILE, else the shipped one), parsed (YAML, of which JSON is a
 * part) and checked. Every problem is listed at once, as for the environment, and start-up stops.
 */
export function readModelsFile(path: string | undefined): ModelsFile {
  const file = path ? resolve(path) : SHIPPED_MODELS_FILE;
  const where = `MODELS_FILE (${file})`;
  if (!existsSync(file)) throw new EnvError([`${where}: no such file`]);
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'), { maxAliasCount: 100 });
  } catch (err) {
    throw new EnvError([`${where}: not YAML or JSON: ${(err as Error).message.split('\n')[0]}`]);
  }
  const parsed = modelsFileSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new EnvError(parsed.error.issues.map((i) => `${where}: ${i.path.join('.') || 'file'}: ${i.message}`));
  return parsed.data;
}
