import { z } from 'zod';
import { findElement, parseElements } from './html';

/** Cards one showcase answer holds at most, and when the client does not say. */
export const SHOWCASE_LIMIT_MAX = 24;
export const SHOWCASE_LIMIT_DEFAULT = 12;
/** Longest title a card shows: a page's `<title>` may be any length. */
export const SHOWCASE_TITLE_MAX = 120;

/**
 * Where the next showcase page starts: the last card's listing time (ms) and site id. Opaque to
 * clients, but checked here so a made-up cursor is a 400, not a query error.
 */
export const SHOWCASE_CURSOR_PATTERN = /^\d{1,15}-\d{1,19}$/;

/** GET /api/showcase?limit=&cursor= (public). */
export const showcaseQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(SHOWCASE_LIMIT_MAX).default(SHOWCASE_LIMIT_DEFAULT),
    cursor: z.string().regex(SHOWCASE_CURSOR_PATTERN, { message: 'cursor is not one this server gave.' }).optional(),
  })
  .strict();
export type ShowcaseQuery = z.output<typeof showcaseQuerySchema>;

/**
 * One listed site, as its owner shows it to everyone: its name, its index page's title and its
 * address. Nothing of the owner.
 */
export const showcaseItemSchema = z.object({
  folderName: z.string(),
  title: z.string(),
  url: z.string(),
  listedAt: z.string(),
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

/** Newest listed first; `nextCursor` is null on the last page. */
export const showcasePageSchema = z.object({ items: z.array(showcaseItemSchema), nextCursor: z.string().nullable() });
export type ShowcasePage = z.infer<typeof showcasePageSchema>;

/** GET and PATCH /api/sites/{folder}/settings (the owner only): whether the site is listed in the showcase. */
export const siteSettingsSchema = z.object({ folderName: z.string(), showcase: z.boolean() });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsPatchSchema = z.object({ showcase: z.boolean({ message: 'showcase must be true or false.' }) }).strict();
export type SiteSettingsPatch = z.input<typeof siteSettingsPatchSchema>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a document's `<title>`, entities decoded and spaces collapsed, cut to SHOWCASE_TITLE_MAX; '' without one. */
export function documentTitle(html: string): string {
  const title = findElement(parseElements(html), (el) => el.tag === 'title');
  if (!title) return '';
  const text = html
    .slice(title.openEnd, title.closeStart)
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, SHOWCASE_TITLE_MAX).join('');
}
