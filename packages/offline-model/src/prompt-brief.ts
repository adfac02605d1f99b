/**
 * The brief every prompt gets, whatever its subject: language, the subject in the user's own words,
 * the place (and the currency it implies) and the list of parts the user asked for. Rules are about
 * how people phrase a request in English, Chinese and Hindi, not about topics: a prompt on a subject
 * no table knows still yields its parts, each headed in the user's words.
 */
import type { SectionId } from './types';

/** Languages the built-in model writes a whole page in. */
export type PageLanguage = 'en' | 'zh' | 'hi';

export interface AskedPart {
  /** The user's own words for the part ("opening hours", "菜单", "समय-सारणी"). */
  words: string;
  /** The known layout it gets, or null for a generic layout built around its words. */
  layout: SectionId | null;
  /** What the part is, when it is a known kind (hours are shown as a schedule, a booking form as contact…). */
  role: PartRole | null;
}

export type PartRole =
  | 'pricing' | 'faq' | 'team' | 'gallery' | 'booking' | 'contact' | 'menu' | 'hours' | 'reviews' | 'schedule'
  | 'about' | 'services' | 'stats' | 'steps' | 'blog' | 'newsletter' | 'awards' | 'products' | 'location' | 'features'
  /** Things the place offers, named as a plural ("pastries", "cocktails", "糕点", "मिठाइयाँ"): a list of items. */
  | 'items';

export interface Currency {
  symbol: string;
  /** Rough factor from the dollar prices the copy is written in. */
  rate: number;
  /** True when the symbol follows the amount ("49 €"). */
  after?: boolean;
}

const ROLES: ReadonlyArray<{ role: PartRole; layout: SectionId; re: RegExp }> = [
  { role: 'hours', layout: 'schedule', re: /\b(opening|business|office) hours\b|\bhours\b|\bopening times\b|营业时间|开放时间|खुलने का समय|खुलने के घंटे|कार्य समय/ },
  { role: 'schedule', layout: 'schedule', re: /\b(schedule|timetable|agenda|itinerary|programme|program|lineup|class times|classes|sessions|session times|calendar|events|timeline|dates|concerts|gigs|performances|shows|rehearsals|departures|sailings)\b|课程表|时间表|日程|议程|课表|演出|音乐会|排练|班次|समय[- ]?(?:सारणी|सारिणी)|कार्यक्रम|शेड्यूल/ },
  { role: 'booking', layout: 'contact', re: /\b(bookings?|book(?:ing)? form|reservations?|reserve|appointments?|rsvp|sign[- ]?up form|enquiry form|inquiry form)\b|预订|预约|订座|बुकिंग|आरक्षण|अपॉइंटमेंट/ },
  { role: 'menu', layout: 'menu', re: /(?<!(nav|navigation|hamburger|dropdown|mobile|side|top)\s)\bmenu\b|\bdishes\b|\bdrinks\b|菜单|茶单|酒水单|饮品|मेन्यू|मेनू|व्यंजन/ },
  { role: 'pricing', layout: 'pricing', re: /\bpric(e|es|ing)\b|\brates\b|\bplans\b|\btiers\b|\bfees\b|\bmemberships?\b|\btickets?\b|价格|价目|定价|收费|套餐|门票|票价|船票|车票|会员|टिकट|कीमत|क़ीमत|शुल्क|फ़ीस|फीस|दरें|मूल्य|सदस्यता/ },
  { role: 'faq', layout: 'faq', re: /\bfaqs?\b|frequently asked|\bquestions\b|常见问题|问答|सवाल|प्रश्न/ },
  { role: 'reviews', layout: 'testimonials', re: /\breviews?\b|testimonials?|what (customers|clients|people) say|评价|口碑|点评|समीक्षा|रिव्यू|प्रशंसापत्र/ },
  { role: 'team', layout: 'team', re: /\bteam\b|\bstaff\b|\bfounders\b|\bspeakers\b|\b(trainers|coaches|instructors|teachers|tutors|doctors|vets|mechanics|chefs|stylists|artists|musicians|guides|therapists|volunteers)\b|团队|教练|老师|医生|师傅|讲师|टीम|प्रशिक्षक|शिक्षक/ },
  { role: 'gallery', layout: 'gallery', re: /\bgallery\b|\bphotos\b|\bpictures\b|\bshowcase\b|\bportfolio\b|\bour work\b|图库|相册|图集|照片|作品|गैलरी|तस्वीरें|फ़ोटो|फोटो|^(?:मेरा |हमारा )?काम$/ },
  { role: 'location', layout: 'contact', re: /\bmap\b|\blocation\b|\bdirections\b|how to find us|\baddress\b|地图|位置|地址|交通|नक्शा|पता|स्थान/ },
  { role: 'contact', layout: 'contact', re: /\bcontact\b|get in touch|\bform\b|联系|联络|表单|संपर्क|फ़ॉर्म|फॉर्म/ },
  { role: 'about', layout: 'about', re: /\babout\b|\bour story\b|\bstory\b|\bhistory\b|\bmission\b|关于|故事|简介|हमारे बारे|परिचय|कहानी/ },
  { role: 'steps', layout: 'how-it-works', re: /how (it|this|we) works?|\bsteps\b|\bprocess\b|流程|步骤|कैसे काम|प्रक्रिया/ },
  { role: 'stats', layout: 'stats', re: /\bstat(s|istics)\b|\bnumbers\b|\bcounters?\b|数据|数字|आंकड़े|आँकड़े/ },
  { role: 'blog', layout: 'blog', re: /\bblog\b|\bnews\b|\barticles\b|\bposts\b|文章|新闻|博客|ब्लॉग|लेख|समाचार/ },
  { role: 'newsletter', layout: 'newsletter', re: /newsletter|mailing list|\bsubscribe\b|订阅|न्यूज़लेटर|सदस्यता लें/ },
  { role: 'awards', layout: 'awards', re: /\bawards?\b|\baccolades\b|\bprizes?\b|奖项|荣誉|पुरस्कार/ },
  { role: 'products', layout: 'products', re: /\bproducts\b|\bcatalog(ue)?\b|\bcollection\b|商品|产品|उत्पाद/ },
  { role: 'services', layout: 'features', re: /\bservices\b|\bwhat we (do|offer)\b|\bofferings\b|服务|सेवाएं|सेवाएँ|सेवा/ },
  { role: 'features', layout: 'features', re: /\bfeatures?\b|\bbenefits\b|功能|特色|特点|सुविधाएं|सुविधाएँ|विशेषताएं/ },
];

