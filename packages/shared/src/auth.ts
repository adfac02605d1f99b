import { z } from 'zod';

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid e-mail address.' }));

/** POST /api/user/login: without `code` it mails a code; with `code` it signs in. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100).optional().default(''),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'The code has 6 digits.' })
    .optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginCodeSentSchema = z.object({ codeSent: z.literal(true) });
export type LoginCodeSent = z.infer<typeof loginCodeSentSchema>;

/** The short profile returned with a token. */
export const authUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  credit_balance: z.number().int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const googleLoginRequestSchema = z.object({
  credential: z.string().min(1, { message: 'A Google credential is required.' }).max(8192),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;
