/** Copy for dashboards and admin panels: KPIs, charts, tables. */
import type { PageContent, CopyContext } from './types';

export function dashboardContent(ctx: CopyContext, base: PageContent): PageContent {
  const sales = ctx.topic === 'sales-dashboard';
  const { name } = ctx;
  return {
    ...base,
    kind: 'dashboard',
    tagline: 'Business overview',
    description: `${name} dashboard: revenue, customers and orders at a glance.`,
    labels: { ...base.labels, stats: 'Overview', analytics: 'Analytics', activity: sales ? 'Orders' : 'Activity', team: 'Team', faq: 'Help' },
    navCta: { label: 'Export report', to: 'analytics' },
    hero: {
      badge: 'Last updated 5 minutes ago',
      title: 'Good morning, Alex',
      highlight: 'Alex',
      subtitle: 'Here is what is happening across your business today. Revenue is up 12% week over week.',
      primary: { label: 'Export report', to: 'analytics' },
      secondary: { label: 'View orders', to: 'activity' },
      visual: 'dashboard',
      layout: 'split',
    },
    stats: {
      eyebrow: 'Overview',
      title: 'Key metrics',
      items: [
        { value: '$48,290', label: 'Revenue (30 days)', delta: '+12.4%' },
        { value: '1,284', label: sales ? 'Orders' : 'New customers', delta: '+8.1%' },
        { value: '3.62%', label: 'Conversion rate', delta: '+0.4%' },
        { value: '$37.60', label: 'Avg. order value', delta: '-2.1%' },
      ],
    },
    team: { ...base.team, title: 'Team members', subtitle: 'People with access to this workspace.' },
  };
}
