/**
 * Parses a follow-up prompt into edits against an existing page: add/remove sections, theme
 * changes (dark/light, colours, font), rename, new headline/subtitle, section rewrites.
 */
import { findColors } from './colors';
import { detectSections } from './prompt-analysis';
import { captureValue, colourIn } from './rewrite-instructions';
import { ADD_WORDS, colourNamed, modeIn, quotedTexts, REMOVE_WORDS, sectionsNamed, TITLE_WORDS } from './edit-language';
import type { FontStyle, PageKind, SectionId } from './types';

export type Edit =
  | { kind: 'add'; section: SectionId }
  | { kind: 'remove'; section: string }
  | { kind: 'theme'; dark?: boolean; primary?: string; accent?: string; font?: FontStyle }
  | { kind: 'rename'; name: string }
  | { kind: 'headline'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'rewrite'; section: string; instructions: string }
  | { kind: 'move'; section: string; anchor: string | null; place: 'before' | 'after' };

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
  return readFollowUp(prompt, present, kind).edits;
}

const MOVE_EN = /\bmove\s+(?:the\s+)?(.+?)\s+(above|before|below|after|to the top|to the bottom|to the end|up|down)\b(?:\s+(?:the\s+)?(.+))?/i;
const MOVE_ZH = /(?:把|将)?(.+?)(?:移到|放到|挪到|调到)(.*?)(前面|之前|上面|上方|后面|之后|下面|下方|顶部|最前面|最上面|底部|最后面|最后)/;
const MOVE_HI = /(.+?)\s*को\s*(?:(.+?)\s*(?:से|के)\s*)?(ऊपर|पहले|नीचे|बाद|सबसे ऊपर|सबसे नीचे)/;

/** "move the FAQ above pricing", "把常见问题移到价格前面", "FAQ को प्राइसिंग से ऊपर ले जाएं". */
function moveEdit(clause: string, present: readonly string[], kind: PageKind): Edit | null {
  const en = MOVE_EN.exec(clause);
  const zh = en ? null : MOVE_ZH.exec(clause);
  const hi = en || zh || !/ले जा|खिसका|रखें/.test(clause) ? null : MOVE_HI.exec(clause);
  const m = en ?? zh ?? hi;
  if (!m) return null;
  const section = sectionsNamed(m[1], kind).find((x) => present.includes(x));
  if (!section) return null;
  const where = m[2 + (en ? 0 : 1)] ?? '';
  const anchorText = en ? (m[3] ?? '') : (m[2] ?? '');
  const toEnd = /bottom|end|底部|最后|सबसे नीचे/.test(where);
  const toTop = /top|顶部|最前|最上|सबसे ऊपर/.test(where);
  const before = /above|before|up|前|上|ऊपर|पहले/.test(where);
  const anchor = toTop || toEnd ? null : (sectionsNamed(anchorText, kind).find((x) => present.includes(x) && x !== section) ?? null);
  if (!anchor && !toTop && !toEnd) return null;
  return { kind: 'move', section, anchor, place: toEnd ? 'after' : before || toTop ? 'before' : 'after' };
}