/** Layouts a part with no known kind can take, in order of preference (each id appears once on a page). */
export const GENERIC_LAYOUTS: readonly SectionId[] = ['features', 'about', 'how-it-works', 'awards', 'gallery', 'stats'];

/**
 * The kind of a part. `sectionOf` is the older section vocabulary (prompt-analysis.ts), consulted
 * when no role matches ("case studies" → gallery, "call to action" → cta).
 */
export function partRole(words: string, sectionOf?: (lower: string) => SectionId | null): { role: PartRole | null; layout: SectionId | null } {
  const lower = words.toLowerCase();
  // "services and prices" is a price list; "booking form" is a booking, not any form.
  for (const r of ROLES) if (r.re.test(lower)) return { role: r.role, layout: r.layout };
  const known = sectionOf?.(lower) ?? null;
  if (!known && namesThings(words)) return { role: 'items', layout: 'menu' };
  return { role: null, layout: known };
}

/** Plurals that name facts, people or paperwork rather than things on offer. */
const NOT_THINGS = /(?:ness|ity|ics|ings|ism)$|^(?:rules|terms|conditions|policies|details|directions|partners|sponsors|clients|customers|members|results|stories|updates|options|tips|values|goals|facts|credits|links|jobs|careers|vacancies|openings|hours|times|dates|days|news|thanks|requirements|instructions|guidelines|regulations|rights|values|socials|contacts|accounts|downloads|resources|documents|forms|questions|answers|reasons|benefits|features|sections|pages|parts|details)$/i;

/**
 * Whether a part names a set of things the place offers ("pastries", "loose-leaf teas", "糕点",
 * "मिठाइयाँ"): they are listed as items, not described as one topic.
 */
