import { z } from 'zod';

export const MODEL_VALUES = [
  'cui-core',
  'gemini-2-5-flash',
  'gpt-4-1',
  'gpt-4-1-mini',
  'grok-3-mini',
  'deepseek-r1-0528',
  'deepseek-r1',
  'deepseek-v3',
  'o4-mini',
  'claude-3-7-sonnet',
  'claude-3-5-haiku',
  'gpt-4o',
  'o3-mini',
] as const;
export const modelValueSchema = z.enum(MODEL_VALUES, { message: 'Unknown model.' });
export type ModelValue = z.infer<typeof modelValueSchema>;
export const DEFAULT_MODEL: ModelValue = 'cui-core';

/** Models the UI flags as image-capable. */
export const IMAGE_FLAGGED_MODELS: readonly ModelValue[] = ['gemini-2-5-flash', 'gpt-4-1', 'gpt-4-1-mini', 'gpt-4o'];
/** Models accepted for a reference image or image mode. */
export const IMAGE_INPUT_MODELS: readonly ModelValue[] = ['gpt-4-1', 'gpt-4-1-mini', 'gpt-4o'];

export const modelOptionSchema = z.object({
  value: modelValueSchema,
  label: z.string(),
  supportsImage: z.boolean(),
  available: z.boolean(),
});
export type ModelOption = z.infer<typeof modelOptionSchema>;
