/**
 * Reading an existing page back: which framework it uses, and the brief it was built from (from
 * the `cui-brief` meta of offline pages, or inferred from the text of any other page).
 */
import type { Framework } from '@cui/shared';
import { findElement } from '@cui/shared';
import { attrValue, parseHtml, textOf, walk } from './html-utils';
import { analyzePrompt } from './prompt-analysis';
import { currencyBySymbol } from './prompt-brief';
import { parseThemeBlock } from './themes';
import { impliedNoun } from './render-page';
import { SECTION_IDS, type Brief, type PageKind, type PlacedPart, type SectionId } from './types';

const KINDS: readonly PageKind[] = ['saas', 'portfolio', 'restaurant', 'shop', 'blog', 'event', 'agency', 'dashboard', 'resume', 'generic'];

/** Guesses the framework a page was written for from its runtimes and markup. */
export function detectFramework(html: string, fallback: Framework): Framework {
  if (/type=["']text\/babel["']|ReactDOM\.|React\.createElement/.test(html)) return 'reactTailwind';
  if (/<ion-app\b|ionic\.esm\.js|@ionic\/core/.test(html)) return 'ionicTailwind';
  if (/naive-ui|\bnaive\.(create|darkTheme)|app\.use\(naive\)|<n-config-provider/.test(html)) return 'naiveUI';
  if (/element-plus|ElementPlus|<el-(button|card|row|col|menu|form)\b/.test(html)) return 'elementPlus';
  const vue = /vue(\.global)?(\.prod)?\.js|\bVue\.createApp|createApp\(/.test(html);
  const tailwind = /tailwind(css)?[./]|text\/tailwindcss|cdn\.tailwindcss\.com/.test(html);
  if (vue) return tailwind ? 'vueTailwind' : 'vue3';
  if (/bootstrap(\.min)?\.css|bootstrap\.bundle/.test(html)) return 'bootstrap';
  if (tailwind) return 'htmlTailwind';
  if (/<style\b/.test(html) && !/class="[^"]*\b(flex|grid|px-\d|py-\d|text-\w+-\d{3})\b/.test(html)) return 'htmlCss';
  return fallback;
}

function metaContent(html: string, name: string): string | null {
  let out: string | null = null;
  walk(parseHtml(html.slice(0, Math.min(html.length, 20000))), (el) => {
    if (out !== null) return false;
    if (el.tag === 'meta' && attrValue(el, 'name') === name) out = attrValue(el, 'content');
    return true;
  });
  return out;
}

function decode(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'");
}

/** The brief behind an existing page; offline pages carry it, others are analysed from their text. */
export function readBrief(html: string): Brief & { fromMeta: boolean } {
  const meta = metaContent(html, 'cui-brief');
  const titleEl = findElement(parseHtml(html), (el) => el.tag === 'title' && el.closed);
  const title = titleEl ? html.slice(titleEl.openEnd, titleEl.closeStart) : undefined;
  const titleName = title ? decode(title).split(/\s+[—|–-]\s+/)[0].trim() : '';
  const fields: Record<string, string> = {};
  if (meta) {
    for (const part of decode(meta).split(';')) {
      const at = part.indexOf('=');
      if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    }
  }
  const inferred = analyzePrompt(`${titleName} ${textOf(html).slice(0, 2000)}`);
  const kind = KINDS.includes(fields.kind as PageKind) ? (fields.kind as PageKind) : inferred.kind;
  const topicId = fields.topic ?? inferred.topic;
  const language = fields.lang || inferred.language;
  const theme = parseThemeBlock(html) ?? inferred.theme;
  const seed = Number(fields.seed);
  return {
    ...inferred,
    kind,
    topic: topicId,
    noun: fields.noun || impliedNoun({ kind, topic: topicId, language }),
    name: fields.name || titleName || inferred.name,
    nameFromPrompt: true,
    theme,
    seed: Number.isFinite(seed) && fields.seed ? seed : inferred.seed,
    language,
    // Parts come from the page's own record only: a page's copy ("… with a global shortcut") is not a request.
    parts: readParts(fields.parts),
    place: fields.place || undefined,
    currency: currencyBySymbol(fields.cur, language === 'zh' || language === 'hi' ? language : 'en'),
    fromMeta: !!meta,
  };
}

function readParts(value: string | undefined): PlacedPart[] {
  if (!value) return [];
  return value.split('|').flatMap((entry) => {
    const [id, role, ...words] = entry.split(':');
    return SECTION_IDS.includes(id as SectionId) && words.join(':').trim() ? [{ id: id as SectionId, role: role || null, words: words.join(':').trim() }] : [];
  });
}
