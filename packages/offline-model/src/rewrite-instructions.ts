/** Parses free-text section instructions ("make it shorter", "add 3 more cards" …) into operations. */
import { darken, findColors, mix } from './colors';

export type RewriteOp =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'shorter' }
  | { kind: 'shorterTitle' }
  | { kind: 'titleSize'; step: 1 | -1 }
  | { kind: 'statsRow' }
  | { kind: 'more'; count: number }
  | { kind: 'button'; label: string | null }
  | { kind: 'image' }
  | { kind: 'removeButtons' }
  | { kind: 'background'; value: string }
  | { kind: 'brand'; color: string }
  | { kind: 'retitle'; tone: string | null };

const NUMBERS: Record<string, number> = { a: 1, an: 1, another: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, few: 3, 'a few': 3, some: 3, several: 3 };
const ITEM_WORDS =
  'cards?|items?|features?|plans?|tiers?|testimonials?|reviews?|quotes?|questions?|faqs?|members?|people|persons?|products?|posts?|articles?|photos?|images?|pictures?|projects?|tiles?|stats?|dishes?|events?|sessions?|entries|rows?|services?|speakers?|slots?|jobs?|roles?';

const TONES: Array<[string, RegExp]> = [
  ['playful', /\b(playful|fun|funny|quirky|cheeky)\b/],
  ['premium', /\b(premium|luxur\w*|elegant|upscale|classy|sophisticated|high[- ]end)\b/],
  ['minimal', /\b(minimal\w*|clean|understated)\b/],
  ['bold', /\b(bold|punchy|striking|exciting|catchy|energetic|impactful|stronger)\b/],
  ['friendly', /\b(friendly|warm|welcoming|casual|approachable)\b/],
  ['professional', /\b(professional|corporate|formal|serious|trustworthy)\b/],
  ['urgent', /\b(urgent|urgency|action-oriented|persuasive|convert\w*)\b/],
  ['calm', /\b(calm|relax\w*|soothing|peaceful)\b/],
];

