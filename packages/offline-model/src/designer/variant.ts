/**
 * Alternatives of one screen: the same screen (name, purpose, links, words' language) with what the
 * user let change changed — its layout, its colours, its content — each alternative unlike the
 * screen as it is and unlike the others of its set.
 */
import { SCREEN_VARIANT_ASPECTS, type ScreenVariantAspect } from '@cui/shared';
import { hashString } from '../hash';
import { VARIANT_PALETTES } from '../themes';
import type { Layout } from './layouts';
import { retheme } from './theme';
import type { DesignTheme } from './types';

/** Alternative `index` (1–4) of a screen, changing only `change`. */
export interface ScreenVariantSpec {
  index: number;
  change: readonly ScreenVariantAspect[];
}

/** Bodies that show a collection of items: an alternative may show the same items as any other of them. */
const COLLECTION_LAYOUTS: readonly Layout[] = ['feed', 'grid', 'list', 'landing'];
/** Corner radii an alternative's layout takes (one not the screen's own): the shapes change with the arrangement. */
const RADII = [0, 4, 10, 16, 24];

const has = (v: ScreenVariantSpec | undefined, aspect: ScreenVariantAspect) => !!v && v.change.includes(aspect);

/** The theme of alternative `v`: other brand colours (the third in the other mode) for colour, other corners for layout. */
export function variantTheme(theme: DesignTheme, v: ScreenVariantSpec | undefined, seed: string): DesignTheme {
  if (!v) return theme;
  let out = theme;
  if (has(v, 'colour')) {
    const own = theme.brand.primary.toLowerCase();
    const others = VARIANT_PALETTES.filter(([primary]) => primary.toLowerCase() !== own);
    const [primary, accent] = others[(hashString(`${seed}:colour`) + v.index - 1) % others.length];
    out = retheme(out, { primary, accent, dark: v.index === 3 ? theme.mode !== 'dark' : theme.mode === 'dark' });
  }
  if (has(v, 'layout')) {
    const radii = RADII.filter((r) => r !== theme.radius.md);
    const md = radii[(v.index - 1) % radii.length];
    out = { ...out, radius: { sm: Math.round(md / 2), md, lg: md * 2 } };
  }
  return out;
}

/** The body of alternative `v`: a screen of items shown another way; other screens keep their body (their shapes change). */
export function variantLayout(layout: Layout, v: ScreenVariantSpec | undefined): Layout {
  if (!has(v, 'layout') || !COLLECTION_LAYOUTS.includes(layout)) return layout;
  const others = COLLECTION_LAYOUTS.filter((l) => l !== layout);
  return others[((v as ScreenVariantSpec).index - 1) % others.length];
}

/** How far alternative `v`'s content turns (0: the screen's own): lists of items, settings and plans start elsewhere. */
export function contentShift(v: ScreenVariantSpec | undefined): number {
  return has(v, 'content') ? (v as ScreenVariantSpec).index : 0;
}

/** `list` turned by `shift` places, never back to its own order while it has two entries or more. */
export function rotate<T>(list: readonly T[], shift: number): T[] {
  if (!shift || list.length < 2) return [...list];
  const by = ((shift - 1) % (list.length - 1)) + 1;
  return [...list.slice(by), ...list.slice(0, by)];
}

/**
 * The mark an alternative's document carries, so that a later edit of the screen it replaced
 * rebuilds it as that alternative (the look the user chose stays through edits).
 */
export function variantMeta(v: ScreenVariantSpec | undefined): string {
  return v && v.change.length ? `\n  <meta name="cui-variant" content="${v.index}:${v.change.join(',')}">` : '';
}

/** The alternative a screen's document says it is (its `cui-variant` mark), or undefined. */
export function screenVariantOf(html: string): ScreenVariantSpec | undefined {
  const m = /<meta name="cui-variant" content="([1-9]):([a-z,]+)">/.exec(html);
  if (!m) return undefined;
  const change = SCREEN_VARIANT_ASPECTS.filter((a) => m[2].split(',').includes(a));
  return change.length ? { index: Number(m[1]), change } : undefined;
}
