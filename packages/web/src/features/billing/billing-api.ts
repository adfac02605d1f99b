import {
  billingConfigSchema,
  creditUsageSchema,
  subscriptionTiersSchema,
  transactionsSchema,
  userMeSchema,
  type BillingConfig,
  type CreditUsage,
  type SubscriptionTier,
  type SubscriptionTiers,
  type Transaction,
  type UserMe,
} from '@cui/shared';
import type { z } from 'zod';
import { apiFetch, clientError } from '../../lib/api';

export type PaidTier = Exclude<SubscriptionTier, 'free'>;

const DISABLED: BillingConfig = { paddle: { enabled: false, environment: 'sandbox', clientToken: null } };

function parseOrThrow<T extends z.ZodType>(schema: T, raw: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw clientError(200, 'invalid_response', what);
  return parsed.data;
}

/** The me call, whose user may come wrapped under `user`. */
export async function fetchAccount(token: string, signal?: AbortSignal): Promise<UserMe> {
  const raw = await apiFetch<unknown>('/api/user/me', { token, signal });
  const body = raw && typeof raw === 'object' && 'user' in raw ? (raw as { user: unknown }).user : raw;
  return parseOrThrow(userMeSchema, body, 'user');
}

export async function fetchTiers(token: string, signal?: AbortSignal): Promise<SubscriptionTiers> {
  return parseOrThrow(subscriptionTiersSchema, await apiFetch<unknown>('/api/billing/subscription-tiers', { token, signal }), 'tiers');
}

export async function fetchTransactions(token: string, signal?: AbortSignal): Promise<Transaction[]> {
  return parseOrThrow(transactionsSchema, await apiFetch<unknown>('/api/billing/transactions', { token, signal }), 'transactions');
}

export async function fetchUsage(token: string, signal?: AbortSignal): Promise<CreditUsage> {
  return parseOrThrow(creditUsageSchema, await apiFetch<unknown>('/api/billing/usage', { token, signal }), 'usage');
}

/**
 * Paddle's public settings from GET /api/config. A server without billing configured (or an older
 * one) sends no `billing` field: that means no checkout, not a broken page.
 */
export async function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  const raw = await apiFetch<unknown>('/api/config', { signal });
  const billing = raw && typeof raw === 'object' ? (raw as { billing?: unknown }).billing : undefined;
  const parsed = billingConfigSchema.safeParse(billing);
  return parsed.success ? parsed.data : DISABLED;
}

export function cancelPlan(token: string): Promise<unknown> {
  return apiFetch('/api/billing/cancel', { method: 'POST', token, body: {} });
}

export function changePlan(token: string, tier: PaidTier): Promise<unknown> {
  return apiFetch('/api/billing/change-plan', { method: 'POST', token, body: { tier } });
}
