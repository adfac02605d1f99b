/**
 * Screen names in English, Chinese and Hindi: the screens a prompt lists, what each kind of screen
 * is for, and the words a follow-up may use for a screen in another language ("删除个人资料页面"
 * names Profile). Decision 044.
 */
import { editLanguage, type EditLanguage } from '../edit-language';

export interface ScreenKind {
  key: string;
  /** The kind's English word: a Chinese or Hindi name of the kind gets the layout this word gets. */
  word: string;
  /** The names a user gives screens of this kind: English words (a pattern), Chinese and Hindi ones (listed). */
  en: string;
  zh: readonly string[];
  hi: readonly string[];
  purpose: Record<EditLanguage, string>;
}

/** Kinds of screens; an English name is the first kind whose words it has, a Chinese or Hindi one the kind of the longest word it contains. */
export const SCREEN_KINDS: readonly ScreenKind[] = [
  { key: 'home', word: 'home', en: 'home|start|today|overview|main', zh: ['首页', '主页', '今日', '概览'], hi: ['होम', 'मुख्य', 'आज'], purpose: { en: 'The overview: a greeting, quick actions and recent items', zh: '概览：欢迎语、快捷操作和最近的内容', hi: 'अवलोकन: स्वागत, त्वरित कार्य और हाल की चीज़ें' } },
  { key: 'stats', word: 'stats', en: 'stats?|statistics|insights?|analytics|progress|reports?|dashboard', zh: ['统计', '数据', '分析', '进度', '报告'], hi: ['आँकड़े', 'आंकड़े', 'प्रगति', 'रिपोर्ट', 'डैशबोर्ड'], purpose: { en: 'Dashboard with metric cards, a chart and recent activity', zh: '数据面板：指标卡片、图表和最近动态', hi: 'डैशबोर्ड: मुख्य आँकड़े, चार्ट और हाल की गतिविधि' } },
  { key: 'settings', word: 'settings', en: 'settings?|preferences|options', zh: ['设置', '偏好'], hi: ['सेटिंग्स', 'सेटिंग', 'प्राथमिकताएँ'], purpose: { en: 'Account, notifications, appearance and privacy settings with toggles', zh: '账户、通知、外观和隐私设置', hi: 'खाता, सूचनाएँ, रूप और गोपनीयता सेटिंग्स' } },
  { key: 'profile', word: 'profile', en: 'profile|account|me', zh: ['个人资料', '个人中心', '我的', '资料'], hi: ['प्रोफ़ाइल', 'प्रोफाइल', 'खाता'], purpose: { en: 'Your profile: avatar, stats, saved items and an edit profile button', zh: '个人资料：头像、数据、收藏和编辑按钮', hi: 'आपकी प्रोफ़ाइल: अवतार, आँकड़े और संपादन बटन' } },
  { key: 'search', word: 'search', en: 'search', zh: ['搜索', '查找'], hi: ['खोज'], purpose: { en: 'Search with a search bar, recent searches and category filters', zh: '搜索：搜索框、最近搜索和分类筛选', hi: 'खोज: सर्च बार, हाल की खोजें और श्रेणियाँ' } },
  { key: 'explore', word: 'explore', en: 'explore|discover|browse', zh: ['发现', '探索', '浏览'], hi: ['एक्सप्लोर', 'ब्राउज़'], purpose: { en: 'Browse everything by category, in cards', zh: '按分类浏览全部内容，以卡片展示', hi: 'श्रेणियों के अनुसार सब कुछ देखें, कार्डों में' } },
  { key: 'calendar', word: 'calendar', en: 'calendar|schedule|agenda|planner', zh: ['日历', '日程', '计划'], hi: ['कैलेंडर', 'समय-सारणी'], purpose: { en: "Month calendar with events and the day's agenda", zh: '月历：事件和当天安排', hi: 'महीने का कैलेंडर और आज की योजना' } },
  { key: 'messages', word: 'messages', en: 'messages?|inbox|chat|notifications?', zh: ['消息', '聊天', '通知'], hi: ['संदेश', 'चैट', 'सूचनाएँ'], purpose: { en: 'List of recent notifications and messages', zh: '最近的消息和通知列表', hi: 'हाल के संदेश और सूचनाएँ' } },
  { key: 'favorites', word: 'favourites', en: 'favou?rites?|saved|wishlist|bookmarks?', zh: ['收藏', '喜欢'], hi: ['पसंदीदा', 'सहेजे'], purpose: { en: 'Saved items in a list with quick actions', zh: '收藏的内容列表', hi: 'सहेजी गई चीज़ों की सूची' } },
  { key: 'history', word: 'history', en: 'history|log|orders|activity', zh: ['历史', '记录', '订单'], hi: ['इतिहास', 'ऑर्डर'], purpose: { en: 'A list of past entries with their dates', zh: '历史记录列表，带日期和详情', hi: 'पुरानी प्रविष्टियों की सूची, तारीख़ के साथ' } },
  { key: 'create', word: 'create', en: 'create|add|new|compose|write|editor|log', zh: ['新建', '添加', '创建', '编辑'], hi: ['नया', 'जोड़ें', 'लिखें'], purpose: { en: 'Form to add a new item, with title, details and a save button', zh: '新建表单：标题、详情和保存按钮', hi: 'नई चीज़ जोड़ने का फ़ॉर्म: शीर्षक, विवरण और सेव बटन' } },
  { key: 'cart', word: 'cart', en: 'cart|checkout|payment|basket', zh: ['购物车', '结账', '支付'], hi: ['कार्ट', 'भुगतान'], purpose: { en: 'Checkout form with order summary and a pay button', zh: '结账：订单摘要和支付按钮', hi: 'चेकआउट: ऑर्डर सारांश और भुगतान बटन' } },
  { key: 'login', word: 'login', en: 'log ?in|sign ?in|sign ?up|register|onboarding|welcome', zh: ['登录', '注册', '欢迎'], hi: ['लॉगिन', 'साइन इन', 'स्वागत'], purpose: { en: 'Sign in form with email, password and social login buttons', zh: '登录：邮箱、密码和第三方登录', hi: 'साइन इन: ईमेल, पासवर्ड और सोशल लॉगिन' } },
  { key: 'detail', word: 'details', en: 'details?', zh: ['详情', '详细'], hi: ['विवरण', 'ब्योरा'], purpose: { en: 'One item in full: image, key facts and a primary action', zh: '一项内容的详情：图片、要点和主要操作', hi: 'एक चीज़ पूरी: चित्र, मुख्य बातें और मुख्य बटन' } },
  { key: 'shop', word: 'shop', en: 'shop|store|catalog|products', zh: ['商店', '商城', '商品'], hi: ['दुकान', 'स्टोर', 'उत्पाद'], purpose: { en: 'Products in a grid of cards, by category', zh: '商品卡片网格，按分类浏览', hi: 'उत्पादों के कार्ड, श्रेणियों के अनुसार' } },
  { key: 'pricing', word: 'pricing', en: 'pricing|plans?|subscriptions?|membership', zh: ['价格', '定价', '套餐', '会员', '订阅'], hi: ['मूल्य', 'कीमत', 'प्लान', 'सदस्यता'], purpose: { en: 'Plans and prices side by side, with a choose button', zh: '方案和价格对比，带选择按钮', hi: 'प्लान और कीमतें साथ-साथ, चुनने के बटन के साथ' } },
  { key: 'map', word: 'map', en: 'map|nearby|locations?', zh: ['地图', '附近'], hi: ['नक्शा', 'आसपास'], purpose: { en: 'Map panel with nearby places in a list', zh: '地图和附近地点列表', hi: 'नक्शा और आसपास की जगहें' } },
];

