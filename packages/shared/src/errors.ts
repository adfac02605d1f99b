import { z } from 'zod';

/** Every error the API answers with has this body; extra fields depend on the error. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .passthrough();
export type ApiError = z.infer<typeof apiErrorSchema>;

/** 402 body when a generation cannot be paid for. */
export const creditsErrorSchema = z.object({
  message: z.literal('Insufficient credits'),
  required_credits: z.number().int(),
  current_balance: z.number().int(),
});
export type CreditsError = z.infer<typeof creditsErrorSchema>;