/** Cuts a captured value at a following instruction ("… and add a button") and strips quotes. */
export function captureValue(raw: string): string {
  const quoted = /^\s*["“'‘«]([^"”'’»]+)["”'’»]/.exec(raw);
  if (quoted) return quoted[1].replace(/[{}`]/g, '').trim();
  return raw
    .replace(/[{}`]/g, '')
    .split(/\s+(?:and|then|also)\s+(?=(?:add|make|use|remove|change|set|put|give|turn|delete|include)\b)|[;\n]|\.(?:\s|$)/i)[0]
    .replace(/^[\s:\-–—]+/, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** A colour in text, honouring "dark blue" / "light blue" / "pastel green". */
export function colourIn(text: string): string | null {
  const found = findColors(text).filter((c) => c.raw !== 'white' && c.raw !== 'black');
  const c = found[0];
  if (!c) return null;
  const before = text.toLowerCase().slice(Math.max(0, c.index - 8), c.index);
  if (/dark(er)?[\s-]+$|deep[\s-]+$/.test(before)) return darken(c.hex, 0.35);
  if (/(light(er)?|pale|pastel|soft)[\s-]+$/.test(before)) return mix(c.hex, '#ffffff', 0.78);
  return c.hex;
}

export function parseInstructions(instructions: string): RewriteOp[] {
  const t = instructions.replace(/\s+/g, ' ').trim();
  const l = t.toLowerCase();
  const ops: RewriteOp[] = [];

  const aboutTitle = /\b(title|heading|headline|header|h1|h2)\b|标题/.test(l);
  // Text in quotes next to "headline" is the new headline, verbatim.
  const quotedTitle = aboutTitle ? /["“「『]([^"”」』]{1,160})["”」』]/.exec(t) : null;
  const title = quotedTitle ? null : /\b(?:title|heading|headline|header|h1|h2)\b[^.]*?\b(?:to|say|says|read|reads|into|as)\b\s*(.+)$/i.exec(t);
  if (quotedTitle) ops.push({ kind: 'title', text: quotedTitle[1].replace(/[{}`]/g, '').trim() });
  else if (title && !/^\s*(be\s+)?(shorter|longer|bigger|smaller|larger|bold)/i.test(title[1])) ops.push({ kind: 'title', text: captureValue(title[1]) });
  if (aboutTitle && /\b(bigger|larger|huger|enlarge|increase)\b|更大|放大|加大/.test(l)) ops.push({ kind: 'titleSize', step: 1 });
  else if (aboutTitle && /\b(smaller|reduce|decrease)\b|更小|缩小/.test(l)) ops.push({ kind: 'titleSize', step: -1 });
  const sub = /\b(?:subtitle|subheading|sub-heading|description|tagline|intro|paragraph|body text|lead)\b(?!\s+colou?r)[^.]*?\b(?:to|say|says|read|reads)\b\s*(.+)$/i.exec(t);
  if (sub) ops.push({ kind: 'subtitle', text: captureValue(sub[1]) });

  const colour = colourIn(t);
  const aboutButtons = /\b(buttons?|accent|primary|links?|icons?|highlights?|brand colou?r)\b/.test(l);
  const aboutText = /\b(text|font|title|heading)\s+colou?r\b/.test(l);
  if (colour && aboutButtons && !/\bbackground\b/.test(l)) ops.push({ kind: 'brand', color: colour });
  else if (colour && !aboutText && !title) ops.push({ kind: 'background', value: colour });
  else if (/\b(dark|darker|night|black)\b/.test(l) && /\b(background|bg|section|it|this|mode|theme|make|turn|use|go)\b/.test(l)) ops.push({ kind: 'background', value: 'dark' });
  else if (/\b(light|lighter|white|bright)\b/.test(l) && /\b(background|bg|section|it|this|mode|theme|make|turn|use|go)\b/.test(l)) ops.push({ kind: 'background', value: 'light' });

  const wantsShorter = /\b(shorter|shorten|concise|brief|briefer|less (text|copy|content)|fewer|trim|simplif\w*|condense|tighter|compact|cut (it )?down|punchier)\b|更短|精简|缩短/.test(l);
  if (wantsShorter && aboutTitle && !quotedTitle && !title) ops.push({ kind: 'shorterTitle' });
  else if (wantsShorter) ops.push({ kind: 'shorter' });

  const statsRow = /\b(add|include|insert|put|with|show|give|plus)\b[^.]*\b(stats?|statistics|numbers|metrics|kpis?|counters?)\b|(添加|加上|增加)[^。]*(数据|统计)/.test(l);
  if (statsRow) ops.push({ kind: 'statsRow' });

  const countRe = new RegExp(`\\b(\\d+|a few|one|two|three|four|five|six|a|an|another|some|several)\\s+(?:more\\s+|extra\\s+|additional\\s+|new\\s+)?(?:${ITEM_WORDS})\\b`);
  const cm = countRe.exec(l);
  if (cm && !(statsRow && /\bstats?\b/.test(cm[0])) && !/\b(button|image|photo|picture)\b/.test(cm[0]) && !(cm[0].startsWith('a ') && /\b(images?|photos?|pictures?)\b/.test(cm[0]))) {
    const n = /^\d+$/.test(cm[1]) ? Math.min(12, parseInt(cm[1], 10)) : (NUMBERS[cm[1]] ?? 3);
    if (n > 0 && /\b(add|more|include|show|extra|another|additional|with|give|list)\b/.test(l)) ops.push({ kind: 'more', count: n });
  } else if (/\b(more (cards|items|content|examples|options)|longer|expand|extend|more detail)\b/.test(l)) {
    ops.push({ kind: 'more', count: 2 });
  }

  if (/\b(add|include|insert|put|with|show)\b.*\b(image|photo|picture|illustration|visual|banner)\b/.test(l)) ops.push({ kind: 'image' });
  if (/\b(remove|delete|drop|hide|without|no)\b.*\b(buttons?|ctas?)\b/.test(l)) ops.push({ kind: 'removeButtons' });
  else if (/\b(add|include|insert|put|need|with|give)\b.*\b(button|cta|call[- ]to[- ]action)\b/.test(l)) {
    const labelled = /\b(?:button|cta)\s+(?:that says|saying|labell?ed|called|reading|with (?:the )?(?:text|label))\s+(.+)$/i.exec(t);
    const before = /\b(?:an?|the)\s+["“']([^"”']{1,30})["”']\s+(?:button|cta)\b/i.exec(t) ?? /\b(?:an?|the)\s+((?:[A-Z][\w’']*\s?){1,4})\s+(?:button|cta)\b/.exec(t);
    const label = labelled ? captureValue(labelled[1]) : before ? before[1].replace(/[{}`]/g, '').trim() : null;
    ops.push({ kind: 'button', label: label || null });
  }

  if (!ops.some((o) => o.kind === 'title' || o.kind === 'titleSize' || o.kind === 'shorterTitle')) {
    const tone = TONES.find(([, re]) => re.test(l));
    if (tone) ops.push({ kind: 'retitle', tone: tone[0] });
  }
  return ops;
}
