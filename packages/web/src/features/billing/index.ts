export { cancelPlan, fetchAccount, fetchBillingConfig, fetchTiers, fetchTransactions, fetchUsage } from './billing-api';
export { BillingCancelPage } from './billing-cancel-page';
export { formatAmount, formatDate, statusTone, transactionsToCsv, usagePercent } from './billing-format';
export type { StatusTone } from './billing-format';
export { BillingSuccessPage } from './billing-success-page';
export { PaymentResultModal } from './payment-result-modal';
export { useCheckout } from './use-checkout';
