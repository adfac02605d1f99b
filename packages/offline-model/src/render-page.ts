/** Renders a fresh page for a brief: shared by new prompts (compose.ts) and "start over" follow-ups. */
import type { Framework } from '@cui/shared';
import { buildContent } from './content';
import { renderDocument } from './document';
import { kitFor } from './kits';
import { footer, navbar } from './sections/chrome';
import { buildSection } from './sections';
import type { SectionCtx } from './sections/context';
import { KIND_DEFAULT_TOPIC, TOPICS } from './topics';
import type { Brief } from './types';
import { ZH_NOUNS } from './zh-words';

/** The noun a page's topic implies; a page whose noun differs (the prompt's own words) records it. */
export function impliedNoun(brief: Pick<Brief, 'kind' | 'topic' | 'language'>): string {
  const topic = TOPICS.find((t) => t.id === brief.topic) ?? KIND_DEFAULT_TOPIC[brief.kind];
  return brief.language === 'zh' ? (ZH_NOUNS[topic.id] ?? '品牌') : topic.noun;
}

/** Renders a full page for a brief in one framework. */
export function renderPage(brief: Brief, framework: Framework): string {
  const content = buildContent(brief);
  const kit = kitFor(framework);
  const ctx: SectionCtx = { kit, c: content, sections: brief.sections };
  const blocks = [navbar(ctx), ...brief.sections.map((id) => buildSection(id, ctx)), footer(ctx)];
  const html = renderDocument({
    framework,
    theme: brief.theme,
    lang: brief.language === 'zh' ? 'zh-CN' : brief.language === 'hi' ? 'hi' : 'en',
    title: `${brief.name} — ${content.tagline}`,
    description: content.description,
    brief: {
      kind: brief.kind,
      topic: brief.topic,
      name: brief.name,
      seed: brief.seed,
      lang: brief.language,
      ...(brief.noun !== impliedNoun(brief) ? { noun: brief.noun } : {}),
      ...partsMeta(brief),
    },
    blocks,
  });
  return brief.language === 'zh' || brief.language === 'hi' ? localizeKitWords(html, brief.language) : html;
}

/**
 * The asked-for parts, place and currency, for follow-ups that rebuild a section (page-state.ts
 * reads them back): `parts=pricing:Services and prices|schedule:Opening hours`.
 */
function partsMeta(brief: Brief): Record<string, string> {
  const out: Record<string, string> = {};
  const clean = (s: string) => s.replace(/[|:;=]/g, ' ').trim();
  if (brief.parts?.length) out.parts = brief.parts.map((p) => `${p.id}:${p.role ?? ''}:${clean(p.words)}`).join('|');
  if (brief.place) out.place = clean(brief.place);
  if (brief.currency) out.cur = brief.currency.symbol.trim();
  return out;
}

/** The few fixed words the kits themselves write (footer link, form thanks), for Chinese pages. */
const KIT_WORDS: Record<'zh' | 'hi', ReadonlyArray<[string, string]>> = {
  zh: [
    ['Back to top &uarr;', '返回顶部 &uarr;'],
    ['Thanks for subscribing!', '感谢订阅！'],
  ],
  hi: [
    ['Back to top &uarr;', 'ऊपर जाएँ &uarr;'],
    ['Thanks for subscribing!', 'सदस्यता के लिए धन्यवाद!'],
  ],
};

function localizeKitWords(html: string, lang: 'zh' | 'hi'): string {
  return KIT_WORDS[lang].reduce((out, [en, local]) => out.split(en).join(local), html);
}
