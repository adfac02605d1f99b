/**
 * The section registry: one builder per section id, plus, for repeated sections, how to render
 * extra items (used by follow-ups and section rewrites such as "add 3 more cards").
 */
import type { PageContent } from '../content/types';
import type { Kit } from '../kits/kit';
import type { SectionId } from '../types';
import { renderPlan, renderProduct, menu, pricing, products } from './commerce';
import { blog, contact, experience, faq, gallery, renderPost, renderTile, schedule } from './content';
import type { SectionCtx } from './context';
import { activity, analytics } from './dashboard';
import { hero } from './hero';
import { about, awards, cta, features, howItWorks, logos, newsletter, renderFeature, renderStat, renderStep, stats } from './marketing';
import { renderPerson, renderQuote, team, testimonials } from './people';

export type { SectionCtx } from './context';

export const SECTION_BUILDERS: Record<SectionId, (ctx: SectionCtx) => string> = {
  hero,
  logos,
  features,
  about,
  stats,
  analytics,
  activity,
  menu,
  products,
  gallery,
  experience,
  schedule,
  team,
  pricing,
  testimonials,
  blog,
  faq,
  newsletter,
  cta,
  contact,
  'how-it-works': howItWorks,
  awards,
};

export function buildSection(id: SectionId, ctx: SectionCtx): string {
  return SECTION_BUILDERS[id](ctx);
}

/** How a repeated section renders a list of items (the list's container and its children). */
export interface ItemList {
  /** Titles of every item available for the section (to skip ones already shown). */
  keys(c: PageContent): string[];
  /** Renders the container holding `items` (indexes into the pool); its children are the items. */
  render(k: Kit, c: PageContent, indexes: number[]): string;
}

export const ITEM_LISTS: Partial<Record<SectionId, ItemList>> = {
  features: { keys: (c) => c.features.items.map((i) => i.title), render: (k, c, ix) => k.grid(ix.map((i) => renderFeature(k, c.features.items[i])), 3) },
  testimonials: { keys: (c) => c.testimonials.items.map((i) => i.quote), render: (k, c, ix) => k.grid(ix.map((i) => renderQuote(k, c.testimonials.items[i], i)), 3) },
  pricing: { keys: (c) => c.pricing.plans.map((p) => p.name), render: (k, c, ix) => k.grid(ix.map((i) => renderPlan(k, c.pricing.plans[i], '#contact', c.ui)), 3) },
  team: { keys: (c) => c.team.people.map((p) => p.name), render: (k, c, ix) => k.grid(ix.map((i) => renderPerson(k, c.team.people[i], i)), 4) },
  gallery: { keys: (c) => c.gallery.items.map((t) => t.title), render: (k, c, ix) => k.grid(ix.map((i) => renderTile(k, c.gallery.items[i], i)), 3) },
  products: { keys: (c) => c.products.items.map((p) => p.name), render: (k, c, ix) => k.grid(ix.map((i) => renderProduct(k, c.products.items[i], i, '#products', c.ui)), 4) },
  blog: { keys: (c) => c.blog.posts.map((p) => p.title), render: (k, c, ix) => k.grid(ix.map((i) => renderPost(k, c.blog.posts[i], i, '#blog', c.ui)), 3) },
  stats: { keys: (c) => c.stats.items.map((s) => s.label), render: (k, c, ix) => k.grid(ix.map((i) => renderStat(k, c.stats.items[i], c.kind === 'dashboard')), 4) },
  faq: { keys: (c) => c.faq.items.map((q) => q.q), render: (k, c, ix) => k.accordion(ix.map((i) => c.faq.items[i])) },
  schedule: { keys: (c) => c.schedule.items.map((s) => s.title), render: (k, c, ix) => k.timeline(ix.map((i) => c.schedule.items[i])) },
  'how-it-works': { keys: (c) => c.steps.items.map((i) => i.title), render: (k, c, ix) => k.grid(ix.map((i) => renderStep(k, c.steps.items[i], i)), 3) },
  awards: { keys: (c) => c.awards.items.map((i) => i.title), render: (k, c, ix) => k.grid(ix.map((i) => renderFeature(k, c.awards.items[i])), 4) },
  experience: { keys: (c) => c.experience.items.map((s) => s.title), render: (k, c, ix) => k.timeline(ix.map((i) => c.experience.items[i])) },
};
