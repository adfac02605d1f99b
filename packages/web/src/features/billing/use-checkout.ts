import type { PaddleEventData } from '@paddle/paddle-js';
import type { BillingConfig, SubscriptionTiers, UserMe } from '@cui/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { changePlan, type PaidTier } from './billing-api';
import { precheckCheckout } from './checkout-precheck';
import { loadPaddle, PaddleScriptBlockedError } from './paddle-client';

/** After the overlay closes, an error from the attempt is dropped this much later. */
export const CLOSED_ERROR_CLEAR_MS = 100;

export type CheckoutResult = 'success' | 'cancelled';

export interface CheckoutDeps {
  token: string | null;
  account: UserMe | undefined;
  tiers: SubscriptionTiers | undefined;
  /** Loaded on demand: a server without billing has nothing to say here until someone pays. */
  getConfig: () => Promise<BillingConfig>;
  /** Called once money moved or the plan changed: refetch the account and keep watching it briefly. */
  onPaid: () => void;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checkout for one plan: the checks, Paddle's overlay for new subscribers, change-plan for existing ones. */
export function useCheckout({ token, account, tiers, getConfig, onPaid }: CheckoutDeps) {
  const { t } = useTranslation();
  const [pendingTier, setPendingTier] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const completedRef = useRef(false);
  const onPaidRef = useRef(onPaid);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const onEvent = useCallback(
    (event: PaddleEventData) => {
      if (event.name === 'checkout.completed') {
        completedRef.current = true;
        setResult('success');
        onPaidRef.current();
      } else if (event.name === 'checkout.closed') {
        // Paddle also reports a close after a completed payment; that is not a cancellation.
        if (!completedRef.current) setResult('cancelled');
        timers.current.push(window.setTimeout(() => setError(null), CLOSED_ERROR_CLEAR_MS));
      } else if (event.name === 'checkout.error' || event.name === 'checkout.failed') {
        setError(t('checkout.checkoutFailed', { reason: event.detail ?? event.type ?? event.name }));
      }
    },
    [t],
  );

  const start = useCallback(
    async (tierId: string) => {
      setError(null);
      const check = precheckCheckout(tiers, tierId);
      if (!check.ok) {
        setError(t(`checkout.${check.reason}`));
        return;
      }
      const subscription = account?.subscription;
      setPendingTier(tierId);
      try {
        if (subscription?.is_active && subscription.tier !== 'free') {
          // An active subscriber changes the existing subscription; a second checkout would bill twice.
          if (subscription.tier === tierId) return;
          try {
            await changePlan(token ?? '', tierId as PaidTier);
          } catch (cause) {
            setError(t('checkout.changeFailed', { reason: reasonOf(cause) }));
            return;
          }
          toast.success(t('checkout.planChanged', { plan: tiers?.[tierId as PaidTier]?.name ?? tierId }));
          onPaidRef.current();
          return;
        }

        const config = await getConfig();
        if (!config.paddle.enabled || !config.paddle.clientToken) {
          setError(t('checkout.integrationError', { reason: t('checkout.notConfigured') }));
          return;
        }
        let paddle;
        try {
          paddle = await loadPaddle(config.paddle, onEvent);
        } catch (cause) {
          setError(
            cause instanceof PaddleScriptBlockedError ? t('checkout.scriptBlocked') : t('checkout.integrationError', { reason: reasonOf(cause) }),
          );
          return;
        }
        try {
          completedRef.current = false;
          paddle.Checkout.open({
            items: [{ priceId: check.priceId, quantity: 1 }],
            ...(account?.email ? { customer: { email: account.email } } : {}),
            customData: { user_id: account?.id ?? null, plan_id: tierId },
            settings: {
              displayMode: 'overlay',
              theme: 'light',
              locale: 'en',
              successUrl: `${window.location.origin}/billing/success`,
            },
          });
        } catch (cause) {
          setError(t('checkout.checkoutFailed', { reason: reasonOf(cause) }));
        }
      } catch (cause) {
        setError(t('checkout.initiateFailed', { reason: reasonOf(cause) }));
      } finally {
        setPendingTier(null);
      }
    },
    [account, getConfig, onEvent, t, tiers, token],
  );

  return {
    start,
    pendingTier,
    error,
    clearError: useCallback(() => setError(null), []),
    result,
    closeResult: useCallback(() => setResult(null), []),
  };
}
