import { z } from 'zod';

export const serviceStatusSchema = z.enum(['up', 'down']);

/** GET /api/health: 200 when everything is up, 503 otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: serviceStatusSchema,
  redis: serviceStatusSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
