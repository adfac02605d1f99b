/** The first turn of a design: a reply, one theme for the project and the screens to build. */
import { analyzePrompt } from '../prompt-analysis';
import { defaultPalette } from '../themes';
import { findRecipe } from './catalog';
import { buildDesignTheme } from './theme';
import { listedScreens, productName, screenPurposeFor } from './screen-words';
import { editLanguage } from '../edit-language';
import { pageLanguage } from '../prompt-brief';
import { REPLY_WORDS } from './words';
import type { DesignLanguage, DesignPlan, DesignScreen, DeviceType, PlanDesignInput } from './types';

export function planDesign(input: PlanDesignInput): DesignPlan {
  const prompt = (input.prompt ?? '').replace(/\s+/g, ' ').trim();
  const device: DeviceType = input.deviceType === 'web' ? 'web' : 'mobile';
  const brief = analyzePrompt(prompt);
  // The screens' words are in the prompt's language, as a page's are (the interface's when the prompt shows none).
  const language = pageLanguage(prompt, input.language);
  // A recipe's screens and sample content are English: a Chinese or Hindi prompt keeps only its look.
  const known = findRecipe(prompt);
  const recipe = language === 'en' ? known : null;
  const mentioned = brief.colors.length > 0;
  const dark = /\blight\b|浅色|हल्क/.test(prompt.toLowerCase()) ? false : brief.theme.dark || (known?.dark ?? false);

  // The screens the prompt lists are the screens built, in its order and words; the name is the product's, not the prompt.
  const listed = listedScreens(prompt);
  const given = (brief.nameFromPrompt && !prompt.startsWith(brief.name) ? brief.name : null) ?? namedIn(prompt);
  const purpose = /\b(?:app|tool|site)\s+(?:for|to)\s+(.+)$/i.exec(prompt)?.[1];
  // The name is in the prompt's own words (a recipe's title for an English prompt, even on a Chinese interface).
  const script = editLanguage(prompt);
  const title = listed
    ? productName(listed.subject, given)
    : known && script === 'en'
      ? known.title
      : (given ?? (script !== 'en' ? productName(prompt, null) : purpose ? productName(purpose, null) : subjectTitle(prompt, brief.name)));
  const [primary, accent] = mentioned
    ? [brief.theme.primary, brief.theme.accent]
    : (known?.palette ?? defaultPalette(brief.kind, brief.topic, brief.seed));
  const theme = buildDesignTheme({
    name: title,
    language,
    primary,
    accent,
    dark,
    font: known?.font ?? brief.theme.font,
    radius: known?.radius ?? 12,
    iconStyle: known?.iconStyle ?? 'outline',
  });
  const screens = listed
    ? listed.names.map((name) => ({ name, description: screenPurposeFor(name, language, title) }))
    : recipe
      ? [...(device === 'web' ? recipe.web : recipe.mobile)]
      : genericScreens(title, device, language);
  const reply = REPLY_WORDS[language];
  const message = reply.plan(title, device === 'web', screens.length, reply.list(screens.map((x) => x.name)));
  return { message, theme, screens: screens.map((x) => ({ ...x })) };
}

/** A name given in Chinese or Hindi: "叫「Streaky」的…", "名为小习惯的…", "Streaky नाम का …", "जिसका नाम Streaky हो". */
function namedIn(prompt: string): string | null {
  const m = /(?:叫做?|名为|名叫)\s*[「“"]?([^「」“”"，,、：:\s的]{1,16})[」”"]?/.exec(prompt) ?? /(?:^|[,:：]\s*)(?:एक\s+)?([^,:：]{1,40}?)\s+नाम\s+(?:का|की|के|वाला|वाली)(?=[\s,।]|$)/.exec(prompt) ?? /(?:जिसका|इसका)\s+नाम\s+["“]?([^"”,।]{1,40}?)["”]?\s+(?:हो|है|रखें)/.exec(prompt);
  return m?.[1].replace(/^["“「]|["”」]$/g, '') || null;
}

const LEADING_FILLER = /^(a|an|the|i|we|want|need|would|like|to|make|create|design|build|please|me|us|some|new)$/i;
const TRAILING_FILLER = /^(a|an|the|for|of|with|and|to|in|on|app|ui|screens?|pages?|website)$/i;
const SMALL_WORDS = /^(for|of|with|and|to|in|on|the|a|an)$/i;

/** The prompt's own words as a title ("a budget tracker for students" → "Budget Tracker for Students"). */
export function subjectTitle(prompt: string, fallback: string): string {
  // Marks stay: Devanagari vowel signs are \p{M}, and dropping them breaks the words apart.
  const words = prompt.replace(/[^\p{L}\p{M}\p{N}\s&'-]/gu, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 0 && LEADING_FILLER.test(words[0])) words.shift();
  const kept = words.slice(0, 4);
  while (kept.length > 0 && TRAILING_FILLER.test(kept[kept.length - 1])) kept.pop();
  if (kept.length === 0) return fallback;
  return kept.map((w, i) => (i > 0 && SMALL_WORDS.test(w) ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1))).join(' ');
}

/** The screens of an app the prompt says little about, in the prompt's language. */
function genericScreens(title: string, device: DeviceType, language: DesignLanguage): DesignScreen[] {
  const subject = language === 'en' ? title.toLowerCase() : title;
  const [home, explore, details, create, last] = GENERIC_SCREENS[language](subject, device === 'web');
  return [home, explore, details, create, last].map(([name, description]) => ({ name, description }));
}

type ScreenPair = readonly [string, string];
const GENERIC_SCREENS: Record<DesignLanguage, (subject: string, web: boolean) => readonly ScreenPair[]> = {
  en: (subject, web) => [
    ['Home', `Overview of ${subject}: a greeting, quick actions and recent items`],
    ['Explore', `Browse and search everything in ${subject}, with category chips and cards`],
    ['Details', `One item of ${subject} in full: image, key facts and a primary action`],
    ['Create', `Form to add a new item to ${subject}, with title, details and a save button`],
    web ? ['Dashboard', `Dashboard of ${subject}: metric cards, a chart and recent activity`] : ['Profile', `Your profile in ${subject}: avatar, stats and settings`],
  ],
  zh: (subject, web) => [
    ['首页', `「${subject}」概览：欢迎语、快捷操作和最近的内容`],
    ['发现', `浏览和搜索「${subject}」的全部内容，带分类标签和卡片`],
    ['详情', `「${subject}」中一项内容的详情：图片、要点和主要操作`],
    ['新建', `在「${subject}」中新建内容的表单：标题、详情和保存按钮`],
    web ? ['数据面板', `「${subject}」的数据面板：指标卡片、图表和最近动态`] : ['我的', `你在「${subject}」的个人资料：头像、数据和设置`],
  ],
  hi: (subject, web) => [
    ['होम', `${subject} का अवलोकन: स्वागत, त्वरित कार्य और हाल की चीज़ें`],
    ['एक्सप्लोर', `${subject} में सब कुछ देखें और खोजें, श्रेणियों और कार्डों के साथ`],
    ['विवरण', `${subject} की एक चीज़ पूरी: चित्र, मुख्य बातें और मुख्य बटन`],
    ['नया', `${subject} में नई चीज़ जोड़ने का फ़ॉर्म: शीर्षक, विवरण और सेव बटन`],
    web ? ['डैशबोर्ड', `${subject} का डैशबोर्ड: मुख्य आँकड़े, चार्ट और हाल की गतिविधि`] : ['प्रोफ़ाइल', `${subject} में आपकी प्रोफ़ाइल: अवतार, आँकड़े और सेटिंग्स`],
  ],
};
