/** Builds the full content of a page from a brief: baseline copy, then the kind's own copy. */
import type { Brief, PageKind, SectionId } from '../types';
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

/** Navigation and heading labels for Chinese prompts (body copy stays English). */
const ZH_LABELS: Partial<Record<SectionId, string>> = {
  features: '功能', about: '关于', stats: '数据', pricing: '价格', testimonials: '评价', faq: '常见问题', team: '团队',
  gallery: '作品', menu: '菜单', products: '产品', blog: '文章', schedule: '日程', experience: '经历', contact: '联系',
  newsletter: '订阅', analytics: '分析', activity: '动态', cta: '开始', logos: '客户',
};

export function buildContent(brief: Pick<Brief, 'kind' | 'name' | 'noun' | 'topic' | 'seed' | 'language'>): PageContent {
  const ctx: CopyContext = { kind: brief.kind, name: brief.name, noun: brief.noun, topic: brief.topic, seed: brief.seed };
  const content = BY_KIND[brief.kind](ctx, defaultContent(ctx));
  if (brief.language === 'zh') content.labels = { ...content.labels, ...ZH_LABELS };
  return content;
}