export function namesThings(words: string): boolean {
  const w = words.trim();
  if (/[\u4e00-\u9fff]/.test(w)) return w.length <= 6 && /(?:品|点|心|糕|饼|茶|酒|饮|咖啡|菜|面|包|课程|课|款|类)$/.test(w) && !/(?:时间|价格|评价|问题|[捐付贷存汇罚退]款)$/.test(w);
  if (/[\u0900-\u097f]/.test(w)) return w.split(/\s+/).length <= 3 && /(?:ें|एँ|एं|ियाँ|ियां|ाइयाँ|ाइयां)$/.test(w);
  const ws = w.toLowerCase().split(/\s+/);
  const last = ws[ws.length - 1];
  return ws.length <= 3 && /^[a-z][a-z'-]*[^s'u]s$/.test(last) && !/(?:ss|us|is)$/.test(last) && !NOT_THINGS.test(last);
}

/** Where a list of parts starts, per language. */
const EN_LIST = /(?:\b(?:with|including|includes|include|featuring|that has|which has|containing|sections?\s*(?:for|:)|parts?\s*:|pages?\s*:|(?:and|should|must|to|will|it should|it must)\s+(?:have|show|list|offer)|needs?|add)\s+)([^.!?\n]+)/i;
// No bare 有 or 提供: they sit inside subjects (有机农场, 提供者).
const ZH_LIST = /(?:包括|包含|含有|带有|需要有|要有|栏目[:：]|板块[:：]|部分[:：])([^。！？!?\n]+)/;
const HI_LIST = /(?:जिसमें|जिस में|शामिल करें[:：]?|शामिल हों[:：]?|सेक्शन[:：]|भाग[:：])\s*([^।!?\n]+)/;
/**
 * "website for X, A, B and C" (or "… called X, A, B and C") with no "with": a list straight after the
 * page word and its subject, or after the name.
 * The list must not open like an appositive ("…, a bike shop in Berlin") or a relative clause, and the
 * subject holds no colon: after one the list has begun ("… village: alarms this year, join us").
 */
const EN_AFTER = /(?<=\b(?:(?:website|site|web ?page|page|homepage|one-pager)\s+(?:for|about)|called|named)\s+[^,.!?:\n]+,\s*)(?=\S)(?!(?:a|an|the|it|which|that|who|where|located|based|run|owned|family|founded|established|open|known|famous|called|named|in|at|on|near|from|since|please|make|use|keep|give|style|colou?rs?|theme|dark|light|modern|minimal|clean|simple|thanks)\b)([^.!?\n]*(?:,|\band\b|&)[^.!?\n]*)/i;
// "…的网站，A、B和C": the list after the page word and a comma (the page word stays with the subject).
const ZH_AFTER = /(?<=(?:网站|官网|主页|网页|页面|落地页|着陆页)[，,：:]\s*)(?=\S)(?!(?:叫|名字|名为|位于|在|它|我们|要求|风格|颜色))([^。！？!?\n]*[、，,和及与][^。！？!?\n]*)/;
// "X के लिए वेबसाइट, A, B और C".
const HI_AFTER = /(?<=(?:वेबसाइट|वेब साइट|साइट|वेबपेज|पेज)(?:\s+(?:बनाइए|बनाओ|बनाएँ|बनाएं|चाहिए))?\s*[,:：]\s*)(?=\S)(?!(?:जिसका|जिसकी|जिसके|जो|नाम|यह|वह))([^।!?\n]*(?:,|\sऔर\s|\sतथा\s)[^।!?\n]*)/;
// The list's first item names no page ("… की वेबसाइट, A, B और C के साथ"): a match from the prompt's start
// would take the subject for a part and leave the page about nothing.
const HI_WITH = /(?:^|[,।:]\s*)((?:(?!वेबसाइट|वेब साइट|वेबपेज|पेज|साइट)[^,।:])*(?:,[^,।:]+)*\s(?:और|तथा|एवं)\s[^,।:]+?)\s+(?:के साथ|हो|हों|होने चाहिए|चाहिए)/;

