import { z } from 'zod';
import { billingConfigSchema } from './billing';
import { sitesConfigSchema } from './publishing';

/** GET /api/config: what the SPA needs to know about this server's set-up. No secrets. */
export const publicConfigSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  mail: z.object({ delivery: z.enum(['smtp', 'log']) }),
  sites: sitesConfigSchema,
  billing: billingConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
