import { z } from 'zod';

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /api/templates */
export const templatesResponseSchema = z.object({
  ok: z.literal(true),
  templates: z.array(templateSummarySchema),
});
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;
