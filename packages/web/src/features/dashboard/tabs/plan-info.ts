import { type PlanFeature, PLANS, type SubscriptionTier, type SubscriptionTiers, type UserMe } from '@cui/shared';

export interface CurrentPlan {
  tier: SubscriptionTier;
  price: number;
  creditsPerMonth: number;
  features: PlanFeature[];
  active: boolean;
  periodEnd: string | null;
  /** A paid plan that is still running: it can be cancelled or changed in place. */
  paidAndActive: boolean;
}

/** The user's plan as the server's tiers describe it; the shared table fills in a tier the server left out. */
export function currentPlan(account: UserMe, tiers: SubscriptionTiers): CurrentPlan {
  const tier = account.subscription.tier;
  const info = tiers[tier] ?? PLANS[tier];
  return {
    tier,
    price: info.price,
    creditsPerMonth: info.credits_per_month,
    features: info.features,
    active: account.subscription.is_active,
    periodEnd: account.subscription.current_period_end,
    paidAndActive: account.subscription.is_active && tier !== 'free',
  };
}
