/** The first turn of a design: a reply, one theme for the project and the screens to build. */
import { analyzePrompt } from '../prompt-analysis';
import { defaultPalette } from '../themes';
import { findRecipe } from './catalog';
import { buildDesignTheme } from './theme';
import { listedScreens, productName, screenPurposeFor } from './screen-words';
import { editLanguage } from '../edit-language';
import type { DesignPlan, DesignScreen, DeviceType, PlanDesignInput } from './types';

export function planDesign(input: PlanDesignInput): DesignPlan {
  const prompt = (input.prompt ?? '').replace(/\s+/g, ' ').trim();
  const device: DeviceType = input.deviceType === 'web' ? 'web' : 'mobile';
  const brief = analyzePrompt(prompt);
  const recipe = findRecipe(prompt);
  const mentioned = brief.colors.length > 0;
  const dark = /\blight\b|浅色/.test(prompt.toLowerCase()) ? false : brief.theme.dark || (recipe?.dark ?? false);

  // The screens the prompt lists are the screens built, in its order and words; the name is the product's, not the prompt.
  const listed = listedScreens(prompt);
  const language = editLanguage(prompt);
  const given = brief.nameFromPrompt && !prompt.startsWith(brief.name) ? brief.name : null;
  const purpose = /\b(?:app|tool|site)\s+(?:for|to)\s+(.+)$/i.exec(prompt)?.[1];
  const title = listed ? productName(listed.subject, given) : recipe ? recipe.title : given ?? (purpose ? productName(purpose, null) : subjectTitle(prompt, brief.name));
  const [primary, accent] = mentioned
    ? [brief.theme.primary, brief.theme.accent]
    : (recipe?.palette ?? defaultPalette(brief.kind, brief.topic, brief.seed));
  const theme = buildDesignTheme({
    name: title,
    primary,
    accent,
    dark,
    font: recipe?.font ?? brief.theme.font,
    radius: recipe?.radius ?? 12,
    iconStyle: recipe?.iconStyle ?? 'outline',
  });
  const screens = listed
    ? listed.names.map((name) => ({ name, description: screenPurposeFor(name, language, title) }))
    : recipe
      ? [...(device === 'web' ? recipe.web : recipe.mobile)]
      : genericScreens(title, device);
  return { message: replyMessage(title, device, screens, input.language === 'zh' || language === 'zh', language === 'hi'), theme, screens: screens.map((x) => ({ ...x })) };
}

const LEADING_FILLER = /^(a|an|the|i|we|want|need|would|like|to|make|create|design|build|please|me|us|some|new)$/i;
const TRAILING_FILLER = /^(a|an|the|for|of|with|and|to|in|on|app|ui|screens?|pages?|website)$/i;
const SMALL_WORDS = /^(for|of|with|and|to|in|on|the|a|an)$/i;

/** The prompt's own words as a title ("a budget tracker for students" → "Budget Tracker for Students"). */
export function subjectTitle(prompt: string, fallback: string): string {
  const words = prompt.replace(/[^\p{L}\p{N}\s&'-]/gu, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 0 && LEADING_FILLER.test(words[0])) words.shift();
  const kept = words.slice(0, 4);
  while (kept.length > 0 && TRAILING_FILLER.test(kept[kept.length - 1])) kept.pop();
  if (kept.length === 0) return fallback;
  return kept.map((w, i) => (i > 0 && SMALL_WORDS.test(w) ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1))).join(' ');
}

function genericScreens(title: string, device: DeviceType): DesignScreen[] {
  const subject = title.toLowerCase();
  const common = [
    { name: 'Home', description: `Overview of ${subject}: a welcome header, quick actions and recent items` },
    { name: 'Explore', description: `Browse and search everything in ${subject}, with category chips and cards` },
    { name: 'Details', description: `One item of ${subject} in full: image, key facts and a primary action` },
    { name: 'Create', description: `Form to add a new item to ${subject}, with title, details and a save button` },
  ];
  if (device === 'web') {
    return [...common, { name: 'Dashboard', description: `Dashboard of ${subject}: metric cards, a chart and recent activity` }];
  }
  return [...common, { name: 'Profile', description: `Your profile in ${subject}: avatar, stats and settings` }];
}

function replyMessage(title: string, device: DeviceType, screens: DesignScreen[], zh: boolean, hi = false): string {
  const names = screens.map((x) => x.name).join(', ');
  if (hi) return `${title} के लिए ${screens.length} ${device === 'web' ? 'वेब' : 'मोबाइल'} स्क्रीन: ${names}। सभी में एक ही रंग, फ़ॉन्ट और कोने।`;
  if (zh) {
    return `好的！我将为「${title}」设计 ${screens.length} 个${device === 'web' ? '网页' : '移动端'}界面：${names}。所有界面共用同一套配色、字体和圆角。`;
  }
  const kind = device === 'web' ? 'web' : 'mobile';
  return `Here is a ${kind} design for ${title}: ${screens.length} screens (${names}) sharing one palette, type scale and corner style.`;
}
