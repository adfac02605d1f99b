import { z } from 'zod';

export const FEEDBACK_MAX_LENGTH = 2200;

export const feedbackRequestSchema = z.object({
  feedback: z
    .string({ message: 'Feedback cannot be empty.' })
    .trim()
    .min(1, { message: 'Feedback cannot be empty.' })
    .max(FEEDBACK_MAX_LENGTH, { message: `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.` }),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ ok: z.literal(true) });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
