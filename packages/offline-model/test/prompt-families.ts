/** Builds a prompt from the word lists in prompt-families.json (shared with bench/quality-prompts.mjs). */
import type { Framework } from '@cui/shared';
import fc from 'fast-check';
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

/** Prompts drawn from the word lists, in one of `frameworks`. */
export function drawnPrompts(frameworks: readonly Framework[]): fc.Arbitrary<Drawn> {
  return fc
    .record({
      lang: fc.constantFrom<Lang>('en', 'zh', 'hi'),
      subject: fc.nat(families.subjects.length - 1),
      name: fc.nat(families.names.length - 1),
      city: fc.nat(families.cities.length - 1),
      parts: fc.uniqueArray(fc.nat(families.parts.length - 1), { minLength: 2, maxLength: 5 }),
      template: fc.nat(9),
      framework: fc.constantFrom(...frameworks),
    })
    .map((r) => r as Drawn);
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

/** Indexes for a subject whose kind word only modifies its head noun, or for a person's portfolio. */
export interface DrawnMore {
  form: 'modified' | 'person';
  lang: Lang;
  kindWord: number;
  trade: number;
  head: number;
  name: number;
  profession: number;
  city: number;
  parts: number[];
  template: number;
  framework: Framework;
}

export interface BuiltMore extends BuiltPrompt {
  /** The person's or business's name as the hero shows it (a person's first name). */
  heroName: string;
}

const LATIN = /^[A-Za-z][A-Za-z &'-]*$/;

/**
 * "wedding photography business Lichtblick …" (en, zh) or "portfolio for a sound engineer, Nadia
 * Okafor, Lagos — …" (en, zh, hi). A modified subject's page has no business kind; a person's is a
 * portfolio whose profession is none of the written personas.
 */
export function morePromptFrom(d: DrawnMore): BuiltMore {
  const lang: Lang = d.form === 'modified' && d.lang === 'hi' ? 'en' : d.lang;
  const cities = families.cities.filter((c) => c[lang] !== null);
  const city = cities[d.city % cities.length];
  const parts = d.parts.map((i) => families.parts[i]);
  const words = parts.map((p) => p[lang]);
  const ids = [...new Set(parts.map((p) => p.id).filter((id): id is string => id !== null))];
  const fill = (template: string, subject: string, name: string) =>
    template.replace('{subject}', subject).replace('{profession}', subject).replace('{city}', city[lang] as string).replace('{name}', name).replace('{parts}', joinParts(words, lang));
  if (d.form === 'modified') {
    const m = families.modified;
    const pick = <T>(list: T[], i: number) => list[i % list.length];
    const key = lang as 'en' | 'zh';
    const subject = `${pick(m.kindWords, d.kindWord)[key]}${key === 'en' ? ' ' : ''}${pick(m.trades, d.trade)[key]}${key === 'en' ? ' ' : ''}${pick(m.heads, d.head)[key]}`;
    const names = families.names.filter((n) => (key === 'en' ? LATIN.test(n) : /^[\u4e00-\u9fff]+$/.test(n)));
    const name = pick(names, d.name);
    const prompt = fill(pick(m.templates[key], d.template), subject, name);
    return { prompt, name, heroName: name, subject, parts: words, ids, currency: city.currency, kind: null };
  }
  const people = families.people;
  const names = people.names[lang];
  const name = names[d.name % names.length];
  const subject = people.professions[d.profession % people.professions.length][lang];
  const templates = people.templates[lang];
  const prompt = fill(templates[d.template % templates.length], subject, name);
  return { prompt, name, heroName: lang === 'en' ? name.split(' ')[0] : name, subject, parts: words, ids, currency: city.currency, kind: 'portfolio' };
}
