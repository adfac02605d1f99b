/**
 * Sample items made from the app's own subject (decision 049): a habit tracker's home lists habits,
 * a recipe app's recipes, a bike rental app's bikes. The thing is read from the product's name or
 * the prompt — the noun before the app's role word ("habit" in "habit tracker", 自行车 in 自行车租赁)
 * — and set into frames that fit any thing, in the screen's language. No per-app table.
 */
import type { SampleItem } from './catalog';
import type { DesignLanguage } from './types';

/** Words that say what the app does with its thing, not what the thing is. */
const EN_ROLE = /^(?:apps?|application|tracker|trackers|planner|manager|finder|log|logger|journal|organi[sz]er|reminder|booking|bookings|rental|rentals|hire|swap|exchange|marketplace|market|platform|tool|system|assistant|builder|maker|generator|counter|timer|calculator|guide|hub|library|book|diary|catalog(?:ue)?|list|collection|shop|store|service|sharing|delivery|directory|notebook|club|community|network|portal|dashboard|monitor|scanner|checker|companion|coach|[a-z]+ing)$/;
const EN_SKIP = /^(?:a|an|the|my|our|your|simple|smart|mobile|web|ios|android|new|little|personal|daily|social|online|local|free|minimal|modern|cute|easy|for|with|and|of|to|in|on)$/;

const ZH_ROLE = /(?:应用|软件|小程序|平台|助手|工具|系统|App|app|打卡|追踪|跟踪|记录|管理|租赁|租借|分享|预订|预约|规划|计划|清单|日记|商城|社区|指南|查询)+$/;
const HI_ROLE = /^(?:ऐप|एप|ऐप्लिकेशन|ट्रैकर|प्लानर|मैनेजर|बुकिंग|किराया|रेंटल|डायरी|लॉग|सूची|प्लेटफ़ॉर्म|प्लेटफॉर्म|गाइड|सेवा|दुकान|शॉप|कैलकुलेटर|रिमाइंडर|ट्रैकिंग)$/;

/** The thing an app is about, in its name's words, or null when the name says none. */
export function appThing(text: string, language: DesignLanguage): string | null {
  const t = text.trim();
  if (!t) return null;
  if (language === 'zh') {
    const han = /[\u4e00-\u9fff]{2,12}/.exec(t.replace(/^(?:一个|一款|我的)/, ''))?.[0] ?? '';
    const thing = han.replace(ZH_ROLE, '').replace(/^(?:一个|一款|我的|帮我做|做)/, '');
    return thing.length >= 1 && thing.length <= 6 && thing !== han.slice(0, 0) ? thing : null;
  }
  if (language === 'hi') {
    const words = t.split(/\s+/).filter((w) => /^[\u0900-\u097f]+$/.test(w));
    const role = words.findIndex((w, i) => i > 0 && HI_ROLE.test(w));
    const thing = role > 0 ? words[role - 1] : null;
    return thing && !HI_ROLE.test(thing) ? thing : null;
  }
  const words = t.toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/\s+/).filter(Boolean);
  const role = words.findIndex((w, i) => i > 0 && EN_ROLE.test(w) && !EN_SKIP.test(words[i - 1]) && !EN_ROLE.test(words[i - 1]));
  if (role < 1) return null;
  return singular(words[role - 1]);
}

function singular(w: string): string {
  if (/ies$/.test(w) && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  return /[^su]s$/.test(w) ? w.slice(0, -1) : w;
}

function plural(w: string): string {
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

/** Frames for six items about a thing, keeping each base item's meta and tag. */
const FRAMES: Record<DesignLanguage, ReadonlyArray<(thing: string) => string>> = {
  // Short, so a card's title fits a phone's two columns.
  en: [(t) => `My ${t}`, (t) => `Top ${t}`, (t) => `Shared ${t}`, (t) => `Saved ${t}`, (t) => `New ${t}`, (t) => `Older ${plural(t)}`],
  zh: [(t) => `我的${t}`, (t) => `热门${t}`, (t) => `共享的${t}`, (t) => `收藏的${t}`, (t) => `新的${t}`, (t) => `以前的${t}`],
  hi: [(t) => `आज: ${t}`, (t) => `इस हफ़्ते: ${t}`, (t) => `साझा ${t}`, (t) => `पसंदीदा ${t}`, (t) => `ख़ास ${t}`, (t) => `पिछले महीने: ${t}`],
};

/** The base items retitled around the thing; the base items when no thing is known. */
export function subjectItems(base: readonly SampleItem[], thing: string | null, language: DesignLanguage): readonly SampleItem[] {
  if (!thing) return base;
  return base.map((item, i) => ({ ...item, title: FRAMES[language][i % FRAMES[language].length](thing) }));
}

/** A dashboard's first two figures counted in the app's things ("Habits this week", 本周习惯); the rest as they are. */
export function subjectStats(base: readonly [string, string, string, string], thing: string | null, language: DesignLanguage): readonly [string, string, string, string] {
  if (!thing) return base;
  if (language === 'zh') return [`本周${thing}`, `活跃${thing}`, base[2], base[3]];
  if (language === 'hi') return [`इस हफ़्ते: ${thing}`, `सक्रिय ${thing}`, base[2], base[3]];
  const many = plural(thing);
  return [`${many.charAt(0).toUpperCase()}${many.slice(1)} this week`, `Active ${many}`, base[2], base[3]];
}