/** The edits a follow-up asks for, and its clauses none of them came from (named back to the user). */
export function readFollowUp(prompt: string, present: readonly string[], kind: PageKind): { edits: Edit[]; unread: string[] } {
  let rest = prompt.replace(/\s+/g, ' ').trim();
  const edits: Edit[] = [];
  const unread: string[] = [];

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

  if (!edits.some((e) => e.kind === 'headline')) {
    const quote = quotedTexts(rest)[0];
    const named = sectionsNamed(rest, kind).filter((x) => x !== 'hero' && present.includes(x));
    if (quote && TITLE_WORDS.test(rest.toLowerCase()) && named.length === 0 && !REMOVE_WORDS.test(rest.toLowerCase())) {
      edits.push({ kind: 'headline', text: quote.text });
      const at = rest.lastIndexOf(quote.text);
      rest = `${rest.slice(0, Math.max(0, at - 1))} ${rest.slice(at + quote.text.length + 1)}`.replace(/\s+/g, ' ').trim();
      rest = rest.replace(/(?:把|将)?\s*(?:主|页面)?标题\s*(?:改为|改成|换成|设为|设置为|变成)?|(?:मुख्य\s*)?(?:शीर्षक|हेडिंग)\s*(?:को)?\s*(?:करें|करो|कर दें|में बदलें|बदलें|रखें)?/g, ' ').trim();
    }
  }

  let lastVerb: 'add' | 'remove' | null = null;
  for (const raw of rest.split(/,|;|，|；|。|、|\.\s|\.$|\band\b|\bthen\b|\balso\b|\bplus\b|然后|并且|同时|।|\sऔर\s|\sफिर\s/i)) {
    const clause = raw.trim();
    if (!clause || !/[\p{L}\p{N}]/u.test(clause)) continue;
    const l = clause.toLowerCase();
    const move = moveEdit(clause, present, kind);
    if (move) {
      edits.push(move);
      continue;
    }
    const mentioned: string[] = [...sectionsNamed(clause, kind), ...(/\bfooter\b|页脚|फ़ुटर/.test(l) ? ['footer'] : []), ...(/\b(nav|navbar|navigation|header)\b|导航|नेविगेशन/.test(l) ? ['navbar'] : [])];
    const onPage = mentioned.filter((s) => present.includes(s));
    const verb = REMOVE.test(l) || REMOVE_WORDS.test(l) ? 'remove' : ADD.test(l) || ADD_WORDS.test(l) ? 'add' : null;
    if (verb) lastVerb = verb;
    const effective = verb ?? (mentioned.length > 0 && !ELEMENT_WORDS.test(l) && !colourIn(l) ? lastVerb : null);
    const before = edits.length;

    if (effective === 'remove' && mentioned.length > 0 && !ELEMENT_WORDS.test(l)) {
      for (const s of onPage) edits.push({ kind: 'remove', section: s });
      if (onPage.length === 0) unread.push(clause);
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
    else if (modeIn(clause) && !/[a-z]/i.test(clause.replace(/dark|light/gi, ''))) theme.dark = modeIn(clause) === 'dark';
    else if (modeIn(clause) && /(?:[\u3400-\u9fff]|[\u0900-\u097f])/.test(clause)) theme.dark = modeIn(clause) === 'dark';
    const colour = colourIn(clause) ?? colourNamed(clause);
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
    else if (present.includes('hero') && (ELEMENT_WORDS.test(l) || /\b(shorter|bigger|smaller|larger|counter|streak)\b|计数器|连续|काउंटर/.test(l))) edits.push({ kind: 'rewrite', section: 'hero', instructions: clause });
    if (edits.length === before) unread.push(clause);
  }
  return { edits, unread };
}

/** True when the prompt asks for a whole new page rather than an edit. */
export function isNewPageRequest(prompt: string): boolean {
  const l = prompt.toLowerCase();
  return (
    /\b(create|build|make|generate|design|give me|write)\b.{0,40}\b(a|an|new|another|different)\b.{0,60}\b(landing page|website|web site|site|homepage|page|portfolio|store|shop|blog|dashboard|app)\b/.test(l) ||
    /\b(start over|from scratch|new page|instead)\b/.test(l) ||
    // "turn it into an online store", "make this a page for…": the whole page, not a part of it.
    /\b(turn|change|convert|transform|rebuild|redo|remake)\s+(it|this|the (?:whole )?(?:page|site|website)|this (?:page|site|website))\s+(?:in)?to\s+(?:a|an|the|my|our)\b/.test(l) ||
    /\bmake\s+(it|this|this (?:page|site))\s+(?:a|an)\s+(?!(?:bit|little|lot|touch)\b)/.test(l) ||
    /(它|页面|网站)(改成|改为|变成|换成|做成)(一个|一家|一间|一座)/.test(prompt) ||
    /(इसे|इस पेज को|इस साइट को|पेज को)\s.{0,60}में बदल/.test(prompt)
  );
}
