import { z } from 'zod';
import { billingConfigSchema } from './billing';
import { sitesConfigSchema } from './publishing';

/**
 * Pages outside the app that the operator chose to link to (their own legal pages, docs, support).
 * A link the operator did not configure is null and the SPA shows nothing for it: no link leaves
 * the app unless the operator put it there.
 */
export const OUTSIDE_LINKS = ['home', 'about', 'privacy', 'terms', 'refunds', 'contact', 'docs'] as const;
export type OutsideLink = (typeof OUTSIDE_LINKS)[number];
// Only web addresses reach an href: anything else the SPA would show is dropped.
const link = z.url({ protocol: /^https?$/ }).nullable().catch(null);
export const outsideLinksSchema = z.object({ home: link, about: link, privacy: link, terms: link, refunds: link, contact: link, docs: link });
export const NO_OUTSIDE_LINKS: OutsideLinks = { home: null, about: null, privacy: null, terms: null, refunds: null, contact: null, docs: null };
export type OutsideLinks = z.infer<typeof outsideLinksSchema>;

/** GET /api/config: what the SPA needs to know about this server's set-up. No secrets. */
export const publicConfigSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  mail: z.object({ delivery: z.enum(['smtp', 'log']) }),
  sites: sitesConfigSchema,
  billing: billingConfigSchema,
  links: outsideLinksSchema.default(NO_OUTSIDE_LINKS),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
