import { analyzePrompt } from '@cui/offline-model';

const SECTION_WORDS: Record<string, string> = { cta: 'call to action', faq: 'FAQ' };

/** The built-in model's prompt optimisation: the prompt's brief, spelled out as a specific prompt. */
export function optimizeOffline(prompt: string, language: 'en' | 'zh'): string {
  const brief = analyzePrompt(prompt);
  const sections = brief.sections.map((s) => SECTION_WORDS[s] ?? s.replace(/-/g, ' '));
  const colours = brief.colors.length ? brief.colors.join(' and ') : 'a harmonious accent colour';
  if (language === 'zh') {
    return `为「${brief.name}」制作一个${brief.noun}网页，依次包含：${sections.join('、')}。风格现代、简洁，主色调为${colours}，排版留白充足，适配手机与桌面，文案真实具体、语气友好。`;
  }
  return `A ${brief.noun} website for "${brief.name}" with these sections in order: ${sections.join(', ')}. Modern, clean design with ${colours} as the main colour, generous spacing and clear typography, fully responsive from phone to desktop. Realistic, specific copy in a friendly, confident tone. Original request: ${prompt.trim()}`;
}
