/**
 * The Vue component-library kits (Element Plus and Naive UI) share their markup: the plain-CSS
 * layout with the library's button, tag, card, collapse, form, input and progress components. A
 * library differs only in its tag prefix, its v-model prop and the attributes its components take.
 */
import type { Framework } from '@cui/shared';
import type { Field, QA } from '../content/types';
import { icon } from '../icons';
import { cssKit, progressHead } from './css';
import { formAttrs, modelAttrs, thanksWrap } from './forms';
import { cx, esc, h, type Attrs } from './h';
import type { BadgeTone, ButtonVariant, Kit } from './kit';

export interface ComponentLibrary {
  framework: Framework;
  /** Tag prefix: `el` for `<el-button>`, `n` for `<n-button>`. */
  prefix: string;
  /** The prop `v-model` binds inputs through. */
  model: string;
  /** Attributes of each input control after its binding; `number` fields share one shape. */
  controls: { textarea(f: Field): Attrs; date: Attrs; text(f: Field): Attrs };
  buttonVariants: Record<ButtonVariant, Attrs>;
  /** Size, shape and width attributes of a link button. */
  buttonSize(large: boolean, block: boolean): Attrs;
  /** The attribute that makes a button submit its form. */
  submitAttr: string;
  /** A submit button's colours on a brand-coloured background. */
  invertSubmit: Attrs;
  tones: Record<BadgeTone, string>;
  tag: Attrs;
  card: Attrs;
  emailInput: Attrs;
  formLabel: Attrs;
  /** Wraps the collapse items (each library opens the first answer its own way). */
  collapse(items: string[]): string;
  progress(value: number): Attrs;
  /** Methods only one library overrides. */
  extra?(k: Kit): Partial<Kit>;
}

export function componentKit(lib: ComponentLibrary): Kit {
  const p = lib.prefix;
  const control = (f: Field): string => {
    const model = modelAttrs('vue', f.name, lib.model);
    if (f.type === 'textarea') return h(`${p}-input`, { ...model, ...lib.controls.textarea(f) });
    if (f.type === 'date') return h(`${p}-date-picker`, { ...model, ...lib.controls.date });
    if (f.type === 'number') return h(`${p}-input-number`, { ...model, ':min': 1, size: 'large', style: 'width: 100%' });
    return h(`${p}-input`, { ...model, ...lib.controls.text(f) });
  };
  const submitButton = (label: string, attrs: Attrs) => h(`${p}-button`, { ...attrs, [lib.submitAttr]: 'submit', size: 'large', round: true }, esc(label));
  const thanks = (text: string) => thanksWrap('vue', (extra) => h('p', { ...extra, class: 'form__thanks' }, esc(text)));
  const item = (it: QA, i: number) => h(`${p}-collapse-item`, { title: it.q, name: `q${i}` }, h('p', {}, esc(it.a)));

  return cssKit(lib.framework, 'vue', (k) => ({
    button({ label, href, variant = 'primary', size = 'md', block, icon: ic }) {
      return h(`${p}-button`, { tag: 'a', href, ...lib.buttonVariants[variant], ...lib.buttonSize(size === 'lg', !!block) }, esc(label), ic ? icon(ic, 16) : '');
    },
    badge(text, tone = 'primary') {
      return h(`${p}-tag`, { type: lib.tones[tone], ...lib.tag, style: 'width: fit-content' }, esc(text));
    },
    card(inner, opts = {}) {
      const cls = cx(`card-${p}`, opts.media && `card-${p}--media`, opts.featured && 'card--featured');
      return h(`${p}-card`, { ...lib.card, class: cls }, opts.media ?? '', opts.media ? h('div', { class: 'card__body' }, inner) : inner);
    },
    accordion(items) {
      return lib.collapse(items.map(item));
    },
    form(fields, submit, thanksText) {
      return h(
        `${p}-form`,
        { ...lib.formLabel, class: 'form', ...formAttrs('vue') },
        ...fields.map((f) => h(`${p}-form-item`, { label: f.label, class: cx('field', !f.half && 'field--full') }, control(f))),
        h('div', { class: 'form__actions' }, submitButton(submit, { type: 'primary' })),
        thanks(thanksText),
      );
    },
    inlineForm(placeholder, button, opts = {}) {
      return h(
        'form',
        { class: 'inline-form', ...formAttrs('vue') },
        h(`${p}-input`, { ...modelAttrs('vue', 'email', lib.model), ...lib.emailInput, placeholder }),
        submitButton(button, { type: opts.invert ? undefined : 'primary', ...(opts.invert ? lib.invertSubmit : {}) }),
        thanks('Thanks for subscribing!'),
      );
    },
    progress(label, value) {
      return h('div', { class: 'progress' }, progressHead(label, value), h(`${p}-progress`, lib.progress(value)));
    },
    ...lib.extra?.(k),
  }));
}
