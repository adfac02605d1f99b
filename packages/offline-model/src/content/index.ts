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
import { isoDay, recentDate } from './dates';

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

/**
 * Every date on a page counts from `brief.today`, or from `now` (the system clock unless a caller
 * passes its own) when the brief has no day: an edit to an older page dates what it adds today.
 */
export function buildContent(
  brief: Pick<Brief, 'kind' | 'name' | 'noun' | 'topic' | 'seed'> & Partial<Pick<Brief, 'parts' | 'place' | 'currency' | 'today'>> & { language?: string },
  now: Date = new Date(),
): PageContent {
  const today = brief.today ?? isoDay(now);
  const ctx: CopyContext = { kind: brief.kind, name: brief.name, noun: brief.noun, topic: brief.topic, seed: brief.seed, language: brief.language, today, ...(brief.place ? { place: brief.place } : {}), ...(brief.parts?.length ? { parts: brief.parts.map((p) => p.words) } : {}) };
  const content = dated(BY_KIND[brief.kind](ctx, defaultContent(ctx)), today);
  const localized = brief.language === 'zh' ? zhContent(ctx, content) : brief.language === 'hi' ? hiContent(ctx, content) : content;
  const language = brief.language === 'zh' || brief.language === 'hi' ? brief.language : undefined;
  return applyBrief(language ? { ...localized, language } : localized, { ...brief, language: brief.language ?? 'en' });
}

/** Posts and orders dated the same distance before today as the copy's samples are apart. */
function dated(c: PageContent, today: string): PageContent {
  return {
    ...c,
    blog: { ...c.blog, posts: c.blog.posts.map((p) => ({ ...p, date: recentDate(p.date, today) })) },
    activity: { ...c.activity, rows: c.activity.rows.map((r) => ({ ...r, cells: r.cells.map((cell, i) => (i === 2 ? recentDate(cell, today) : cell)) })) },
  };
}
