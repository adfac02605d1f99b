/**
 * Element Plus kit: the plain-CSS layout with Element Plus components (el-button, el-card,
 * el-tag, el-collapse, el-form, el-input, el-timeline, el-progress) in Vue in-DOM templates.
 */
import { icon } from '../icons';
import type { Field } from '../content/types';
import { cssKit } from './css';
import { cx, esc, h } from './h';
import type { BadgeTone, Kit } from './kit';

const TAG: Record<BadgeTone, string> = { primary: 'primary', neutral: 'info', success: 'success', warning: 'warning', danger: 'danger' };

/** Extra CSS for Element Plus pages, on top of the plain-CSS kit. */
export const ELEMENT_STYLES = `
.el-card.card-el { height: 100%; border-radius: 1.25rem; border-color: var(--cui-line); transition: transform 0.3s ease; }
.el-card.card-el:hover { transform: translateY(-4px); }
.el-card.card-el .el-card__body { display: flex; flex-direction: column; gap: 0; height: 100%; padding: 1.75rem; }
.el-card.card-el--media .el-card__body { padding: 0; }
.el-card.card--featured { border-color: var(--cui-primary); box-shadow: 0 0 0 2px var(--cui-primary), 0 24px 48px -20px color-mix(in oklab, var(--cui-primary) 50%, transparent); }
.faq-el { border: 1px solid var(--cui-line); border-radius: 1.25rem; background: var(--cui-card); padding: 0.5rem 1.5rem; --el-collapse-header-height: 64px; --el-collapse-header-font-size: 1rem; --el-collapse-content-font-size: 0.95rem; }
.faq-el .el-collapse-item__header { font-weight: 650; background: transparent; }
.faq-el .el-collapse-item__wrap { background: transparent; }
.faq-el .el-collapse-item__content { color: var(--cui-muted); line-height: 1.75; }
.faq-el { border-top: 1px solid var(--cui-line); }
.el-form.form .el-form-item { margin-bottom: 0; }
.el-form.form .el-form-item__label { font-weight: 600; color: var(--cui-ink); }
.el-button.is-round { border-radius: 999px; }
.el-button--large { height: auto; padding: 0.85rem 1.6rem; font-size: 1rem; font-weight: 650; }
.el-button { font-weight: 600; }
.el-button + .el-button { margin-left: 0; }
a.el-button { text-decoration: none; }
.el-button svg { margin-left: 0.35rem; }
.inline-form .el-input { flex: 1; min-width: 12rem; --el-input-border-radius: 999px; }
.timeline-el { padding-left: 0.25rem; }
.timeline-el .el-timeline-item__timestamp { font-family: ui-monospace, Menlo, monospace; font-weight: 700; color: var(--cui-primary); font-size: 0.875rem; }
.el-progress { margin-top: 0.5rem; }
`;

export function elementPlusKit(): Kit {
  return cssKit('elementPlus', 'vue', (k) => {
    const control = (f: Field): string => {
      const model = `form.${f.name}`;
      if (f.type === 'textarea') return h('el-input', { 'v-model': model, type: 'textarea', ':rows': 4, placeholder: f.placeholder });
      if (f.type === 'date') return h('el-date-picker', { 'v-model': model, type: 'date', placeholder: 'Pick a date', size: 'large', style: 'width: 100%' });
      if (f.type === 'number') return h('el-input-number', { 'v-model': model, ':min': 1, size: 'large', style: 'width: 100%' });
      return h('el-input', { 'v-model': model, type: f.type, placeholder: f.placeholder, size: 'large' });
    };
    return {
      button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
        const v = variant === 'primary' ? { type: 'primary' } : variant === 'ghost' ? { type: 'primary', text: true } : variant === 'light' ? { color: '#ffffff' } : {};
        return h('el-button', { tag: 'a', href, ...v, size: size === 'lg' ? 'large' : undefined, round: true, style: block ? 'width: 100%' : undefined }, esc(label), ic ? icon(ic, 16) : '');
      },
      badge(text, tone = 'primary') {
        return h('el-tag', { type: TAG[tone], effect: 'light', round: true, 'disable-transitions': true, style: 'width: fit-content' }, esc(text));
      },
      card(inner, opts = {}) {
        return h('el-card', { shadow: 'hover', class: cx('card-el', opts.media && 'card-el--media', opts.featured && 'card--featured') }, opts.media ?? '', opts.media ? h('div', { class: 'card__body' }, inner) : inner);
      },
      accordion(items) {
        return h(
          'el-collapse',
          { 'v-model': 'faq', class: 'faq-el' },
          ...items.map((it, i) => h('el-collapse-item', { title: it.q, name: `q${i}` }, h('p', {}, esc(it.a)))),
        );
      },
      form(fields, submit, thanksText) {
        return h(
          'el-form',
          { 'label-position': 'top', class: 'form', '@submit.prevent': 'sent = true' },
          ...fields.map((f) => h('el-form-item', { label: f.label, class: cx('field', !f.half && 'field--full') }, control(f))),
          h('div', { class: 'form__actions' }, h('el-button', { type: 'primary', 'native-type': 'submit', size: 'large', round: true }, esc(submit))),
          h('p', { 'v-if': 'sent', class: 'form__thanks' }, esc(thanksText)),
        );
      },
      inlineForm(placeholder, button, opts = {}) {
        return h(
          'form',
          { class: 'inline-form', '@submit.prevent': 'sent = true' },
          h('el-input', { 'v-model': 'form.email', type: 'email', size: 'large', placeholder }),
          h('el-button', { type: opts.invert ? undefined : 'primary', 'native-type': 'submit', size: 'large', round: true }, esc(button)),
          h('p', { 'v-if': 'sent', class: 'form__thanks' }, 'Thanks for subscribing!'),
        );
      },
      timeline(items) {
        return h(
          'el-timeline',
          { class: 'timeline-el' },
          ...items.map((it) =>
            h(
              'el-timeline-item',
              { timestamp: it.time, placement: 'top', type: 'primary', size: 'large' },
              k.card(k.stack([it.meta ? k.badge(it.meta, 'neutral') : '', k.title(it.title, 3), k.text(it.body)].filter(Boolean), 'sm')),
            ),
          ),
        );
      },
      progress(label, value) {
        return h(
          'div',
          { class: 'progress' },
          h('div', { class: 'progress__head' }, h('span', { class: 'text--strong' }, esc(label)), h('span', { class: 'text' }, `${value}%`)),
          h('el-progress', { ':percentage': value, ':stroke-width': 10, ':show-text': 'false' }),
        );
      },
    };
  });
}
