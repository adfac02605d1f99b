/**
 * Prompt analysis: turns a free-text prompt into a Brief (kind of page, topic, name, theme,
 * sections, language). Pure and deterministic: the same prompt always yields the same brief.
 */
import { findColors } from './colors';
import { hashString, pick } from './hash';
import { defaultFont, makeTheme, variantPalette } from './themes';
import { HEAD_NOUNS, KIND_DEFAULT_TOPIC, KIND_SIGNALS, TOPICS, type Topic } from './topics';
import { ZH_NOUNS, zhNames } from './zh-words';
import { GENERIC_LAYOUTS, askedParts, currencyFor, findPlace, hiSubject, pageLanguage, withoutParts, type AskedPart } from './prompt-brief';
import type { Brief, FontStyle, PageKind, PlacedPart, SectionId } from './types';
import { languageName, phrases, type Unsupported } from './phrases';

/** Section keywords; `menu` is guarded so "navigation menu" does not add a food menu. */
const SECTION_PATTERNS: ReadonlyArray<{ id: SectionId; re: RegExp }> = [
  { id: 'hero', re: /\bhero\b|\bbanner\b|首屏|横幅/ },
  { id: 'logos', re: /\blogos?\b|trusted by|client logos|partner logos|as seen (in|on)/ },
  { id: 'features', re: /\bfeatures?\b|\bbenefits\b|\bservices\b|what we (do|offer)|\bskills\b|功能|特性|服务/ },
  { id: 'about', re: /about (us|me|section)|\bour story\b|\bmission\b|\bhistory\b|\babout\b(?= page| section|,| and)|关于/ },
  { id: 'stats', re: /\bstat(s|istics)\b|\bnumbers\b|\bcounters?\b|\bkpis?\b|key metrics|数据统计/ },
  { id: 'analytics', re: /\bcharts?\b|\bgraphs?\b|analytics section|图表/ },
  { id: 'activity', re: /(?<!(pricing|price|comparison|plans?|a|the|your) )\btables?\b|recent (orders|activity|transactions)|activity feed|订单/ },
  { id: 'menu', re: /(?<!(nav|navigation|hamburger|dropdown|mobile|side|top)\s)\bmenu\b|\bdishes\b|drinks list|菜单/ },
  { id: 'products', re: /\bproducts\b(?! (page|hunt|manager|team|design|designer|launch))|\bproduct (grid|list|listings?|cards?|section|catalog(ue)?)\b|\bcatalog(ue)?\b|\bcollection\b|\bshop section\b|商品|产品列表/ },
  { id: 'gallery', re: /\bgallery\b|\bshowcase\b|\bphotos\b|case stud(y|ies)|\bour work\b|selected work|\bprojects section\b|\bportfolio section\b|\bscreenshots?\b|作品|图库|相册|截图/ },
  { id: 'experience', re: /\bexperience\b|work history|\bcareer\b|employment|工作经历|经历|^(?:मेरा |काम का )?अनुभव$/ },
  { id: 'schedule', re: /\bschedule\b|\bagenda\b|\btimeline\b|\bitinerary\b|\bprogram(me)?\b|\blineup\b|\btimetable\b|class times|tour dates|日程|议程|课程表|时间表/ },
  { id: 'team', re: /\bteam\b|\bstaff\b|\bfounders\b|\bspeakers\b|\bour people\b|\bartists\b|\b(trainers|coaches|instructors|teachers|doctors|dentists|lawyers|attorneys|stylists|chefs)\b|团队|讲者|教练|老师|医生/ },
  { id: 'pricing', re: /\bpric(e|es|ing)\b|\bplans\b|\btiers\b|\bsubscriptions?\b|\btickets?\b|\bmemberships?\b|价格|定价|套餐|门票/ },
  { id: 'testimonials', re: /testimonials?|\breviews?\b|customers say|social proof|\bquotes\b|评价|推荐/ },
  { id: 'blog', re: /blog posts|\barticles\b|latest (posts|news|stories)|\bnews section\b|recent posts|\bposts\b|文章/ },
  { id: 'faq', re: /\bfaqs?\b|f\.a\.q|frequently asked|\bquestions\b|常见问题|问答/ },
  { id: 'newsletter', re: /newsletter|mailing list|\bsubscribe\b|email sign-?up|订阅/ },
  { id: 'cta', re: /\bcta\b|call[- ]to[- ]action|sign-?up (section|banner)|行动号召/ },
  { id: 'contact', re: /\bcontact\b|get in touch|reach us|\bform\b|\bbooking\b|\breservations?\b|\breserve\b|\brsvp\b|\bmap\b|\bappointments?\b|联系|预订|预约/ },
  { id: 'how-it-works', re: /how (it|this|we) works?|\bsteps\b|\bthe process\b|\bour process\b|如何运作|使用流程|流程|步骤/ },
  { id: 'awards', re: /\bawards?\b|\baccolades\b|\bprizes?\b|\bawards? section\b|获奖|奖项|荣誉/ },
];

const KIND_DEFAULT_SECTIONS: Record<PageKind, readonly SectionId[]> = {
  saas: ['hero', 'logos', 'features', 'stats', 'testimonials', 'pricing', 'faq', 'cta'],
  portfolio: ['hero', 'about', 'gallery', 'features', 'testimonials', 'contact'],
  restaurant: ['hero', 'about', 'menu', 'gallery', 'testimonials', 'contact'],
  shop: ['hero', 'products', 'features', 'testimonials', 'newsletter'],
  blog: ['hero', 'blog', 'about', 'newsletter'],
  event: ['hero', 'about', 'schedule', 'team', 'pricing', 'faq'],
  agency: ['hero', 'logos', 'features', 'gallery', 'stats', 'team', 'testimonials', 'contact'],
  dashboard: ['hero', 'stats', 'analytics', 'activity'],
  resume: ['hero', 'about', 'experience', 'features', 'gallery', 'contact'],
  generic: ['hero', 'features', 'about', 'testimonials', 'cta', 'contact'],
};

const TOPIC_DEFAULT_SECTIONS: Record<string, readonly SectionId[]> = {
  wedding: ['hero', 'about', 'schedule', 'gallery', 'faq', 'contact'],
  festival: ['hero', 'team', 'schedule', 'pricing', 'gallery', 'faq'],
  fitness: ['hero', 'features', 'about', 'pricing', 'testimonials', 'contact'],
  yoga: ['hero', 'features', 'about', 'schedule', 'pricing', 'contact'],
  education: ['hero', 'features', 'about', 'pricing', 'testimonials', 'faq', 'contact'],
  travel: ['hero', 'about', 'gallery', 'features', 'testimonials', 'contact'],
  nonprofit: ['hero', 'about', 'stats', 'features', 'testimonials', 'cta'],
  subscription: ['hero', 'how-it-works', 'features', 'pricing', 'testimonials', 'faq', 'cta'],
  law: ['hero', 'features', 'about', 'team', 'testimonials', 'faq', 'contact'],
  band: ['hero', 'about', 'schedule', 'gallery', 'newsletter', 'contact'],
  podcast: ['hero', 'about', 'features', 'testimonials', 'newsletter', 'contact'],
  'fitness-app': ['hero', 'features', 'how-it-works', 'stats', 'testimonials', 'pricing', 'faq', 'cta'],
  'food-blog': ['hero', 'blog', 'about', 'newsletter'],
  photography: ['hero', 'gallery', 'about', 'pricing', 'testimonials', 'contact'],
};

