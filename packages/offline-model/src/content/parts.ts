/**
 * The asked-for parts on a page's content: each part's section is headed in the user's words, a
 * part of no known kind gets copy built around those words, hours and bookings get their own
 * fields, and prices, places and currency follow the prompt. Sentences per language take the
 * subject, name and part as slots, so the copy fits subjects no table lists.
 */
import { localPrice } from '../prompt-brief';
import { walkIn } from './restaurant';
import { HI_CAUSE } from './hi-subject';
import { ZH_CAUSE } from './zh-subject';
import type { Brief, PlacedPart, SectionId } from '../types';
import type { IconName } from '../icons';
import type { PageContent, SectionCopy } from './types';

type Lang = 'en' | 'zh' | 'hi';

/** The content key holding a section's heading. */
function key(id: SectionId): keyof PageContent | null {
  if (id === 'hero') return null;
  if (id === 'how-it-works') return 'steps';
  return id as keyof PageContent;
}

export function heading(words: string, lang: Lang): string {
  return lang === 'en' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

const ICONS: readonly IconName[] = ['check', 'users', 'clock', 'star', 'heart', 'message'];

/** Six short items about a part: what, who, how, when, cost, questions. */
function partItems(w: string, name: string, noun: string, lang: Lang): Array<{ title: string; body: string }> {
  if (lang === 'zh') {
    return [
      { title: `${w}包含什么`, body: `${name}的${w}从你的需求出发，每一步都清楚说明。` },
      { title: `${w}适合谁`, body: `第一次来或常来的朋友都适合，${noun}的新手也能轻松上手。` },
      { title: `${w}如何进行`, body: '先简单沟通，再确定时间和细节，全程有人跟进。' },
      { title: '时间安排', body: '每周多个时段可选，提前一天提醒你。' },
      // A cause's volunteer day or adoption is not sold: how to take part replaces what it costs.
      ZH_CAUSE.test(noun) ? { title: '如何参与', body: `报名后我们会联系你，说明${w}的具体安排。` } : { title: '费用说明', body: '价格事先说清楚，没有隐藏费用。' },
      { title: `关于${w}的问题`, body: `有任何关于${w}的问题，欢迎随时联系${name}。` },
    ];
  }
  if (lang === 'hi') {
    return [
      // The part's gender and number are unknown: no verb or adjective agrees with it.
      { title: `${w} में क्या शामिल है`, body: `${name} में ${w} की हर बात आपकी ज़रूरत से शुरू होती है, और हर कदम साफ़ बताया जाता है।` },
      { title: `${w} किसके लिए`, body: `पहली बार आने वालों और नियमित लोगों, दोनों के लिए — ${noun} में नए हों तब भी।` },
      { title: `${w} का तरीक़ा`, body: 'पहले छोटी बातचीत, फिर समय और विवरण तय; हर कदम पर कोई साथ।' },
      { title: 'समय', body: 'हर हफ़्ते कई समय उपलब्ध, एक दिन पहले याद दिलाते हैं।' },
      HI_CAUSE.test(noun) ? { title: 'कैसे जुड़ें', body: `नाम लिखवाइए, हम ${w} की पूरी जानकारी भेजेंगे।` } : { title: 'शुल्क', body: 'कीमत पहले बताते हैं, कोई छिपा शुल्क नहीं।' },
      { title: `${w} से जुड़े सवाल`, body: `${w} के बारे में कुछ भी पूछना हो तो ${name} से बात करें।` },
    ];
  }
  // Titles leave the part out and bodies never make it a verb's subject, so any words fit ("session times", "a map").
  const lw = w.toLowerCase();
  return [
    { title: 'What is included', body: `Everything about ${lw} at ${name} starts with what you need, and every step is explained first.` },
    { title: 'Who it is for', body: `Newcomers and regulars alike: no experience with ${noun === lw ? 'it' : `the ${noun}`} needed.` },
    { title: 'How it works', body: `A short conversation first, then the time and details for ${lw} agreed, with one person following up.` },
    { title: 'When', body: 'Several times every week, with a reminder the day before.' },
    { title: 'What it costs', body: 'Prices are given up front, with nothing added later.' },
    { title: 'Questions', body: `Ask ${name} anything about ${lw}: a real person replies the same day.` },
  ];
}

interface ThingList {
  eyebrow?: string;
  subtitle: string;
  note: string;
  groups: Array<{ name: string; items: Array<{ name: string; desc: string }> }>;
}

/**
 * A list of the things a part names ("pastries", "languages"), in two groups. The items are the
 * part's own words in frames that fit any such things; a place that serves food gets a menu's
 * frames. No prices: the model cannot know what such things cost.
 */
function thingGroups(words: string, name: string, lang: Lang, food: boolean): ThingList {
  // "our hives" → "Popular hives": the items are the things, not the user's possessive.
  const w = words.replace(/^(?:our|the|my|your|all|some)\s+|^(?:我们的|我的)|^(?:हमारी|हमारे|हमारा)\s+/i, '');
  const list = (g1: string, g2: string, items: Array<[string, string]>) => [
    { name: g1, items: items.slice(0, 2).map(([n, desc]) => ({ name: n, desc })) },
    { name: g2, items: items.slice(2).map(([n, desc]) => ({ name: n, desc })) },
  ];
  if (lang === 'zh') {
    return food
      ? { subtitle: `${name}的${w}，每天新鲜供应。`, note: '价格和当日供应，欢迎到店或留言咨询。', groups: list('招牌', '当季', [[`经典${w}`, '老朋友一再点的那几样。'], [`${name}特色${w}`, `${name}自己的做法。`], [`当季${w}`, '随时令变化，吃当下最好的。'], [`本周新${w}`, '每周上新，欢迎来问。']]) }
      : { eyebrow: '可选项目', subtitle: `${name}的${w}，详情欢迎咨询。`, note: '价格和安排，欢迎咨询。', groups: list('常选', '更多', [[`热门${w}`, '大多数人的选择，适合从这里开始。'], [`专业${w}`, '有特别需求时的选择。'], [`新增${w}`, '最近新增，欢迎咨询。'], [`定制${w}`, '没有列出的，也可以问我们。']]) };
  }
  if (lang === 'hi') {
    return food
      ? { subtitle: `${name} में ${w}: हर दिन ताज़ा।`, note: 'कीमत और आज क्या उपलब्ध है, हमसे पूछिए।', groups: list('सबकी पसंद', 'मौसमी', [[`क्लासिक ${w}`, 'जिन्हें लोग बार-बार चुनते हैं।'], [`${name} स्पेशल ${w}`, `${name} का अपना अंदाज़।`], [`मौसमी ${w}`, 'मौसम के साथ हर बार कुछ नया।'], [`इस हफ़्ते की ${w}`, 'इस हफ़्ते क्या नया है, पूछिए।']]) }
      : { eyebrow: 'उपलब्ध', subtitle: `${name} में ${w}: और जानकारी के लिए पूछिए।`, note: 'कीमत और उपलब्धता के लिए हमसे पूछिए।', groups: list('लोकप्रिय', 'और भी', [[`लोकप्रिय ${w}`, 'ज़्यादातर लोग यहीं से शुरू करते हैं।'], [`ख़ास ${w}`, 'किसी ख़ास ज़रूरत के लिए।'], [`${w}: नया क्या है`, 'हाल में जोड़ा गया; पूछिए।'], [`${w}, आपकी ज़रूरत के हिसाब से`, 'जो सूची में नहीं, वह भी पूछिए।']]) };
  }
  const lw = w.toLowerCase();
  const W = heading(w, 'en');
  return food
    ? { subtitle: `${W} at ${name}, fresh every day.`, note: 'Ask us about prices and what is on today.', groups: list('Favourites', 'New & seasonal', [[`Classic ${lw}`, 'The ones regulars order again and again.'], [`House ${lw}`, `Made the ${name} way.`], [`Seasonal ${lw}`, 'Changes with what is good right now.'], [`${W} of the week`, 'Ask what is new this week.']]) }
    : { eyebrow: 'On offer', subtitle: `${W} from ${name}: ask about anything you do not see here.`, note: 'Ask us about prices and availability.', groups: list('Most asked for', 'Also on offer', [[`Popular ${lw}`, 'Chosen most often, and a good place to start.'], [`Specialist ${lw}`, 'For when you need something particular.'], [`New ${lw}`, 'Recently added: ask us what is new.'], [`${W} on request`, 'Not listed here? Ask, and we will tell you.']]) };
}

function intro(w: string, name: string, lang: Lang): string {
  if (lang === 'zh') return `${name}的${w}：你需要知道的都在这里。`;
  if (lang === 'hi') return `${name} में ${w}: जो कुछ जानना ज़रूरी है, सब यहाँ।`;
  return `${heading(w, 'en')} at ${name}: everything you need to know.`;
}

const HOURS: Record<Lang, Array<[string, string, string]>> = {
  en: [['Mon – Fri', '8:00 – 18:00', 'Walk in or book ahead.'], ['Saturday', '9:00 – 16:00', 'Busiest day: booking helps.'], ['Sunday', 'Closed', 'Messages are answered on Monday.']],
  zh: [['周一至周五', '8:00 – 18:00', '可直接到店，也可提前预约。'], ['周六', '9:00 – 16:00', '周六人多，建议预约。'], ['周日', '休息', '留言将在周一回复。']],
  hi: [['सोम – शुक्र', 'सुबह 8 – शाम 6', 'सीधे आइए या पहले बुक करें।'], ['शनिवार', 'सुबह 9 – शाम 4', 'सबसे व्यस्त दिन: बुकिंग बेहतर।'], ['रविवार', 'बंद', 'संदेशों का जवाब सोमवार को।']],
};

/**
 * Times for a timetable on a page that is not an event, by time of day only: the same rows fit a
 * yoga class, a ferry and a choir rehearsal, and the subject's own words say what happens.
 */
const SESSIONS: Record<Lang, Array<[string, string, string]>> = {
  en: [['Mon – Fri · 07:00', 'Early morning', 'Every weekday'], ['Mon – Fri · 12:30', 'Midday', 'Every weekday'], ['Wed · 18:30', 'Evening', 'Every Wednesday'], ['Thu · 20:00', 'Late evening', 'Every Thursday'], ['Sat · 10:00', 'Weekend morning', 'Every Saturday']],
  zh: [['周一至周五 07:00', '清晨', '每个工作日'], ['周一至周五 12:30', '午间', '每个工作日'], ['周三 18:30', '傍晚', '每周三'], ['周四 20:00', '晚间', '每周四'], ['周六 10:00', '周末上午', '每周六']],
  hi: [['सोम – शुक्र · 07:00', 'सुबह', 'हर कार्यदिवस'], ['सोम – शुक्र · 12:30', 'दोपहर', 'हर कार्यदिवस'], ['बुध · 18:30', 'शाम', 'हर बुधवार'], ['गुरु · 20:00', 'देर शाम', 'हर गुरुवार'], ['शनि · 10:00', 'सप्ताहांत की सुबह', 'हर शनिवार']],
};

/** A menu for a tea or coffee house: the subject's words decide it, whatever the topic table said. */
const DRINKS: Record<Lang, { tea: Array<{ name: string; items: Array<[string, string, string]> }> }> = {
  en: { tea: [{ name: 'Teas', items: [['Longjing green tea', 'Pan-fired, sweet and nutty', '$7'], ['Aged pu-erh', 'Earthy, deep, brewed gongfu style', '$9'], ['Tieguanyin oolong', 'Floral, many infusions', '$8'], ['Jasmine pearls', 'Hand-rolled, fragrant', '$7']] }, { name: 'Snacks', items: [['Sesame shortbread', 'Baked in house', '$4'], ['Red bean cake', 'Lightly sweet', '$5'], ['Salted plum', 'Classic with oolong', '$3']] }] },
  zh: { tea: [{ name: '茶', items: [['西湖龙井', '明前新茶，清香回甘', '$7'], ['陈年普洱', '醇厚温润，功夫泡法', '$9'], ['安溪铁观音', '兰花香，耐冲泡', '$8'], ['茉莉龙珠', '手工揉捻，花香馥郁', '$7']] }, { name: '茶点', items: [['芝麻酥', '每日现烤', '$4'], ['红豆糕', '甜而不腻', '$5'], ['话梅', '配乌龙正好', '$3']] }] },
  hi: { tea: [{ name: 'चाय', items: [['मसाला चाय', 'अदरक और इलायची के साथ', '$3'], ['दार्जिलिंग', 'हल्की और ख़ुशबूदार', '$5'], ['असम', 'गाढ़ी और मज़बूत', '$4'], ['हरी चाय', 'ताज़गी भरी', '$4']] }, { name: 'नाश्ता', items: [['समोसा', 'गरमागरम', '$2'], ['नानख़टाई', 'घर की बनी', '$2'], ['पकौड़े', 'मौसमी सब्ज़ियाँ', '$3']] }] },
};

const BOOKING: Record<Lang, { cta: string; subtitle: string; submit: string; thanks: string; labels: Record<string, string> }> = {
  en: { cta: 'Book now', subtitle: 'Pick a day and time; we confirm within a few hours.', submit: 'Request booking', thanks: 'Thank you! We will confirm your booking shortly.', labels: { name: 'Name', phone: 'Phone', date: 'Date', time: 'Time', notes: 'Anything we should know?' } },
  zh: { cta: '立即预约', subtitle: '选择日期和时间，我们会在几小时内确认。', submit: '提交预订', thanks: '谢谢！我们会尽快确认你的预订。', labels: { name: '姓名', phone: '电话', date: '日期', time: '时间', notes: '备注' } },
  hi: { cta: 'अभी बुक करें', subtitle: 'दिन और समय चुनिए; हम कुछ ही घंटों में पुष्टि करेंगे।', submit: 'बुकिंग भेजें', thanks: 'धन्यवाद! हम जल्द ही आपकी बुकिंग की पुष्टि करेंगे।', labels: { name: 'नाम', phone: 'फ़ोन', date: 'तारीख़', time: 'समय', notes: 'कुछ और बताना चाहें?' } },
};

function setHeading(c: PageContent, id: SectionId, title: string): PageContent {
  const k = key(id);
  if (!k) return c;
  const section = c[k] as unknown as SectionCopy;
  return { ...c, [k]: { ...section, title }, labels: { ...c.labels, [id]: title } };
}

function applyPart(c: PageContent, part: PlacedPart, brief: Pick<Brief, 'name' | 'noun' | 'place' | 'kind' | 'topic'>, lang: Lang): PageContent {
  const title = heading(part.words, lang);
  let out = setHeading(c, part.id, title);
  const { name, noun } = brief;
  if (part.role === 'items') {
    const list = thingGroups(part.words, name, lang, brief.kind === 'restaurant' || walkIn(brief));
    if (part.id === 'menu') out = { ...out, menu: { ...out.menu, ...(list.eyebrow ? { eyebrow: list.eyebrow } : {}), subtitle: list.subtitle, note: list.note, groups: list.groups.map((g) => ({ name: g.name, items: g.items.map((it) => ({ ...it, price: '' })) })) } };
    else {
      // Another part took the menu: the things are listed as cards in the layout this part got.
      const cards = list.groups.flatMap((g) => g.items).map((it, i) => ({ icon: ICONS[i], title: it.name, body: it.desc }));
      if (part.id === 'features') out = { ...out, features: { ...out.features, subtitle: list.subtitle, items: cards } };
      else if (part.id === 'awards') out = { ...out, awards: { ...out.awards, subtitle: list.subtitle, items: cards } };
      else if (part.id === 'how-it-works') out = { ...out, steps: { ...out.steps, subtitle: list.subtitle, items: cards.slice(0, 3) } };
      else if (part.id === 'about') out = { ...out, about: { ...out.about, subtitle: list.subtitle, paragraphs: [list.note], bullets: cards.map((c) => c.title), media: { ...out.about.media, label: title } } };
      else if (part.id === 'gallery') out = { ...out, gallery: { ...out.gallery, subtitle: list.subtitle, items: out.gallery.items.map((t, i) => ({ ...t, title: cards[i % cards.length].title, caption: cards[i % cards.length].body })) } };
      else if (part.id === 'stats') out = { ...out, stats: { ...out.stats, subtitle: list.subtitle } };
    }
  } else if (part.role === null) {
    const items = partItems(part.words, name, noun, lang);
    const subtitle = intro(part.words, name, lang);
    if (part.id === 'features') out = { ...out, features: { ...out.features, subtitle, items: items.map((it, i) => ({ icon: ICONS[i], ...it })) } };
    else if (part.id === 'awards') out = { ...out, awards: { ...out.awards, subtitle, items: items.slice(0, 4).map((it, i) => ({ icon: ICONS[i], ...it })) } };
    else if (part.id === 'how-it-works') out = { ...out, steps: { ...out.steps, subtitle, items: [items[0], items[2], items[5]].map((it, i) => ({ icon: ICONS[i], ...it })) } };
    else if (part.id === 'about') out = { ...out, about: { ...out.about, subtitle, paragraphs: [items[0].body, items[2].body], bullets: [items[1].title, items[3].title, items[4].title], media: { ...out.about.media, label: title } } };
    else if (part.id === 'gallery') out = { ...out, gallery: { ...out.gallery, subtitle, items: out.gallery.items.map((t, i) => ({ ...t, title: `${title} ${i + 1}`, caption: items[i % 6].title })) } };
    else if (part.id === 'stats') out = { ...out, stats: { ...out.stats, subtitle } };
  } else if (part.role === 'hours') {
    out = { ...out, schedule: { ...out.schedule, subtitle: intro(part.words, name, lang), items: HOURS[lang].map(([time, t, body]) => ({ time, title: t, body })) } };
  } else if (part.role === 'schedule' && brief.kind !== 'event') {
    out = { ...out, schedule: { ...out.schedule, subtitle: intro(part.words, name, lang), items: SESSIONS[lang].map(([time, t, meta]) => ({ time, title: t, meta, body: `${heading(noun, lang)} · ${name}` })) } };
  } else if (part.role === 'menu' && /\btea\b|茶|चाय/i.test(noun)) {
    out = { ...out, menu: { ...out.menu, groups: DRINKS[lang].tea.map((g) => ({ name: g.name, items: g.items.map(([n, desc, price]) => ({ name: n, desc, price })) })) } };
  } else if (part.role === 'booking') {
    const b = BOOKING[lang];
    // A page with a booking form leads to it: the call to action says "book".
    const book = { label: b.cta, to: 'contact' as const };
    out = {
      ...out,
      navCta: book,
      hero: { ...out.hero, primary: book },
      contact: {
        ...out.contact,
        subtitle: b.subtitle,
        submit: b.submit,
        thanks: b.thanks,
        fields: [
          { name: 'name', label: b.labels.name, type: 'text', placeholder: '', half: true },
          { name: 'phone', label: b.labels.phone, type: 'tel', placeholder: '', half: true },
          { name: 'date', label: b.labels.date, type: 'date', placeholder: '', half: true },
          { name: 'time', label: b.labels.time, type: 'text', placeholder: '10:00', half: true },
          { name: 'notes', label: b.labels.notes, type: 'textarea', placeholder: '' },
        ],
      },
    };
  }
  return out;
}

/** Puts the place where the copy names a default city. */
function placeIn(c: PageContent, place: string, lang: Lang): PageContent {
  const details = c.contact.details.map((d) =>
    d.icon === 'pin' ? { ...d, value: lang === 'zh' ? `${place}${/[市区县]$/.test(place) ? '' : '市'}中心路 24 号` : lang === 'hi' ? `12, मुख्य बाज़ार, ${place}` : `24 Market Street, ${place}` } : d,
  );
  return { ...c, contact: { ...c.contact, details } };
}

function pricesIn(c: PageContent, cur: NonNullable<Brief['currency']>): PageContent {
  const p = (s: string) => localPrice(s, cur);
  return {
    ...c,
    pricing: { ...c.pricing, plans: c.pricing.plans.map((pl) => ({ ...pl, price: p(pl.price) })) },
    menu: { ...c.menu, groups: c.menu.groups.map((g) => ({ ...g, items: g.items.map((it) => ({ ...it, price: p(it.price) })) })) },
    products: { ...c.products, items: c.products.items.map((it) => ({ ...it, price: p(it.price), ...(it.was ? { was: p(it.was) } : {}) })) },
  };
}

export function applyBrief(c: PageContent, brief: Pick<Brief, 'kind' | 'name' | 'noun' | 'topic' | 'place' | 'parts' | 'currency' | 'language'>): PageContent {
  const lang: Lang = brief.language === 'zh' ? 'zh' : brief.language === 'hi' ? 'hi' : 'en';
  let out = c;
  for (const part of brief.parts ?? []) out = applyPart(out, part, brief, lang);
  if (brief.place) out = placeIn(out, brief.place, lang);
  if (brief.currency) out = pricesIn(out, brief.currency);
  return out;
}
