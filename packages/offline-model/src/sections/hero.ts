/** The hero: headline, supporting copy, calls to action and an illustration. */
import { h } from '../kits/h';
import type { SectionCtx } from './context';
import { glow, has, href } from './context';
import { heroVisual } from './hero-visuals';

export function hero(ctx: SectionCtx): string {
  const { kit: k, c } = ctx;
  const H = c.hero;
  const buttons = k.row(
    [
      k.button({ label: H.primary.label, href: href(ctx, H.primary.to), size: 'lg', icon: 'arrow' }),
      H.secondary && has(ctx, H.secondary.to) ? k.button({ label: H.secondary.label, href: href(ctx, H.secondary.to), variant: 'outline', size: 'lg' }) : '',
    ].filter(Boolean),
    { gap: 'sm', justify: H.layout === 'center' ? 'center' : 'start' },
  );
  const copy = [
    H.badge ? k.badge(H.badge) : '',
    k.title(H.title, 1, { highlight: H.highlight }),
    k.text(H.subtitle, { size: 'lg' }),
    buttons,
    H.note ? k.text(H.note, { size: 'sm' }) : '',
  ].filter(Boolean);
  const decor = glow('top: -14rem; right: -12rem') + '\n' + glow('bottom: -18rem; left: -16rem', '--cui-accent', '34rem');
  if (H.layout === 'center') {
    const centered = h('div', { style: 'max-width: 46rem; margin: 0 auto; text-align: center; display: flex; flex-direction: column; align-items: center' }, k.stack(copy, 'md').replace('<div', '<div style="align-items: center"'));
    return k.section('hero', [decor, centered, heroVisual(c)].join('\n'), { tight: false });
  }
  return k.section('hero', [decor, k.split(k.stack(copy, 'md'), heroVisual(c))].join('\n'));
}