/** Words that are never a brand name even when capitalised ("for AI startups"). */
const NOT_A_NAME = new Set(
  [
    'a', 'an', 'the', 'my', 'our', 'your', 'i', 'me', 'us', 'it', 'this', 'that', 'ai', 'saas', 'b2b', 'b2c', 'ios',
    'android', 'mac', 'windows', 'web', 'mobile', 'iphone', 'ipad', 'english', 'chinese', 'spanish', 'french',
    'german', 'european', 'american', 'italian', 'japanese', 'mexican', 'indian', 'thai', 'korean', 'tailwind',
    'bootstrap', 'react', 'vue', 'html', 'css', 'javascript', 'typescript', 'seo', 'gen', 'z', 'teams', 'developers',
    'startups', 'small', 'businesses', 'people', 'kids', 'students', 'everyone', 'dark', 'light',
  ].map((w) => w.toLowerCase()),
);

const STOP_WORDS = /^(that|which|who|with|without|for|and then|where|using|featuring|including|in|on|to|at|from|by|as|so|but|it|its|is|are|has|have|please|page|website|site|landing|app|selling|offering|making|providing|serving|based|located|specializing|specialising)$/i;

const LANGUAGES: Record<string, string> = {
  chinese: 'zh', mandarin: 'zh', spanish: 'es', french: 'fr', german: 'de', japanese: 'ja', korean: 'ko',
  portuguese: 'pt', italian: 'it', hindi: 'hi', arabic: 'ar', russian: 'ru', dutch: 'nl', turkish: 'tr',
};

export interface AnalyzeOptions {
  /** The request's interface language; 'zh' asks for a Chinese page whatever the prompt's script. */
  language?: string;
  /**
   * Which of several designs of one request this is (1–4; 1, or none, is the page's own): another
   * palette, and (2, 4) the other family of type, (3) dark, where the prompt asks for none.
   */
  variant?: number;
  /** Now, from the caller's clock (upcoming dates count from it). */
  now?: Date;
  /**
   * Read the list of asked-for parts and give each a section (decision 043). Only for a user's
   * prompt: text taken from a page ("… with a global shortcut") is not a request.
   */
  parts?: boolean;
}