const ENGLISH = new Map(SCREEN_KINDS.map((k) => [k, new RegExp(`\\b(?:${k.en})\\b`, 'i')]));
/** Any of a kind's words, in any of the three languages, anywhere in a text. */
const KIND_WORDS = new Map(SCREEN_KINDS.map((k) => [k, new RegExp(`\\b(?:${k.en})\\b|${[...k.zh, ...k.hi].join('|')}`, 'i')]));

/**
 * The kind a name is of. Chinese and Hindi names are read by the word that ends last, the head noun
 * ("我的收藏" is favourites, "खोज इतिहास" history), the longest of those ending there ("个人资料" over
 * "资料"); English ones by whole words, first kind first.
 */
function kindOf(name: string): ScreenKind | undefined {
  let best: ScreenKind | undefined;
  let [end, length] = [0, 0];
  for (const k of SCREEN_KINDS) {
    for (const w of [...k.zh, ...k.hi]) {
      const i = name.lastIndexOf(w);
      const e = i + w.length;
      if (i >= 0 && (e > end || (e === end && w.length > length))) [best, end, length] = [k, e, w.length];
    }
  }
  return best ?? SCREEN_KINDS.find((k) => (ENGLISH.get(k) as RegExp).test(name));
}

/** The kind of a screen, from its name (any of the three languages), or null. */
export function screenKind(name: string): string | null {
  return kindOf(name)?.key ?? null;
}

