/** Builds a prompt from the word lists in prompt-families.json (shared with bench/quality-prompts.mjs). */
import type { Framework } from '@cui/shared';
import families from './prompt-families.json';

export type Lang = 'en' | 'zh' | 'hi';

/** Indexes into the word lists, as drawn by fast-check. */
export interface Drawn {
  lang: Lang;
  subject: number;
  name: number;
  city: number;
  parts: number[];
  template: number;
  framework: Framework;
}

export interface BuiltPrompt {
  prompt: string;
  name: string;
  subject: string;
  /** The parts as written in the prompt. */
  parts: string[];
  /** Section ids the known parts must have. */
  ids: string[];
  currency: string | null;
  kind: string | null;
}

function joinParts(parts: string[], lang: Lang): string {
  const last = parts[parts.length - 1];
  const head = parts.slice(0, -1);
  if (lang === 'zh') return `${head.join('、')}和${last}`;
  if (lang === 'hi') return `${head.join(', ')} और ${last}`;
  return `${head.join(', ')} and ${last}`;
}

export function promptFrom(d: Drawn): BuiltPrompt {
  const subject = families.subjects[d.subject];
  const cities = families.cities.filter((c) => c[d.lang] !== null);
  const city = cities[d.city % cities.length];
  const parts = d.parts.map((i) => families.parts[i]);
  const words = parts.map((p) => p[d.lang]);
  const templates = families.templates[d.lang];
  const template = templates[d.template % templates.length];
  const name = families.names[d.name];
  const prompt = template
    .replace('{subject}', subject[d.lang])
    .replace('{city}', city[d.lang] as string)
    .replace('{name}', name)
    .replace('{parts}', joinParts(words, d.lang))
    .replace('{bullets}', words.map((w) => `- ${w}`).join('\n'));
  // A second part wanting a layout already taken is still built, in a generic layout.
  const ids = parts.map((p) => p.id).filter((id): id is string => id !== null);
  return { prompt, name, subject: subject[d.lang], parts: words, ids: [...new Set(ids)], currency: city.currency, kind: subject.kind };
}
