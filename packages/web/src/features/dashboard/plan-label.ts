import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '@cui/shared';

/** Language-file key for a subscription tier; unknown or missing tiers read as Free. */
export function planLabelKey(tier: string | null | undefined): `plans.${SubscriptionTier}` {
  const known = (SUBSCRIPTION_TIERS as readonly string[]).includes(tier ?? '') ? (tier as SubscriptionTier) : 'free';
  return `plans.${known}`;
}