/** A description for a screen named by the user, in the prompt's language. */
export function screenPurposeFor(name: string, language: EditLanguage, subject: string): string {
  const kind = kindOf(name);
  if (kind) return kind.purpose[language];
  if (language === 'zh') return `${name}：${subject}的主要内容`;
  if (language === 'hi') return `${name}: ${subject} की मुख्य सामग्री`;
  return `${name} screen: its main content for ${subject}`;
}

/** True when a message names a screen, by its name or by a word for its kind in any of the three languages. */
export function namesScreen(message: string, screenName: string): boolean {
  const nonLatin = /(?:[\u3400-\u9fff]|[\u0900-\u097f])/;
  if (nonLatin.test(screenName) && message.includes(screenName)) return true;
  // English names in English messages are matched by their own words (follow-up.ts).
  if (!nonLatin.test(message) && !nonLatin.test(screenName)) return false;
  const kind = kindOf(screenName);
  return !!kind && (KIND_WORDS.get(kind) as RegExp).test(message);
}

const LIST_SPLIT = /\s*(?:,|，|、|;|；|\/|\band\b|\bplus\b|和|以及|及|और|तथा)\s*/;

/**
 * The screens a prompt lists, in order: "a habit tracker app: home, stats, settings, profile",
 * "…with screens for home, stats and settings", "一个习惯打卡应用 首页 统计 设置", "…：首页、统计、设置",
 * "आदत ट्रैकर ऐप: होम, आँकड़े, सेटिंग्स". Null unless 2–8 short names are found.
 */
export function listedScreens(prompt: string): { names: string[]; subject: string } | null {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const lang = editLanguage(text);
  let subject = '';
  let list = '';
  const colon = /^(.*?)[:：]\s*(.+)$/.exec(text);
  const withScreens = /^(.*?)\s+(?:with|having|including)\s+(?:(?:the\s+)?(?:screens?|pages?|tabs?)\s*(?:for|of|:)?\s*)?(.+)$/i.exec(text);
  const zhIncl = /^(.*?)(?:，|,)?\s*(?:包括|包含|有)(.+?)(?:等)?(?:页面|界面|屏幕)?$/.exec(text);
  if (colon) [subject, list] = [colon[1], colon[2]];
  else if (lang === 'zh' && zhIncl) [subject, list] = [zhIncl[1], zhIncl[2]];
  else if (lang === 'hi') [subject, list] = hindiList(text);
  else if (lang === 'zh' && / /.test(text)) {
    const [head, ...rest] = text.split(' ');
    [subject, list] = [head, rest.join('、')];
  } else if (withScreens) [subject, list] = [withScreens[1], withScreens[2]];
  if (!list) return lang === 'en' ? proseScreens(text) : null;
  // "with streaks and reminders" lists features, not screens: a list after "with" counts only when it
  // says "screens" or most of its names (two at least) are kinds of screens ("with home, saved
  // recipes, shopping list and profile": three of four).
  const saysScreens = /\b(screens?|pages?|tabs?)\b/i.test(text);
  const names = splitNames(list);
  if (!names) return lang === 'en' ? proseScreens(text) : null;
  const kinds = names.filter((n) => screenKind(n)).length;
  if (!colon && withScreens && lang === 'en' && !saysScreens && (kinds < 2 || kinds * 2 < names.length)) return null;
  const unique = names.filter((n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);
  return { names: unique.map((n) => (lang === 'en' || /^[a-z]/i.test(n) ? n.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()) : n)), subject: subject.trim() };
}

