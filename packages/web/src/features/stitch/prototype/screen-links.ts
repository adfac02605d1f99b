import { scanTags } from '@cui/shared';

/*
 * A private copy of the part of the screen-links contract the prototype reads (slugs and link
 * targets). The shared module (packages/shared/src/screen-links.ts) is being written alongside; once
 * it is merged this file goes and its callers import the same names from '@cui/shared'.
 */

export const SCREEN_LINK_ATTR = 'data-cui-screen';
const SLUG_MAX = 40;

/** A screen's slug from its name: `screen-{position}` (1-based) when the name has no a–z or 0–9 at all. */
export function screenSlug(name: string, position: number): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || `screen-${position}`;
}

/** Every screen's slug in order; a repeated slug gets `-2`, `-3`… so each names one screen. */
export function screenSlugs(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const base = screenSlug(name, i + 1);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

export function screenHref(slug: string): string {
  return `#/${slug}`;
}

/** The slugs a screen's HTML links to, each once, in the order they first appear. */
export function screenLinkTargets(html: string): string[] {
  const targets = new Set<string>();
  for (const token of scanTags(html)) {
    if (token.type !== 'open') continue;
    const value = token.attrs.find((a) => a.name.toLowerCase() === SCREEN_LINK_ATTR)?.value?.trim();
    if (value) targets.add(value);
  }
  return [...targets];
}
