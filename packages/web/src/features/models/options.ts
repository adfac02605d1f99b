import { FRAMEWORKS, IMAGE_FLAGGED_MODELS, IMAGE_INPUT_MODELS, MODEL_VALUES, type Framework, type ModelOption, type ModelValue } from '@cui/shared';

/** Display names of the framework targets; product names, so not translated. */
export const FRAMEWORK_LABELS: Record<Framework, string> = {
  htmlTailwind: 'HTML + Tailwind CSS',
  htmlCss: 'HTML + CSS',
  bootstrap: 'Bootstrap 5',
  reactTailwind: 'React + Tailwind',
  vueTailwind: 'Vue + Tailwind',
  ionicTailwind: 'Ionic + Tailwind',
  vue3: 'Vue 3',
  elementPlus: 'Element Plus (Vue 3)',
  naiveUI: 'Naive UI (Vue 3)',
};

export const FRAMEWORK_SHORT: Record<Framework, string> = {
  htmlTailwind: 'Tailwind',
  htmlCss: 'HTML/CSS',
  bootstrap: 'Bootstrap',
  reactTailwind: 'React',
  vueTailwind: 'Vue+TW',
  ionicTailwind: 'Ionic',
  vue3: 'Vue 3',
  elementPlus: 'Element+',
  naiveUI: 'Naive UI',
};

export const FRAMEWORK_OPTIONS = FRAMEWORKS.map((value) => ({ value, label: FRAMEWORK_LABELS[value] }));

/** Shown until GET /api/models answers (and if it fails): every model, only cui-core known to work. */
const FALLBACK_LABELS: Record<ModelValue, string> = {
  'cui-core': 'CUI Core',
  'gemini-2-5-flash': 'Gemini 2.5 Flash',
  'gpt-4-1': 'GPT-4.1',
  'gpt-4-1-mini': 'GPT-4.1 mini',
  'grok-3-mini': 'Grok 3 mini',
  'deepseek-r1-0528': 'DeepSeek R1 0528',
  'deepseek-r1': 'DeepSeek R1',
  'deepseek-v3': 'DeepSeek V3',
  'o4-mini': 'o4-mini',
  'claude-3-7-sonnet': 'Claude 3.7 Sonnet',
  'claude-3-5-haiku': 'Claude 3.5 Haiku',
  'gpt-4o': 'GPT-4o',
  'o3-mini': 'o3-mini',
};

export const FALLBACK_MODELS: ModelOption[] = MODEL_VALUES.map((value) => ({
  value,
  label: FALLBACK_LABELS[value],
  supportsImage: IMAGE_FLAGGED_MODELS.includes(value),
  available: value === 'cui-core',
}));

/** The server may already say "(offline)" in a label; the UI shows that as a badge instead. */
export function cleanLabel(label: string): string {
  return label.replace(/\s*\((offline|built-in)\)\s*$/i, '');
}

export function modelLabel(models: readonly ModelOption[], value: ModelValue): string {
  return cleanLabel(models.find((m) => m.value === value)?.label ?? FALLBACK_LABELS[value] ?? value);
}

export function acceptsImage(model: ModelValue): boolean {
  return IMAGE_INPUT_MODELS.includes(model);
}

/** Which company makes a model, for the small logo badge next to it. */
export type Provider = 'cui' | 'openai' | 'google' | 'anthropic' | 'xai' | 'deepseek';
export function providerOf(model: ModelValue): Provider {
  if (model === 'cui-core') return 'cui';
  if (model.startsWith('gemini')) return 'google';
  if (model.startsWith('claude')) return 'anthropic';
  if (model.startsWith('grok')) return 'xai';
  if (model.startsWith('deepseek')) return 'deepseek';
  return 'openai';
}
