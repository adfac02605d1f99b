import { z } from 'zod';
import { FREE_MONTHLY_CREDITS } from './credits';
import { SUBSCRIPTION_TIERS, subscriptionTierSchema, type SubscriptionTier } from './user';

/** A plan as the product describes it; prices in dollars a month. Paddle price ids come from server config. */
export interface PlanDefinition {
  name: string;
  price: number;
  credits_per_month: number;
  features: string[];
  tagline: string;
}

/**
 * The plans, in display order. Paid plans give at least ten times the free plan's credits; the
 * reasoning behind the numbers is in docs/decisions (billing plans). Every plan unlocks the same
 * platform, so features name only what is true of it (no priority the queue does not give).
 */
export const PLANS: Record<SubscriptionTier, PlanDefinition> = {
  free: {
    name: 'Free',
    price: 0,
    credits_per_month: FREE_MONTHLY_CREDITS,
    features: ['5 credits a month', 'Every model and framework', 'Publish and share pages', 'Page history and remix links'],
    tagline: 'For trying things out',
  },
  starter: {
    name: 'Starter',
    price: 9,
    credits_per_month: 50,
    features: ['50 credits a month', 'Every model and framework', 'Unlimited published sites', 'Email support'],
    tagline: 'For hobbyists and casual users',
  },
  pro: {
    name: 'Pro',
    price: 24,
    credits_per_month: 200,
    features: ['200 credits a month', 'Every model and framework', 'Unlimited published sites', 'Page history and remix links', 'Priority support'],
    tagline: 'For devs and indie makers',
  },
  studio: {
    name: 'Studio',
    price: 59,
    credits_per_month: 600,
    features: ['600 credits a month', 'Every model and framework', 'Unlimited published sites', 'Page history and remix links', 'Priority support'],
    tagline: 'For heavy devs and power users',
  },
};
export const PAID_TIERS = SUBSCRIPTION_TIERS.filter((t) => t !== 'free') as Exclude<SubscriptionTier, 'free'>[];

/** One entry of GET /api/billing/subscription-tiers (bearer): keyed by tier id. No price id: no checkout for it. */
export const subscriptionTierInfoSchema = z.object({
  name: z.string(),
  price: z.number(),
  credits_per_month: z.number().int(),
  features: z.array(z.string()),
  tagline: z.string(),
  paddle_price_id: z.string().optional(),
});
export const subscriptionTiersSchema = z.record(subscriptionTierSchema, subscriptionTierInfoSchema);
export type SubscriptionTierInfo = z.infer<typeof subscriptionTierInfoSchema>;
export type SubscriptionTiers = z.infer<typeof subscriptionTiersSchema>;

/** GET /api/billing/transactions (bearer): newest first. `amount` in dollars (or the currency's major unit). */
export const transactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string().optional(),
  description: z.string(),
  status: z.string(),
  type: z.string().default('subscription'),
});
export const transactionsSchema = z.array(transactionSchema);
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/billing/usage (bearer): credits spent in the current period, from the ledger. */
export const creditUsageSchema = z.object({
  used: z.number().int(),
  allowance: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
});
export type CreditUsage = z.infer<typeof creditUsageSchema>;

/** POST /api/billing/change-plan (bearer): an active subscriber moves to another paid tier. */
export const changePlanRequestSchema = z.object({ tier: z.enum(PAID_TIERS as [string, ...string[]]) });
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** Paddle as the SPA sees it through GET /api/config: no secrets. */
export const billingConfigSchema = z.object({
  paddle: z.object({
    enabled: z.boolean(),
    environment: z.enum(['sandbox', 'production']),
    clientToken: z.string().nullable(),
  }),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
