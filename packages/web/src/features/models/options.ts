import { BUILTIN_MODEL, FRAMEWORKS, type Framework, type ModelOption } from '@cui/shared';

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

/** Shown until GET /api/models answers (and if it fails): the built-in model, which every server has. */
export const FALLBACK_MODELS: ModelOption[] = [
  { value: BUILTIN_MODEL, label: 'CUI Core', provider: 'builtin', providerLabel: 'CUI', supportsImage: false, available: true, cost: 1, default: true, aliases: [] },
];

/** The server may already say "(offline)" in a label; the UI shows that as a badge instead. */
export function cleanLabel(label: string): string {
  return label.replace(/\s*\((offline|built-in)\)\s*$/i, '');
}

/** The model an id names in the server's list (an alias of an earlier catalogue: its model). */
export function findModel(models: readonly ModelOption[], id: string): ModelOption | undefined {
  return models.find((m) => m.value === id) ?? models.find((m) => m.aliases.includes(id));
}

/** The model a choice means: the chosen one, else (never chosen) the server's default, else the built-in one. */
export function effectiveModel(models: readonly ModelOption[], chosen: string): string {
  if (chosen) return findModel(models, chosen)?.value ?? chosen;
  return models.find((m) => m.default)?.value ?? BUILTIN_MODEL;
}

export function modelLabel(models: readonly ModelOption[], id: string): string {
  return cleanLabel(findModel(models, id)?.label ?? id);
}

export function acceptsImage(models: readonly ModelOption[], id: string): boolean {
  return !!findModel(models, id)?.supportsImage;
}

/** Which company or server runs a model, for the small logo badge next to it. */
export type Provider = 'cui' | 'openai' | 'google' | 'anthropic' | 'xai' | 'deepseek' | 'openrouter' | 'ollama' | 'server';
const LOGOS: Record<string, Provider> = { builtin: 'cui', openai: 'openai', gemini: 'google', anthropic: 'anthropic', xai: 'xai', deepseek: 'deepseek', openrouter: 'openrouter', ollama: 'ollama' };
export function providerOf(model: ModelOption | undefined): Provider {
  return model ? (LOGOS[model.provider] ?? 'server') : 'cui';
}
