/**
 * Naive UI kit: the plain-CSS layout with Naive UI components (n-button, n-card, n-tag,
 * n-collapse, n-form, n-input, n-progress) in Vue in-DOM templates. Colours come from the page's
 * theme variables, read by the app script into Naive's theme overrides.
 */
import { h } from './h';
import type { Kit } from './kit';
import { componentKit } from './vue-components';

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

const LIGHT = { color: '#ffffff', 'text-color': '#0f172a' };
const LARGE = '--n-height: 3rem; --n-padding: 0 1.6rem; --n-font-size: 1rem';

export function naiveUiKit(): Kit {
  return componentKit({
    framework: 'naiveUI',
    prefix: 'n',
    model: 'v-model:value',
    controls: {
      textarea: (f) => ({ type: 'textarea', placeholder: f.placeholder, ':autosize': '{ minRows: 4 }' }),
      date: { type: 'date', size: 'large', style: 'width: 100%' },
      text: (f) => ({ placeholder: f.placeholder, size: 'large' }),
    },
    buttonVariants: { primary: { type: 'primary' }, ghost: { type: 'primary', quaternary: true }, light: LIGHT, outline: {} },
    buttonSize: (large, block) => ({ size: large ? 'large' : 'medium', round: true, block, style: large ? LARGE : undefined }),
    submitAttr: 'attr-type',
    invertSubmit: LIGHT,
    tones: { primary: 'primary', neutral: 'default', success: 'success', warning: 'warning', danger: 'error' },
    tag: { round: true, ':bordered': 'false', size: 'small' },
    card: { hoverable: true },
    emailInput: { size: 'large', round: true },
    formLabel: { 'label-placement': 'top' },
    collapse: (items) => h('div', { class: 'faq-n' }, h('n-collapse', { ':default-expanded-names': "['q0']", 'arrow-placement': 'right' }, ...items)),
    progress: (value) => ({ type: 'line', ':percentage': value, ':show-indicator': 'false', ':height': 10 }),
  });
}
