import { z } from 'zod';

export const serviceStatusSchema = z.enum(['up', 'down']);

/** How many of a role's processes run, of how many the server starts. */
export const processCountSchema = z.object({ running: z.number().int().min(0), expected: z.number().int().min(0) });

/**
 * GET /api/health and GET /api/ready (the readiness probe): 200 when everything is up, 503 otherwise.
 * `processes` is there when the server runs as several processes (`dist/start.js` on every core):
 * with no worker process running, nothing would generate, and the answer is 503.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: serviceStatusSchema,
  redis: serviceStatusSchema,
  processes: z.object({ api: processCountSchema, worker: processCountSchema }).optional(),
});
export type ProcessCounts = NonNullable<z.infer<typeof healthResponseSchema>['processes']>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/live (the liveness probe; the worker answers it too): 200 while the process runs, whatever its dependencies do. */
export const liveResponseSchema = z.object({ status: z.literal('ok') });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
