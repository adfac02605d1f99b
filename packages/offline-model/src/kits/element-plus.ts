/**
 * Element Plus kit: the plain-CSS layout with Element Plus components (el-button, el-card,
 * el-tag, el-collapse, el-form, el-input, el-timeline, el-progress) in Vue in-DOM templates.
 */
import { h } from './h';
import type { Kit } from './kit';
import { componentKit } from './vue-components';

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
  return componentKit({
    framework: 'elementPlus',
    prefix: 'el',
    model: 'v-model',
    controls: {
      textarea: (f) => ({ type: 'textarea', ':rows': 4, placeholder: f.placeholder }),
      date: { type: 'date', placeholder: 'Pick a date', size: 'large', style: 'width: 100%' },
      text: (f) => ({ type: f.type, placeholder: f.placeholder, size: 'large' }),
    },
    buttonVariants: { primary: { type: 'primary' }, ghost: { type: 'primary', text: true }, light: { color: '#ffffff' }, outline: {} },
    buttonSize: (large, block) => ({ size: large ? 'large' : undefined, round: true, style: block ? 'width: 100%' : undefined }),
    submitAttr: 'native-type',
    invertSubmit: {},
    tones: { primary: 'primary', neutral: 'info', success: 'success', warning: 'warning', danger: 'danger' },
    tag: { effect: 'light', round: true, 'disable-transitions': true },
    card: { shadow: 'hover' },
    emailInput: { type: 'email', size: 'large' },
    formLabel: { 'label-position': 'top' },
    collapse: (items) => h('el-collapse', { 'v-model': 'faq', class: 'faq-el' }, ...items),
    progress: (value) => ({ ':percentage': value, ':stroke-width': 10, ':show-text': 'false' }),
    extra: (k) => ({
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
    }),
  });
}
