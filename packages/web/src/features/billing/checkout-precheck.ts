import type { SubscriptionTiers } from '@cui/shared';

export type PrecheckFailure = 'tiersLoading' | 'planUnavailable' | 'freePlan' | 'priceMissing';

/**
 * What must hold before a checkout opens: plans loaded, the plan known, and a price to pay. A free
 * plan needs no payment; a paid plan without a price id is a server set-up fault the user cannot fix.
 */
export function precheckCheckout(
  tiers: SubscriptionTiers | undefined,
  tierId: string,
): { ok: true; priceId: string } | { ok: false; reason: PrecheckFailure } {
  if (!tiers) return { ok: false, reason: 'tiersLoading' };
  const tier = (tiers as Record<string, SubscriptionTiers[keyof SubscriptionTiers] | undefined>)[tierId];
  if (!tier) return { ok: false, reason: 'planUnavailable' };
  const priceId = tier.paddle_price_id?.trim();
  if (priceId) return { ok: true, priceId };
  return { ok: false, reason: tierId === 'free' || tier.price === 0 ? 'freePlan' : 'priceMissing' };
}