const EN_FILLER = /^(?:a|an|the|some|nice|simple|clear|short|big|small|dedicated|separate|full|online|proper)\s+/i;
const EN_TAIL = /\s+(?:section|sections|block|part)$/i;

function cleanPart(raw: string, language: PageLanguage): string | null {
  let w = raw.replace(/^[\s\-*•·–—\d.)]+/, '').replace(/[\s"'“”「」『』]+$/g, '').trim();
  if (language === 'en') {
    for (let i = 0; i < 3; i++) w = w.replace(EN_FILLER, '');
    w = w.replace(EN_TAIL, '').replace(/\s+(?:for (?:it|them|us|customers|clients|visitors|people)|on it|too|as well)$/i, '').trim();
  } else if (language === 'zh') {
    w = w.replace(/^(?:一个|一份|一些|我们的|在线|简单的|清晰的)/, '').replace(/(?:等|等等|的部分|部分|板块|栏目|区域|页面|功能)$/, '').trim();
  } else {
    w = w.replace(/^(?:एक|हमारी|हमारे|हमारा)\s+/, '').replace(/\s+(?:सेक्शन|भाग|हो|हों|है|हैं|भी)$/, '').trim();
  }
  if (w.length < 2 || w.length > 40) return null;
  if (language === 'en' && w.split(/\s+/).length > 5) return null;
  return w;
}

function splitList(list: string, language: PageLanguage): string[] {
  if (language === 'zh') return list.split(/[、，,；;和及与跟]|以及/).map((s) => s.trim()).filter(Boolean);
  if (language === 'hi') return list.split(/\s*(?:,|;|\s+और\s+|\s+तथा\s+|\s+एवं\s+)\s*/).filter(Boolean);
  const items = list.split(/\s*[,;]\s*|\s+\/\s+/).filter(Boolean);
  // "A, B and C": only the last item joins two parts; "services and prices, hours" keeps its first item whole.
  const last = items.pop() ?? '';
  const tail = last.split(/\s+(?:and|&|plus|as well as)\s+/i);
  if (items.length > 0 && tail.length > 1 && /^(?:and|&)\s/i.test(tail[tail.length - 1])) return [...items, ...tail];
  return [...items, ...tail].map((s) => s.replace(/^(?:and|&)\s+/i, ''));
}

/** Bullet lists ("- menu\n- booking") and "sections:" lines. */
function bulletParts(prompt: string): string[] {
  const lines = prompt.split(/\n/).map((l) => l.trim());
  return lines.filter((l) => /^(?:[-*•·]|\d+[.)])\s+/.test(l)).map((l) => l.replace(/^(?:[-*•·]|\d+[.)])\s+/, ''));
}

function listMatch(prompt: string, language: PageLanguage): RegExpExecArray | null {
  const flat = prompt.replace(/\s+/g, ' ');
  const re = language === 'zh' ? ZH_LIST : language === 'hi' ? HI_LIST : EN_LIST;
  const after = language === 'zh' ? ZH_AFTER : language === 'hi' ? HI_AFTER : EN_AFTER;
  return re.exec(flat) ?? (language === 'hi' ? HI_WITH.exec(flat) : null) ?? after.exec(flat) ?? (language !== 'en' ? EN_LIST.exec(flat) ?? EN_AFTER.exec(flat) : null) ?? DASH_LIST.exec(flat);
}

/** "Gentle Goodbyes – services, prices, contact": a comma list after a dash or colon. */
const DASH_LIST = /(?:\s[-–—]\s|[:：]\s*)([^.!?\n。！？]*[,，、][^.!?\n。！？]*)/;

/**
 * The prompt without its list of parts: what the page is about. Parts name sections, not the
 * business ("volunteer days" on a beekeeping page does not make it a charity).
 */
export function withoutParts(prompt: string, language: PageLanguage): string {
  const flat = prompt.replace(/\s+/g, ' ');
  if (bulletParts(prompt).length >= 2) return prompt.split(/\n/).filter((l) => !/^\s*(?:[-*•·]|\d+[.)])\s+/.test(l)).join(' ');
  const m = listMatch(prompt, language);
  return m ? flat.slice(0, m.index) + flat.slice(m.index + m[0].length) : flat;
}

