/** Parses free-text section instructions ("make it shorter", "add 3 more cards" …) into operations. */
import { darken, findColors, mix } from './colors';
import { ADD_WORDS, addCount, clauses, PRICE, colourNamed, modeIn, pricedItems, quotedTexts, REMOVE_WORDS, SUBTITLE_WORDS, TITLE_WORDS, type PricedItem } from './edit-language';

export type RewriteOp =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'shorter' }
  | { kind: 'shorterTitle' }
  | { kind: 'titleSize'; step: 1 | -1 }
  | { kind: 'statsRow' }
  /** `by`: who an added quote is from, in the instruction's words ("a testimonial from a chef"). */
  | { kind: 'more'; count: number; by?: string }
  | { kind: 'button'; label: string | null }
  | { kind: 'image' }
  | { kind: 'removeButtons' }
  | { kind: 'background'; value: string }
  | { kind: 'brand'; color: string }
  | { kind: 'retitle'; tone: string | null }
  | { kind: 'prices'; items: PricedItem[]; add?: boolean }
  | { kind: 'counter'; label: string }
  | { kind: 'removeItem'; name: string }
  | { kind: 'moveItem'; name: string | null; to: 'first' | 'last' | 'reverse' };

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

/**
 * Who an added testimonial is from: "a review from a chef", "two quotes by local teachers". The role
 * as written, capitalised and in the singular; null when none is said. (Chinese and Hindi quotes are
 * not added by the built-in model: it says so instead.)
 */
export function quoteAuthor(text: string): string | null {
  const m = /\b(?:testimonials?|reviews?|quotes?)\b[^.;!?]*?\b(?:from|by)\s+(?:(?:a|an|one|our|my|the|some|two|three|four|five)\s+)?(?:(?:happy|real|satisfied|actual)\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?=\s*(?:[,.;!?]|$)|\s+(?:and|who|to|in|at|on|with|about|saying)\b)/i.exec(text);
  if (!m || /^(?:customers?|clients?|persons?|people|users?|visitors?|guests?|them|us|you)$/i.test(m[1])) return null;
  const words = m[1].toLowerCase().split(/\s+/);
  const last = words[words.length - 1];
  // "local teachers" → one Local teacher each.
  words[words.length - 1] = /[^s]s$/.test(last) && !/(?:ss|us|is)$/.test(last) ? last.slice(0, -1) : last;
  const role = words.join(' ');
  return role.charAt(0).toUpperCase() + role.slice(1);
}

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

/** The operations in an instruction, and the clauses of it none of them came from (named back to the user). */
export function readInstructions(instructions: string): { ops: RewriteOp[]; unread: string[] } {
  const t = instructions.replace(/\s+/g, ' ').trim();
  const ops = parseInstructions(t);
  const priced = pricedItems(t);
  const quoted = quotedTexts(t);
  const values = ops.flatMap((o) => ('text' in o ? [o.text] : 'name' in o ? [o.name] : 'label' in o && o.label ? [o.label] : []));
  const unread = clauses(t.replace(/"[^"]*"|“[^”]*”|「[^」]*」|『[^』]*』|‘[^’]*’/g, (q) => q.replace(/[,;，；。.!?]/g, ' '))).filter((c) => {
    if (priced.items.some((it) => c.includes(it.name) || c.includes(it.price))) return false;
    if (quoted.some((q) => c.includes(q.text) || q.text.includes(c))) return false;
    if (values.some((v) => v && (c.includes(v) || v.includes(c)))) return false;
    return parseInstructions(c).length === 0;
  });
  return { ops, unread };
}

