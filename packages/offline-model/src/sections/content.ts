/** Content sections: gallery, blog posts, schedule and experience timelines, FAQ, contact. */
import type { PageContent, Post, Tile } from '../content/types';
import { esc, h } from '../kits/h';
import type { Kit } from '../kits/kit';
import { media } from '../kits/parts';
import type { SectionCtx } from './context';
import { count, tone } from './context';

export function renderTile(k: Kit, t: Tile, i: number): string {
  return k.card(k.stack([k.badge(t.tag, 'neutral'), k.title(t.title, 3), k.text(t.caption, { size: 'sm' })], 'sm'), { media: media({ icon: t.icon, index: i, ratio: '4 / 3', radius: '0' }) });
}

export function gallery(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.gallery.items.slice(0, count(ctx, 'gallery'));
  return k.section(
    'gallery',
    [k.heading({ eyebrow: c.gallery.eyebrow, title: c.gallery.title, subtitle: c.gallery.subtitle }), k.grid(items.map((t, i) => renderTile(k, t, i)), 3)].join('\n'),
    { tone: tone(ctx, 'gallery') },
  );
}

export function renderPost(k: Kit, p: Post, i: number, target: string, ui: PageContent['ui']): string {
  return k.card(
    k.stack(
      [
        h('div', { style: 'display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap' }, k.badge(p.category), h('span', { style: 'color: var(--cui-muted); font-size: 0.8rem' }, esc(`${p.date} · ${p.minutes} ${ui.minRead}`))),
        k.title(p.title, 3),
        k.text(p.excerpt, { size: 'sm' }),
        k.link(ui.readArticle, target),
      ],
      'sm',
    ),
    { media: media({ icon: 'book', index: i + 1, ratio: '16 / 10', radius: '0' }) },
  );
}

export function blog(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const posts = c.blog.posts.slice(0, count(ctx, 'blog'));
  return k.section(
    'blog',
    [k.heading({ eyebrow: c.blog.eyebrow, title: c.blog.title, subtitle: c.blog.subtitle }), k.grid(posts.map((p, i) => renderPost(k, p, i, '#blog', c.ui)), 3)].join('\n'),
    { tone: tone(ctx, 'blog') },
  );
}

export function schedule(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.schedule.items.slice(0, count(ctx, 'schedule') + 1);
  return k.section('schedule', [k.heading({ eyebrow: c.schedule.eyebrow, title: c.schedule.title, subtitle: c.schedule.subtitle }), k.timeline(items)].join('\n'), { tone: tone(ctx, 'schedule'), narrow: true });
}

export function experience(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.experience.items.slice(0, count(ctx, 'experience') + 1);
  return k.section('experience', [k.heading({ eyebrow: c.experience.eyebrow, title: c.experience.title, subtitle: c.experience.subtitle }), k.timeline(items)].join('\n'), { tone: tone(ctx, 'experience'), narrow: true });
}

export function faq(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const items = c.faq.items.slice(0, count(ctx, 'faq'));
  return k.section('faq', [k.heading({ eyebrow: c.faq.eyebrow, title: c.faq.title, subtitle: c.faq.subtitle }), k.accordion(items)].join('\n'), { tone: tone(ctx, 'faq'), narrow: true });
}

export function contact(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const C = c.contact;
  const details = C.details.map((d) =>
    h(
      'div',
      { style: 'display: flex; align-items: flex-start; gap: 1rem' },
      k.iconBox(d.icon),
      h('div', {}, h('div', { style: 'font-size: 0.8rem; color: var(--cui-muted)' }, esc(d.label)), h('div', { style: 'font-weight: 650; color: var(--cui-ink)' }, esc(d.value))),
    ),
  );
  const left = k.stack([k.heading({ eyebrow: C.eyebrow, title: C.title, subtitle: C.subtitle, align: 'left' }), k.stack(details, 'md')], 'md');
  return k.section('contact', k.split(left, k.card(k.form(C.fields, C.submit, C.thanks)), { align: 'start' }), { tone: tone(ctx, 'contact') });
}

