import { PAID_TIERS, type SubscriptionTier } from '@cui/shared';
import type { Env } from '../config/env.schema';

export type PaidTier = Exclude<SubscriptionTier, 'free'>;

/** Each paid tier's Paddle price id, for the tiers that have one configured. */
export function tierPriceIds(env: Pick<Env, 'PADDLE_PRICE_STARTER' | 'PADDLE_PRICE_PRO' | 'PADDLE_PRICE_STUDIO'>): Partial<Record<PaidTier, string>> {
  const ids: Partial<Record<PaidTier, string>> = {};
  const configured = { starter: env.PADDLE_PRICE_STARTER, pro: env.PADDLE_PRICE_PRO, studio: env.PADDLE_PRICE_STUDIO };
  for (const tier of PAID_TIERS) if (configured[tier]) ids[tier] = configured[tier];
  return ids;
}

/** The tier a Paddle price id buys, from server config only (never from what a client wrote). */
export function tierOfPrice(env: Parameters<typeof tierPriceIds>[0], priceId: string | undefined): PaidTier | null {
  if (!priceId) return null;
  const match = Object.entries(tierPriceIds(env)).find(([, id]) => id === priceId);
  return match ? (match[0] as PaidTier) : null;
}
