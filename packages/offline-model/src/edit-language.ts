/**
 * The words edits are written in, in English, Chinese and Hindi: quoted text, verbs, colours,
 * counts, section and item names, and prices. Edits in any of the three are read the same way
 * (decision 044); the prompt-analysis tables stay the page generator's.
 */
import { darken, findColors, mix } from './colors';
import { detectSections } from './prompt-analysis';
import type { PageKind, SectionId } from './types';

export type EditLanguage = 'en' | 'zh' | 'hi';

const HAN = /[\u3400-\u9fff]/;
const DEVANAGARI = /[\u0900-\u097f]/;

export function editLanguage(text: string): EditLanguage {
  if (DEVANAGARI.test(text)) return 'hi';
  if (HAN.test(text)) return 'zh';
  return 'en';
}

/** The language most of a piece of markup's visible letters are in. */
export function textLanguage(text: string): EditLanguage {
  const han = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  const deva = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (deva > latin / 3 && deva >= han) return 'hi';
  if (han > latin / 6) return 'zh';
  return 'en';
}

/** Quotes a user may put text in: "…", “…”, 「…」, 『…』, ‘…’, «…», and '…' between spaces. */
const QUOTED = /"([^"]{1,200})"|“([^”]{1,200})”|「([^」]{1,200})」|『([^』]{1,200})』|‘([^’]{1,200})’|«([^»]{1,200})»|(?:^|[\s(:：])'([^']{1,200})'(?=[\s.,;:!?)]|$)/g;

export interface Quoted {
  text: string;
  start: number;
  end: number;
}

