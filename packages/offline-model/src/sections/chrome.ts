/** Page chrome: the navigation bar and the footer, built from the sections actually present. */
import type { PageContent } from '../content/types';
import type { FooterModel, Href, Kit, NavModel } from '../kits/kit';
import type { SectionId } from '../types';
import type { SectionCtx } from './context';
import { href } from './context';

/** Sections that never get their own navigation link. */
const NOT_IN_NAV: readonly SectionId[] = ['hero', 'logos', 'cta', 'newsletter'];
const MAX_NAV_LINKS = 5;

/** The label a section shows in navigation. */
export function navLabel(c: PageContent, id: SectionId): string {
  return c.labels[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

export function navLinks(c: PageContent, sections: readonly SectionId[]): Href[] {
  return sections
    .filter((s) => !NOT_IN_NAV.includes(s) && !(s === 'stats' && c.kind !== 'dashboard'))
    .slice(0, MAX_NAV_LINKS)
    .map((s) => ({ label: navLabel(c, s), href: `#${s}` }));
}

export function navModel(ctx: SectionCtx): NavModel {
  const { c } = ctx;
  return { brand: c.name, links: navLinks(c, ctx.sections), cta: { label: c.navCta.label, href: href(ctx, c.navCta.to) } };
}

export function footerModel(ctx: SectionCtx): FooterModel {
  const { c } = ctx;
  const columns = c.footer.columns
    .map((col) => ({ title: col.title, links: col.links.filter((l) => l.to === 'top' || ctx.sections.includes(l.to)).map((l) => ({ label: l.label, href: `#${l.to === 'top' ? 'hero' : l.to}` })) }))
    .filter((col) => col.links.length > 0);
  if (columns.length === 0) columns.push({ title: c.ui.explore, links: navLinks(c, ctx.sections) });
  return { brand: c.name, blurb: c.footer.blurb, columns, legal: c.footer.legal };
}

export function navbar(ctx: SectionCtx, kit: Kit = ctx.kit): string {
  return kit.navbar(navModel(ctx));
}

export function footer(ctx: SectionCtx, kit: Kit = ctx.kit): string {
  return kit.footer(footerModel(ctx));
}
