/**
 * Parses a follow-up prompt into edits against an existing page: add/remove sections, theme
 * changes (dark/light, colours, font), rename, new headline/subtitle, section rewrites.
 */
import { findColors } from './colors';
import { detectSections } from './prompt-analysis';
import { captureValue, colourIn } from './rewrite-instructions';
import type { FontStyle, PageKind, SectionId } from './types';

export type Edit =
  | { kind: 'add'; section: SectionId }
  | { kind: 'remove'; section: string }
  | { kind: 'theme'; dark?: boolean; primary?: string; accent?: string; font?: FontStyle }
  | { kind: 'rename'; name: string }
  | { kind: 'headline'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'rewrite'; section: string; instructions: string };

const ADD = /\b(add|adds|adding|include|insert|put|append|create|need|want|show|with|plus|give)\b/;
const REMOVE = /\b(remove|delete|drop|hide|get rid of|take out|take away|without|no longer|lose|kill)\b/;
const ELEMENT_WORDS = /\b(button|cta|image|photo|picture|title|heading|headline|subtitle|text|copy|paragraph|card|cards|item|items|background|colou?r|badge|icon|link)\b/;
const COLOUR_WORD = /(red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brown|gray|grey|navy|gold|olive|maroon|coral)/;

const RENAME_PATTERNS = [
  /\b(?:rename|re-name)\s+(?:it|this|the\s+(?:site|page|website|brand|company|business|app|product|restaurant|shop|store|blog|event|studio))?\s*(?:to|as)\s+(.+)$/i,
  /\b(?:change|set|update|switch)\s+(?:the\s+)?(?:brand\s+|company\s+|business\s+|site\s+|page\s+|product\s+|app\s+|restaurant\s+|shop\s+|store\s+|studio\s+)?name\s+(?:to|as)\s+(.+)$/i,
  /\b(?:call|name)\s+(?:it|this|the\s+(?:site|page|brand|company|business|app))\s+(.+)$/i,
];
const HEADLINE = /\b(?:change|set|update|make|replace|rewrite|edit)\s+(?:the\s+)?(?:main\s+|hero\s+|page\s+|top\s+)?(?:headline|heading|title|h1)\s+(?:to|say|says|read|into|with)\s*(.+)$/i;
const HEADLINE_2 = /\b(?:headline|heading|h1)\s*(?:should\s+(?:be|say|read)|:)\s*(.+)$/i;
const SUBTITLE = /\b(?:change|set|update|replace|rewrite|edit)\s+(?:the\s+)?(?:hero\s+)?(?:subtitle|subheading|sub-heading|tagline|description|intro(?: text)?)\s+(?:to|say|says|read)\s*(.+)$/i;
const SECTION_TITLE = /\bthe\s+([a-z]+)\s+(?:section\s+)?(?:title|heading|headline)\b/i;

