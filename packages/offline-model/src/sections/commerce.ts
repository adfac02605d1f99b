/** Sections that sell: pricing plans, product grid, food menu. */
import type { MenuItem, PageContent, Plan, Product } from '../content/types';
import { esc, h } from '../kits/h';
import type { Kit } from '../kits/kit';
import { media, stars } from '../kits/parts';
import type { SectionCtx } from './context';
import { count, href, tone } from './context';

export function renderPlan(k: Kit, p: Plan, target: string, ui: PageContent['ui']): string {
  return k.card(
    k.stack(
      [
        k.row([k.title(p.name, 3), p.featured ? k.badge(ui.mostPopular) : ''].filter(Boolean), { justify: 'between' }),
        k.text(p.blurb, { size: 'sm' }),
        k.price(p.price, p.period),
        k.checklist(p.features),
        k.button({ label: p.cta, href: target, variant: p.featured ? 'primary' : 'outline', block: true }),
      ],
      'md',
    ),
    { featured: p.featured },
  );
}

export function pricing(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const plans = c.pricing.plans.slice(0, count(ctx, 'pricing'));
  const target = href(ctx, 'contact');
  const note = c.pricing.note ? h('p', { style: 'margin-top: 2.5rem; text-align: center; color: var(--cui-muted); font-size: 0.875rem' }, esc(c.pricing.note)) : '';
  return k.section(
    'pricing',
    [k.heading({ eyebrow: c.pricing.eyebrow, title: c.pricing.title, subtitle: c.pricing.subtitle }), k.grid(plans.map((p) => renderPlan(k, p, target, c.ui)), plans.length >= 4 ? 4 : 3), note].filter(Boolean).join('\n'),
    { tone: tone(ctx, 'pricing') },
  );
}

export function renderProduct(k: Kit, p: Product, i: number, target: string, ui: PageContent['ui']): string {
  const visual = h('div', { style: 'position: relative' }, media({ icon: p.icon, index: i, ratio: '1 / 1', radius: '0' }), p.tag ? h('div', { style: 'position: absolute; top: 0.75rem; left: 0.75rem' }, k.badge(p.tag, p.tag === 'Sale' ? 'danger' : 'primary')) : '');
  return k.card(
    k.stack(
      [
        k.title(p.name, 3),
        k.text(p.blurb, { size: 'sm' }),
        h('div', { style: 'display: flex; align-items: center; gap: 0.5rem; color: var(--cui-muted); font-size: 0.8rem' }, stars(p.rating), esc(`${p.rating.toFixed(1)} (${p.reviews})`)),
        k.row(
          [
            h('div', { style: 'display: flex; align-items: baseline; gap: 0.5rem' }, h('span', { style: 'font-size: 1.25rem; font-weight: 800; color: var(--cui-ink)' }, esc(p.price)), p.was ? h('s', { style: 'color: var(--cui-muted); font-size: 0.875rem' }, esc(p.was)) : ''),
            k.button({ label: ui.addToCart, href: target, variant: 'outline' }),
          ],
          { justify: 'between', gap: 'sm' },
        ),
      ],
      'sm',
    ),
    { media: visual },
  );
}

export function products(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.products.items.slice(0, count(ctx, 'products'));
  const target = href(ctx, 'products');
  return k.section(
    'products',
    [k.heading({ eyebrow: c.products.eyebrow, title: c.products.title, subtitle: c.products.subtitle }), k.grid(items.map((p, i) => renderProduct(k, p, i, target, c.ui)), 4)].join('\n'),
    { tone: tone(ctx, 'products') },
  );
}

export function renderMenuItem(k: Kit, m: MenuItem): string {
  return h(
    'div',
    { style: 'padding: 0.9rem 0; border-bottom: 1px dashed var(--cui-line)' },
    h(
      'div',
      { style: 'display: flex; align-items: baseline; gap: 0.75rem' },
      h('span', { style: 'font-weight: 650; color: var(--cui-ink)' }, esc(m.name)),
      m.tag ? k.badge(m.tag, 'success') : '',
      h('span', { style: 'flex: 1; border-bottom: 1px dotted var(--cui-line); transform: translateY(-0.3rem)' }),
      h('span', { style: 'font-weight: 700; color: var(--cui-primary)' }, esc(m.price)),
    ),
    h('p', { style: 'margin: 0.25rem 0 0; color: var(--cui-muted); font-size: 0.9rem' }, esc(m.desc)),
  );
}

export function menu(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const per = count(ctx, 'menuItems');
  const groups = c.menu.groups.map((g) =>
    k.card(k.stack([h('h3', { style: 'font-family: var(--cui-font-display); font-size: 1.4rem; font-weight: 700; color: var(--cui-ink); margin: 0' }, esc(g.name)), h('div', {}, ...g.items.slice(0, per).map((m) => renderMenuItem(k, m)))], 'sm')),
  );
  const note = c.menu.note ? h('p', { style: 'margin-top: 2rem; text-align: center; color: var(--cui-muted); font-size: 0.875rem' }, esc(c.menu.note)) : '';
  return k.section('menu', [k.heading({ eyebrow: c.menu.eyebrow, title: c.menu.title, subtitle: c.menu.subtitle }), k.grid(groups, groups.length >= 3 ? 3 : 2), note].filter(Boolean).join('\n'), { tone: tone(ctx, 'menu') });
}
