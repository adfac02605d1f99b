/**
 * Markup the class-based kits (plain CSS and Bootstrap) build the same way: only the class names
 * differ, so each kit passes its own and the structure lives here once.
 */
import type { Field, Slot } from '../content/types';
import { icon, type IconName } from '../icons';
import { esc, h, type Attrs } from './h';
import type { Kit } from './kit';

/** A link styled as a button, with an optional trailing icon. */
export function linkButton(label: string, href: string, cls: string, ic?: IconName): string {
  return h('a', { href, class: cls }, esc(label), ic ? icon(ic, 18) : '');
}

export function arrowLink(label: string, href: string, cls: string): string {
  return h('a', { href, class: cls }, esc(label), icon('arrow', 16));
}

export function iconBox(name: IconName): string {
  return h('span', { class: 'icon-box' }, icon(name, 24));
}

export function checklist(items: string[], cls: { list: string; item: string; dot: string }): string {
  return h('ul', { class: cls.list }, ...items.map((t) => h('li', { class: cls.item }, h('span', { class: cls.dot }, icon('check', 12)), h('span', {}, esc(t)))));
}

/** A form field's input or textarea; `attrs` carries the kit's class and any binding. */
export function fieldControl(f: Field, attrs: Attrs): string {
  const common = { id: `field-${f.name}`, name: f.name, placeholder: f.placeholder || undefined, ...attrs };
  return f.type === 'textarea' ? h('textarea', { ...common, rows: 4 }) : h('input', { ...common, type: f.type });
}

/** A vertical timeline of cards, each headed by its time and an optional badge. */
export function cardTimeline(k: Kit, items: Slot[], cls: { item: string; dot: string; time: string }): string {
  return h(
    'ol',
    { class: 'timeline' },
    ...items.map((it) =>
      h(
        'li',
        { class: cls.item },
        h('span', { class: cls.dot }),
        k.card(
          k.stack([k.row([h('span', { class: cls.time }, esc(it.time)), it.meta ? k.badge(it.meta, 'neutral') : ''].filter(Boolean), { gap: 'sm' }), k.title(it.title, 3), k.text(it.body)], 'sm'),
        ),
      ),
    ),
  );
}