function removeSpan(text: string, m: RegExpExecArray, value: string): string {
  const valueAt = text.indexOf(value, m.index);
  const end = valueAt >= 0 ? valueAt + value.length : m.index + m[0].length;
  return (text.slice(0, m.index) + ' ' + text.slice(end).replace(/^["”'’»]/, '')).trim();
}

export function parseFollowUp(prompt: string, present: readonly string[], kind: PageKind): Edit[] {
  let rest = prompt.replace(/\s+/g, ' ').trim();
  const edits: Edit[] = [];

  for (const re of RENAME_PATTERNS) {
    const m = re.exec(rest);
    if (m) {
      const name = captureValue(m[1]);
      if (name) {
        edits.push({ kind: 'rename', name });
        rest = removeSpan(rest, m, name);
      }
      break;
    }
  }
  const st = SECTION_TITLE.exec(rest);
  const stSection = st ? detectSections(st[1].toLowerCase(), kind)[0] : undefined;
  const hm = HEADLINE.exec(rest) ?? HEADLINE_2.exec(rest);
  if (hm && !(stSection && stSection !== 'hero' && present.includes(stSection))) {
    const text = captureValue(hm[1]);
    if (text) {
      edits.push({ kind: 'headline', text });
      rest = removeSpan(rest, hm, text);
    }
  }
  const sm = SUBTITLE.exec(rest);
  if (sm) {
    const text = captureValue(sm[1]);
    if (text) {
      edits.push({ kind: 'subtitle', text });
      rest = removeSpan(rest, sm, text);
    }
  }

  let lastVerb: 'add' | 'remove' | null = null;
  for (const raw of rest.split(/,|;|\.\s|\.$|\band\b|\bthen\b|\balso\b|\bplus\b/i)) {
    const clause = raw.trim();
    if (!clause) continue;
    const l = clause.toLowerCase();
    const mentioned: string[] = [...detectSections(l, kind), ...(/\bfooter\b/.test(l) ? ['footer'] : []), ...(/\b(nav|navbar|navigation|header)\b/.test(l) ? ['navbar'] : [])];
    const onPage = mentioned.filter((s) => present.includes(s));
    const verb = REMOVE.test(l) ? 'remove' : ADD.test(l) ? 'add' : null;
    if (verb) lastVerb = verb;
    const effective = verb ?? (mentioned.length > 0 && !ELEMENT_WORDS.test(l) && !colourIn(l) ? lastVerb : null);

    if (effective === 'remove' && mentioned.length > 0 && !ELEMENT_WORDS.test(l)) {
      for (const s of onPage) edits.push({ kind: 'remove', section: s });
      continue;
    }
    if (effective === 'add' && mentioned.length > 0) {
      for (const s of mentioned) {
        if (present.includes(s) || s === 'footer' || s === 'navbar') edits.push({ kind: 'rewrite', section: s, instructions: clause });
        else if (s !== 'hero') edits.push({ kind: 'add', section: s as SectionId });
      }
      continue;
    }
    if (onPage.length > 0) {
      edits.push({ kind: 'rewrite', section: onPage[0], instructions: clause });
      continue;
    }
    const theme: Extract<Edit, { kind: 'theme' }> = { kind: 'theme' };
    const darkRe = new RegExp(`\\b(dark|night|darker)\\b(?!\\s*-?\\s*${COLOUR_WORD.source})`);
    const lightRe = new RegExp(`\\b(light|lighter|white|bright)\\b(?!\\s*-?\\s*${COLOUR_WORD.source})`);
    if (darkRe.test(l) || /\bblack (background|theme)\b/.test(l)) theme.dark = true;
    else if (lightRe.test(l)) theme.dark = false;
    const colour = colourIn(clause);
    if (colour) {
      if (/\b(accent|secondary)\b/.test(l)) theme.accent = colour;
      else theme.primary = colour;
    } else if (findColors(clause).some((c) => c.raw === 'black') && !/background/.test(l)) {
      theme.primary = '#111827';
    }
    if (/\bsans[- ]?serif\b|\bmodern (font|type)/.test(l)) theme.font = 'sans';
    else if (/\bserif\b|\belegant (font|type)/.test(l)) theme.font = 'serif';
    else if (/\bmono(space)?\b|\btypewriter\b/.test(l)) theme.font = 'mono';
    if (theme.dark !== undefined || theme.primary || theme.accent || theme.font) edits.push(theme);
    // "bigger headline", "remove the button": element edits with no section named go to the hero.
    else if (present.includes('hero') && (ELEMENT_WORDS.test(l) || /\b(shorter|bigger|smaller|larger)\b/.test(l))) edits.push({ kind: 'rewrite', section: 'hero', instructions: clause });
  }
  return edits;
}

/** True when the prompt asks for a whole new page rather than an edit. */
export function isNewPageRequest(prompt: string): boolean {
  const l = prompt.toLowerCase();
  return (
    /\b(create|build|make|generate|design|give me|write)\b.{0,40}\b(a|an|new|another|different)\b.{0,60}\b(landing page|website|web site|site|homepage|page|portfolio|store|shop|blog|dashboard|app)\b/.test(l) ||
    /\b(start over|from scratch|new page|instead)\b/.test(l)
  );
}
