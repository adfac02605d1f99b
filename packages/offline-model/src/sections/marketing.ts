/** Marketing sections: client logos, features, about, stats, call to action, newsletter. */
import type { IconItem, Stat } from '../content/types';
import { esc, h } from '../kits/h';
import type { Kit } from '../kits/kit';
import { media } from '../kits/parts';
import type { SectionCtx } from './context';
import { count, has, href, tone } from './context';

const WORDMARK_FONTS = [
  'font-family: var(--cui-font-display); font-weight: 800; letter-spacing: -0.03em',
  'font-family: Georgia, serif; font-style: italic; font-weight: 700',
  'font-family: ui-monospace, Menlo, monospace; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; font-size: 1rem',
  'font-weight: 300; letter-spacing: 0.2em; text-transform: uppercase; font-size: 1rem',
];

export function logos(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const names = c.logos.names.slice(0, count(ctx, 'logos'));
  const marks = names.map((n, i) => h('span', { style: `color: var(--cui-muted); opacity: 0.9; font-size: 1.3rem; ${WORDMARK_FONTS[i % WORDMARK_FONTS.length]}` }, esc(n)));
  return k.section('logos', k.stack([h('p', { style: 'text-align: center; color: var(--cui-muted); font-size: 0.875rem; font-weight: 600' }, esc(c.logos.title)), k.row(marks, { justify: 'center', gap: 'lg' })], 'lg'), { tone: tone(ctx, 'logos'), tight: true });
}

export function renderFeature(k: Kit, item: IconItem): string {
  return k.card(k.stack([k.iconBox(item.icon), k.title(item.title, 3), k.text(item.body)], 'sm'));
}

export function features(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.features.items.slice(0, count(ctx, 'features'));
  return k.section(
    'features',
    [k.heading({ eyebrow: c.features.eyebrow, title: c.features.title, subtitle: c.features.subtitle }), k.grid(items.map((it) => renderFeature(k, it)), 3)].join('\n'),
    { tone: tone(ctx, 'features') },
  );
}

export function about(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const a = c.about;
  const copy = k.stack(
    [
      a.eyebrow ? k.eyebrow(a.eyebrow) : '',
      k.title(a.title, 2),
      ...a.paragraphs.map((p) => k.text(p, { size: 'lg' })),
      k.checklist(a.bullets),
      a.cta && has(ctx, a.cta.to) ? k.row([k.button({ label: a.cta.label, href: href(ctx, a.cta.to), icon: 'arrow' })]) : '',
    ].filter(Boolean),
    'md',
  );
  const visual = media({ icon: a.media.icon, index: 1, ratio: '5 / 4', radius: '1.75rem', label: a.media.label });
  return k.section('about', k.split(visual, copy), { tone: tone(ctx, 'about') });
}

export function renderStat(k: Kit, s: Stat, dashboard: boolean): string {
  if (dashboard) {
    const deltaTone = s.delta?.startsWith('-') ? 'danger' : 'success';
    return k.card(k.stack([k.text(s.label, { size: 'sm' }), k.row([k.title(s.value, 2), s.delta ? k.badge(s.delta, deltaTone) : ''].filter(Boolean), { justify: 'between' })], 'sm'));
  }
  return h('div', { style: 'text-align: center' }, k.title(s.value, 2, { invert: true }), k.text(s.label, { invert: true }));
}

export function stats(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.stats.items.slice(0, count(ctx, 'stats'));
  if (c.kind === 'dashboard') {
    return k.section('stats', k.grid(items.map((s) => renderStat(k, s, true)), 4), { tone: tone(ctx, 'stats'), tight: true });
  }
  return k.section(
    'stats',
    [k.heading({ eyebrow: c.stats.eyebrow, title: c.stats.title, invert: true }), k.grid(items.map((s) => renderStat(k, s, false)), 4)].join('\n'),
    { tone: 'brand' },
  );
}

export function cta(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const panel = h(
    'div',
    {
      style:
        'position: relative; overflow: hidden; border-radius: 2rem; padding: 4rem 2rem; text-align: center; color: var(--cui-on-primary); background: linear-gradient(135deg, var(--cui-primary), color-mix(in oklab, var(--cui-accent) 70%, var(--cui-primary))); box-shadow: 0 40px 80px -40px var(--cui-primary)',
    },
    '<div aria-hidden="true" style="position: absolute; top: -6rem; right: -4rem; width: 18rem; height: 18rem; border-radius: 9999px; background: rgba(255,255,255,0.12)"></div>',
    '<div aria-hidden="true" style="position: absolute; bottom: -8rem; left: -6rem; width: 20rem; height: 20rem; border-radius: 9999px; background: rgba(255,255,255,0.08)"></div>',
    h(
      'div',
      { style: 'position: relative; max-width: 40rem; margin: 0 auto' },
      k.stack(
        [
          k.title(c.cta.title, 2, { invert: true }),
          c.cta.subtitle ? k.text(c.cta.subtitle, { size: 'lg', invert: true }) : '',
          k.row(
            [
              k.button({ label: c.cta.primary.label, href: href(ctx, c.cta.primary.to), variant: 'light', size: 'lg', icon: 'arrow' }),
              c.cta.secondary && has(ctx, c.cta.secondary.to)
                ? h('a', { href: href(ctx, c.cta.secondary.to), style: 'color: var(--cui-on-primary); font-weight: 600; text-decoration: underline; text-underline-offset: 4px; padding: 0.75rem 1rem' }, `${esc(c.cta.secondary.label)} &rarr;`)
                : '',
            ].filter(Boolean),
            { justify: 'center', gap: 'sm' },
          ),
        ].filter(Boolean),
        'md',
      ),
    ),
  );
  return k.section('cta', panel, { tone: 'base' });
}

export function newsletter(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const n = c.newsletter;
  return k.section(
    'newsletter',
    [k.heading({ eyebrow: n.eyebrow, title: n.title, subtitle: n.subtitle }), k.inlineForm(n.placeholder, n.button), h('p', { style: 'margin-top: 1rem; text-align: center; color: var(--cui-muted); font-size: 0.8rem' }, esc(n.note))].join('\n'),
    { tone: tone(ctx, 'newsletter'), narrow: true },
  );
}

/** "How it works": numbered steps, each a card with its number, icon, title and text. */
export function renderStep(k: Kit, item: IconItem, i: number): string {
  const number = h('span', { style: 'display: inline-flex; width: 2rem; height: 2rem; align-items: center; justify-content: center; border-radius: 9999px; background: var(--cui-primary); color: var(--cui-on-primary); font-weight: 700' }, String(i + 1));
  return k.card(k.stack([k.row([number, k.iconBox(item.icon)], { gap: 'sm' }), k.title(item.title, 3), k.text(item.body)], 'sm'));
}

export function howItWorks(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  return k.section(
    'how-it-works',
    [k.heading({ eyebrow: c.steps.eyebrow, title: c.steps.title, subtitle: c.steps.subtitle }), k.grid(c.steps.items.map((it, i) => renderStep(k, it, i)), 3)].join('\n'),
    { tone: tone(ctx, 'how-it-works') },
  );
}

export function awards(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  return k.section(
    'awards',
    [k.heading({ eyebrow: c.awards.eyebrow, title: c.awards.title, subtitle: c.awards.subtitle }), k.grid(c.awards.items.map((it) => renderFeature(k, it)), 4)].join('\n'),
    { tone: tone(ctx, 'awards') },
  );
}
