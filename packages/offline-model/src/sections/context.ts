/** What every section builder receives. */
import type { Link, PageContent } from '../content/types';
import { VISIBLE } from '../content/types';
import type { Kit, Tone } from '../kits/kit';
import type { SectionId } from '../types';

export interface SectionCtx {
  kit: Kit;
  c: PageContent;
  /** Sections present on the page (links to missing ones fall back to a sensible target). */
  sections: readonly SectionId[];
  /** Visible item counts per section, overriding the defaults. */
  counts?: Partial<Record<string, number>>;
}

const FALLBACK_TARGETS: readonly SectionId[] = ['contact', 'pricing', 'cta', 'products', 'menu', 'features', 'about'];

export function href(ctx: SectionCtx, to: Link['to']): string {
  if (to === 'top' || to === 'hero') return '#hero';
  if (ctx.sections.includes(to)) return `#${to}`;
  const alt = FALLBACK_TARGETS.find((s) => ctx.sections.includes(s));
  return alt ? `#${alt}` : '#hero';
}

/** True when a link's target section is on the page. */
export function has(ctx: SectionCtx, to: Link['to']): boolean {
  return to === 'top' || ctx.sections.includes(to);
}

export function count(ctx: SectionCtx, key: string): number {
  return ctx.counts?.[key] ?? VISIBLE[key] ?? 3;
}

/** A soft radial glow used behind heroes (decorative, theme-coloured). */
export function glow(position: string, colorVar = '--cui-primary', size = '38rem'): string {
  return `<div aria-hidden="true" style="position: absolute; ${position}; width: ${size}; height: ${size}; border-radius: 9999px; background: radial-gradient(circle, color-mix(in oklab, var(${colorVar}) 20%, transparent), transparent 65%); pointer-events: none"></div>`;
}

/**
 * Background tone of a section, alternating base/alt down the page so neighbours never share a
 * background; stats bands use the brand colour, the hero, logo strip and call to action stay base.
 */
export function tone(ctx: SectionCtx, id: SectionId): Tone {
  let last: Tone = 'base';
  let result: Tone = 'base';
  const order = ctx.sections.includes(id) ? ctx.sections : [...ctx.sections, id];
  for (const s of order) {
    let t: Tone;
    if (s === 'hero' || s === 'logos') t = 'base';
    else if (s === 'stats' && ctx.c.kind !== 'dashboard') t = 'brand';
    else if (s === 'cta') t = 'base';
    else t = last === 'alt' ? 'base' : 'alt';
    if (t !== 'brand') last = t;
    if (s === id) {
      result = t;
      break;
    }
  }
  return result;
}
