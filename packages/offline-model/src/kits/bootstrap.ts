/**
 * Bootstrap 5 kit: Bootstrap's grid, utilities and components (navbar with collapse, cards,
 * accordion, form controls, badges, progress, tables), plus a small stylesheet for the touches
 * Bootstrap lacks (eyebrows, icon tiles, hover lift, timeline).
 */
import { icon } from '../icons';
import type { Field } from '../content/types';
import { cx, esc, h } from './h';
import type { BadgeTone, Kit } from './kit';
import { arrowLink, cardTimeline, checklist, fieldControl, iconBox, linkButton } from './markup';
import { brandMark, highlightTitle } from './parts';

const BADGE: Record<BadgeTone, string> = {
  primary: 'bg-primary-subtle text-primary-emphasis',
  neutral: 'bg-body-tertiary text-body-secondary border',
  success: 'bg-success-subtle text-success-emphasis',
  warning: 'bg-warning-subtle text-warning-emphasis',
  danger: 'bg-danger-subtle text-danger-emphasis',
};

/** Extra CSS for Bootstrap pages. */
export const BOOTSTRAP_STYLES = `
body { font-family: var(--cui-font-body); -webkit-font-smoothing: antialiased; }
.section-pad { padding: 5.5rem 0; }
.section-pad-sm { padding: 3.5rem 0; }
.bg-surface { background: var(--cui-surface); }
.bg-brand { background: var(--cui-primary); color: var(--cui-on-primary); }
.bg-brand .text-body-secondary, .bg-brand .lead { color: var(--cui-on-primary) !important; opacity: 0.85; }
.bg-brand h1, .bg-brand h2, .bg-brand h3 { color: var(--cui-on-primary); }
.font-display { font-family: var(--cui-font-display); letter-spacing: -0.025em; }
.display-title { font-size: clamp(2.4rem, 5.2vw, 3.9rem); line-height: 1.06; font-weight: 800; }
.eyebrow { font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; color: var(--cui-primary); }
.bg-brand .eyebrow { color: var(--cui-on-primary); opacity: 0.8; }
.btn-primary { --bs-btn-bg: var(--cui-primary); --bs-btn-border-color: var(--cui-primary); --bs-btn-color: var(--cui-on-primary); --bs-btn-hover-bg: var(--cui-primary-strong); --bs-btn-hover-border-color: var(--cui-primary-strong); --bs-btn-hover-color: var(--cui-on-primary); --bs-btn-active-bg: var(--cui-primary-strong); --bs-btn-active-border-color: var(--cui-primary-strong); --bs-btn-focus-shadow-rgb: var(--bs-primary-rgb); box-shadow: 0 10px 24px -12px var(--cui-primary); }
.btn-outline-secondary { --bs-btn-color: var(--cui-ink); --bs-btn-border-color: var(--cui-line); --bs-btn-hover-bg: var(--cui-card); --bs-btn-hover-color: var(--cui-primary); --bs-btn-hover-border-color: var(--cui-primary); --bs-btn-bg: var(--cui-card); }
.btn-link { --bs-btn-color: var(--cui-primary); --bs-btn-hover-color: var(--cui-primary-strong); text-decoration: none; font-weight: 600; }
.btn { font-weight: 600; display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; }
.card { border-color: var(--cui-line); background: var(--cui-card); }
.card-lift { transition: transform 0.3s ease, box-shadow 0.3s ease; }
.card-lift:hover { transform: translateY(-4px); box-shadow: 0 22px 44px -18px color-mix(in oklab, var(--cui-primary) 35%, transparent) !important; }
.card-featured { border-color: var(--cui-primary) !important; box-shadow: 0 0 0 2px var(--cui-primary), 0 24px 48px -20px color-mix(in oklab, var(--cui-primary) 50%, transparent) !important; }
.icon-box { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 3rem; height: 3rem; border-radius: 0.875rem; background: var(--cui-primary-soft); color: var(--cui-primary); }
.check-dot { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; border-radius: 999px; background: var(--cui-primary-soft); color: var(--cui-primary); }
.bg-brand .check-dot { background: rgba(255, 255, 255, 0.2); color: var(--cui-on-primary); }
.navbar-blur { background: color-mix(in oklab, var(--cui-bg) 82%, transparent); backdrop-filter: blur(16px); -webkit-backdrop-filter: blur(16px); border-bottom: 1px solid var(--cui-line); }
.accordion { --bs-accordion-active-bg: var(--cui-primary-soft); --bs-accordion-active-color: var(--cui-ink); --bs-accordion-btn-focus-box-shadow: 0 0 0 0.25rem color-mix(in oklab, var(--cui-primary) 20%, transparent); --bs-accordion-bg: var(--cui-card); --bs-accordion-border-color: var(--cui-line); }
.accordion-button { font-weight: 600; }
.form-control:focus { border-color: var(--cui-primary); box-shadow: 0 0 0 0.25rem color-mix(in oklab, var(--cui-primary) 18%, transparent); }
.form-control { background-color: var(--cui-bg); border-color: var(--cui-line); }
.timeline { position: relative; padding-left: 2.25rem; border-left: 2px solid var(--cui-line); list-style: none; margin: 0; display: grid; gap: 1.5rem; }
.timeline-dot { position: absolute; left: calc(-2.25rem - 9px); top: 1.75rem; width: 16px; height: 16px; border-radius: 999px; background: var(--cui-primary); box-shadow: 0 0 0 4px var(--cui-primary-soft); }
.timeline-time { font-family: ui-monospace, Menlo, monospace; font-size: 0.875rem; font-weight: 700; color: var(--cui-primary); }
.progress-bar { background: linear-gradient(90deg, var(--cui-primary), var(--cui-accent)); }
.footer-link { color: var(--cui-muted); text-decoration: none; }
.footer-link:hover { color: var(--cui-primary); }
.link-arrow { display: inline-flex; align-items: center; gap: 0.375rem; font-weight: 600; text-decoration: none; transition: gap 0.2s; }
.link-arrow:hover { gap: 0.625rem; }
.navbar .nav-link { font-weight: 500; }
`;

