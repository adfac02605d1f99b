import { z } from 'zod';

export const serviceStatusSchema = z.enum(['up', 'down']);

/** GET /api/health and GET /api/ready (the readiness probe): 200 when everything is up, 503 otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: serviceStatusSchema,
  redis: serviceStatusSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/live (the liveness probe; the worker answers it too): 200 while the process runs, whatever its dependencies do. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
