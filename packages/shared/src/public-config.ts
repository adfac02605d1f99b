import { z } from 'zod';

/** GET /api/config: what the SPA needs to know about this server's set-up. No secrets. */
export const publicConfigSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  mail: z.object({ delivery: z.enum(['smtp', 'log']) }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
