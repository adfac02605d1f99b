/** Sections about people: testimonials and the team. */
import { initials } from '../content/people';
import type { Person, Quote } from '../content/types';
import { esc, h } from '../kits/h';
import type { Kit } from '../kits/kit';
import { avatar, stars } from '../kits/parts';
import type { SectionCtx } from './context';
import { count, tone } from './context';

export function renderQuote(k: Kit, q: Quote, i: number): string {
  return k.card(
    k.stack(
      [
        stars(5),
        h('blockquote', { style: 'margin: 0; color: var(--cui-ink); font-size: 1.02rem; line-height: 1.75' }, `&ldquo;${esc(q.quote)}&rdquo;`),
        h('div', { style: 'display: flex; align-items: center; gap: 0.75rem; margin-top: auto; padding-top: 0.5rem' }, avatar(initials(q.name), i, 'md'), h('div', {}, h('div', { style: 'font-weight: 700; color: var(--cui-ink)' }, esc(q.name)), h('div', { style: 'font-size: 0.85rem; color: var(--cui-muted)' }, esc(q.role)))),
      ],
      'md',
    ),
  );
}

export function testimonials(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.testimonials.items.slice(0, count(ctx, 'testimonials'));
  return k.section(
    'testimonials',
    [k.heading({ eyebrow: c.testimonials.eyebrow, title: c.testimonials.title, subtitle: c.testimonials.subtitle }), k.grid(items.map((q, i) => renderQuote(k, q, i)), 3)].join('\n'),
    { tone: tone(ctx, 'testimonials') },
  );
}

export function renderPerson(k: Kit, p: Person, i: number): string {
  return k.card(
    h(
      'div',
      { style: 'display: flex; flex-direction: column; align-items: center; text-align: center; gap: 0.5rem' },
      avatar(initials(p.name), i + 2, 'lg'),
      h('div', { style: 'margin-top: 0.75rem' }, k.title(p.name, 3)),
      h('div', { style: 'color: var(--cui-primary); font-size: 0.875rem; font-weight: 650' }, esc(p.role)),
      k.text(p.bio, { size: 'sm' }),
    ),
  );
}

export function team(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const people = c.team.people.slice(0, count(ctx, 'team'));
  return k.section(
    'team',
    [k.heading({ eyebrow: c.team.eyebrow, title: c.team.title, subtitle: c.team.subtitle }), k.grid(people.map((p, i) => renderPerson(k, p, i)), people.length === 3 ? 3 : 4)].join('\n'),
    { tone: tone(ctx, 'team') },
  );
}
