/**
 * Ionic kit: Tailwind layout with Ionic web components (ion-header/ion-toolbar, ion-button,
 * ion-card, ion-chip, ion-accordion, ion-input, ion-progress-bar). The page body is an ion-app
 * whose ion-content holds the sections.
 */
import { icon } from '../icons';
import type { Field } from '../content/types';
import { cx, esc, h } from './h';
import type { BadgeTone, Kit } from './kit';
import { brandMark } from './parts';
import { tailwindKit } from './tailwind';

const COLOR: Record<BadgeTone, string | undefined> = { primary: 'primary', neutral: 'medium', success: 'success', warning: 'warning', danger: 'danger' };

export function ionicKit(): Kit {
  return tailwindKit('ionicTailwind', 'html', () => {
    const control = (f: Field): string => {
      const common = { label: f.label, 'label-placement': 'stacked', fill: 'outline', name: f.name, placeholder: f.placeholder || undefined, class: f.half ? 'sm:col-span-1' : 'sm:col-span-2' };
      return f.type === 'textarea' ? h('ion-textarea', { ...common, rows: 4 }) : h('ion-input', { ...common, type: f.type });
    };
    return {
      button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
        const v = variant === 'outline' ? { fill: 'outline' } : variant === 'ghost' ? { fill: 'clear' } : variant === 'light' ? { color: 'light' } : {};
        return h('ion-button', { href, shape: 'round', size: size === 'lg' ? 'large' : undefined, expand: block ? 'block' : undefined, ...v, class: 'normal-case' }, esc(label), ic ? h('span', { slot: 'end' }, icon(ic, 18)) : '');
      },
      badge(text, tone = 'primary') {
        return h('ion-chip', { color: COLOR[tone], class: 'm-0 h-7 w-fit text-xs font-semibold' }, esc(text));
      },
      card(inner, opts = {}) {
        const cls = cx('m-0 flex h-full flex-col rounded-2xl shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl', opts.featured && 'ring-2 ring-primary');
        return h('ion-card', { class: cls }, opts.media ?? '', h('div', { class: 'flex flex-1 flex-col p-6 text-base' }, inner));
      },
      accordion(items) {
        return h(
          'ion-accordion-group',
          { value: 'q0', class: 'block overflow-hidden rounded-2xl border border-line bg-card shadow-sm' },
          ...items.map((it, i) =>
            h(
              'ion-accordion',
              { value: `q${i}` },
              h('ion-item', { slot: 'header', lines: i === items.length - 1 ? 'none' : 'full' }, h('ion-label', { class: 'py-3 font-semibold whitespace-normal' }, esc(it.q))),
              h('div', { slot: 'content', class: 'px-5 pb-5 leading-7 text-muted' }, esc(it.a)),
            ),
          ),
        );
      },
      form(fields, submit) {
        return h(
          'form',
          { class: 'grid gap-4 sm:grid-cols-2', action: '#contact' },
          ...fields.map(control),
          h('div', { class: 'sm:col-span-2' }, h('ion-button', { type: 'submit', shape: 'round', size: 'large', class: 'normal-case' }, esc(submit))),
        );
      },
      inlineForm(placeholder, button) {
        return h(
          'form',
          { class: 'mx-auto flex w-full max-w-md flex-col items-stretch gap-3 sm:flex-row sm:items-center', action: '#newsletter' },
          h('ion-input', { type: 'email', fill: 'outline', shape: 'round', placeholder, 'aria-label': placeholder, class: 'flex-1' }),
          h('ion-button', { type: 'submit', shape: 'round', class: 'normal-case' }, esc(button)),
        );
      },
      progress(label, value) {
        return h(
          'div',
          {},
          h('div', { class: 'flex items-center justify-between text-sm' }, h('span', { class: 'font-medium text-ink' }, esc(label)), h('span', { class: 'text-muted' }, `${value}%`)),
          h('ion-progress-bar', { value: (value / 100).toFixed(2), class: 'mt-2 h-2 rounded-full' }),
        );
      },
      navbar({ brand, links, cta }) {
        return h(
          'ion-header',
          { id: 'navbar', class: 'ion-no-border border-b border-line/70' },
          h(
            'ion-toolbar',
            { class: 'mx-auto' },
            h('a', { slot: 'start', href: '#hero', class: 'flex items-center gap-2.5 whitespace-nowrap pl-4 font-display text-lg font-bold tracking-tight text-ink' }, brandMark(brand), h('span', {}, esc(brand))),
            h('div', { slot: 'end', class: 'hidden md:block' }, h('ion-buttons', {}, ...links.map((l) => h('ion-button', { 'data-nav': true, href: l.href, class: 'normal-case' }, esc(l.label))))),
            cta ? h('ion-button', { slot: 'end', href: cta.href, shape: 'round', fill: 'solid', color: 'primary', class: 'mr-3 normal-case' }, esc(cta.label)) : '',
          ),
        );
      },
    };
  });
}
