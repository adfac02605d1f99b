/**
 * Tailwind kit: utility classes over the theme's colour tokens (bg-page, text-ink, bg-primary …,
 * defined in the page's `@theme`). Used by htmlTailwind, vueTailwind and reactTailwind, and as
 * the base of the Ionic k.
 */
import type { Framework } from '@cui/shared';
import { icon } from '../icons';
import type { Field } from '../content/types';
import { formAttrs, modelAttrs, thanksWrap } from './forms';
import { cx, esc, h } from './h';
import type { BadgeTone, Flavor, Kit } from './kit';
import { brandMark, highlightTitle } from './parts';

const BADGE: Record<BadgeTone, string> = {
  primary: 'bg-primary-soft text-primary',
  neutral: 'bg-surface text-muted ring-1 ring-line',
  // Mixed with the page's ink: darker on light pages, lighter on dark ones, legible on both.
  success: 'bg-emerald-500/15 text-[color-mix(in_oklab,#059669_55%,var(--cui-ink))]',
  warning: 'bg-amber-500/15 text-[color-mix(in_oklab,#d97706_55%,var(--cui-ink))]',
  danger: 'bg-rose-500/15 text-[color-mix(in_oklab,#e11d48_55%,var(--cui-ink))]',
};

const GAP = { xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-8' } as const;

export const INPUT_CLASS =
  'w-full rounded-xl border border-line bg-page px-4 py-3 text-ink placeholder:text-muted/60 outline-none transition focus:border-primary focus:ring-4 focus:ring-primary/15';

/** `override` may replace any method; every internal call goes through the final kit `k`. */
export function tailwindKit(framework: Framework, flavor: Flavor, override?: (k: Kit, base: Kit) => Partial<Kit>): Kit {
  const k = {} as Kit;
  const field = (f: Field): string => {
    const common = { id: `field-${f.name}`, name: f.name, placeholder: f.placeholder || undefined, class: INPUT_CLASS, ...modelAttrs(flavor, f.name) };
    const control = f.type === 'textarea' ? h('textarea', { ...common, rows: 4 }) : h('input', { ...common, type: f.type });
    return h(
      'label',
      { class: cx('block', f.half ? 'sm:col-span-1' : 'sm:col-span-2'), for: `field-${f.name}` },
      h('span', { class: 'mb-2 block text-sm font-medium text-ink' }, esc(f.label)),
      control,
    );
  };
  const submit = (label: string, extra = '') =>
    h(
      'button',
      { type: 'submit', class: cx('inline-flex items-center justify-center gap-2 rounded-full bg-primary px-7 py-3.5 font-semibold text-on-primary shadow-lg shadow-primary/25 transition hover:bg-primary-strong', extra) },
      esc(label),
      icon('arrow', 18),
    );
  const thanks = (text: string, cls: string) => thanksWrap(flavor, (extra) => h('p', { ...extra, class: cls }, esc(text)));

  const base: Kit = {
    framework,
    flavor,
    section(id, inner, opts = {}) {
      const tone = opts.tone === 'alt' ? 'bg-surface' : opts.tone === 'brand' ? 'bg-primary text-on-primary' : 'bg-page';
      return h(
        'section',
        { id, class: cx('relative overflow-hidden', opts.tight ? 'py-12 sm:py-16' : 'py-20 sm:py-28', tone) },
        h('div', { class: cx('relative mx-auto px-6 lg:px-8', opts.narrow ? 'max-w-3xl' : 'max-w-6xl') }, inner),
      );
    },
    heading({ eyebrow, title, subtitle, align = 'center', invert }) {
      return h(
        'div',
        { class: cx('max-w-2xl', align === 'center' ? 'mx-auto mb-12 text-center sm:mb-16' : 'mb-8') },
        eyebrow ? k.eyebrow(eyebrow, { invert }) : '',
        h('h2', { class: cx('mt-3 font-display text-3xl font-bold tracking-tight sm:text-4xl', invert ? 'text-on-primary' : 'text-ink') }, esc(title)),
        subtitle ? h('p', { class: cx('mt-4 text-lg leading-8', invert ? 'text-on-primary/90' : 'text-muted') }, esc(subtitle)) : '',
      );
    },
    grid(cells, cols) {
      const c = cols === 2 ? 'sm:grid-cols-2' : cols === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4';
      return h('div', { class: `grid gap-6 ${c}` }, ...cells);
    },
    split(a, b, opts = {}) {
      return h(
        'div',
        { class: cx('grid gap-12 lg:grid-cols-2 lg:gap-16', opts.align === 'start' ? 'items-start' : 'items-center') },
        h('div', { class: cx('min-w-0', opts.reverse && 'lg:order-2') }, a),
        h('div', { class: 'min-w-0' }, b),
      );
    },
    stack(children, gap = 'md') {
      return h('div', { class: `flex flex-col ${GAP[gap]}` }, ...children);
    },
    row(children, opts = {}) {
      const j = opts.justify === 'center' ? 'justify-center' : opts.justify === 'between' ? 'justify-between' : '';
      const g = opts.gap === 'sm' ? 'gap-2' : opts.gap === 'lg' ? 'gap-8' : 'gap-4';
      return h('div', { class: cx('flex items-center', opts.wrap !== false && 'flex-wrap', g, j) }, ...children);
    },
    card(inner, opts = {}) {
      const base = 'group relative flex h-full flex-col rounded-2xl border bg-card shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10';
      const ring = opts.featured ? 'border-primary ring-2 ring-primary shadow-xl shadow-primary/20' : 'border-line';
      if (opts.media) {
        return h('div', { class: cx(base, ring, 'overflow-hidden') }, opts.media, h('div', { class: 'flex flex-1 flex-col p-6' }, inner));
      }
      return h('div', { class: cx(base, ring, 'p-7') }, inner);
    },
    title(text, level, opts = {}) {
      const color = opts.invert ? 'text-on-primary' : 'text-ink';
      const size =
        level === 1
          ? 'font-display text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl'
          : level === 2
            ? 'font-display text-3xl font-bold tracking-tight sm:text-4xl'
            : level === 3
              ? 'text-lg font-semibold'
              : 'text-base font-semibold';
      return h(`h${level}`, { class: cx(size, color) }, highlightTitle(text, opts.highlight));
    },
    text(text, opts = {}) {
      const size = opts.size === 'lg' ? 'text-lg leading-8' : opts.size === 'sm' ? 'text-sm leading-6' : opts.size === 'xs' ? 'text-xs' : 'leading-7';
      const color = opts.invert ? 'text-on-primary/85' : opts.strong ? 'text-ink' : opts.muted === false ? 'text-ink' : 'text-muted';
      return h('p', { class: cx(size, color, opts.strong && 'font-semibold') }, esc(text));
    },
    eyebrow(text, opts = {}) {
      return h('p', { class: cx('text-sm font-semibold uppercase tracking-[0.14em]', opts.invert ? 'text-on-primary/90' : 'text-primary') }, esc(text));
    },
    button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
      const v =
        variant === 'primary'
          ? 'bg-primary text-on-primary shadow-lg shadow-primary/25 hover:bg-primary-strong'
          : variant === 'outline'
            ? 'border border-line bg-card text-ink hover:border-primary hover:text-primary'
            : variant === 'ghost'
              ? 'text-primary hover:bg-primary-soft'
              : 'bg-white text-slate-900 shadow-lg hover:bg-white/90';
      const s = size === 'lg' ? 'px-7 py-3.5 text-base' : 'px-5 py-2.5 text-sm';
      return h(
        'a',
        { href, class: cx('inline-flex items-center justify-center gap-2 rounded-full font-semibold transition', v, s, block && 'w-full') },
        esc(label),
        ic ? icon(ic, 18) : '',
      );
    },
    badge(text, tone = 'primary') {
      return h('span', { class: cx('inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold', BADGE[tone]) }, esc(text));
    },
    iconBox(name) {
      return h('span', { class: 'inline-flex h-12 w-12 flex-none items-center justify-center rounded-xl bg-primary-soft text-primary' }, icon(name, 24));
    },
    checklist(items, opts = {}) {
      const dot = opts.invert ? 'bg-white/20 text-on-primary' : 'bg-primary-soft text-primary';
      return h(
        'ul',
        { class: 'space-y-3' },
        ...items.map((t) =>
          h(
            'li',
            { class: 'flex items-start gap-3' },
            h('span', { class: cx('mt-0.5 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full', dot) }, icon('check', 12)),
            h('span', { class: opts.invert ? 'text-on-primary/90' : 'text-ink' }, esc(t)),
          ),
        ),
      );
    },
    accordion(items) {
      return h(
        'div',
        { class: 'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-card shadow-sm' },
        ...items.map((it, i) =>
          h(
            'details',
            { class: 'group p-6', open: i === 0 },
            h(
              'summary',
              { class: 'flex cursor-pointer list-none items-center justify-between gap-6 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden' },
              h('span', {}, esc(it.q)),
              h('span', { class: 'inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-primary-soft text-primary transition duration-300 group-open:rotate-45' }, icon('plus', 16)),
            ),
            h('p', { class: 'mt-4 leading-7 text-muted' }, esc(it.a)),
          ),
        ),
      );
    },
    form(fields, submitLabel, thanksText) {
      return h(
        'form',
        { class: 'grid gap-5 sm:grid-cols-2', ...formAttrs(flavor) },
        ...fields.map(field),
        h('div', { class: 'sm:col-span-2' }, submit(submitLabel, 'w-full sm:w-auto')),
        thanks(thanksText, 'sm:col-span-2 rounded-xl bg-primary-soft px-4 py-3 text-sm font-medium text-primary'),
      );
    },
    inlineForm(placeholder, button, opts = {}) {
      return h(
        'form',
        { class: 'mx-auto flex w-full max-w-md flex-col gap-3 sm:flex-row sm:flex-wrap', ...formAttrs(flavor) },
        h('input', { type: 'email', name: 'email', required: true, placeholder, 'aria-label': placeholder, class: cx(INPUT_CLASS, 'min-w-0 flex-1 rounded-full px-5', opts.invert && 'border-white/30 bg-white/10 text-on-primary placeholder:text-on-primary/60'), ...modelAttrs(flavor, 'email') }),
        h(
          'button',
          { type: 'submit', class: cx('flex-none rounded-full px-6 py-3 font-semibold shadow-lg transition', opts.invert ? 'bg-white text-slate-900 hover:bg-white/90' : 'bg-primary text-on-primary shadow-primary/25 hover:bg-primary-strong') },
          esc(button),
        ),
        thanks('Thanks for subscribing!', cx('basis-full text-center text-sm font-medium', opts.invert ? 'text-on-primary' : 'text-primary')),
      );
    },
    timeline(items) {
      return h(
        'ol',
        { class: 'relative space-y-6 border-l-2 border-line pl-8 sm:pl-10' },
        ...items.map((it) =>
          h(
            'li',
            { class: 'relative' },
            h('span', { class: 'absolute -left-[41px] top-7 flex h-4 w-4 items-center justify-center rounded-full bg-primary ring-4 ring-primary-soft sm:-left-[49px]' }),
            h(
              'div',
              { class: 'rounded-2xl border border-line bg-card p-6 shadow-sm transition hover:shadow-lg hover:shadow-primary/10' },
              h('div', { class: 'flex flex-wrap items-center gap-3' }, h('span', { class: 'font-mono text-sm font-semibold text-primary' }, esc(it.time)), it.meta ? k.badge(it.meta, 'neutral') : ''),
              h('h3', { class: 'mt-2 text-lg font-semibold text-ink' }, esc(it.title)),
              h('p', { class: 'mt-1 leading-7 text-muted' }, esc(it.body)),
            ),
          ),
        ),
      );
    },
    progress(label, value) {
      return h(
        'div',
        {},
        h('div', { class: 'flex items-center justify-between text-sm' }, h('span', { class: 'font-medium text-ink' }, esc(label)), h('span', { class: 'text-muted' }, `${value}%`)),
        h('div', { class: 'mt-2 h-2 overflow-hidden rounded-full bg-surface ring-1 ring-line' }, h('div', { class: 'h-full rounded-full bg-linear-to-r from-primary to-accent', style: `width: ${value}%` })),
      );
    },
    table(columns, rows) {
      return h(
        'div',
        { class: 'overflow-x-auto rounded-2xl border border-line bg-card shadow-sm' },
        h(
          'table',
          { class: 'min-w-full text-left text-sm' },
          h('thead', { class: 'bg-surface text-xs uppercase tracking-wider text-muted' }, h('tr', {}, ...columns.map((c) => h('th', { class: 'px-6 py-4 font-semibold' }, esc(c))))),
          h(
            'tbody',
            { class: 'divide-y divide-line' },
            ...rows.map((r) =>
              h('tr', { class: 'transition hover:bg-surface' }, ...r.cells.map((c, i) => h('td', { class: cx('whitespace-nowrap px-6 py-4', i === 0 ? 'font-semibold text-ink' : 'text-muted') }, esc(c))), h('td', { class: 'px-6 py-4' }, k.badge(r.status.text, r.status.tone))),
            ),
          ),
        ),
      );
    },
    link(label, href) {
      return h('a', { href, class: 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary transition-all hover:gap-2.5' }, esc(label), icon('arrow', 16));
    },
    price(amount, period, opts = {}) {
      return h(
        'div',
        { class: 'flex items-baseline gap-1.5' },
        h('span', { class: cx('text-4xl font-bold tracking-tight', opts.invert ? 'text-on-primary' : 'text-ink') }, esc(amount)),
        period ? h('span', { class: cx('text-sm', opts.invert ? 'text-on-primary/90' : 'text-muted') }, esc(period)) : '',
      );
    },
    navbar({ brand, links, cta }) {
      const desktop = links.map((l) => h('a', { 'data-nav': true, href: l.href, class: 'text-sm font-medium text-muted transition hover:text-ink' }, esc(l.label)));
      const mobile = links.map((l) => h('a', { 'data-nav': true, href: l.href, class: 'block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface' }, esc(l.label)));
      return h(
        'header',
        { id: 'navbar', class: 'sticky top-0 z-50 border-b border-line/70 bg-page/80 backdrop-blur-xl' },
        h(
          'nav',
          { class: 'mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-6 lg:px-8', 'aria-label': 'Main' },
          h('a', { href: '#hero', class: 'flex items-center gap-2.5 font-display text-lg font-bold tracking-tight text-ink' }, brandMark(brand), h('span', {}, esc(brand))),
          h('div', { class: 'hidden items-center gap-8 md:flex' }, ...desktop),
          cta ? h('div', { class: 'hidden md:block' }, k.button({ label: cta.label, href: cta.href })) : '',
          h(
            'details',
            { class: 'relative md:hidden' },
            h('summary', { class: 'flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-line text-ink [&::-webkit-details-marker]:hidden', 'aria-label': 'Open menu' }, icon('menu', 20)),
            h('div', { class: 'absolute right-0 mt-3 w-60 rounded-2xl border border-line bg-card p-2 shadow-xl' }, ...mobile, cta ? h('div', { class: 'p-2' }, k.button({ label: cta.label, href: cta.href, block: true })) : ''),
          ),
        ),
      );
    },
    footer({ brand, blurb, columns, legal }) {
      return h(
        'footer',
        { id: 'footer', class: 'border-t border-line bg-surface' },
        h(
          'div',
          { class: 'mx-auto max-w-6xl px-6 py-14 lg:px-8' },
          h(
            'div',
            { class: `grid gap-10 md:grid-cols-${columns.length + 2}` },
            h(
              'div',
              { class: 'md:col-span-2' },
              h('a', { href: '#hero', class: 'flex items-center gap-2.5 font-display text-lg font-bold text-ink' }, brandMark(brand, 32), h('span', {}, esc(brand))),
              h('p', { class: 'mt-4 max-w-sm text-sm leading-6 text-muted' }, esc(blurb)),
            ),
            ...columns.map((c) =>
              h(
                'div',
                {},
                h('h3', { class: 'text-sm font-semibold text-ink' }, esc(c.title)),
                h('ul', { class: 'mt-4 space-y-3 text-sm' }, ...c.links.map((l) => h('li', {}, h('a', { href: l.href, class: 'text-muted transition hover:text-primary' }, esc(l.label))))),
              ),
            ),
          ),
          h(
            'div',
            { class: 'mt-12 flex flex-col gap-3 border-t border-line pt-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between' },
            h('p', {}, `&copy; ${esc(brand)}. ${esc(legal)}`),
            h('a', { href: '#hero', class: 'transition hover:text-primary' }, 'Back to top &uarr;'),
          ),
        ),
      );
    },
  };
  Object.assign(k, base, override ? override(k, base) : {});
  return k;
}
