import { z } from 'zod';

export const SUBSCRIPTION_TIERS = ['free', 'starter', 'pro', 'studio'] as const;
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const subscriptionSchema = z.object({
  tier: subscriptionTierSchema,
  is_active: z.boolean(),
  current_period_end: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/user/me */
export const userMeSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  credit_balance: z.number().int(),
  credits: z.object({ balance: z.number().int() }),
  subscription: subscriptionSchema,
  /** Where the user's picture is served (a path on the API), or null for none (a server from before pictures sends nothing). */
  avatar_url: z.string().nullable().default(null),
});
export type UserMe = z.infer<typeof userMeSchema>;

/** The longest display name, in characters. */
export const DISPLAY_NAME_MAX = 60;

/** PATCH /api/user/profile: the name shown in the header and the dashboard. */
export const updateProfileRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Enter a name.' })
    .max(DISPLAY_NAME_MAX, { message: `A name has at most ${DISPLAY_NAME_MAX} characters.` })
    // Control characters (line breaks included) would break the one-line places a name is shown.
    .refine((name) => !/\p{Cc}/u.test(name), { message: 'A name is one line of text.' }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** What a profile change answers: the profile's shown parts as they are now. */
export const profileSchema = z.object({ name: z.string(), avatar_url: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

/** The largest picture accepted for an avatar, in bytes (before it is re-encoded to a small square). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the square an avatar is stored and served at, in pixels. */
export const AVATAR_SIZE = 256;

/** PUT /api/user/avatar: the picture's bytes, base64-encoded (bodies are JSON only). */
export const avatarUploadSchema = z.object({
  image: z
    .string()
    // A bound on the body only: the size rule (413 avatar_too_large) is judged on the decoded bytes.
    .max(Math.ceil((AVATAR_MAX_BYTES * 1.5) / 3) * 4, { message: `The picture is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'The picture must be sent base64-encoded.' }),
});
export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

/** DELETE /api/user/account: the account's e-mail address, typed by its owner to confirm. */
export const deleteAccountRequestSchema = z.object({ confirm: z.string().trim().max(254) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What deleting an account did: its sites taken down, and whether a paid subscription was cancelled. */
export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  sites_unpublished: z.number().int(),
  subscription: z.enum(['none', 'cancelled', 'not_cancelled']),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