export function analyzePrompt(prompt: string, opts: AnalyzeOptions = {}): Brief {
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const seed = hashString(lower);

  const { language, hints } = detectLanguage(text, lower, opts.language);
  const asked = opts.parts ? askedParts(prompt ?? '', language as 'en' | 'zh' | 'hi', (words) => detectSections(words)[0] ?? null) : [];
  // The raw prompt: its line breaks mark a bullet list of parts.
  const about = asked.length > 0 ? withoutParts(prompt ?? '', language as 'en' | 'zh' | 'hi').replace(/\s+/g, ' ').trim() : text;
  const { kind, topic } = detectKindAndTopic(about.toLowerCase(), about);
  const extracted = extractName(text, kind);
  const named = extracted ? extracted.replace(/[<>{}`]/g, '').trim() || null : null;
  const said = topicNoun(about, topic, language);
  // "为柏林的摄影师林小雨…", "मुंबई की फ़ोटोग्राफ़र अनन्या के लिए…": a person named after their profession.
  const person = !named && (kind === 'portfolio' || kind === 'resume') ? personAfterProfession(said, language) : null;
  const noun = person?.profession ?? said;
  const place = findPlace(text);
  const name = named ?? person?.name ?? titleFromSubject(language, kind, topic, noun, about, place) ?? defaultName(language, kind, topic, noun, seed);

  const colors = findColors(text);
  const brand = colors.filter((c) => c.raw !== 'black' && c.raw !== '黑色' && c.raw !== 'white');
  const mentionsBlack = colors.some((c) => c.raw === 'black' || c.raw === '黑色');
  const wantsLight = /\blight (mode|theme|background)\b|white background|\bbright\b|浅色/.test(lower);
  const wantsDark =
    /\bdark\b|night mode|black background|midnight|深色|暗色|夜间/.test(lower) || (mentionsBlack && brand.length > 0);
  const variant = Math.min(4, Math.max(1, Math.trunc(opts.variant ?? 1)));
  const palette = variantPalette(kind, topic.id, seed, variant);
  const primary = brand[0]?.hex ?? (mentionsBlack ? '#111827' : palette[0]);
  const accent = brand.find((c) => c.hex !== primary)?.hex ?? (brand.length === 0 && !mentionsBlack ? palette[1] : undefined);
  const own = defaultFont(kind);
  const font = askedFont(lower) ?? (variant === 2 || variant === 4 ? (own === 'serif' ? 'sans' : 'serif') : own);
  const dark = wantsDark ? !wantsLight : variant === 3 && !wantsLight;
  const theme = makeTheme(primary, { accent, dark, font });

  const requested = detectSections(lower, kind);
  const excluded = detectExclusions(lower);
  const only = /\b(only|just)\b[^.]{0,40}\b(sections?|a|an|the)\b|\bsections?\s*:/.test(lower);
  const planned = planSections(kind, topic.id, requested, excluded, only);
  // Products on a page that sells nothing online are the things it offers, listed in its words, not
  // a store's catalogue with carts.
  const listed = kind !== 'shop' && asked.some((a) => a.role === 'products');
  const offered = listed ? asked.map((a) => (a.role === 'products' ? { ...a, role: 'items' as const, layout: 'menu' as const } : a)) : asked;
  const { sections, parts, unplaced } = placeParts(listed ? planned.filter((s) => s !== 'products') : planned, offered, only);

  return {
    prompt: text,
    kind,
    topic: topic.id,
    noun,
    name,
    nameFromPrompt: named !== null,
    theme,
    colors: colors.map((c) => c.raw),
    requestedSections: requested,
    sections,
    language,
    languageHints: hints,
    seed,
    notes: [...languageNotes(hints, language), ...unsupportedNotes(lower, kind, language), ...toneNotes(lower, language), ...unplacedNotes(unplaced, language)],
    parts,
    ...(place ? { place } : {}),
    currency: currencyFor(text, language as 'en' | 'zh' | 'hi'),
    ...(opts.now ? { today: opts.now.toISOString().slice(0, 10) } : {}),
  };
}

/**
 * The title a person would give a page whose prompt names no one (decision 049): an organisation or
 * a place is called by what it is, in the prompt's words, and where — "a charity that rescues
 * hedgehogs in Leeds" is Hedgehog Rescue Leeds, "a bike repair shop in Berlin" Bike Repair Shop
 * Berlin. Null for a person or a couple (a name cannot be made from a profession) and a software
 * product (its brand is no description), which keep a sample name, and when the subject is not in
 * the prompt's own words.
 */
function titleFromSubject(language: string, kind: PageKind, topic: Topic, noun: string, about: string, place: string | null): string | null {
  if (kind === 'portfolio' || kind === 'resume' || kind === 'saas' || kind === 'dashboard' || topic.id === 'wedding') return null;
  // Chinese and Hindi: the subject in the prompt's words, after the place ("上海茶馆", "दिल्ली योग स्टूडियो");
  // a two-character or one-word subject alone is a category, as in English.
  if (language === 'zh') {
    // Up to ten characters: "救助刺猬的慈善机构" (a verb–object clause before 的) is titled 刺猬救助慈善机构.
    if (!/^[\u4e00-\u9fff]{2,10}$/.test(noun) || !about.includes(noun)) return null;
    // "策划婚礼的公司" is titled as a person would: 婚礼策划公司 (a two-and-two verb–object clause turned round).
    const vo = /^([\u4e00-\u9fff]{2})([\u4e00-\u9fff]{2})的([\u4e00-\u9fff]{1,4})$/.exec(noun);
    const title = vo ? `${vo[2]}${vo[1]}${vo[3]}` : noun.replace(/的/g, '');
    if (place && /^[\u4e00-\u9fff]+$/.test(place)) return title.includes(place) ? title : `${place}${title}`;
    return title.length >= 3 ? title : null;
  }
  if (language === 'hi') {
    // A short subject as the user wrote it, participle clauses included ("हेजहॉग बचाने वाली संस्था"): a
    // made-up name would be worse. A longer one ("शादियों की योजना बनाने वाली कंपनी") is no title.
    if (!/^[\u0900-\u097f\s-]+$/.test(noun) || !about.includes(noun) || noun.split(' ').length > 5) return null;
    if (place && /^[\u0900-\u097f]+$/.test(place)) return noun.includes(place) ? noun : `${place} ${noun}`;
    return noun.split(' ').length >= 2 ? noun : null;
  }
  if (language !== 'en') return null;
  if (!noun || /[^ -~]/.test(noun)) return null;
  // "an online shop selling handmade ceramics" is titled by what it sells; "online shop" alone is a category.
  const online = /^(?:online|web|e-?commerce|internet)\s+(shop|store|boutique)$/.exec(noun.toLowerCase());
  const sold = online ? new RegExp(`\\b${online[1]}\\s+(?:selling|for|of|with)\\s+((?:[a-z]+\\s+){0,2}?[a-z]+)(?=\\s*[,.;:!?]|\\s+(?:with|in|and|called|named)\\b|\\s*$)`, 'i').exec(about) : null;
  if (online && !sold) return null;
  // The subject as written may be fuller than the noun the copy uses ("tech conference" for "conference").
  const said = subjectPhrase(about) ?? subjectPhrase(about, true);
  // A topic's noun the prompt never wrote ("non-profit" for "a charity that restores canal boats") gives way to the prompt's words.
  const full = said && (said.includes(noun.toLowerCase()) || !about.toLowerCase().includes(noun.toLowerCase())) && said.split(' ').length <= 8 ? said : noun.toLowerCase();
  if (full === noun.toLowerCase() && !about.toLowerCase().includes(full)) return null;
  const words = sold && online ? [...sold[1].toLowerCase().split(/\s+/), online[1]] : subjectTitleWords(full);
  // One word alone ("conference", "bakery") is a category, not a title, unless a place goes with it.
  if (words.length === 0 || (words.length === 1 && !place)) return null;
  const title = words.map(capitalizeFirst).join(' ').replace(/\bAi\b/g, 'AI');
  return place && !title.toLowerCase().includes(place.toLowerCase()) ? `${title} ${place}` : title;
}

/** Verbs whose bare form is also the name of the work ("rescues hedgehogs" → Hedgehog Rescue). */
const ACTIVITY_NOUNS: Readonly<Record<string, string>> = { rescue: 'rescue', repair: 'repair', care: 'care', support: 'support', help: 'help', aid: 'aid', watch: 'watch', shelter: 'shelter', rehome: 'rehoming', rent: 'rental', hire: 'hire', deliver: 'delivery', fix: 'fix', clean: 'clean', tour: 'tours', restore: 'restoration', conserve: 'conservation', preserve: 'preservation', protect: 'protection', prevent: 'prevention', explore: 'exploration' };

function subjectTitleWords(noun: string): string[] {
  const clause = /^(.+?) (?:that|which|who) ([a-z]+) (?:the |their |our |local |stray |old )?([a-z][a-z' -]*)$/.exec(noun);
  if (clause) {
    // "restores old canal boats": the last two words name the thing well enough.
    const obj = clause[3].split(' ').slice(-2);
    const base = verbBase(clause[2]);
    const thing = [...obj.slice(0, -1), singular(obj[obj.length - 1])];
    // A light verb says nothing of the work: "a club that organises walks" is a walk club.
    if (/^(?:organi[sz]e|run|hold|host|arrange|offer|provide|have|do|make|sell)$/.test(base)) return [...thing, clause[1].split(' ').pop() ?? ''];
    return [...thing, ACTIVITY_NOUNS[base] ?? gerund(base)];
  }
  // "podcast about weddings" → Wedding Podcast, "newsletter site about urban gardening" → Urban Gardening Newsletter.
  const about = /^([a-z]+(?: [a-z]+)?) (?:about|on|covering) ([a-z]+(?: [a-z]+){0,2})$/.exec(noun);
  if (about) {
    const topic = about[2].split(' ');
    const head = about[1].split(' ').filter((w) => !/^(?:site|website|page|homepage|landing)$/.test(w));
    return [...topic.slice(0, -1), singular(topic[topic.length - 1]), ...head];
  }
  // "business for weddings" → Wedding Business.
  const serves = /^([a-z]+) for ([a-z]+(?: [a-z]+)?)$/.exec(noun);
  if (serves) {
    const obj = serves[2].split(' ');
    return [...obj.slice(0, -1), singular(obj[obj.length - 1]), serves[1]];
  }
  return noun.split(' ').filter(Boolean);
}

function verbBase(v: string): string {
  if (/ies$/.test(v)) return v.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z|o)es$/.test(v)) return v.slice(0, -2);
  return /[^s]s$/.test(v) ? v.slice(0, -1) : v;
}

function singular(w: string): string {
  // Words that only look plural: news, politics, physics, series.
  if (/(?:ews|ics|ies|ss|us|is)$/.test(w) && !/[^aeiou]ies$/.test(w)) return w;
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  return /[^su]s$/.test(w) ? w.slice(0, -1) : w;
}

function gerund(v: string): string {
  // "educates children" → Child Education, "rehabilitates owls" → Owl Rehabilitation.
  if (/[^aeiou]ate$/.test(v) && v.length > 5) return `${v.slice(0, -1)}ion`;
  if (/ie$/.test(v)) return v.slice(0, -2) + 'ying';
  if (/[^aeiou]e$/.test(v) || /[^e]ue$/.test(v)) return v.slice(0, -1) + 'ing';
  // A short verb of consonant-vowel-consonant doubles its last letter (plan → planning).
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v) && v.length <= 4) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

/**
 * A name for a page whose prompt gives none. A Chinese page whose subject is the user's own words
 * is named after it (山月 + 茶馆), so a tea house is not called a canteen by the topic's list.
 */
function defaultName(language: string, kind: PageKind, topic: Topic, noun: string, seed: number): string {
  if (language === 'hi') return pick(HI_NAMES, seed, 'name');
  if (language !== 'zh') return pick(topic.names, seed, 'name');
  const own = /^[\u4e00-\u9fff]{2,8}$/.test(noun) && noun !== ZH_NOUNS[topic.id];
  // A long subject keeps its head word: 宠物美容店 → 美容店 (a one-character place word takes the two before it).
  const head = noun.length <= 4 ? noun : /[店馆社团所坊场厅院室园]$/.test(noun) ? noun.slice(-3) : noun.slice(-2);
  return own ? `${pick(ZH_PREFIXES, seed, 'name')}${head}` : pick(zhNames(kind, topic.id), seed, 'name');
}

const ZH_PREFIXES = ['山月', '青禾', '知行', '半亩', '云栖'] as const;

/** Default names for Hindi pages that name none. */
const HI_NAMES = ['सुगम', 'आरोह', 'नवरंग', 'संगम'] as const;

/**
 * Every asked-for part gets a section headed in its words: a known kind takes its layout, anything
 * else (or a second part wanting a layout already taken) the first free generic layout. The page is
 * the hero, then the parts in the order asked, then the planned sections that remain (none when the
 * prompt says "only").
 */
export function placeParts(planned: SectionId[], asked: AskedPart[], only = false): { sections: SectionId[]; parts: PlacedPart[]; unplaced: string[] } {
  if (asked.length === 0) return { sections: planned, parts: [], unplaced: [] };
  const used = new Set<SectionId>(['hero']);
  const parts: PlacedPart[] = [];
  const unplaced: string[] = [];
  for (const a of asked) {
    if (a.layout && !used.has(a.layout)) {
      used.add(a.layout);
      parts.push({ words: a.words, id: a.layout, role: a.role });
      continue;
    }
    const free = GENERIC_LAYOUTS.find((id) => !used.has(id));
    if (!free) {
      unplaced.push(a.words);
      continue;
    }
    used.add(free);
    // A list of things keeps its kind in whatever layout it gets; any other part is built around its words.
    parts.push({ words: a.words, id: free, role: a.role === 'items' ? 'items' : null });
  }
  const rest = only ? [] : planned.filter((s) => !used.has(s));
  const closing: SectionId[] = ['newsletter', 'cta', 'contact'];
  const sections: SectionId[] = ['hero', ...parts.map((p) => p.id), ...rest.filter((s) => !closing.includes(s)), ...rest.filter((s) => closing.includes(s))];
  return { sections: sections.filter((s, i) => sections.indexOf(s) === i), parts, unplaced };
}

function unplacedNotes(unplaced: string[], language: string): string[] {
  return unplaced.length === 0 ? [] : [phrases(language).unplaced(unplaced)];
}

const SELLS = /\b(shop|store|sell|sells|selling|buy|e-?commerce|merch|boutique|brand|products)\b|商店|网店|商城|电商|销售|出售|दुकान|बेच/;

/** Head nouns of places where things are sold over a counter. */
const WALK_IN_RETAIL = /\b(?:shops?|stores?|boutiques?|showrooms?|outlets?|emporium|emporia|bookshops?|bookstores?|kiosks?|pharmac(?:y|ies)|chemists?|grocers?|greengrocers?|grocery|butchers?|butcher's|delis?|delicatessens?|dealerships?|haberdashery|ironmongers?|hardware|market stalls?|stalls?|ateliers?|shopfronts?)\b|(?<![商网])店|铺|दुकान|बुटीक|शोरूम/;

/** Words that say a business sells at a distance: then its shop may be the online store. */
const SELLS_ONLINE = /\bonline\b|\bweb ?shop|\be-?commerce\b|\bstorefront\b|\bship(?:s|ping|ped)?\b|\bdeliver(?:s|y|ies|ed)?\b|\bworldwide\b|\bnationwide\b|\bcart\b|\bcheckout\b|\bmail[- ]order\b|\border (?:online|from (?:us|home))\b|\bmerch\b|\bdrop ?shipping\b|网店|网上|在线|电商|商城|包邮|快递|ऑनलाइन|डिलीवरी/;

/** Words that end a run of modifiers before a head noun (articles, prepositions, page words). */
const NOT_MODIFIER = /^(?:a|an|the|my|our|your|their|his|her|its|this|that|for|of|in|on|at|to|by|with|and|or|is|are|was|i|we|run|own|page|site|website|homepage|landing|web|one-page|called|named|about|small|local|new|little|family|friendly|modern|simple|clean|professional|independent)$/;

/**
 * The subject's head noun and the words before it, when the head is one of HEAD_NOUNS and a word
 * before it names a kind the head does not allow ("wedding photography business": wedding is an
 * event, photography a portfolio, the head a business). Null when the head decides nothing.
 */
export function modifiedHead(about: string): { start: number; end: number; headEnd: number; kinds: readonly PageKind[] } | null {
  // Chinese has no spaces: the Han characters just before a head word (婚礼摄影 + 工作室) are its modifiers.
  const zh = /([\u4e00-\u9fff]{2,8}?)(公司|工作室|机构|俱乐部|协会|合作社|事务所|团队|基金会|服务社|博客|杂志|摄影师|策划师|顾问)/.exec(about);
  if (zh) {
    const head = HEAD_NOUNS.find((h) => h.re.test(zh[2]));
    // "策划婚礼的公司": a relative clause before 的 says what the company does, like a modifier.
    const clause = zh[1].replace(/的$/, '');
    const lead = /^(?:.*[的家个间所位])?/.exec(clause)?.[0].length ?? 0;
    const words = clause.slice(lead);
    if (head && words.length >= 2) {
      const foreign = (k: PageKind) => !head.kinds.includes(k);
      if (TOPICS.some((t) => foreign(t.kind) && t.re.test(words)) || KIND_SIGNALS.some((s) => foreign(s.kind) && s.re.test(words))) {
        const start = zh.index + lead;
        return { start, end: zh.index + zh[1].length, headEnd: zh.index + zh[0].length, kinds: head.kinds };
      }
    }
  }
  for (const m of about.matchAll(/[A-Za-z][\w'&-]*/g)) {
    const head = HEAD_NOUNS.find((h) => h.re.test(m[0])) ?? kindWordHead(m[0], about.slice((m.index ?? 0) + m[0].length));
    if (!head) continue;
    // The run of lowercase words just before the head, back to an article, preposition or name.
    const before = about.slice(0, m.index).split(/\s+/).filter(Boolean);
    const mods: string[] = [];
    for (let i = before.length - 1; i >= 0 && mods.length < 4; i--) {
      if (!/^[a-z][a-z'&-]*$/.test(before[i]) || NOT_MODIFIER.test(before[i])) break;
      mods.unshift(before[i]);
    }
    const foreign = (k: PageKind) => !head.kinds.includes(k);
    const namesForeign = (words: string) => TOPICS.some((t) => foreign(t.kind) && startsWord(t.re, words)) || KIND_SIGNALS.some((s) => foreign(s.kind) && startsWord(s.re, words));
    const headEndAt = (m.index ?? 0) + m[0].length;
    // What follows the head says what it serves or does ("a business for weddings", "a company that
    // plans weddings"): a complement, read like the modifiers before it.
    const after = mods.length === 0 || !namesForeign(mods.join(' ')) ? complementAfter(about, headEndAt) : null;
    if (after && namesForeign(after.words)) {
      // A walk-in shop's head goes with its complement ("a shop for wedding dresses"): "shop" alone would read as the online store.
      if (!head.walkIn) return { start: after.start, end: after.end, headEnd: after.end, kinds: head.kinds };
      if (!SELLS_ONLINE.test(about.toLowerCase())) return { start: m.index ?? after.start, end: after.end, headEnd: after.end, kinds: head.kinds };
    }
    if (mods.length === 0) continue;
    const words = mods.join(' ');
    if (head.walkIn && (/\b(?:online|web|e-?commerce|internet|digital)\b/.test(words) || SELLS_ONLINE.test(about.toLowerCase()))) return null;
    if (!namesForeign(words)) return null;
    const start = about.lastIndexOf(mods[0], m.index);
    const headEnd = (m.index ?? start) + m[0].length;
    // A walk-in shop's head is masked with its modifiers: "shop" alone would read as the online store.
    return { start, end: head.walkIn ? headEnd : (m.index ?? start), headEnd, kinds: head.kinds };
  }
  return null;
}

/**
 * The words after a head noun that say whom it serves or what it does: "for weddings", "that plans
 * weddings", "specialising in events" — up to a place, a name, a list of parts or the clause's end.
 */
function complementAfter(about: string, at: number): { start: number; end: number; words: string } | null {
  const m = /^\s+(?:for|that|which|who|speciali[sz]ing in|serving|offering|catering (?:for|to)|focused on|dedicated to)\s+([a-z][a-z'&-]*(?:\s+[a-z][a-z'&-]*){0,5}?)(?=\s+(?:in|at|near|with|called|named|based|from|and (?:a|an|the)|including|featuring)\b|\s*[,.;:!?()—–]|\s*$)/.exec(about.slice(at));
  if (!m) return null;
  const start = at + m[0].length - m[1].length;
  return { start, end: start + m[1].trimEnd().length, words: m[1].trim() };
}

/**
 * A kind word that ends the subject's run of words is a head noun too: in "wedding cake bakery" the
 * bakery decides, the wedding only says which cakes. Its kinds are the ones the word names alone.
 */
function kindWordHead(word: string, rest: string): { kinds: readonly PageKind[]; walkIn?: boolean } | null {
  const next = /^\s+([A-Za-z][\w'&-]*)/.exec(rest)?.[1];
  if (next && /^[a-z]/.test(next) && !NOT_MODIFIER.test(next) && !STOP_WORDS.test(next)) return null;
  const lower = word.toLowerCase();
  const kinds = [...new Set([...TOPICS.filter((t) => startsWord(t.re, lower)).map((t) => t.kind), ...KIND_SIGNALS.filter((k) => startsWord(k.re, lower)).map((k) => k.kind)])];
  return kinds.length > 0 ? { kinds } : null;
}

/** Whether a pattern matches at the start of a word ("rave" inside "travel" does not count). */
function startsWord(re: RegExp, words: string): boolean {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of words.matchAll(g)) if (m.index === 0 || !/[\p{L}\p{N}]/u.test(words[m.index - 1])) return true;
  return false;
}

function detectKindAndTopic(rawLower: string, text: string): { kind: PageKind; topic: Topic } {
  // Kind words that only modify the subject's head noun are not read as the page's kind; a topic of
  // a kind the head allows may still come from them (a "volunteer fire brigade" is a non-profit).
  const head = rawLower.length === text.length ? modifiedHead(text) : null;
  // The modifiers with their head: "travel blog" is still the travel-blog topic.
  const modifiers = head ? rawLower.slice(head.start, head.headEnd) : '';
  const masked = head ? rawLower.slice(0, head.start) + ' '.repeat(head.end - head.start) + rawLower.slice(head.end) : rawLower;
  // What a publication is about is not what the page is: "a blog about running a small restaurant".
  const lower = masked.replace(/\b(blog|magazine|journal|podcast|vlog|newsletter|channel|zine)(\s+(?:about|on|covering)\s+)([^,.;:!?]+)/g, (_m, pub: string, about: string, what: string) => `${pub}${about}${' '.repeat(what.length)}`);
  const scores = new Map<PageKind, number>();
  const add = (k: PageKind, w: number) => scores.set(k, (scores.get(k) ?? 0) + w);
  for (const s of KIND_SIGNALS) if (s.re.test(lower)) add(s.kind, s.weight);
  // A shop's topic only when the prompt says it sells: a pottery studio is not a homeware store.
  // A shop, boutique or showroom that says nothing of selling online or shipping is a place people
  // visit (decision 049): its trade ("bridal boutique", "clothing store") is not the online store's.
  const sells = SELLS.test(lower) && !(WALK_IN_RETAIL.test(lower) && !SELLS_ONLINE.test(lower));
  const matching = TOPICS.filter((t) => t.re.test(lower) && (t.kind !== 'shop' || sells));
  if (head) {
    // An organisation's head word (company, studio) allows software, but its modifiers do not make it an app.
    const again = head.kinds.length > 1 ? head.kinds.filter((k) => k !== 'saas') : head.kinds;
    matching.push(...TOPICS.filter((t) => again.includes(t.kind) && startsWord(t.re, modifiers) && !matching.includes(t)));
    // Specific topics first, as in the table.
    matching.sort((a, b) => TOPICS.indexOf(a) - TOPICS.indexOf(b));
  }
  const firstTopic = matching[0];
  for (const k of new Set(matching.map((t) => t.kind))) add(k, 3);
  let kind: PageKind = 'generic';
  let best = 0;
  for (const [k, v] of scores) {
    if (v > best) {
      best = v;
      kind = k;
    }
  }
  if (best === 0 && lower.length === 0) kind = 'saas';
  // "A landing page for a drone racing league": only the weak landing-page hint says software, the subject does not.
  if (kind === 'saas' && best <= 1 && matching.length === 0 && (subjectPhrase(text) || zhSubject(text) || hiSubject(text)) && !/\b(software|tool|platform|product|api|sdk|extension|plugin)\b|软件|应用|平台/.test(lower)) kind = 'generic';
  // "A translation agency": the word alone does not make a design studio. The agency kind's copy is
  // about creative work, so a subject of another trade is read in its own words.
  if (kind === 'agency' && !matching.some((t) => t.kind === 'agency') && !/\b(design|creative|digital|web|brand|branding|ux|ui|product|advertising|media|marketing|studio)\b|设计|创意|公司官网/.test(lower) && (subjectPhrase(text) || subjectPhrase(text, true) || zhSubject(text) || hiSubject(text))) kind = 'generic';
  const topic =
    firstTopic && firstTopic.kind === kind
      ? firstTopic
      : (matching.find((t) => t.kind === kind) ?? KIND_DEFAULT_TOPIC[kind]);
  return { kind, topic };
}

/** Cleans a candidate name: cuts at stop words and punctuation, caps the length. */
function cleanName(raw: string, maxWords = 5): string | null {
  const words = raw.trim().replace(/[.,;:!?]+$/, '').split(/\s+/);
  const kept: string[] = [];
  for (const w of words) {
    if (kept.length > 0 && STOP_WORDS.test(w)) break;
    kept.push(w);
    if (kept.length >= maxWords) break;
  }
  while (kept.length > 1 && /^(and|of|the|&)$/i.test(kept[kept.length - 1])) kept.pop();
  const name = kept.join(' ').trim();
  if (name.length < 2 || name.length > 48) return null;
  if (NOT_A_NAME.has(name.toLowerCase())) return null;
  return name;
}

/** Finds a brand or person name in the prompt: quotes, "called X", "named X", "for X", "X's site". */
export function extractName(text: string, kind: PageKind = 'generic'): string | null {
  // A quoted label of a control ("an 'Adopt me' button") names the button, not the business.
  const label = (m: RegExpExecArray) => /^\s*(?:button|link|label|tab|cta|call to action)\b/i.test(text.slice(m.index + m[0].length));
  const quoted = [...text.matchAll(/["“„«「『]([^"“”„«»」』]{2,48})["”»」』]/g)].find((m) => !label(m));
  if (quoted) return quoted[1].trim();
  const single = [...text.matchAll(/(?:^|[\s(])'([^'\s][^']{0,46}[^'\s])'(?=[\s.,!?;:)]|$)/g)].find((m) => !label(m));
  if (single) return single[1].trim();
  const cn = /(?:叫做|名为|名叫|名字叫|叫)\s*([A-Za-z0-9][\w'’&.-]*(?:\s[A-Za-z0-9][\w'’&.-]*){0,3}|[^\s，。,.!！?？的]{1,20})/.exec(text);
  if (cn) return cn[1];
  // "जयपुर में नीलकंठ नाम की कठपुतली थिएटर कंपनी", "दादी की रसोई नाम का रेसिपी ऐप": up to three words
  // before "नाम की/का/के" (named …), from the prompt's start or after a place ("… में").
  const hiNamed = /(?:^|\sमें\s+|[,।:]\s*)((?:(?!में\s)[\u0900-\u097f]+\s+){0,2}[\u0900-\u097f]+)\s+नाम\s+(?:की|का|के)\s/.exec(text);
  if (hiNamed && !/^(?:में|की|का|के|एक|इस|उस|मेरे|मेरी|मेरा|हमारे|हमारी|हमारा|से|पर|को)$/.test(hiNamed[1])) return hiNamed[1];
  const iAmFirst = I_AM.exec(text);
  const me = iAmFirst ? (iAmFirst[1] ?? iAmFirst[2] ?? iAmFirst[3]) : undefined;
  if (me && !NOT_A_NAME.has(me.toLowerCase())) return me;
  const called = /\b(?:called|named|titled|branded(?: as)?|name(?:d)? it|name is)\s+([^\s,.;:!?][^,.;:!?\n–—]{0,60}?)(?=\s[-–—]\s|[,.;:!?\n–—]|$)/i.exec(text);
  if (called) {
    const n = cleanName(called[1]);
    if (n) return capitalizeFirst(n);
  }
  // "business Lichtblick", "company Rackwell", "studio Nordlicht": a name straight after the head noun.
  const afterHead = /\b(?:business|company|firm|studio|agency|shop|store|brand|label|bakery|restaurant|café|cafe|bar|club|salon|practice|clinic|school|academy|band|podcast|blog|magazine|venue|brigade|team|collective|cooperative|charity|foundation|photographer|videographer|planner|organi[sz]er|caterer|consultant|coordinator|florist|stylist|officiant|dj)\s+((?:[A-Z][\p{L}\p{N}'’&-]*)(?:\s+(?:&|[A-Z][\p{L}\p{N}'’&-]*)){0,2})(?=[\s,.;:!?)]|$)/u.exec(text);
  if (afterHead) {
    const n = cleanName(afterHead[1]);
    if (n && !PLACE_WORD.test(n) && !/^(In|At|On|With|For|And|The)$/.test(n)) return n;
  }
  // "my restaurant supply business, Kitchenpro, in Leeds": the name set off by commas after the head noun.
  // The head noun is the subject's ("a", "my" … before it), so a list of parts ("team, FAQ, prices") names nobody.
  const commaHead = /\b(?:an?|the|my|our)\s+(?:[\p{L}-]+\s+){0,4}?(?:business|company|firm|studio|agency|shop|store|brand|label|bakery|restaurant|café|cafe|bar|club|salon|practice|clinic|school|academy|band|podcast|blog|magazine|venue|brigade|team|collective|cooperative|charity|foundation)\s*,\s+((?:[A-Z][\p{L}\p{N}'’&-]*)(?:\s+(?:&|[A-Z][\p{L}\p{N}'’&-]*)){0,2})\s*,/u.exec(text);
  if (commaHead) {
    const n = cleanName(commaHead[1]);
    if (n && !PLACE_WORD.test(n) && !/^(In|At|On|With|For|And|The)$/.test(n)) return n;
  }
  // "portfolio for a freelance sound engineer, Nadia Okafor, Lagos": a person's name after the profession.
  const person = /\b(?:for|of|by)\s+(?:a|an|the|my)\s+[a-z][a-z\s-]{2,48}?,\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){1,2})(?=\s*(?:[,.;:!?(]|\s[-–—]\s|$))/u.exec(text);
  if (person && !PLACE_WORD.test(person[1])) return person[1];
  // "portfolio of Jana Novak, architect in Prague": the name first, then the profession.
  const personFirst = /\b(?:for|of)\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){1,2}),\s+(?:an?\s+)?[a-z]/u.exec(text);
  if (personFirst && !PLACE_WORD.test(personFirst[1])) return personFirst[1];
  const appositive = /^(?:[A-Za-z ]{0,40}\bfor\s+)?((?:[A-Z0-9]|[^\p{Script=Latin}\p{P}\p{Z}\p{S}])[\p{L}\p{M}\p{N}'’&.-]*(?:\s+(?:&|and|of|[A-Z0-9][\w'’&.-]*)){0,3}),\s+(?:a|an|the|our|my)\s/u.exec(text);
  if (appositive) {
    const n = cleanName(appositive[1]);
    if (n && !/^(create|make|build|design|generate|please|hi|hello)$/i.test(n)) return n;
  }
  const possessive = /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)['’]s\s+([a-z]+)/.exec(text);
  if (possessive) {
    const who = possessive[1];
    const what = possessive[2];
    if (!NOT_A_NAME.has(who.toLowerCase()) && !STOP_WORDS.test(what)) {
      if (/^(portfolio|resume|cv|personal|blog|website|site|page|homepage|wedding)$/.test(what)) return who;
      if (kind !== 'saas') return `${who}'s ${capitalizeFirst(what)}`;
    }
  }
  const forName = /\bfor\s+((?:[A-Z0-9][\w'’&.-]*|[^\p{Script=Latin}\p{P}\p{Z}\p{S}\p{N}][\p{L}\p{M}]*)(?:\s+(?:&|and|of|the|de|la|[A-Z0-9][\w'’&.-]*))*)/u.exec(text);
  if (forName) {
    const n = cleanName(forName[1]);
    if (n && !/^\d+$/.test(n)) return n;
  }
  return null;
}

