import type { UserMe } from '@cui/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_QUERY_ROOT } from '../auth';
import { fetchAccount, fetchBillingConfig, fetchTiers, fetchTransactions, fetchUsage } from '../billing';

export const BILLING_QUERY_ROOT = 'billing';
/** How often, and for how long, the account is re-read after a payment while the webhook lands. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
export const PAYMENT_POLL_WINDOW_MS = 60_000;

function changed(before: UserMe | undefined, after: UserMe | undefined): boolean {
  if (!before || !after) return false;
  return (
    before.subscription.tier !== after.subscription.tier ||
    before.subscription.is_active !== after.subscription.is_active ||
    before.subscription.current_period_end !== after.subscription.current_period_end ||
    before.credit_balance !== after.credit_balance
  );
}

/** Everything the dashboard reads, plus a way to watch the account until a payment shows up in it. */
export function useDashboardData(token: string | null) {
  const queryClient = useQueryClient();
  const [pollDeadline, setPollDeadline] = useState<number | null>(null);
  const baseline = useRef<UserMe | undefined>(undefined);
  const enabled = token !== null;

  const account = useQuery({
    queryKey: [BILLING_QUERY_ROOT, 'account', token],
    queryFn: ({ signal }) => fetchAccount(token as string, signal),
    enabled,
    refetchInterval: pollDeadline === null ? false : PAYMENT_POLL_INTERVAL_MS,
  });
  const tiers = useQuery({
    queryKey: [BILLING_QUERY_ROOT, 'tiers', token],
    queryFn: ({ signal }) => fetchTiers(token as string, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  const transactions = useQuery({
    queryKey: [BILLING_QUERY_ROOT, 'transactions', token],
    queryFn: ({ signal }) => fetchTransactions(token as string, signal),
    enabled,
  });
  const usage = useQuery({
    queryKey: [BILLING_QUERY_ROOT, 'usage', token],
    queryFn: ({ signal }) => fetchUsage(token as string, signal),
    enabled,
  });

  const refreshAccountData = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [BILLING_QUERY_ROOT] });
    void queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
  }, [queryClient]);

  useEffect(() => {
    if (pollDeadline === null) return;
    if (changed(baseline.current, account.data)) {
      setPollDeadline(null);
      refreshAccountData();
    } else if (Date.now() > pollDeadline) {
      setPollDeadline(null);
    }
  }, [account.data, account.dataUpdatedAt, pollDeadline, refreshAccountData]);

  /** The webhook lands a moment after the overlay reports success: re-read now, then every few seconds. */
  const watchForPayment = useCallback(() => {
    baseline.current = account.data;
    setPollDeadline(Date.now() + PAYMENT_POLL_WINDOW_MS);
    refreshAccountData();
  }, [account.data, refreshAccountData]);

  const getConfig = useCallback(
    () => queryClient.fetchQuery({ queryKey: [BILLING_QUERY_ROOT, 'config'], queryFn: ({ signal }) => fetchBillingConfig(signal), staleTime: 60_000 }),
    [queryClient],
  );

  return { account, tiers, transactions, usage, watchForPayment, refreshAccountData, getConfig };
}
