import { z } from 'zod';

/** Every personal access token starts so: a secret scanner (and a person) knows one when it sees it. */
export const PERSONAL_TOKEN_PREFIX = 'cui_pat_';
export const TOKEN_NAME_MAX = 100;
/** Live tokens one account may hold. */
export const TOKENS_MAX = 20;
export const TOKEN_EXPIRY_DAYS_MAX = 365;

/** POST /api/tokens (a signed-in session only): a personal access token, shown once. */
export const createTokenRequestSchema = z.object({
  name: z
    .string({ message: 'name must be text.' })
    .trim()
    .min(1, { message: 'Name the token, so you know later what uses it.' })
    .max(TOKEN_NAME_MAX, { message: `The name must be at most ${TOKEN_NAME_MAX} characters.` }),
  expiresInDays: z
    .number({ message: `expiresInDays must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS_MAX}.` })
    .int({ message: `expiresInDays must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS_MAX}.` })
    .min(1, { message: `expiresInDays must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS_MAX}.` })
    .max(TOKEN_EXPIRY_DAYS_MAX, { message: `expiresInDays must be a whole number of days from 1 to ${TOKEN_EXPIRY_DAYS_MAX}.` })
    .optional(),
});
export type CreateTokenRequest = z.input<typeof createTokenRequestSchema>;
export type CreateTokenRequestParsed = z.output<typeof createTokenRequestSchema>;

/** A token as listed: never its secret. Times are ISO 8601; `expiresAt` null: it does not expire. */
export const personalTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** 201 answer of POST /api/tokens: `token` is the secret, answered this once and stored only as a hash. */
export const createdTokenSchema = z.object({ id: z.string(), name: z.string(), token: z.string(), expiresAt: z.string().nullable() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** GET /api/tokens: the caller's live tokens, newest first. */
export const tokensResponseSchema = z.object({ tokens: z.array(personalTokenSchema) });
export type TokensResponse = z.infer<typeof tokensResponseSchema>;