/**
 * Screens described in prose, each with what it holds: "a pet adoption app: a home screen with search
 * and chips; a pet detail screen with a gallery; and a favourites screen". Each "a/an/the … screen"
 * names one; two to eight of them are the list, in the prompt's order.
 */
function proseScreens(text: string): { names: string[]; subject: string } | null {
  const found = [...text.matchAll(/\b(?:a|an|the|one)\s+((?:[a-z][\w'’-]*\s+){0,2}?[a-z][\w'’-]*)\s+(?:screen|page|tab)\b/gi)];
  const names = found.map((m) => m[1].replace(/^(?:separate|simple|main|new|single)\s+/i, ''));
  const unique = names.filter((n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);
  if (unique.length < 2 || unique.length > 8) return null;
  const subject = text.slice(0, found[0].index).replace(/[\s:：,;.!?]+$/, '').trim();
  return { names: unique.map((n) => n.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())), subject };
}

/** The names in a list, or null unless there are 2–8 short ones. */
function splitNames(list: string): string[] | null {
  const names = list
    .replace(/\.$|。$|।$/, '')
    .split(LIST_SPLIT)
    .map((n) => n.replace(/^(?:a|an|the)\s+/i, '').replace(/\s*(?:screens?|pages?|tabs?|页面|界面|स्क्रीनों|स्क्रीन|पेज)$/i, '').trim())
    .filter(Boolean);
  const short = (n: string) => (/[\u3400-\u9fff]/.test(n) ? n.length <= 8 : n.split(' ').length <= 3 && n.length <= 30);
  return names.length >= 2 && names.length <= 8 && names.every(short) ? names : null;
}

/**
 * A Hindi prompt's subject and list: "…जिसमें होम, खोज हों", "…, होम और आँकड़े के साथ" and "होम और खोज
 * स्क्रीन के साथ एक … ऐप" (Hindi puts the list before "के साथ"; an English-like order after it is
 * read too), or names of kinds of screens at the end. The first reading with a list of names wins.
 */
function hindiList(text: string): [string, string] {
  const readings: [string, string][] = [];
  const which = /^(.*?),?\s*(?:जिसमें|जिसमे)\s*(.+?)(?:\s*(?:स्क्रीनें|स्क्रीन|पेज))?(?:\s*हों| है| हैं)?[।.]?$/.exec(text);
  if (which) readings.push([which[1], which[2]]);
  const after = /^(.*?)\s*(?:स्क्रीनों|स्क्रीन|पेज)?\s+के साथ[।.]?$/.exec(text);
  if (after) {
    // The subject ends at one of the commas: the last first ("एक ऐप, Streaky नाम का, होम और आँकड़े").
    const head = after[1];
    for (let c = head.lastIndexOf(','); c > 0; c = head.lastIndexOf(',', c - 1)) readings.push([head.slice(0, c), head.slice(c + 1)]);
    readings.push(trailingKinds(head));
  }
  const before = /^(.+?)\s*(?:स्क्रीनों|स्क्रीन|पेज)?\s+के साथ\s+(.+)$/.exec(text);
  if (before) readings.push([before[2], before[1]], [before[1], before[2]]);
  readings.push(trailingKinds(text));
  const count = (list: string) => splitNames(list)?.length ?? 0;
  const kinds = readings.filter(([, list]) => splitNames(list)?.every((n) => screenKind(n))).sort((a, b) => count(b[1]) - count(a[1]))[0];
  return kinds ?? readings.find(([, list]) => splitNames(list)) ?? ['', ''];
}

/**
 * Hindi lists screens with spaces alone ("एक आदत ट्रैकर ऐप होम आँकड़े सेटिंग्स"): the words at the end
 * that each name a kind of screen are the list, the rest is the subject.
 */
function trailingKinds(text: string): [string, string] {
  const words = text.replace(/[।.]$/, '').split(' ');
  const joiner = (w: string) => /^(?:और|तथा|,)$/.test(w);
  let start = words.length;
  while (start > 1 && (screenKind(words[start - 1]) || (joiner(words[start - 1]) && start < words.length))) start--;
  while (start < words.length && joiner(words[start])) start++;
  const names = words.slice(start).filter((w) => !joiner(w));
  if (names.length < 2) return ['', ''];
  return [words.slice(0, start).join(' '), names.join('、')];
}


const LEAD = /^(?:(?:please|i want|i need|design|create|make|build|me|us|a|an|the|my|our|new|simple|mobile|web)\s+)+/i;
const TAIL = /\s+(?:app|application|ui|website|site|screens?|pages?|design|mobile app|web app)$/i;

/**
 * The product's name: a name the prompt gives ("called Streaky"), else its subject without the
 * filler ("a habit tracker app" → "Habit Tracker", "一个习惯打卡应用" → "习惯打卡", "आदत ट्रैकर ऐप" → "आदत ट्रैकर").
 */
export function productName(subject: string, given: string | null): string {
  if (given) return given;
  const lang = editLanguage(subject);
  if (lang === 'zh') {
    // "为一家上海的茶馆设计一个预约应用": the business without its place, then the thing made ("茶馆预约").
    const forWhom = /^(?:请|帮我)?(?:为|给)(?:一家|一个|一所|我的|我们的)?(.+?)(?:设计|做|创建|开发|打造)(?:一个|一款|个)?(.*)$/.exec(subject);
    if (forWhom) subject = `${forWhom[1].split('的').pop() ?? forWhom[1]}${forWhom[2]}`;
    // "一款面向高中生的错题本应用": the thing, not whom it is for.
    subject = subject.replace(/^(?:一个|一款)?(?:面向|专为|适合)[^的]+的/, '');
    const core = subject.replace(/^(?:请|帮我|设计|做|创建)*(?:一个|一款|个)?/, '').replace(/(?:的)?(?:应用程序|应用|小程序|App|APP|app|界面|网站)$/, '').trim();
    return core || subject;
  }
  let core = subject.replace(LEAD, '');
  for (let i = 0; i < 3; i++) core = core.replace(TAIL, '');
  core = core.replace(/\s+(?:ऐप|एप|एप्लिकेशन|वेबसाइट)$/, '').replace(/^(?:एक)\s+/, '').trim();
  // "किसानों के लिए मौसम" (weather for farmers): the thing is after "के लिए", whom it is for before.
  core = /^.+?\s+के लिए\s+(.+)$/.exec(core)?.[1] ?? core.replace(/\s+के लिए$/, '');
  core = core.replace(/^.+?\s+नाम\s+(?:का|की|के|वाला|वाली)\s+/, '');
  const words = core.split(' ').slice(0, 4);
  if (words.length === 0 || !words[0]) return subject;
  return lang === 'en' ? words.map((w, i) => (i > 0 && /^(for|of|and|the|to|in|with|on|at)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(' ') : words.join(' ');
}
