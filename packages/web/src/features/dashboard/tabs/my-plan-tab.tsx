import type { CreditUsage, SubscriptionTiers, UserMe } from '@cui/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { cancelPlan, formatAmount, type useCheckout } from '../../billing';
import type { DashboardTab } from '../dashboard-tabs';
import { CreditsUsagePanel } from './credits-usage-panel';
import { currentPlan } from './plan-info';
import { Card, CheckoutErrorBanner, FeatureList, StatusBadge, TabHeading } from './ui';
import { formatDate } from '../../../lib/format-date';

interface MyPlanProps {
  token: string;
  account: UserMe;
  tiers: SubscriptionTiers;
  sells: boolean;
  usage: UseQueryResult<CreditUsage>;
  checkout: ReturnType<typeof useCheckout>;
  onTab: (tab: DashboardTab) => void;
  onPlanChanged: () => void;
}

export function MyPlanTab({ token, account, tiers, sells, usage, checkout, onTab, onPlanChanged }: MyPlanProps) {
  const { t, i18n } = useTranslation();
  const plan = currentPlan(account, tiers);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const endDate = formatDate(plan.periodEnd, i18n.language);

  const free = plan.tier === 'free';
  // A running paid plan changes in place from All Plans; a lapsed one pays for this plan again.
  const manage = () => (plan.paidAndActive ? onTab('allplans') : void checkout.start(plan.tier));

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      await cancelPlan(token);
      toast.success(endDate ? t('dashboard.myPlan.cancelledUntil', { date: endDate }) : t('dashboard.myPlan.cancelled'));
      setConfirming(false);
      onPlanChanged();
    } catch (error) {
      toast.error(t('dashboard.myPlan.cancelFailed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div>
      <TabHeading title={t('dashboard.tabs.myplan')} />
      <CheckoutErrorBanner message={checkout.error} onDismiss={checkout.clearError} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card testId="my-plan">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p data-testid="my-plan-name" className="text-xl font-semibold text-zinc-900">
                {t(`plans.${plan.tier}`)}
              </p>
              <p data-testid="my-plan-price" className="mt-1 text-sm text-zinc-500">
                {t('dashboard.perMonth', { price: formatAmount(plan.price) })}
              </p>
            </div>
            <StatusBadge active={plan.active} />
          </div>
          <FeatureList features={plan.features} creditsPerMonth={plan.creditsPerMonth} />
          {free ? (
            // The free plan has nothing to manage or cancel: where plans are sold, the way up.
            sells ? (
              <div className="mt-6 flex flex-wrap gap-2">
                <button type="button" data-testid="upgrade-plan" className={buttonClass('primary')} onClick={() => onTab('allplans')}>
                  {t('dashboard.plans.upgrade')}
                </button>
              </div>
            ) : null
          ) : (
            <div className="mt-6 flex flex-wrap gap-2">
              <button type="button" data-testid="manage-plan" className={buttonClass('primary')} disabled={checkout.pendingTier !== null} onClick={manage}>
                {checkout.pendingTier === plan.tier ? t('dashboard.plans.processing') : t('dashboard.myPlan.manage')}
              </button>
              <button type="button" data-testid="cancel-plan" className={buttonClass('secondary')} disabled={!plan.paidAndActive} onClick={() => setConfirming(true)}>
                {t('dashboard.myPlan.cancel')}
              </button>
            </div>
          )}
        </Card>
        <CreditsUsagePanel
          usage={usage}
          action={
            sells ? (
              <button type="button" data-testid="buy-additional-credits" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => onTab('allplans')}>
                {t('dashboard.myPlan.buyAdditional')}
              </button>
            ) : null
          }
        />
      </div>
      <Modal open={confirming} onClose={() => !cancelling && setConfirming(false)} title={t('dashboard.myPlan.cancelTitle')} testId="cancel-plan-dialog" size="sm">
        <p className="text-sm text-zinc-600">
          {endDate ? t('dashboard.myPlan.cancelText', { plan: t(`plans.${plan.tier}`), date: endDate }) : t('dashboard.myPlan.cancelTextNoDate', { plan: t(`plans.${plan.tier}`) })}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} disabled={cancelling} onClick={() => setConfirming(false)}>
            {t('dashboard.myPlan.keepPlan')}
          </button>
          <button type="button" data-testid="confirm-cancel-plan" className={buttonClass('primary', 'md', 'bg-red-600! hover:bg-red-700!')} disabled={cancelling} onClick={() => void confirmCancel()}>
            {cancelling ? <Spinner /> : null}
            {t('dashboard.myPlan.confirmCancel')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
