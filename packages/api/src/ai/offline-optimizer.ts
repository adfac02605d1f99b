import type { InterfaceLanguage } from '@cui/shared';
import { analyzePrompt, sectionName } from '@cui/offline-model';

/** How the built-in model spells out a brief as a prompt, in each interface language. */
const WRITE: Record<InterfaceLanguage, { anyColour: string; and: string; list: string; prompt(p: { name: string; noun: string; sections: string; colours: string; original: string }): string }> = {
  en: {
    anyColour: 'a harmonious accent colour',
    and: ' and ',
    list: ', ',
    prompt: (p) =>
      `A ${p.noun} website for "${p.name}" with these sections in order: ${p.sections}. Modern, clean design with ${p.colours} as the main colour, generous spacing and clear typography, fully responsive from phone to desktop. Realistic, specific copy in a friendly, confident tone. Original request: ${p.original}`,
  },
  zh: {
    anyColour: '和谐的强调色',
    and: '和',
    list: '、',
    prompt: (p) => `为「${p.name}」制作一个${p.noun}网页，依次包含：${p.sections}。风格现代、简洁，主色调为${p.colours}，排版留白充足，适配手机与桌面，文案真实具体、语气友好。原始需求：${p.original}`,
  },
  hi: {
    anyColour: 'संतुलित और मेल खाता',
    and: ' और ',
    list: ', ',
    prompt: (p) =>
      `“${p.name}” के लिए एक ${p.noun} वेबसाइट बनाएँ, जिसमें क्रम से ये सेक्शन हों: ${p.sections}। आधुनिक, साफ़ डिज़ाइन, मुख्य रंग ${p.colours}, खुली जगह और साफ़ टाइपोग्राफ़ी, फ़ोन से डेस्कटॉप तक पूरी तरह रिस्पॉन्सिव। दोस्ताना, आत्मविश्वास भरे लहजे में असली और ठोस सामग्री। मूल अनुरोध: ${p.original}`,
  },
};

/** The built-in model's prompt optimisation: the prompt's brief, spelled out as a specific prompt in the interface language. */
export function optimizeOffline(prompt: string, language: InterfaceLanguage): string {
  const brief = analyzePrompt(prompt, { language, parts: true });
  const w = WRITE[language];
  return w.prompt({
    name: brief.name,
    noun: brief.noun,
    sections: brief.sections.map((s) => sectionName(s, language)).join(w.list),
    colours: brief.colors.length ? brief.colors.join(w.and) : w.anyColour,
    original: prompt.trim(),
  });
}