/** The parts asked for, in the order given, each once. */
export function askedParts(prompt: string, language: PageLanguage, sectionOf?: (lower: string) => SectionId | null): AskedPart[] {
  const raw: string[] = [];
  const bullets = bulletParts(prompt);
  if (bullets.length >= 2) raw.push(...bullets);
  else {
    const m = listMatch(prompt, language);
    if (m) raw.push(...splitList(m[1], /[\u4e00-\u9fff]/.test(m[1]) ? 'zh' : /[\u0900-\u097f]/.test(m[1]) ? 'hi' : 'en'));
  }
  const out: AskedPart[] = [];
  for (const r of raw) {
    const words = cleanPart(r, /[\u4e00-\u9fff]/.test(r) ? 'zh' : /[\u0900-\u097f]/.test(r) ? 'hi' : 'en');
    if (!words || NOT_PARTS.test(words) || HERO.test(words)) continue;
    if (out.some((p) => p.words.toLowerCase() === words.toLowerCase())) continue;
    out.push({ words, ...partRole(words, sectionOf) });
  }
  return out.slice(0, 8);
}

/** Every page opens with its hero: asking for one is no extra part. */
const HERO = /^(?:hero|hero section|banner|header|首屏|横幅|头图|हीरो|बैनर)$/i;

/** Words after "with" that describe the look, not a part of the page. */
const NOT_PARTS = /^(?:(?:a |an )?(?:dark|light|white|black|blue|green|red|purple|orange|pink|yellow|warm|cool|bold|modern|minimal|clean|elegant|playful|serif|sans-serif)\b.*(?:theme|mode|colou?rs?|palette|font|look|feel|style|background|accents?)?|tailwind|bootstrap|react|vue|html|css|深色|浅色|蓝色|绿色|红色|紫色)$/i;

/** Places that set the currency; the city or country is kept as written for the copy. */
const PLACES: ReadonlyArray<{ re: RegExp; currency: Currency }> = [
  { re: /\b(berlin|munich|hamburg|cologne|frankfurt|germany|paris|lyon|marseille|france|madrid|barcelona|spain|rome|milan|italy|amsterdam|rotterdam|netherlands|vienna|austria|brussels|belgium|lisbon|porto|portugal|dublin|ireland|athens|helsinki|europe|tallinn|estonia|riga|latvia|vilnius|lithuania|ljubljana|slovenia|bratislava|slovakia|valletta|malta|nicosia|cyprus|luxembourg|zagreb|croatia|greece|thessaloniki|finland|tampere|cork|galway|graz|salzburg|innsbruck|bordeaux|toulouse|lille|nantes|strasbourg|seville|valencia|bilbao|malaga|florence|naples|venice|turin|bologna|antwerp|ghent|utrecht|eindhoven|the hague|dusseldorf|düsseldorf|stuttgart|leipzig|dresden|bremen|nuremberg|hanover|heidelberg)\b|柏林|巴黎|德国|法国|欧洲|维也纳|罗马|米兰|马德里|巴塞罗那|阿姆斯特丹|बर्लिन|पेरिस/i, currency: { symbol: '€', rate: 1, after: true } },
  { re: /\b(london|manchester|edinburgh|glasgow|bristol|leeds|uk|united kingdom|england|scotland|wales|britain|liverpool|birmingham|sheffield|newcastle|nottingham|leicester|oxford|cambridge|brighton|yorkshire|cornwall|devon|cardiff|swansea|belfast|aberdeen|dundee|inverness|snowdonia|cotswolds)\b|伦敦|英国|लंदन/i, currency: { symbol: '£', rate: 0.8 } },
  { re: /\b(shanghai|beijing|shenzhen|guangzhou|hangzhou|chengdu|china)\b|上海|北京|深圳|广州|杭州|成都|南京|苏州|西安|武汉|重庆|中国|शंघाई|बीजिंग/i, currency: { symbol: '¥', rate: 7 } },
  { re: /\b(tokyo|osaka|kyoto|japan)\b|东京|日本/i, currency: { symbol: '¥', rate: 150 } },
  { re: /\b(delhi|new delhi|mumbai|bangalore|bengaluru|chennai|kolkata|hyderabad|pune|jaipur|india)\b|दिल्ली|मुंबई|मुम्बई|बेंगलुरु|बैंगलोर|चेन्नई|कोलकाता|हैदराबाद|पुणे|जयपुर|लखनऊ|इंदौर|पटना|कोच्चि|भोपाल|अहमदाबाद|सूरत|नागपुर|चंडीगढ़|वाराणसी|गोवा|भारत|印度/i, currency: { symbol: '₹', rate: 20 } },
  { re: /\b(zurich|geneva|switzerland)\b/i, currency: { symbol: 'CHF ', rate: 1 } },
];