export function quotedTexts(text: string): Quoted[] {
  const out: Quoted[] = [];
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text); m; m = QUOTED.exec(text)) {
    const value = m.slice(1).find((g) => g !== undefined) ?? '';
    const end = m.index + m[0].length;
    const clean = value.replace(/[{}`<>]/g, '').trim();
    if (clean) out.push({ text: clean, start: end - value.length - 1, end });
  }
  return out;
}

export const ADD_WORDS = /\b(add|adds|adding|include|insert|put|append|create|want|show|give)\b|添加|加上|增加|加入|新增|再加|加(?=[一两二三四五六几\d])|जोड़|जोड़ें|जोड़ो|शामिल/;
export const REMOVE_WORDS = /\b(remove|delete|drop|hide|get rid of|take out|take away|without|lose)\b|删除|去掉|删掉|移除|去除|不要|हटा|हटाएं|हटाओ|हटाएँ|मिटा|निकाल/;
export const TITLE_WORDS = /\b(title|heading|headline|header|h1|h2)\b|标题|शीर्षक|हेडिंग|टाइटल/;
export const SUBTITLE_WORDS = /\b(subtitle|subheading|sub-heading|tagline|description|intro|paragraph|lead)\b|副标题|描述|简介|उपशीर्षक|विवरण/;
/** "to", "say", "becomes" after a title word: what follows is the new text. */
export const SET_WORDS = /\b(?:to|say|says|read|reads|into|as)\b|改为|改成|换成|设为|设置为|变成|改写为|में बदल|बदलकर|करें|करो|कर दें|रखें/;

const DARK = /\b(dark|darker|night)\b|深色|暗色|黑色背景|夜间|गहरा|गहरे|गहरी|डार्क/;
const LIGHT = /\b(light|lighter|white|bright)\b|浅色|亮色|白色背景|हल्का|हल्के|हल्की|लाइट/;

/** 'dark' / 'light' when the text asks for one. */
export function modeIn(text: string): 'dark' | 'light' | null {
  const l = text.toLowerCase();
  if (DARK.test(l)) return 'dark';
  if (LIGHT.test(l)) return 'light';
  return null;
}

const MORE_COLOURS: Readonly<Record<string, string>> = {
  青色: '#0d9488', 棕色: '#92400e', 灰色: '#4b5563', 银色: '#64748b', 玫瑰色: '#e11d48', 天蓝色: '#0284c7', 深蓝色: '#1e3a8a', 橘色: '#ea580c',
  लाल: '#dc2626', नीला: '#2563eb', नीले: '#2563eb', नीली: '#2563eb', हरा: '#16a34a', हरे: '#16a34a', हरी: '#16a34a', पीला: '#ca8a04', पीले: '#ca8a04',
  बैंगनी: '#9333ea', गुलाबी: '#db2777', नारंगी: '#ea580c', सुनहरा: '#b7862c', सुनहरे: '#b7862c', भूरा: '#92400e', भूरे: '#92400e', सलेटी: '#4b5563',
};

/** A colour named in the text (English, Chinese or Hindi), honouring "dark blue" / "light blue". */
export function colourNamed(text: string): string | null {
  // Hindi words are matched whole ("हरा", green, is inside "गहरा", dark).
  for (const [word, hex] of Object.entries(MORE_COLOURS)) if (new RegExp(`(?<![\\u0900-\\u097f])${word}(?![\\u0900-\\u097f])`).test(text)) return hex;
  const found = findColors(text).filter((c) => c.raw !== 'white' && c.raw !== 'black');
  const c = found[0];
  if (!c) return null;
  const before = text.toLowerCase().slice(Math.max(0, c.index - 8), c.index);
  if (/dark(er)?[\s-]+$|deep[\s-]+$|深$/.test(before)) return darken(c.hex, 0.35);
  if (/(light(er)?|pale|pastel|soft)[\s-]+$|浅$/.test(before)) return mix(c.hex, '#ffffff', 0.78);
  return c.hex;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, another: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, few: 3, 'a few': 3, some: 3, several: 3,
  一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 几: 3,
  एक: 1, दो: 2, तीन: 3, चार: 4, पाँच: 5, पांच: 5, छह: 6, कुछ: 3,
};

export function countOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Math.min(12, parseInt(word, 10));
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/** Kinds of items an edit can add N of, by the words for them. */
export const ITEM_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['stat', /\b(stats?|statistics|numbers|metrics|kpis?)\b|统计|数据|आँकड़े|आंकड़े/],
  ['counter', /\b(counters?|streaks?)\b|计数器|连续|काउंटर|स्ट्रीक/],
  ['testimonial', /\b(testimonials?|reviews?|quotes?)\b|评价|评论|推荐语|प्रशंसापत्र|समीक्षा|समीक्षाएँ|रिव्यू/],
  ['question', /\b(questions?|faqs?)\b|问题|प्रश्न|सवाल/],
  ['item', /\b(cards?|items?|features?|plans?|tiers?|members?|products?|posts?|photos?|projects?|dishes?|events?|services?)\b|卡片|项目|条目|功能|产品|服务|आइटम|कार्ड|सेवा|सेवाएँ/],
];

/** "add 3 testimonials", "添加3条评价", "3 और प्रशंसापत्र जोड़ें": how many, and of what. */
export function addCount(text: string): { count: number; kind: string } | null {
  const l = text.toLowerCase();
  if (!ADD_WORDS.test(l) && !/\bmore\b|更多|और/.test(l)) return null;
  const m = /(\d+|a few|another|one|two|three|four|five|six|several|some|[一两二三四五六几]|एक|दो|तीन|चार|पाँच|पांच|छह|कुछ)\s*(?:more\s+|extra\s+|additional\s+|new\s+|个|条|项|位|और\s+|नए\s+|नई\s+)?([\p{L}\p{M}-]+)/u.exec(l);
  if (!m) return null;
  const count = countOf(m[1]);
  if (!count) return null;
  const rest = l.slice(m.index + m[1].length, m.index + m[0].length + 24);
  const kind = ITEM_KINDS.find(([, re]) => re.test(rest))?.[0];
  return kind ? { count, kind } : null;
}

/** Section names in Chinese and Hindi, beside prompt-analysis's English ones. */
const SECTION_WORDS: ReadonlyArray<readonly [SectionId, RegExp]> = [
  ['faq', /常见问题|问答|सामान्य प्रश्न|अक्सर पूछे/],
  ['pricing', /价格|定价|价目|收费|कीमत|मूल्य|दाम|प्राइसिंग/],
  ['testimonials', /评价|口碑|客户评价|प्रशंसापत्र|समीक्षा|रिव्यू/],
  ['team', /团队|टीम/],
  ['contact', /联系|预约|预订|संपर्क|बुकिंग/],
  ['menu', /菜单|मेनू/],
  ['gallery', /相册|图库|画廊|गैलरी/],
  ['about', /关于我们|关于|हमारे बारे में|परिचय/],
  ['stats', /统计|数据|आँकड़े|आंकड़े/],
  ['features', /功能|特色|विशेषताएँ|फ़ीचर/],
  ['schedule', /日程|课程表|时间表|समय-सारणी|शेड्यूल/],
  ['newsletter', /订阅|न्यूज़लेटर/],
  ['hero', /首屏|横幅|हीरो/],
];

/** The sections a text names, in English, Chinese or Hindi, in the order they appear. */
export function sectionsNamed(text: string, kind?: PageKind): SectionId[] {
  const lower = text.toLowerCase();
  const hits: Array<{ id: SectionId; at: number }> = [];
  for (const id of detectSections(lower, kind)) hits.push({ id, at: 0 });
  for (const [id, re] of SECTION_WORDS) {
    const m = re.exec(text);
    if (m && !hits.some((h) => h.id === id)) hits.push({ id, at: m.index });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.id);
}

/** The words that introduce an added item: "add a plan called", "include another tier", "新增一个套餐". */
const ADDED_ITEM = /^\s*(?:please\s+)?(?:(?:add|include|insert|append|create|put in|also add)\s+)?(?:(?:a|an|one|another|the|one more)\s+)?(?:(?:new|more|extra)\s+)?(?:(?:pricing|price|priced|membership)\s+)?(?:(?:plans?|tiers?|items?|cards?|options?|packages?|products?|dish(?:es)?|entr(?:y|ies))(?:\s+|$))?(?:(?:called|named)\s+)?/i;

/** A price as written: "49 €", "€49", "$1,200", "¥88", "₹499", "49 元". */
export const PRICE = /(?:[$€£¥₹]\s?\d[\d.,]*(?:\s?(?:k|\/\s?\w+))?|\d[\d.,]*\s?(?:€|\$|£|¥|₹|元|eur\b|euros?\b|usd\b|rs\.?|रुपये|रु\.?))/i;

export interface PricedItem {
  name: string;
  price: string;
}

/**
 * Items with prices listed in an edit: "tune-up 49 €, full service 119 €", "¥38 抹茶拿铁、¥42 桂花乌龙",
 * "योग कक्षा ₹499". Each item is a name next to a price, separated by commas, semicolons, "and" or 、.
 */
export function pricedItems(text: string): { items: PricedItem[]; spans: Array<[number, number]> } {
  const items: PricedItem[] = [];
  const spans: Array<[number, number]> = [];
  const parts = /[^,;，；、\n]+/g;
  const pieces: Array<{ index: number; 0: string }> = [];
  for (let m = parts.exec(text); m; m = parts.exec(text)) {
    // "a plan Family for 39 € and a plan Team for 89 €": two prices in one clause are two items.
    const priceCount = (m[0].match(new RegExp(PRICE.source, 'gi')) ?? []).length;
    if (priceCount < 2) {
      pieces.push({ index: m.index, 0: m[0] });
      continue;
    }
    let at = 0;
    for (const cut of m[0].matchAll(/\s(?:and|plus|und)\s|和|及|और/gi)) {
      pieces.push({ index: m.index + at, 0: m[0].slice(at, cut.index) });
      at = (cut.index ?? 0) + cut[0].length;
    }
    pieces.push({ index: m.index + at, 0: m[0].slice(at) });
  }
  for (const m of pieces) {
    const part = m[0];
    const price = PRICE.exec(part);
    if (!price) continue;
    const before = part.slice(0, price.index);
    const after = part.slice(price.index + price[0].length);
    const clean = (s: string) =>
      s
        .replace(/^.*\b(?:to|with|are|is|as)\s+/i, '')
        .replace(/^.*(?:改为|改成|换成|设为|为|：|:)/, '')
        .replace(/^\s*(?:and|und|和|और)\s+/i, '')
        .replace(/[\s:：=–—-]+$|^[\s:：=–—-]+/g, '')
        .replace(/\s*(?:for|at|per|के लिए)$/i, '')
        .replace(/["“”「」‘’…]/g, '')
        .trim();
    // "add a plan 'Family' for 39 €": the quoted words are the name; else the words after the add verb and the item word.
    const quoted = /["“„«「『‘']([^"“”„«»」』‘’']{1,40})["”»」』’']/.exec(part)?.[1];
    let name = quoted ?? clean(before.replace(ADDED_ITEM, ''));
    if (!name || name.split(/\s+/).length > 5) name = clean(after.replace(/\b(?:each|per \w+)\b/i, ''));
    if (!name || name.split(/\s+/).length > 5 || /^(?:prices?|pricing|the prices?)$/i.test(name)) continue;
    items.push({ name: name.charAt(0).toUpperCase() + name.slice(1), price: price[0].trim() });
    spans.push([m.index, m.index + part.length]);
  }
  return { items, spans };
}

/** Splits an instruction into its clauses (en/zh/hi), for naming the ones nothing came of. */
export function clauses(text: string): string[] {
  return text
    .split(/[,;，；。！？!?\n]|\.(?:\s|$)|\s(?:and|then|also|plus)\s|然后|并且|同时|और फिर|\sऔर\s|।/i)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}
