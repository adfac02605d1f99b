/**
 * Naive UI kit: the plain-CSS layout with Naive UI components (n-button, n-card, n-tag,
 * n-collapse, n-form, n-input, n-progress) in Vue in-DOM templates. Colours come from the page's
 * theme variables, read by the app script into Naive's theme overrides.
 */
import { icon } from '../icons';
import type { Field } from '../content/types';
import { cssKit } from './css';
import { cx, esc, h } from './h';
import type { BadgeTone, Kit } from './kit';

const TAG: Record<BadgeTone, string> = { primary: 'primary', neutral: 'default', success: 'success', warning: 'warning', danger: 'error' };

/** Extra CSS for Naive UI pages, on top of the plain-CSS kit. */
export const NAIVE_STYLES = `
.n-card.card-n { height: 100%; border-radius: 1.25rem; transition: transform 0.3s ease, box-shadow 0.3s ease; }
.n-card.card-n:hover { transform: translateY(-4px); }
.n-card.card-n > .n-card-content { display: flex; flex-direction: column; padding: 1.75rem; }
.n-card.card-n--media > .n-card-content { padding: 0 !important; }
.n-card.card--featured { border-color: var(--cui-primary); box-shadow: 0 0 0 2px var(--cui-primary), 0 24px 48px -20px color-mix(in oklab, var(--cui-primary) 50%, transparent); }
.faq-n { border: 1px solid var(--cui-line); border-radius: 1.25rem; background: var(--cui-card); padding: 1.25rem 1.5rem; }
.faq-n .n-collapse-item__header-main { font-weight: 650; font-size: 1rem; }
.faq-n .n-collapse-item__content-inner { color: var(--cui-muted); line-height: 1.75; }
.n-form.form .n-form-item-feedback-wrapper { min-height: 0; }
a.n-button { text-decoration: none; }
.n-button { font-weight: 600; }
.n-button svg { margin-left: 0.35rem; }
.inline-form .n-input { flex: 1; min-width: 12rem; }
.n-progress { margin-top: 0.5rem; }
`;

export function naiveUiKit(): Kit {
  return cssKit('naiveUI', 'vue', () => {
    const control = (f: Field): string => {
      const model = `form.${f.name}`;
      if (f.type === 'textarea') return h('n-input', { 'v-model:value': model, type: 'textarea', placeholder: f.placeholder, ':autosize': '{ minRows: 4 }' });
      if (f.type === 'date') return h('n-date-picker', { 'v-model:value': model, type: 'date', size: 'large', style: 'width: 100%' });
      if (f.type === 'number') return h('n-input-number', { 'v-model:value': model, ':min': 1, size: 'large', style: 'width: 100%' });
      return h('n-input', { 'v-model:value': model, placeholder: f.placeholder, size: 'large' });
    };
    return {
      button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
        const v = variant === 'primary' ? { type: 'primary' } : variant === 'ghost' ? { type: 'primary', quaternary: true } : variant === 'light' ? { color: '#ffffff', 'text-color': '#0f172a' } : {};
        return h('n-button', { tag: 'a', href, ...v, size: size === 'lg' ? 'large' : 'medium', round: true, block: !!block, style: size === 'lg' ? '--n-height: 3rem; --n-padding: 0 1.6rem; --n-font-size: 1rem' : undefined }, esc(label), ic ? icon(ic, 16) : '');
      },
      badge(text, tone = 'primary') {
        return h('n-tag', { type: TAG[tone], round: true, ':bordered': 'false', size: 'small', style: 'width: fit-content' }, esc(text));
      },
      card(inner, opts = {}) {
        return h('n-card', { hoverable: true, class: cx('card-n', opts.media && 'card-n--media', opts.featured && 'card--featured') }, opts.media ?? '', opts.media ? h('div', { class: 'card__body' }, inner) : inner);
      },
      accordion(items) {
        return h(
          'div',
          { class: 'faq-n' },
          h(
            'n-collapse',
            { ':default-expanded-names': "['q0']", 'arrow-placement': 'right' },
            ...items.map((it, i) => h('n-collapse-item', { title: it.q, name: `q${i}` }, h('p', {}, esc(it.a)))),
          ),
        );
      },
      form(fields, submit, thanksText) {
        return h(
          'n-form',
          { 'label-placement': 'top', class: 'form', '@submit.prevent': 'sent = true' },
          ...fields.map((f) => h('n-form-item', { label: f.label, class: cx('field', !f.half && 'field--full') }, control(f))),
          h('div', { class: 'form__actions' }, h('n-button', { type: 'primary', 'attr-type': 'submit', size: 'large', round: true }, esc(submit))),
          h('p', { 'v-if': 'sent', class: 'form__thanks' }, esc(thanksText)),
        );
      },
      inlineForm(placeholder, button, opts = {}) {
        return h(
          'form',
          { class: 'inline-form', '@submit.prevent': 'sent = true' },
          h('n-input', { 'v-model:value': 'form.email', size: 'large', round: true, placeholder }),
          h('n-button', { type: opts.invert ? undefined : 'primary', color: opts.invert ? '#ffffff' : undefined, 'text-color': opts.invert ? '#0f172a' : undefined, 'attr-type': 'submit', size: 'large', round: true }, esc(button)),
          h('p', { 'v-if': 'sent', class: 'form__thanks' }, 'Thanks for subscribing!'),
        );
      },
      progress(label, value) {
        return h(
          'div',
          { class: 'progress' },
          h('div', { class: 'progress__head' }, h('span', { class: 'text--strong' }, esc(label)), h('span', { class: 'text' }, `${value}%`)),
          h('n-progress', { type: 'line', ':percentage': value, ':show-indicator': 'false', ':height': 10 }),
        );
      },
    };
  });
}
