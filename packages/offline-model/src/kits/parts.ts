/**
 * Decorative parts shared by every kit: gradient "photos", avatars, stars and the logo mark.
 * They use inline styles over the theme variables, so they look the same in every framework and
 * follow the palette when the theme changes. No images, no network.
 */
import { icon, type IconName } from '../icons';
import { esc, h } from './h';

/** Decorative gradients; a section may re-tint them with --cui-art-a/--cui-art-b (see section rewrites). */
const GRADIENTS = [
  'linear-gradient(135deg, var(--cui-art-a, var(--cui-primary)), var(--cui-art-b, var(--cui-accent)))',
  'linear-gradient(160deg, var(--cui-art-b, var(--cui-accent)), color-mix(in oklab, var(--cui-art-a, var(--cui-primary)) 70%, black))',
  'linear-gradient(135deg, color-mix(in oklab, var(--cui-art-a, var(--cui-primary)) 35%, white), var(--cui-art-a, var(--cui-primary)))',
  'linear-gradient(120deg, color-mix(in oklab, var(--cui-art-b, var(--cui-accent)) 70%, white), color-mix(in oklab, var(--cui-art-b, var(--cui-accent)) 45%, var(--cui-art-a, var(--cui-primary))))',
  'radial-gradient(circle at 30% 20%, color-mix(in oklab, var(--cui-art-a, var(--cui-primary)) 45%, white), var(--cui-art-a, var(--cui-primary)) 75%)',
  'linear-gradient(145deg, color-mix(in oklab, var(--cui-art-a, var(--cui-primary)) 80%, black), color-mix(in oklab, var(--cui-art-b, var(--cui-accent)) 85%, black))',
];

export function gradient(index: number): string {
  return GRADIENTS[((index % GRADIENTS.length) + GRADIENTS.length) % GRADIENTS.length];
}

/** A decorative gradient panel standing in for a photo, with an icon and an optional caption chip. */
export function media(opts: { icon: IconName; index: number; ratio?: string; label?: string; radius?: string; minHeight?: string }): string {
  const ratio = opts.ratio ?? '4 / 3';
  const radius = opts.radius ?? '1rem';
  const style = [
    'position: relative',
    'overflow: hidden',
    'display: flex',
    'align-items: center',
    'justify-content: center',
    `aspect-ratio: ${ratio}`,
    opts.minHeight ? `min-height: ${opts.minHeight}` : '',
    `border-radius: ${radius}`,
    `background: ${gradient(opts.index)}`,
  ]
    .filter(Boolean)
    .join('; ');
  const dots = h('div', {
    style:
      'position: absolute; inset: 0; opacity: 0.18; background-image: radial-gradient(rgba(255,255,255,0.9) 1px, transparent 1px); background-size: 18px 18px',
  });
  const glow = h('div', {
    style: 'position: absolute; width: 70%; height: 70%; right: -20%; top: -25%; border-radius: 9999px; background: rgba(255,255,255,0.18); filter: blur(8px)',
  });
  const badge = h(
    'div',
    {
      style:
        'position: relative; display: flex; align-items: center; justify-content: center; width: 4.5rem; height: 4.5rem; border-radius: 9999px; background: rgba(255,255,255,0.18); border: 1px solid rgba(255,255,255,0.35); color: #ffffff; backdrop-filter: blur(4px)',
    },
    icon(opts.icon, 30),
  );
  const label = opts.label
    ? h(
        'span',
        {
          style:
            'position: absolute; left: 0.875rem; bottom: 0.875rem; padding: 0.3rem 0.7rem; border-radius: 9999px; background: rgba(15,23,42,0.55); color: #ffffff; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.01em',
        },
        esc(opts.label),
      )
    : '';
  return h('div', { style, role: 'img', 'aria-label': opts.label ?? 'Illustration' }, dots, glow, badge, label);
}

/** A round avatar with initials on a gradient. */
export function avatar(initials: string, index: number, size: 'sm' | 'md' | 'lg' = 'md'): string {
  const px = size === 'sm' ? 40 : size === 'md' ? 48 : 96;
  const font = size === 'lg' ? '2rem' : size === 'md' ? '1rem' : '0.875rem';
  return h(
    'span',
    {
      style: `display: inline-flex; flex-shrink: 0; align-items: center; justify-content: center; width: ${px}px; height: ${px}px; border-radius: 9999px; background: ${gradient(index)}; color: #ffffff; font-weight: 700; font-size: ${font}; letter-spacing: 0.02em`,
      'aria-hidden': 'true',
    },
    esc(initials),
  );
}

/** Five stars, filled up to `rating` (rounded). */
export function stars(rating: number): string {
  const full = Math.round(rating);
  const star = (on: boolean) =>
    `<svg width="16" height="16" viewBox="0 0 24 24" fill="${on ? '#f59e0b' : 'none'}" stroke="#f59e0b" stroke-width="2" aria-hidden="true"><polygon points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2"/></svg>`;
  return h(
    'span',
    { style: 'display: inline-flex; gap: 2px', role: 'img', 'aria-label': `${rating} out of 5 stars` },
    [0, 1, 2, 3, 4].map((i) => star(i < full)).join(''),
  );
}

/** The logo mark: the brand's first letter on a gradient tile. */
export function brandMark(brand: string, size = 36): string {
  const letter = (brand.trim().match(/[\p{L}\p{N}]/u)?.[0] ?? 'C').toUpperCase();
  return h(
    'span',
    {
      'data-brand-mark': true,
      style: `display: inline-flex; align-items: center; justify-content: center; width: ${size}px; height: ${size}px; border-radius: ${Math.round(size / 3.5)}px; background: linear-gradient(135deg, var(--cui-primary), var(--cui-accent)); color: #ffffff; font-weight: 800; font-size: ${Math.round(size / 2.2)}px; box-shadow: 0 6px 16px -6px var(--cui-primary)`,
      'aria-hidden': 'true',
    },
    esc(letter),
  );
}

/** Text in the brand gradient (for the highlighted part of a headline). */
export function gradientTextStyle(): string {
  return 'background: linear-gradient(90deg, var(--cui-primary), var(--cui-accent)); -webkit-background-clip: text; background-clip: text; color: transparent';
}

/** Splits a title around its highlight and wraps the highlight in a gradient span. */
export function highlightTitle(title: string, highlight?: string): string {
  if (!highlight) return esc(title);
  const at = title.indexOf(highlight);
  if (at < 0) return esc(title);
  const span = h('span', { style: gradientTextStyle() }, esc(highlight));
  return esc(title.slice(0, at)) + span + esc(title.slice(at + highlight.length));
}