/** "I'm Nadia Okafor, …", "my name is …", 我是林小雨，…, मैं अनन्या हूँ. */
const I_AM = /(?:\b[Ii] am|\b[Ii]['’]m|\b[Mm]y name is)\s+([A-Z][\p{L}'’-]+(?:\s[A-Z][\p{L}'’-]+){0,2})|我是(?!一)([\u4e00-\u9fff]{2,4})(?=[，,。；;！!]|$)|मैं\s+(?!एक\s)([\u0900-\u097f]+(?:\s+[\u0900-\u097f]+)?)\s+(?:हूँ|हूं)/u;

/** Places written like names ("New York", "Hong Kong"), never a person's or a business's name. */
const PLACE_WORD = /^(?:New|San|Los|Las|St\.?|Saint|Hong|Buenos|Rio|Tel|Kuala|Cape|Mexico|Sri|Abu|Addis|Costa|Puerto)\s|^(?:Berlin|Hamburg|Munich|Paris|London|Lagos|Lisbon|Vienna|Rome|Madrid|Tokyo|Delhi|Mumbai|Pune|Nairobi|Accra|Cairo|Dubai|Sydney|Toronto|Chicago|Boston|Seattle|Austin|Portland|Amsterdam|Dublin|Zurich|Geneva|Prague|Warsaw|Oslo|Stockholm|Copenhagen|Helsinki|Athens|Istanbul|Leeds|Manchester|Bristol|Glasgow|Edinburgh)$/;

function capitalizeFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function detectSections(lower: string, kind?: PageKind): SectionId[] {
  const hits: Array<{ id: SectionId; index: number }> = [];
  for (const { id, re } of SECTION_PATTERNS) {
    if (id === 'menu' && kind && kind !== 'restaurant' && !/menu section|food menu|drinks menu|our menu/.test(lower)) continue;
    const m = re.exec(lower);
    if (m) hits.push({ id, index: m.index });
  }
  return hits.sort((a, b) => a.index - b.index).map((h) => h.id);
}

function detectExclusions(lower: string): SectionId[] {
  const out: SectionId[] = [];
  const re = /\b(?:without|no|skip|exclude|omit|don'?t (?:need|want|include)|do not (?:need|want|include))\s+(?:a |an |the |any )?([a-z]+(?: [a-z]+)?)/g;
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    for (const id of detectSections(m[1])) out.push(id);
  }
  return out;
}

function planSections(kind: PageKind, topicId: string, requested: SectionId[], excluded: SectionId[], only: boolean): SectionId[] {
  let sections: SectionId[];
  const wanted = requested.filter((s) => !excluded.includes(s));
  if (only && wanted.filter((s) => s !== 'hero').length >= 1) {
    sections = ['hero', ...wanted.filter((s) => s !== 'hero')];
  } else {
    sections = [...(TOPIC_DEFAULT_SECTIONS[topicId] ?? KIND_DEFAULT_SECTIONS[kind])];
    for (const s of wanted) if (!sections.includes(s)) sections = insertCanonical(sections, s);
  }
  return sections.filter((s, i) => sections.indexOf(s) === i && !excluded.includes(s));
}

const CANONICAL: readonly SectionId[] = [
  'hero', 'logos', 'stats', 'analytics', 'activity', 'features', 'how-it-works', 'about', 'menu', 'products', 'gallery',
  'experience', 'schedule', 'team', 'awards', 'testimonials', 'pricing', 'blog', 'faq', 'newsletter', 'cta', 'contact',
];

/** Inserts a section where it naturally belongs relative to the ones already planned. */
export function insertCanonical(sections: SectionId[], id: SectionId): SectionId[] {
  const rank = CANONICAL.indexOf(id);
  const at = sections.findIndex((s) => CANONICAL.indexOf(s) > rank);
  if (at === -1) return [...sections, id];
  return [...sections.slice(0, at), id, ...sections.slice(at)];
}

/** The family of type the prompt asks for, or null when it asks for none. */
function askedFont(lower: string): FontStyle | null {
  if (/\b(mono(space)?|terminal|hacker|retro computer|typewriter)\b/.test(lower)) return 'mono';
  if (/\bsans[- ]serif\b|\bmodern font\b|\bgeometric\b/.test(lower)) return 'sans';
  if (/\bserif\b|\belegant\b|\bluxur(y|ious)\b|\bclassic\b|\beditorial\b|\bvintage\b/.test(lower)) return 'serif';
  return null;
}

function detectLanguage(text: string, lower: string, requested?: string): { language: string; hints: string[] } {
  const hints: string[] = [];
  if (/[\u4e00-\u9fff]/.test(text)) hints.push('zh');
  const re = /\b(?:in|into|written in|language:?)\s+(chinese|mandarin|spanish|french|german|japanese|korean|portuguese|italian|hindi|arabic|russian|dutch|turkish)\b/g;
  for (let m = re.exec(lower); m; m = re.exec(lower)) hints.push(LANGUAGES[m[1]]);
  if (/[\u3040-\u30ff]/.test(text)) hints.push('ja');
  if (/[\uac00-\ud7af]/.test(text)) hints.push('ko');
  const unique = hints.filter((h, i) => hints.indexOf(h) === i);
  // An explicit "in Spanish" outranks the interface language; Chinese script or a Chinese interface asks for Chinese.
  if (/[\u0900-\u097f]/.test(text)) unique.push('hi');
  return { language: pageLanguage(text, requested), hints: unique.filter((h, i) => unique.indexOf(h) === i) };
}

/** The built-in model writes English, Chinese and Hindi; any other language asked for is reported, in the page's language. */
function languageNotes(hints: string[], language: string): string[] {
  const other = hints.find((h) => h !== 'zh' && h !== 'en' && h !== 'hi');
  if (!other) return [];
  const wrote = language === 'zh' || language === 'hi' ? language : 'en';
  return [phrases(language).languageNote(languageName(wrote, language), languageName(other, language))];
}

/** Things pages of the built-in model never contain; asking for one is reported, not silently dropped. */
const UNSUPPORTED: ReadonlyArray<{ re: RegExp; what: Unsupported }> = [
  { re: /\b(videos?|youtube|vimeo)\b|视频|वीडियो/, what: 'video' },
  { re: /\b(google )?maps?\b(?! out)|地图|नक्शा|नक़्शा/, what: 'map' },
  { re: /\b(log ?in|sign ?in|sign-?up form|user accounts?|registration form)\b|登录|注册|लॉगिन|साइन-?अप/, what: 'login' },
  { re: /\b(shopping cart|checkout|payments? form)\b|购物车|结账|कार्ट|चेकआउट/, what: 'checkout' },
  { re: /\b(carousel|slider|slideshow)\b|轮播|कैरोसेल|स्लाइडर/, what: 'carousel' },
  { re: /\b(animations?|animated|parallax)\b|动画|एनिमेशन/, what: 'animation' },
  { re: /\b(live chat|chat widget)\b|在线客服|लाइव चैट/, what: 'chat' },
];

/** Tones of voice the copy cannot take on: the page's copy is written in one voice per kind. */
function toneNotes(lower: string, language?: string): string[] {
  const m = /\b(playful|funny|humou?rous|witty|quirky|cheeky|sarcastic|formal|casual|poetic)\b(?=[^.]{0,20}\b(tone|copy|voice|text|writing|language|style)\b)|\b(tone|voice)\b[^.]{0,12}\b(playful|funny|humou?rous|witty|quirky|cheeky|sarcastic|formal|casual|poetic)\b/.exec(lower);
  if (!m) return [];
  return [phrases(language).toneNote(m[1] ?? m[4])];
}

/** Words before "section" that are not section names. */
const NOT_SECTIONS = /^(a|an|the|one|each|every|this|that|these|its|my|our|your|in|on|of|to|for|with|from|into|at|by|and|or|same|new|main|top|first|last|hero|landing|single|extra|separate|dedicated|big|small|short|nice|simple|full|whole|entire|existing|current|second|third|next|previous|another|other|bottom)$/;

/** What a request asks for that the built-in model never makes, as notes in `language` (the request's). */
export function unsupportedNotes(lower: string, kind: PageKind = 'generic', language?: string): string[] {
  const say = phrases(language);
  const notes: string[] = [];
  for (const u of UNSUPPORTED) if (u.re.test(lower)) notes.push(say.cannotAdd(u.what));
  const re = /\b([a-z]+(?: [a-z]+)?) (?:section|block)s?\b/g;
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    const words = m[1].split(' ').filter((w) => !NOT_SECTIONS.test(w));
    const phrase = words.join(' ');
    if (!phrase || detectSections(phrase, kind).length > 0 || detectSections(m[0], kind).length > 0) continue;
    notes.push(say.noSuchSection(phrase));
  }
  return notes.filter((n, i) => notes.indexOf(n) === i);
}

/** Leading words that describe the page rather than its subject. */
const FILLER = /^(modern|simple|clean|beautiful|minimal|minimalist|new|small|local|professional|stylish|elegant|bold|dark|light|one[- ]page|single[- ]page|responsive|landing|website|web|site|page|homepage|home|marketing|promotional|personal|cool|nice|great|premium|playful|friendly|fun)$/;

/**
 * The prompt's own words for its subject: "a landing page for a drone racing league with …" →
 * "drone racing league". Null when the prompt does not name one plainly.
 */
export function subjectPhrase(text: string, bare = false): string | null {
  const stop = '(?=\\s+(?:with|that|which|who|where|featuring|including|called|named|in|on|and|to|using|for|from|showing|offering|selling)\\b|\\s*[,.;:!?(]|\\s*$)';
  const patterns = [
    new RegExp(`\\b(?:for|about)\\s+(?:a|an|the|my|our|your)\\s+([a-z0-9][a-z0-9'&\\s-]{2,48}?)${stop}`, 'i'),
    new RegExp(`^(?:(?:create|make|build|design|generate)\\s+)?(?:a|an|the|my|our)\\s+([a-z0-9][a-z0-9'&\\s-]{2,48}?)${stop}`, 'i'),
    new RegExp(`,\\s*(?:a|an|the|my|our)\\s+([a-z0-9][a-z0-9'&\\s-]{2,48}?)${stop}`, 'i'),
    new RegExp(`\\b(?:run|own|manage|opened|started|is|are|am|i['’]m)\\s+(?:a|an|the|my|our)\\s+([a-z0-9][a-z0-9'&\\s-]{2,48}?)${stop}`, 'i'),
    // "portfolio of Jana Novak, architect in Prague": the profession after a person's name.
    new RegExp(`\\b(?:for|of)\\s+[A-Z][\\p{L}'’-]+(?:\\s+[A-Z][\\p{L}'’-]+){1,2},\\s+(?:an?\\s+)?([a-z][a-z'&\\s-]{2,48}?)${stop}`, 'u'),
    // "site for Kestrel (beekeeping cooperative, London)"
    /\(\s*(?:(?:a|an|the)\s+)?([a-z0-9][a-z0-9'&\s-]{2,48}?)\s*[,)]/i,
    // "bike repair shop in Berlin called Speiche …": a prompt that opens with its subject, no article.
    ...(bare ? [new RegExp(`^(?:(?:create|make|build|design|generate)\\s+)?([a-z][a-z0-9'&\\s-]{2,48}?)${stop}`, 'i')] : []),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const words = m[1].trim().split(/\s+/);
    // "my name is …" names a person, not a subject.
    if (/^name$/i.test(words[0])) continue;
    // "business Lichtblick": a capitalised word after the subject's words is its name, not part of it.
    const named = words.findIndex((w, i) => i > 0 && /^[A-Z][a-z]/.test(w) && /^[a-z]/.test(words[i - 1]));
    if (named > 0) words.splice(named);
    while (words.length > 0 && FILLER.test(words[0].toLowerCase())) words.shift();
    while (words.length > 0 && /^(landing|page|website|site|homepage|web|template|for)$/i.test(words[words.length - 1])) words.pop();
    if (words.length === 0 || words.length > 5) continue;
    if (words.some((w) => /^[A-Z]/.test(w) && words.length === 1 && !NOT_A_NAME.has(w.toLowerCase()))) continue;
    // "a charity that rescues hedgehogs in Devon": what the subject does is part of it (a short clause).
    const clause = /^\s+(that|which|who)\s+([a-z][a-z'\s-]{2,40}?)(?=\s+(?:in|on|with|for|from|called|named|and|near)\b|\s*[,.;:!?(—–-]|\s*$)/i.exec(text.slice(m.index + m[0].length));
    // A product's copy already says what it does in its own template ("the app that just works").
    const product = /^(app|apps|platform|tool|software|assistant|bot|extension|api|saas)$/i.test(words[words.length - 1] ?? '');
    // "a business for weddings": an organisation's bare head noun says nothing without whom it serves.
    const serves = !clause && words.length === 1 && HEAD_NOUNS.some((h) => (h.kinds.includes('agency') || h.walkIn) && h.re.test(words[0].toLowerCase()))
      ? /^\s+for\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)(?=\s+(?:in|at|near|with|called|named|based|from|and|online|nationwide|worldwide)\b|\s*[,.;:!?(—–]|\s*$)/.exec(text.slice(m.index + m[0].length))
      : null;
    if (serves) return `${words[0].toLowerCase()} for ${serves[1].trim().toLowerCase()}`;
    const does = clause && !product && clause[2].trim().split(/\s+/).length <= 4 && words.length <= 2 ? ` ${clause[1].toLowerCase()} ${clause[2].trim().toLowerCase()}` : '';
    return (words.join(' ').toLowerCase() + does).replace(/\bai\b/g, 'AI').replace(/\bsaas\b/g, 'SaaS');
  }
  return null;
}

const HI_NOUNS: Partial<Record<PageKind, string>> = {
  saas: 'ऐप', restaurant: 'रेस्तराँ', shop: 'दुकान', event: 'कार्यक्रम', portfolio: 'पोर्टफ़ोलियो', blog: 'ब्लॉग', agency: 'एजेंसी',
};

/** Chinese words for the subject: "为一家精品咖啡订阅服务制作网站" → "精品咖啡订阅服务". */
function zhSubject(prompt: string): string | null {
  // A quoted name sits between the subject and the verb (为成都的一家旧书店"纸间"做一个网站): it is not the subject.
  const text = prompt.replace(/["“”「」『』《》][^"“”「」『』《》]{1,24}["“”「」『』《》]/g, '');
  const m = /(?:开了?|经营|有)一[家个间所座]([\u4e00-\u9fff]{2,12}?)(?=[，,。；;！!]|$)/.exec(text) ??
    // 我是林小雨，一名自由摄影师: a person's profession.
    /(?:是|，|,)\s*一[名位个]([\u4e00-\u9fff]{2,8}?)(?=[，,。；;！!]|$)/.exec(text) ??
    /(?:为|给|帮我做|做|关于)(?:一[个家款所间位座场名]|我的|我们的)?\s*(?:[A-Za-z][\w-]*\s*)?([\u4e00-\u9fff]{2,16}?)(?:制作|设计|做|创建|打造|生成|的(?:落地页|网站|官网|主页|页面))/.exec(text) ??
    /([\u4e00-\u9fff]{2,10}?)(?:的)?(?:落地页|网站|官网|主页|着陆页)/.exec(text);
  const phrase = m?.[1]?.replace(/^(一个|一家|一款|我的|我们的|现代|简洁|漂亮)/, '').replace(/(制作|设计|创建|打造|生成)$/, '').replace(/^[\u4e00-\u9fff]{2,3}的(?=[\u4e00-\u9fff]{2})/, '').replace(/^(位于|在)?(上海|北京|深圳|广州|杭州|成都|南京|苏州|西安|武汉|重庆|天津|厦门|青岛|大理|丽江|香港|台北)(市)?(?=[\u4e00-\u9fff]{2})/, '').replace(/^一[个家间所座](?=[\u4e00-\u9fff]{2})/, '').replace(/^(?:帮我|请|给我)?(?:做|制作|设计|搭建|创建)(?:一个|一份|个)?/, '').replace(/(?:做|制作)(?:一个|一份|个)$/, '');
  // A page word or a bare verb is no subject (做一个, 作品集).
  return phrase && phrase.length >= 2 && !/^(?:作品集|网站|官网|主页|页面|落地页)$/.test(phrase) ? phrase : null;
}

/**
 * A profession followed by a name, as Chinese and Hindi put it: 摄影师林小雨 (a profession ends in
 * 师/家/员…, the name is two or three characters), फ़ोटोग्राफ़र अनन्या.
 */
function personAfterProfession(noun: string, language: string): { profession: string; name: string } | null {
  if (language === 'zh') {
    const m = /^([\u4e00-\u9fff]{1,8}?[师家员手匠者译])([\u4e00-\u9fff]{2,3})$/.exec(noun);
    return m && !/^(?:作品|网站|主页|个人|简历|官网|作品集)$/.test(m[2]) ? { profession: m[1], name: m[2] } : null;
  }
  if (language !== 'hi') return null;
  // The shortest run of words ending like a profession word, then a name of one or two words that
  // end like none (कबीर may end in र, but not in -नर, -फ़र, -यर, -टर, -चर like an English loan).
  const words = noun.split(/\s+/);
  for (let i = 1; i < words.length && i <= 4; i++) {
    const rest = words.slice(i);
    if (rest.length > 2 || !/(?:र|क|ई|ट|िका|स्ट)$/.test(words[i - 1])) continue;
    if (rest.some((w) => /(?:कार|िका|नर|फ़र|यर|चर|टर|क|स्ट)$/.test(w))) continue;
    return { profession: words.slice(0, i).join(' '), name: rest.join(' ') };
  }
  return null;
}

/** The noun the copy uses for the subject: the topic's, or the prompt's own words for broad topics. */
function topicNoun(text: string, topic: Topic, language: string): string {
  // A Hindi page for an English prompt (a Hindi interface) keeps the prompt's own words for its subject.
  if (language === 'hi') return hiSubject(text) ?? subjectPhrase(text) ?? HI_NOUNS[topic.kind] ?? 'सेवा';
  if (language === 'zh') {
    // The prompt's own words first ("茶馆" stays a tea house, not the café topic's 咖啡馆).
    const own = /[\u4e00-\u9fff]/.test(text) ? zhSubject(text) : null;
    return own ?? ZH_NOUNS[topic.id] ?? '品牌';
  }
  const said = subjectPhrase(text);
  // "a portfolio website for Jane Doe": the page word is no profession.
  const phrase = topic.kind === 'portfolio' && said ? said.replace(/\s*\bportfolio\b\s*/g, ' ').trim() || null : said;
  // A specific topic keeps its noun unless the prompt's own words say the same thing ("tea house" for the café topic).
  // The prompt's own words for its subject win; a topic's noun is the fallback.
  // A local business's prompt may open with its subject ("tutoring service in Pune …").
  const own = phrase ?? (topic.kind === 'generic' ? subjectPhrase(text, true) : null);
  // What the subject does is part of it ("charity that restores old canal boats"): a clause may run longer.
  if (!topic.broad) return own && own.split(' ').length <= (/ (?:that|which|who) /.test(own) ? 6 : 4) && !/^(website|page|site|homepage|landing)$/i.test(own) ? own : topic.noun;
  // No topic at all: the prompt's opening words are its subject, before any made-up noun.
  if (!phrase) return (topic.id === 'generic' ? subjectPhrase(text, true) : null) ?? topic.noun;
  // A phrase must stay on the topic found ("fitness tracking app" for fitness-app), unless no topic matched.
  if (topic.re.source !== '$^' && !topic.re.test(phrase.toLowerCase())) return topic.noun;
  return phrase;
}
