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
});
export type UserMe = z.infer<typeof userMeSchema>;
