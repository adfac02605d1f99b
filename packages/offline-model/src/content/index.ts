/**
 * Builds the full content of a page from a brief: baseline copy, then the kind's own copy.
 * Copy is English, or Chinese when the brief's language is 'zh' (content/zh.ts).
 */
import type { Brief, PageKind } from '../types';
import { agencyContent } from './agency';
import { blogContent } from './blog';
import { dashboardContent } from './dashboard';
import { defaultContent } from './defaults';
import { eventContent } from './event';
import { localContent } from './local';
import { portfolioContent } from './portfolio';
import { restaurantContent } from './restaurant';
import { saasContent } from './saas';
import { shopContent } from './shop';
import type { CopyContext, PageContent } from './types';
import { hiContent } from './hi';
import { applyBrief } from './parts';
import { zhContent } from './zh';

export type { PageContent } from './types';

const BY_KIND: Record<PageKind, (ctx: CopyContext, base: PageContent) => PageContent> = {
  saas: saasContent,
  restaurant: restaurantContent,
  shop: shopContent,
  portfolio: portfolioContent,
  resume: portfolioContent,
  blog: blogContent,
  event: eventContent,
  agency: agencyContent,
  dashboard: dashboardContent,
  generic: localContent,
};

export function buildContent(
  brief: Pick<Brief, 'kind' | 'name' | 'noun' | 'topic' | 'seed'> & Partial<Pick<Brief, 'parts' | 'place' | 'currency' | 'today'>> & { language?: string },
): PageContent {
  const ctx: CopyContext = { kind: brief.kind, name: brief.name, noun: brief.noun, topic: brief.topic, seed: brief.seed, language: brief.language, today: brief.today };
  const content = BY_KIND[brief.kind](ctx, defaultContent(ctx));
  const localized = brief.language === 'zh' ? zhContent(ctx, content) : brief.language === 'hi' ? hiContent(ctx, content) : content;
  const language = brief.language === 'zh' || brief.language === 'hi' ? brief.language : undefined;
  return applyBrief(language ? { ...localized, language } : localized, { ...brief, language: brief.language ?? 'en' });
}