export function parseInstructions(instructions: string): RewriteOp[] {
  const t = instructions.replace(/\s+/g, ' ').trim();
  const l = t.toLowerCase();
  const ops: RewriteOp[] = [];

  const priced = pricedItems(t);
  // "add a plan 'Family' for 39 €" adds a card; "tune-up 49 €, full service 119 €" sets the list
  // (and "…, then add 2 cards" adds cards after it): the add verb must come before the first price.
  const leads = priced.spans.map(([a, b]) => {
    const part = l.slice(a, b);
    const at = PRICE.exec(part);
    return { start: a, end: a + (at ? at.index + at[0].length : part.length), before: at ? part.slice(0, at.index) : part, after: at ? part.slice(at.index + at[0].length) : '' };
  });
  // Hindi puts the verb last: "'फ़ैमिली' प्लान ₹499 जोड़ें".
  const adds = leads.length > 0 && (ADD_WORDS.test(leads[0].before) || /^\s*(?:(?:में|का|की|के|को)\s+)?(?:जोड़|शामिल)/.test(leads[0].after)) && !/\b(?:change|set|replace|update|make)\b|改为|改成|换成|बदल/.test(l);
  if (priced.items.length > 0) ops.push(adds ? { kind: 'prices', items: priced.items, add: true } : { kind: 'prices', items: priced.items });

  const aboutTitle = TITLE_WORDS.test(l);
  const aboutSub = SUBTITLE_WORDS.test(l);
  const quotes = quotedTexts(t);
  // A quote right after "remove" names what to remove; anywhere else next to "headline" it is the new text.
  const removesQuoted = new RegExp(`(?:${REMOVE_WORDS.source})\\s*(?:the\\s+|item\\s+|card\\s+)?["“「『‘']`).test(l);
  const removing = REMOVE_WORDS.test(l);
  // Text in quotes next to "headline" is the new headline, verbatim; next to "subtitle", the new subtitle.
  const quotedTitle = aboutTitle && quotes.length > 0 && !removesQuoted ? { 1: quotes[0].text } : null;
  const zhTitle = /(?:^|[^副])(?:标题|शीर्षक|हेडिंग)\s*(?:को\s*)?(?:改为|改成|换成|设为|设置为|变成|：|:)\s*([^，,。；;]+)/.exec(t);
  const title = quotedTitle || zhTitle ? null : /\b(?:title|heading|headline|header|h1|h2)\b[^.]*?\b(?:to|say|says|read|reads|into|as)\b\s*(.+)$/i.exec(t);
  if (quotedTitle) ops.push({ kind: 'title', text: quotedTitle[1] });
  else if (zhTitle && !/^(更短|更大|更小)/.test(zhTitle[1])) ops.push({ kind: 'title', text: zhTitle[1].trim() });
  else if (title && !/^\s*(be\s+)?(shorter|longer|bigger|smaller|larger|bold|dark|light)/i.test(title[1])) ops.push({ kind: 'title', text: captureValue(title[1]) });
  if (aboutTitle && /\b(bigger|larger|huger|enlarge|increase)\b|更大|放大|加大|बड़ा/.test(l)) ops.push({ kind: 'titleSize', step: 1 });
  else if (aboutTitle && /\b(smaller|reduce|decrease)\b|更小|缩小|छोटा/.test(l)) ops.push({ kind: 'titleSize', step: -1 });
  const quotedSub = aboutSub && !aboutTitle && quotes.length > 0 && !removesQuoted ? quotes[0].text : aboutSub && aboutTitle && quotes.length > 1 ? quotes[1].text : null;
  const sub = quotedSub ? null : /\b(?:subtitle|subheading|sub-heading|description|tagline|intro|paragraph|body text|lead)\b(?!\s+colou?r)[^.]*?\b(?:to|say|says|read|reads)\b\s*(.+)$/i.exec(t);
  if (quotedSub) ops.push({ kind: 'subtitle', text: quotedSub });
  else if (sub) ops.push({ kind: 'subtitle', text: captureValue(sub[1]) });

  if (removing && !/\b(buttons?|ctas?)\b|按钮|बटन/.test(l)) {
    const named = (removesQuoted ? quotes[0]?.text : undefined) ?? /\b(?:remove|delete|drop|hide)\s+(?:the\s+)?(.+?)\s+(?:card|item|plan|tier|question|review|testimonial|service|dish|product|member)\b/i.exec(t)?.[1];
    if (named) ops.push({ kind: 'removeItem', name: named.trim() });
  }

  // "move the Pro plan first", "把专业版移到最前面", "Pro को सबसे ऊपर रखें", "reverse the order of the cards".
  if (/\b(reverse|flip|swap)\b[^.]*\border\b|\breverse the\b|顺序反过来|倒序|उल्टा क्रम|क्रम उलट/.test(l)) ops.push({ kind: 'moveItem', name: null, to: 'reverse' });
  else {
    const move = /\bmove\s+(?:the\s+)?["“]?(.+?)["”]?\s+(?:card|item|plan|tier|question|review|testimonial|service|dish|product|member)?\s*(?:to the\s+)?(first|top|front|start|last|bottom|end)\b/i.exec(t)
      ?? /(?:把|将)["“「]?(.+?)["”」]?(?:移到|放到|挪到)(?:最)?(前面|上面|第一|顶部|后面|下面|最后|底部)/.exec(t)
      ?? /["“]?(.+?)["”]?\s*को\s*सबसे\s*(ऊपर|पहले|नीचे|आख़िर|आखिर)/.exec(t);
    if (move) ops.push({ kind: 'moveItem', name: move[1].trim(), to: /first|top|front|start|前|上|第一|顶|ऊपर|पहले/.test(move[2]) ? 'first' : 'last' });
  }

  const wantsCount = addCount(leads.reduceRight((acc, { start, end }) => acc.slice(0, start) + ' '.repeat(end - start) + acc.slice(end), t));
  if (wantsCount?.kind === 'counter') {
    const label = /(\d+)\s*-?\s*(?:day|天|दिन)/.exec(l) ? `${/(\d+)\s*-?\s*(?:day|天|दिन)/.exec(l)![1]}-day streak` : 'Streak';
    ops.push({ kind: 'counter', label });
  } else if (!wantsCount && /\b(streak|counter)\b|计数器|连续打卡/.test(l) && /\b(add|show|with|include)\b|添加|加上|增加|जोड़/.test(l)) {
    const days = /(\d+)\s*-?\s*(?:day|天|दिन)/.exec(l);
    ops.push({ kind: 'counter', label: days ? `${days[1]}-day streak` : 'Streak' });
  }

  const colour = colourNamed(t);
  const aboutButtons = /\b(buttons?|accent|primary|links?|icons?|highlights?|brand colou?r)\b|按钮|बटन/.test(l);
  const aboutText = /\b(text|font|title|heading)\s+colou?r\b/.test(l);
  if (colour && aboutButtons && !/\bbackground\b/.test(l)) ops.push({ kind: 'brand', color: colour });
  else if (colour && !aboutText && !title) ops.push({ kind: 'background', value: colour });
  else if (/\b(dark|darker|night|black)\b/.test(l) && /\b(background|bg|section|it|this|mode|theme|make|turn|use|go)\b/.test(l)) ops.push({ kind: 'background', value: 'dark' });
  else if (/\b(light|lighter|white|bright)\b/.test(l) && /\b(background|bg|section|it|this|mode|theme|make|turn|use|go)\b/.test(l)) ops.push({ kind: 'background', value: 'light' });
  else if (!/\b(dark|light)\b/.test(l) && modeIn(t)) ops.push({ kind: 'background', value: modeIn(t)! });

  const wantsShorter = /\b(shorter|shorten|concise|brief|briefer|less (text|copy|content)|fewer|trim|simplif\w*|condense|tighter|compact|cut (it )?down|punchier)\b|更短|精简|缩短|छोटा करें|संक्षिप्त/.test(l);
  if (wantsShorter && aboutTitle && !quotedTitle && !title) ops.push({ kind: 'shorterTitle' });
  else if (wantsShorter) ops.push({ kind: 'shorter' });

  const statsRow = (/\b(add|include|insert|put|with|show|give|plus)\b[^.]*\b(stats?|statistics|numbers|metrics|kpis?)\b|(添加|加上|增加)[^。]*(数据|统计)|(आँकड़े|आंकड़े)[^।]*जोड़/.test(l)) && !ops.some((o) => o.kind === 'counter');
  if (statsRow) ops.push({ kind: 'statsRow' });

  const countRe = new RegExp(`\\b(\\d+|a few|one|two|three|four|five|six|a|an|another|some|several)\\s+(?:more\\s+|extra\\s+|additional\\s+|new\\s+)?(?:${ITEM_WORDS})\\b`);
  // Items named with their prices are the items to add ("add a plan 'Family' for 39 €"): the words
  // that name them ask for no sample item besides them; a count elsewhere ("… and add 2 cards") still does.
  const unpriced = leads.reduceRight((acc, { start, end }) => acc.slice(0, start) + ' '.repeat(end - start) + acc.slice(end), l);
  const cm = countRe.exec(unpriced);
  if (cm && !(statsRow && /\bstats?\b/.test(cm[0])) && !/\b(button|image|photo|picture)\b/.test(cm[0]) && !(cm[0].startsWith('a ') && /\b(images?|photos?|pictures?)\b/.test(cm[0]))) {
    const n = /^\d+$/.test(cm[1]) ? Math.min(12, parseInt(cm[1], 10)) : (NUMBERS[cm[1]] ?? 3);
    if (n > 0 && /\b(add|more|include|show|extra|another|additional|with|give|list)\b/.test(l)) ops.push({ kind: 'more', count: n });
  } else if (wantsCount && wantsCount.kind !== 'stat' && wantsCount.kind !== 'counter' && !/\b(button|image|photo|picture)\b/.test(l)) {
    ops.push({ kind: 'more', count: wantsCount.count });
  } else if (/\b(more (cards|items|content|examples|options)|longer|expand|extend|more detail)\b/.test(l)) {
    ops.push({ kind: 'more', count: 2 });
  }
  const quoteBy = quoteAuthor(t);
  if (quoteBy) for (const op of ops) if (op.kind === 'more') op.by = quoteBy;

  if (/\b(add|include|insert|put|with|show)\b.*\b(image|photo|picture|illustration|visual|banner)\b/.test(l)) ops.push({ kind: 'image' });
  if (/\b(remove|delete|drop|hide|without|no)\b.*\b(buttons?|ctas?)\b|(删除|去掉|移除)[^。]*按钮|बटन[^।]*(हटा|मिटा)/.test(l)) ops.push({ kind: 'removeButtons' });
  else if (/\b(add|include|insert|put|need|with|give)\b.*\b(button|cta|call[- ]to[- ]action)\b/.test(l)) {
    const labelled = /\b(?:button|cta)\s+(?:that says|saying|labell?ed|called|reading|with (?:the )?(?:text|label))\s+(.+)$/i.exec(t);
    const before = /\b(?:an?|the)\s+["“']([^"”']{1,30})["”']\s+(?:button|cta)\b/i.exec(t) ?? /\b(?:an?|the)\s+((?:[A-Z][\w’']*\s?){1,4})\s+(?:button|cta)\b/.exec(t);
    const label = labelled ? captureValue(labelled[1]) : before ? before[1].replace(/[{}`]/g, '').trim() : null;
    ops.push({ kind: 'button', label: label || null });
  }

  // A tone word inside a named item ("move the Premium plan") is a name, not a tone.
  if (!ops.some((o) => o.kind === 'title' || o.kind === 'titleSize' || o.kind === 'shorterTitle' || o.kind === 'moveItem' || o.kind === 'removeItem' || o.kind === 'prices')) {
    const tone = TONES.find(([, re]) => re.test(l));
    if (tone) ops.push({ kind: 'retitle', tone: tone[0] });
  }
  return ops;
}