const DEFAULT_CURRENCY: Record<PageLanguage, Currency> = {
  en: { symbol: '$', rate: 1 },
  zh: { symbol: '¥', rate: 7 },
  hi: { symbol: '₹', rate: 20 },
};

/** The place named in the prompt, as written ("Berlin", "上海", "दिल्ली"). */
export function findPlace(prompt: string): string | null {
  const en = /\b(?:in|from|based in|located in)\s+((?:New |San |Los |Las |St\.? )?[A-Z][a-zà-ÿ]+(?:[- ][A-Z][a-zà-ÿ]+)?)/.exec(prompt);
  if (en && !/^(English|Chinese|Hindi|Spanish|French|German|Tailwind|Bootstrap|React|Vue|HTML|Dark|Light|Blue|Green|Red)$/.test(en[1])) return en[1];
  const zh = /(?:在|位于)?(上海|北京|深圳|广州|杭州|成都|南京|苏州|西安|武汉|重庆|天津|厦门|青岛|大理|丽江|香港|台北|伦敦|巴黎|柏林|东京|大连|宁波|昆明|长沙|郑州|济南|福州|合肥|沈阳|三亚|桂林|澳门)/.exec(prompt);
  if (zh) return zh[1];
  for (const hi of prompt.matchAll(/([\u0900-\u097f]+)\s+(?:में|स्थित|के|की|का)\s/g)) if (PLACES.some((p) => p.re.test(hi[1]))) return hi[1];
  // "पटना में एक मोबाइल मरम्मत की दुकान": one word "in" before "a …" is where the subject is, listed or not.
  const where = /(?:^|[\s,।])([\u0900-\u097f]{2,})\s+में\s+एक\s/.exec(prompt);
  if (where && !/^(?:जिस|जिसमें|इस|उस|वेबसाइट|पेज)$/.test(where[1])) return where[1];
  return null;
}

/** The currency a page recorded by its symbol (page-state.ts), or the language's. */
export function currencyBySymbol(symbol: string | undefined, language: PageLanguage): Currency {
  const known = [...PLACES.map((p) => p.currency), ...Object.values(DEFAULT_CURRENCY)].find((c) => c.symbol.trim() === symbol);
  return known ?? DEFAULT_CURRENCY[language];
}

export function currencyFor(prompt: string, language: PageLanguage): Currency {
  return PLACES.find((p) => p.re.test(prompt))?.currency ?? DEFAULT_CURRENCY[language];
}

/** Rewrites a dollar price ("$49", "$1,200") into the page's currency, rounded to a friendly amount. */
export function localPrice(price: string, cur: Currency): string {
  if (cur.symbol === '$' && cur.rate === 1) return price;
  return price.replace(/\$\s?(\d[\d,]*(?:\.\d+)?)/g, (_m, n: string) => {
    const v = Number(n.replace(/,/g, '')) * cur.rate;
    const step = v >= 1000 ? 50 : v >= 100 ? 5 : 1;
    const rounded = Math.max(step, Math.round(v / step) * step);
    const s = rounded.toLocaleString('en-US');
    return cur.after ? `${s} ${cur.symbol}` : `${cur.symbol}${s}`;
  });
}

