import { z } from 'zod';
import { FREE_MONTHLY_CREDITS } from './credits';
import { SUBSCRIPTION_TIERS, subscriptionTierSchema, type SubscriptionTier } from './user';

/**
 * What a plan gives, by key: the SPA words each in its locale files (`plans.features.<key>`, the
 * monthly credits with the plan's count), so the plan cards read in the visitor's language.
 */
export const PLAN_FEATURES = ['monthlyCredits', 'everyModel', 'publish', 'unlimitedSites', 'history', 'emailSupport', 'prioritySupport'] as const;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/**
 * A plan as the product describes it; prices in dollars a month. Paddle price ids come from server
 * config. `name` is for the server's own records (a transaction's description); the SPA words a
 * plan's name by its tier id (`plans.<tier>`).
 */
export interface PlanDefinition {
  name: string;
  price: number;
  credits_per_month: number;
  features: PlanFeature[];
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
    features: ['monthlyCredits', 'everyModel', 'publish', 'history'],
  },
  starter: {
    name: 'Starter',
    price: 9,
    credits_per_month: 50,
    features: ['monthlyCredits', 'everyModel', 'unlimitedSites', 'emailSupport'],
  },
  pro: {
    name: 'Pro',
    price: 24,
    credits_per_month: 200,
    features: ['monthlyCredits', 'everyModel', 'unlimitedSites', 'history', 'prioritySupport'],
  },
  studio: {
    name: 'Studio',
    price: 59,
    credits_per_month: 600,
    features: ['monthlyCredits', 'everyModel', 'unlimitedSites', 'history', 'prioritySupport'],
  },
};
export const PAID_TIERS = SUBSCRIPTION_TIERS.filter((t) => t !== 'free') as Exclude<SubscriptionTier, 'free'>[];

/** One entry of GET /api/billing/subscription-tiers (bearer): keyed by tier id. No price id: no checkout for it. */
export const subscriptionTierInfoSchema = z.object({
  name: z.string(),
  price: z.number(),
  credits_per_month: z.number().int(),
  features: z.array(planFeatureSchema),
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
