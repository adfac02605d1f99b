import { PLANS, type SubscriptionTier } from '@cui/shared';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { tokenAtom } from '../../src/features/auth/atoms';
import { DashboardPage } from '../../src/features/dashboard/dashboard-page';
import { json, route } from './fake-fetch';
import { renderWithApp } from './render';
import { publicConfig } from './public-config';

/** Contract-shaped billing answers and a signed-in dashboard, shared by the dashboard and checkout tests. */

export function signedIn() {
  const store = createStore();
  store.set(tokenAtom, 'tok');
  return store;
}

export function account(tier: SubscriptionTier = 'free', overrides: { is_active?: boolean; balance?: number; end?: string | null } = {}) {
  const balance = overrides.balance ?? 5;
  return {
    id: 'user-1',
    username: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    credit_balance: balance,
    credits: { balance },
    subscription: { tier, is_active: overrides.is_active ?? tier !== 'free', current_period_end: overrides.end ?? '2026-12-24T00:00:00.000Z' },
  };
}

/** Starter and pro can be bought; studio has no price id on this server. */
export const TIERS = {
  free: { ...PLANS.free },
  starter: { ...PLANS.starter, paddle_price_id: 'pri_starter' },
  pro: { ...PLANS.pro, paddle_price_id: 'pri_pro' },
  studio: { ...PLANS.studio },
};

export const TRANSACTIONS = [
  { id: 'txn_3', date: '2026-11-20T10:00:00Z', amount: 24, description: 'Pro plan', status: 'completed', type: 'subscription' },
  { id: 'txn_2', date: '2026-11-10T10:00:00Z', amount: 9, description: 'Starter plan', status: 'pending', type: 'subscription' },
  { id: 'txn_1', date: '2026-10-10T10:00:00Z', amount: 9.5, description: 'Starter plan', status: 'failed', type: 'subscription' },
];

/** A server that sells plans: Paddle configured (with TIERS' price ids). */
export const PADDLE_CONFIG = publicConfig({ billing: { paddle: { enabled: true, environment: 'sandbox', clientToken: 'test_token' } } });
/** A server without Paddle: nothing is for sale. */
export const NO_BILLING_CONFIG = publicConfig();

export function billingRoutes(me: unknown = account(), extra: Parameters<typeof route>[0] = {}) {
  route({
    'GET /api/user/me': () => json(me),
    'GET /api/billing/subscription-tiers': () => json(TIERS),
    'GET /api/billing/transactions': () => json(TRANSACTIONS),
    'GET /api/billing/usage': () => json({ used: 12, allowance: 50, period_start: '2026-11-24T00:00:00Z', period_end: '2026-12-24T00:00:00Z' }),
    'GET /api/config': () => json(PADDLE_CONFIG),
    ...extra,
  });
}

export function renderDashboard(state?: unknown, store = signedIn()) {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    { store, route: { pathname: '/dashboard', state } },
  );
}