export function bootstrapKit(): Kit {
  const k = {} as Kit;
  const field = (f: Field): string => {
    const control = fieldControl(f, { class: 'form-control form-control-lg' });
    return h('div', { class: f.half ? 'col-sm-6' : 'col-12' }, h('label', { class: 'form-label fw-semibold small', for: `field-${f.name}` }, esc(f.label)), control);
  };
  Object.assign(k, {
    framework: 'bootstrap',
    flavor: 'html',
    section(id, inner, opts = {}) {
      const tone = opts.tone === 'alt' ? 'bg-surface' : opts.tone === 'brand' ? 'bg-brand' : 'bg-body';
      return h('section', { id, class: cx('position-relative overflow-hidden', opts.tight ? 'section-pad-sm' : 'section-pad', tone) }, h('div', { class: 'container position-relative', style: opts.narrow ? 'max-width: 48rem' : undefined }, inner));
    },
    heading({ eyebrow, title, subtitle, align = 'center' }) {
      return h(
        'div',
        { class: cx(align === 'center' ? 'mx-auto mb-5 text-center' : 'mb-4'), style: 'max-width: 42rem' },
        eyebrow ? k.eyebrow(eyebrow) : '',
        h('h2', { class: 'font-display fw-bold display-6 mt-2 mb-3' }, esc(title)),
        subtitle ? h('p', { class: 'lead text-body-secondary mb-0' }, esc(subtitle)) : '',
      );
    },
    grid(cells, cols) {
      const c = cols === 2 ? 'row-cols-1 row-cols-md-2' : cols === 3 ? 'row-cols-1 row-cols-md-2 row-cols-lg-3' : 'row-cols-1 row-cols-sm-2 row-cols-lg-4';
      return h('div', { class: `row g-4 ${c}` }, ...cells.map((cell) => h('div', { class: 'col' }, cell)));
    },
    split(a, b, opts = {}) {
      return h(
        'div',
        { class: cx('row g-4 g-lg-5', opts.align === 'start' ? 'align-items-start' : 'align-items-center') },
        h('div', { class: cx('col-lg-6', opts.reverse && 'order-lg-2') }, a),
        h('div', { class: 'col-lg-6' }, b),
      );
    },
    stack(children, gap = 'md') {
      const g = gap === 'xs' ? 'gap-1' : gap === 'sm' ? 'gap-2' : gap === 'lg' ? 'gap-5' : 'gap-3';
      return h('div', { class: `d-flex flex-column ${g}` }, ...children);
    },
    row(children, opts = {}) {
      const j = opts.justify === 'center' ? 'justify-content-center' : opts.justify === 'between' ? 'justify-content-between' : '';
      const g = opts.gap === 'sm' ? 'gap-2' : opts.gap === 'lg' ? 'gap-5' : 'gap-3';
      return h('div', { class: cx('d-flex align-items-center', opts.wrap !== false && 'flex-wrap', g, j) }, ...children);
    },
    card(inner, opts = {}) {
      return h(
        'div',
        { class: cx('card h-100 rounded-4 shadow-sm card-lift overflow-hidden', opts.featured && 'card-featured') },
        opts.media ?? '',
        h('div', { class: cx('card-body d-flex flex-column gap-2', opts.media ? 'p-4' : 'p-4 p-lg-4') }, inner),
      );
    },
    title(text, level, opts = {}) {
      const cls = level === 1 ? 'font-display display-title mb-0' : level === 2 ? 'font-display fw-bold display-6 mb-0' : level === 3 ? 'h5 fw-semibold mb-0' : 'h6 fw-semibold mb-0';
      return h(`h${level}`, { class: cx(cls, opts.invert && 'text-white') }, highlightTitle(text, opts.highlight));
    },
    text(text, opts = {}) {
      const size = opts.size === 'lg' ? 'lead' : opts.size === 'sm' ? 'small' : opts.size === 'xs' ? 'small' : '';
      const color = opts.strong ? 'fw-semibold text-body' : opts.muted === false ? 'text-body' : 'text-body-secondary';
      return h('p', { class: cx(size, color, 'mb-0') }, esc(text));
    },
    eyebrow(text) {
      return h('p', { class: 'eyebrow mb-0' }, esc(text));
    },
    button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
      const v = variant === 'primary' ? 'btn-primary' : variant === 'outline' ? 'btn-outline-secondary' : variant === 'ghost' ? 'btn-link' : 'btn-light';
      return linkButton(label, href, cx('btn rounded-pill', v, size === 'lg' ? 'btn-lg px-4' : 'px-3', block && 'w-100'), ic);
    },
    badge(text, tone = 'primary') {
      return h('span', { class: cx('badge rounded-pill px-3 py-2 fw-semibold', BADGE[tone]), style: 'width: fit-content' }, esc(text));
    },
    iconBox,
    checklist(items) {
      return checklist(items, { list: 'list-unstyled d-grid gap-2 mb-0', item: 'd-flex align-items-start gap-2', dot: 'check-dot' });
    },
    accordion(items) {
      return h(
        'div',
        { class: 'accordion shadow-sm rounded-4 overflow-hidden', id: 'faq-accordion' },
        ...items.map((it, i) =>
          h(
            'div',
            { class: 'accordion-item' },
            h(
              'h3',
              { class: 'accordion-header' },
              h('button', { class: cx('accordion-button', i !== 0 && 'collapsed'), type: 'button', 'data-bs-toggle': 'collapse', 'data-bs-target': `#faq-${i}`, 'aria-expanded': i === 0 ? 'true' : 'false', 'aria-controls': `faq-${i}` }, esc(it.q)),
            ),
            h('div', { id: `faq-${i}`, class: cx('accordion-collapse collapse', i === 0 && 'show'), 'data-bs-parent': '#faq-accordion' }, h('div', { class: 'accordion-body text-body-secondary' }, esc(it.a))),
          ),
        ),
      );
    },
    form(fields, submit) {
      return h(
        'form',
        { class: 'row g-3', action: '#contact' },
        ...fields.map(field),
        h('div', { class: 'col-12' }, h('button', { type: 'submit', class: 'btn btn-primary btn-lg rounded-pill px-4' }, esc(submit), icon('arrow', 18))),
      );
    },
    inlineForm(placeholder, button, opts = {}) {
      return h(
        'form',
        { class: 'd-flex flex-column flex-sm-row gap-2 mx-auto', style: 'max-width: 28rem', action: '#newsletter' },
        h('input', { type: 'email', name: 'email', required: true, placeholder, 'aria-label': placeholder, class: 'form-control form-control-lg rounded-pill' }),
        h('button', { type: 'submit', class: cx('btn btn-lg rounded-pill px-4 flex-shrink-0', opts.invert ? 'btn-light' : 'btn-primary') }, esc(button)),
      );
    },
    timeline(items) {
      return cardTimeline(k, items, { item: 'position-relative', dot: 'timeline-dot', time: 'timeline-time' });
    },
    progress(label, value) {
      return h(
        'div',
        {},
        h('div', { class: 'd-flex justify-content-between small' }, h('span', { class: 'fw-semibold' }, esc(label)), h('span', { class: 'text-body-secondary' }, `${value}%`)),
        h('div', { class: 'progress mt-2', role: 'progressbar', 'aria-valuenow': value, 'aria-valuemin': 0, 'aria-valuemax': 100, style: 'height: 0.5rem' }, h('div', { class: 'progress-bar rounded-pill', style: `width: ${value}%` })),
      );
    },
    table(columns, rows) {
      return h(
        'div',
        { class: 'card rounded-4 shadow-sm overflow-hidden' },
        h(
          'div',
          { class: 'table-responsive' },
          h(
            'table',
            { class: 'table table-hover align-middle mb-0' },
            h('thead', { class: 'table-light small text-uppercase' }, h('tr', {}, ...columns.map((c) => h('th', { class: 'px-4 py-3' }, esc(c))))),
            h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.cells.map((c, i) => h('td', { class: cx('px-4 py-3', i === 0 ? 'fw-semibold' : 'text-body-secondary') }, esc(c))), h('td', { class: 'px-4 py-3' }, k.badge(r.status.text, r.status.tone))))),
          ),
        ),
      );
    },
    link(label, href) {
      return arrowLink(label, href, 'link-arrow small');
    },
    price(amount, period) {
      return h('div', { class: 'd-flex align-items-baseline gap-1' }, h('span', { class: 'display-6 fw-bold' }, esc(amount)), period ? h('span', { class: 'small text-body-secondary' }, esc(period)) : '');
    },
    navbar({ brand, links, cta }) {
      return h(
        'header',
        { id: 'navbar', class: 'sticky-top navbar-blur' },
        h(
          'nav',
          { class: 'navbar navbar-expand-md py-3', 'aria-label': 'Main' },
          h(
            'div',
            { class: 'container' },
            h('a', { class: 'navbar-brand d-flex align-items-center gap-2 fw-bold font-display', href: '#hero' }, brandMark(brand), h('span', {}, esc(brand))),
            h('button', { class: 'navbar-toggler', type: 'button', 'data-bs-toggle': 'collapse', 'data-bs-target': '#main-nav', 'aria-controls': 'main-nav', 'aria-expanded': 'false', 'aria-label': 'Toggle navigation' }, h('span', { class: 'navbar-toggler-icon' })),
            h(
              'div',
              { class: 'collapse navbar-collapse', id: 'main-nav' },
              h('ul', { class: 'navbar-nav mx-auto gap-md-3' }, ...links.map((l) => h('li', { class: 'nav-item' }, h('a', { 'data-nav': true, class: 'nav-link', href: l.href }, esc(l.label))))),
              cta ? k.button({ label: cta.label, href: cta.href }) : '',
            ),
          ),
        ),
      );
    },
    footer({ brand, blurb, columns, legal }) {
      return h(
        'footer',
        { id: 'footer', class: 'bg-surface border-top py-5' },
        h(
          'div',
          { class: 'container' },
          h(
            'div',
            { class: 'row g-4 g-lg-5' },
            h('div', { class: 'col-lg-5' }, h('a', { class: 'd-flex align-items-center gap-2 fw-bold font-display text-body text-decoration-none fs-5', href: '#hero' }, brandMark(brand, 32), h('span', {}, esc(brand))), h('p', { class: 'small text-body-secondary mt-3 mb-0', style: 'max-width: 24rem' }, esc(blurb))),
            ...columns.map((c) =>
              h('div', { class: 'col-6 col-lg' }, h('h3', { class: 'h6 fw-semibold' }, esc(c.title)), h('ul', { class: 'list-unstyled d-grid gap-2 small mt-3 mb-0' }, ...c.links.map((l) => h('li', {}, h('a', { class: 'footer-link', href: l.href }, esc(l.label)))))),
            ),
          ),
          h('div', { class: 'd-flex flex-wrap justify-content-between gap-2 border-top mt-5 pt-4 small text-body-secondary' }, h('p', { class: 'mb-0' }, `&copy; ${esc(brand)}. ${esc(legal)}`), h('a', { class: 'footer-link', href: '#hero' }, 'Back to top &uarr;')),
        ),
      );
    },
  } satisfies Kit);
  return k;
}
