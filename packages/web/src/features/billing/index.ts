import { lazy } from 'react';
export { cancelPlan, fetchAccount, fetchBillingConfig, fetchTiers, fetchTransactions, fetchUsage } from './billing-api';
export { formatAmount, statusTone, transactionsToCsv, usagePercent } from './billing-format';
export type { StatusTone } from './billing-format';
export { PaymentResultModal } from './payment-result-modal';
export { useCheckout } from './use-checkout';

// The checkout's return pages, fetched when a payment provider sends the browser back to them.
export const BillingCancelPage = lazy(() => import('./billing-cancel-page').then((m) => ({ default: m.BillingCancelPage })));
export const BillingSuccessPage = lazy(() => import('./billing-success-page').then((m) => ({ default: m.BillingSuccessPage })));
