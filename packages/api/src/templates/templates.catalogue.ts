import type { TemplateSummary } from '@cui/shared';

export interface StarterTemplate extends TemplateSummary {
  /** The prompt the generator starts from when this template is chosen. */
  prompt: string;
}

/** Starter templates: each is a proven prompt the generator builds a first page from. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'saas-landing',
    name: 'SaaS landing page',
    description: 'Hero with product shot, feature grid, pricing tiers, testimonials, FAQ and a call to action.',
    prompt: 'A landing page for a SaaS product with a hero, features, pricing, testimonials, FAQ and a call to action.',
  },
  {
    id: 'portfolio',
    name: 'Portfolio',
    description: 'A designer or developer portfolio with projects gallery, about, skills and contact.',
    prompt: 'A personal portfolio for a product designer with a projects gallery, about, skills and a contact section.',
  },
  {
    id: 'restaurant',
    name: 'Restaurant',
    description: 'Warm restaurant site with menu, opening hours, gallery and reservations.',
    prompt: 'A website for a restaurant with a menu, opening hours, a gallery and a reservation form.',
  },
  {
    id: 'online-store',
    name: 'Online store',
    description: 'Product grid with categories, featured items, reviews and a newsletter sign-up.',
    prompt: 'An online store home page with featured products, categories, customer reviews and a newsletter sign-up.',
  },
  {
    id: 'event',
    name: 'Event or conference',
    description: 'Conference page with speakers, schedule, venue, tickets and sponsors.',
    prompt: 'A conference website with speakers, a schedule, venue details, ticket pricing and sponsors.',
  },
  {
    id: 'blog',
    name: 'Blog',
    description: 'A clean blog home with featured post, recent articles, categories and subscribe box.',
    prompt: 'A blog home page with a featured post, recent articles, categories and a subscribe section.',
  },
  {
    id: 'agency',
    name: 'Agency',
    description: 'Creative agency site with services, case studies, team and contact.',
    prompt: 'A creative agency website with services, case studies, the team and a contact form.',
  },
  {
    id: 'dashboard',
    name: 'App dashboard',
    description: 'An admin dashboard with stats cards, charts, a recent-activity table and a sidebar.',
    prompt: 'An analytics dashboard with a sidebar, stats cards, a chart, and a table of recent activity.',
  },
];
