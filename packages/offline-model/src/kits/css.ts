/**
 * Plain-CSS kit: semantic class names styled by CSS_KIT_STYLES (no runtime). Used by htmlCss and
 * vue3, and as the base that the Element Plus and Naive UI kits override component by component.
 */
import type { Framework } from '@cui/shared';
import { icon } from '../icons';
import type { Field } from '../content/types';
import { formAttrs, modelAttrs, thanksWrap } from './forms';
import { cx, esc, h } from './h';
import type { Flavor, Kit } from './kit';
import { arrowLink, cardTimeline, checklist, fieldControl, iconBox, linkButton } from './markup';
import { brandMark, highlightTitle } from './parts';

/** The label and percentage over a progress bar (the component kits keep it and swap the bar). */
export function progressHead(label: string, value: number): string {
  return h('div', { class: 'progress__head' }, h('span', { class: 'text--strong' }, esc(label)), h('span', { class: 'text' }, `${value}%`));
}

/** `override` may replace any method; every internal call goes through the final kit `k`. */
export function cssKit(framework: Framework, flavor: Flavor, override?: (k: Kit, base: Kit) => Partial<Kit>): Kit {
  const k = {} as Kit;
  const field = (f: Field): string => {
    const control = fieldControl(f, { class: 'input', ...modelAttrs(flavor, f.name) });
    return h('label', { class: cx('field', !f.half && 'field--full'), for: `field-${f.name}` }, h('span', { class: 'field__label' }, esc(f.label)), control);
  };
  const thanks = (text: string) => thanksWrap(flavor, (extra) => h('p', { ...extra, class: 'form__thanks' }, esc(text)));

  const base: Kit = {
    framework,
    flavor,
    section(id, inner, opts = {}) {
      const tone = opts.tone === 'alt' ? 'section--alt' : opts.tone === 'brand' ? 'section--brand invert' : '';
      return h(
        'section',
        { id, class: cx('section', tone, opts.tight && 'section--tight') },
        h('div', { class: cx('container', opts.narrow && 'container--narrow') }, inner),
      );
    },
    heading({ eyebrow, title, subtitle, align = 'center', invert }) {
      return h(
        'div',
        { class: cx('heading', align === 'left' && 'heading--left', invert && 'invert') },
        eyebrow ? k.eyebrow(eyebrow) : '',
        h('h2', { class: 'title-2' }, esc(title)),
        subtitle ? h('p', { class: 'lead' }, esc(subtitle)) : '',
      );
    },
    grid(cells, cols) {
      return h('div', { class: `grid grid-${cols}` }, ...cells);
    },
    split(a, b, opts = {}) {
      return h('div', { class: cx('split', opts.reverse && 'split--reverse', opts.align === 'start' && 'split--start') }, h('div', {}, a), h('div', {}, b));
    },
    stack(children, gap = 'md') {
      return h('div', { class: cx('stack', gap !== 'md' && `stack--${gap}`) }, ...children);
    },
    row(children, opts = {}) {
      return h(
        'div',
        { class: cx('row', opts.gap && opts.gap !== 'md' && `row--${opts.gap}`, opts.justify && opts.justify !== 'start' && `row--${opts.justify}`, opts.wrap === false && 'row--nowrap') },
        ...children,
      );
    },
    card(inner, opts = {}) {
      if (opts.media) return h('div', { class: cx('card card--media', opts.featured && 'card--featured') }, opts.media, h('div', { class: 'card__body' }, inner));
      return h('div', { class: cx('card', opts.featured && 'card--featured') }, inner);
    },
    title(text, level, opts = {}) {
      return h(`h${level}`, { class: cx(`title-${level}`, opts.invert && 'invert') }, highlightTitle(text, opts.highlight));
    },
    text(text, opts = {}) {
      const cls = opts.size === 'lg' ? 'lead' : cx('text', opts.size === 'sm' && 'small', opts.size === 'xs' && 'tiny', (opts.strong || opts.muted === false) && 'text--ink', opts.strong && 'text--strong');
      return h('p', { class: cx(cls, opts.invert && 'invert') }, esc(text));
    },
    eyebrow(text, opts = {}) {
      return h('p', { class: cx('eyebrow', opts.invert && 'invert') }, esc(text));
    },
    button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
      return linkButton(label, href, cx('btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block'), ic);
    },
    badge(text, tone = 'primary') {
      return h('span', { class: `badge badge--${tone}` }, esc(text));
    },
    iconBox,
    checklist(items) {
      return checklist(items, { list: 'checklist', item: '', dot: 'checklist__dot' });
    },
    accordion(items) {
      return h(
        'div',
        { class: 'faq' },
        ...items.map((it, i) =>
          h('details', { open: i === 0 }, h('summary', {}, h('span', {}, esc(it.q)), h('span', { class: 'faq__icon' }, icon('plus', 16))), h('p', {}, esc(it.a))),
        ),
      );
    },
    form(fields, submit, thanksText) {
      return h(
        'form',
        { class: 'form', ...formAttrs(flavor) },
        ...fields.map(field),
        h('div', { class: 'form__actions' }, h('button', { type: 'submit', class: 'btn btn--primary btn--lg' }, esc(submit), icon('arrow', 18))),
        thanks(thanksText),
      );
    },
    inlineForm(placeholder, button, opts = {}) {
      return h(
        'form',
        { class: 'inline-form', ...formAttrs(flavor) },
        h('input', { type: 'email', name: 'email', required: true, placeholder, 'aria-label': placeholder, class: 'input', ...modelAttrs(flavor, 'email') }),
        h('button', { type: 'submit', class: cx('btn btn--lg', opts.invert ? 'btn--light' : 'btn--primary') }, esc(button)),
        thanks('Thanks for subscribing!'),
      );
    },
    timeline(items) {
      return cardTimeline(k, items, { item: 'timeline__item', dot: 'timeline__dot', time: 'timeline__time' });
    },
    progress(label, value) {
      return h(
        'div',
        { class: 'progress' },
        progressHead(label, value),
        h('div', { class: 'progress__track' }, h('div', { class: 'progress__bar', style: `width: ${value}%` })),
      );
    },
    table(columns, rows) {
      return h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'table' },
          h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', {}, esc(c))))),
          h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.cells.map((c) => h('td', {}, esc(c))), h('td', {}, k.badge(r.status.text, r.status.tone))))),
        ),
      );
    },
    link(label, href) {
      return arrowLink(label, href, 'link-arrow');
    },
    price(amount, period, opts = {}) {
      return h(
        'div',
        { class: cx('price', opts.invert && 'invert') },
        h('span', { class: 'price__amount' }, esc(amount)),
        period ? h('span', { class: 'price__period' }, esc(period)) : '',
      );
    },
    navbar({ brand, links, cta }) {
      const linkEls = (cls?: string) => links.map((l) => h('a', { 'data-nav': true, href: l.href, class: cls }, esc(l.label)));
      return h(
        'header',
        { id: 'navbar', class: 'nav' },
        h(
          'nav',
          { class: 'container nav__inner', 'aria-label': 'Main' },
          h('a', { href: '#hero', class: 'nav__brand' }, brandMark(brand), h('span', {}, esc(brand))),
          h('div', { class: 'nav__links' }, ...linkEls()),
          cta ? h('div', { class: 'nav__cta' }, k.button({ label: cta.label, href: cta.href })) : '',
          h(
            'details',
            { class: 'nav__menu' },
            h('summary', { 'aria-label': 'Open menu' }, icon('menu', 20)),
            h('div', { class: 'nav__panel' }, ...linkEls(), cta ? h('div', { class: 'mt-sm' }, k.button({ label: cta.label, href: cta.href, block: true })) : ''),
          ),
        ),
      );
    },
    footer({ brand, blurb, columns, legal }) {
      return h(
        'footer',
        { id: 'footer', class: 'footer' },
        h(
          'div',
          { class: 'container' },
          h(
            'div',
            { class: 'footer__grid', style: `--cols: ${columns.length}` },
            h('div', {}, h('a', { href: '#hero', class: 'nav__brand' }, brandMark(brand, 32), h('span', {}, esc(brand))), h('p', { class: 'footer__blurb' }, esc(blurb))),
            ...columns.map((c) =>
              h('div', {}, h('h3', { class: 'footer__title' }, esc(c.title)), h('ul', { class: 'footer__links' }, ...c.links.map((l) => h('li', {}, h('a', { href: l.href }, esc(l.label)))))),
            ),
          ),
          h('div', { class: 'footer__bottom' }, h('p', {}, `&copy; ${esc(brand)}. ${esc(legal)}`), h('a', { href: '#hero' }, 'Back to top &uarr;')),
        ),
      );
    },
  };
  Object.assign(k, base, override ? override(k, base) : {});
  return k;
}