/** The page's language: the prompt's script or "in Hindi/Chinese", else the interface language. */
export function pageLanguage(prompt: string, uiLanguage?: string): PageLanguage {
  const lower = prompt.toLowerCase();
  if (/\b(?:in|into|written in)\s+english\b/.test(lower)) return 'en';
  if (/\b(?:in|into|written in)\s+hindi\b|हिंदी में|हिन्दी में/.test(lower)) return 'hi';
  if (/\b(?:in|into|written in)\s+(?:chinese|mandarin)\b|用中文/.test(lower)) return 'zh';
  // The script most of the prompt is written in: a Chinese or Hindi name in an English sentence
  // leaves the page English. A Han character carries about a word, so it counts three letters.
  const han = (prompt.match(/[\u4e00-\u9fff]/g) ?? []).length * 3;
  const deva = (prompt.match(/[\u0900-\u097f]/g) ?? []).length;
  const latin = (prompt.match(/[A-Za-z]/g) ?? []).length;
  if (deva > latin && deva >= han) return 'hi';
  if (han > latin) return 'zh';
  return uiLanguage === 'zh' ? 'zh' : uiLanguage === 'hi' ? 'hi' : 'en';
}

/** Hindi words for the subject: "दिल्ली में एक योग स्टूडियो के लिए वेबसाइट" → "योग स्टूडियो". */
export function hiSubject(raw: string): string | null {
  // A quoted name ("… शतरंज क्लब 'चाल' की वेबसाइट") stands beside the subject, not inside it.
  const prompt = raw.replace(/\s*["“«‘'][^"“”«»‘’']{1,30}["”»’']\s*/g, ' ');
  // "मैं अनन्या हूँ, पुणे की एक ग्राफ़िक डिज़ाइनर।": a person's profession.
  const me = /(?:मैं|हम)\s[^।]*?(?:^|\s)एक\s+([\u0900-\u097f][\u0900-\u097f\s-]{1,30}?)\s*(?:हूँ|हूं|हैं)?\s*(?:[।,.!]|$)/.exec(prompt);
  const m = me ?? /नाम (?:के|की|का|वाले|वाली)\s+([\u0900-\u097f][\u0900-\u097f\s-]{1,40}?)\s+(?:के लिए\s|(?:का|की|के)\s+(?:वेबसाइट|वेब साइट|साइट|वेबपेज|पेज))/.exec(prompt) ??
    /(?:एक|मेरे|मेरी|हमारे|हमारी)\s+([\u0900-\u097f][\u0900-\u097f\s-]{1,40}?)\s+के लिए\s/.exec(prompt) ??
    /(?:एक|मेरे|मेरी|हमारे|हमारी)\s+([\u0900-\u097f][\u0900-\u097f\s-]{1,40}?)\s+(?:का|की|के)\s/.exec(prompt) ??
    // "जयपुर में कपड़ा रंगाई कार्यशाला की वेबसाइट": the words between the place and "की वेबसाइट".
    /(?:^|\sमें\s+)([\u0900-\u097f][\u0900-\u097f\s-]{1,40}?)\s+(?:का|की|के)\s+(?:वेबसाइट|वेब साइट|साइट|वेबपेज|पेज)/.exec(prompt) ??
    /([\u0900-\u097f][\u0900-\u097f\s-]{1,40}?)\s+["“«][^"”»]+["”»]\s+(?:के लिए|का|की|के|नाम)/.exec(prompt) ??
    // Starting at a whole word: a long subject keeps its first letters ("गलियों के कुत्तों की देखभाल करने वाली संस्था", "शादियों की योजना बनाने वाली कंपनी").
    /(?<![\u0900-\u097f])([\u0900-\u097f][\u0900-\u097f\s-]{1,50}?)\s+(?:के लिए)\s/.exec(prompt);
  if (!m) return null;
  const place = findPlace(prompt);
  // "पेरिस के मधुमक्खी पालन …": the place and its postposition are not the subject.
  const words = m[1].trim().split(/\s+/);
  if (place && words[0] === place && /^(के|की|का|में)$/.test(words[1] ?? '')) words.splice(0, 2);
  const kept = words.filter((w) => w !== place && !/^(में|एक|नया|नई|सुंदर|आधुनिक)$/.test(w));
  return kept.length > 0 && kept.length <= 8 ? kept.join(' ') : null;
}
