import { z } from 'zod';

/**
 * Models are the operator's: a catalogue file the API loads (ids, labels, providers, cost), and the
 * models a local server has pulled. Clients send an id; the API checks it against what it has
 * loaded (an unknown id is 400 `Unknown model.`). The built-in offline model is always there.
 */
export const BUILTIN_MODEL = 'cui-core';
export const MODEL_ID_MAX = 100;
/** Ids: a letter or digit, then letters, digits and `. _ : / @ -` (`gpt-5-5`, `ollama/llama3.2:3b`). */
export const MODEL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/;
export const MODEL_COST_MAX = 100;

export const modelIdSchema = z
  .string({ message: 'model must be text.' })
  .max(MODEL_ID_MAX, { message: 'Unknown model.' })
  .regex(MODEL_ID_PATTERN, { message: 'Unknown model.' });
export type ModelId = z.infer<typeof modelIdSchema>;

/**
 * A model as GET /api/models lists it. `provider` groups the picker (`builtin`, `openai`, `ollama`,
 * an operator's server id…); `cost` is the credits one generation holds and charges; `available`
 * false comes with the `reason` (a key not set, a local server not answering).
 */
export const modelOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  provider: z.string().default('builtin'),
  /** The provider's name as the picker groups by it. */
  providerLabel: z.string().default('CUI'),
  supportsImage: z.boolean(),
  available: z.boolean(),
  cost: z.number().int().min(1).max(MODEL_COST_MAX).default(1),
  default: z.boolean().default(false),
  reason: z.string().optional(),
  /** A local model's size as its server says it (`8.0B`). */
  parameterSize: z.string().optional(),
  /** Ids of earlier catalogues that mean this model (a client's saved choice may be one). */
  aliases: z.array(z.string()).default([]),
});
export type ModelOption = z.output<typeof modelOptionSchema>;
export const modelOptionsSchema = z.array(modelOptionSchema);

/** GET /api/models?refresh=true: the list, with local and listed models asked for again (at most every 10 s). */
export const modelsQuerySchema = z.object({ refresh: z.enum(['true', 'false']).optional().transform((v) => v === 'true') });
