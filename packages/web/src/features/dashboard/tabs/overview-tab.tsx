import type { SubscriptionTiers, UserMe } from '@cui/shared';
import { BarChart3, Coins, Info, RefreshCw, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles';
import { formatAmount } from '../../billing';
import type { DashboardTab } from '../dashboard-tabs';
import { currentPlan } from './plan-info';
import { Card, Field, StatusBadge, TabHeading } from './ui';
import { formatDate } from '../../../lib/format-date';

export function OverviewTab({
  account,
  tiers,
  sells,
  onTab,
  onViewUsage,
}: {
  account: UserMe;
  tiers: SubscriptionTiers;
  sells: boolean;
  onTab: (tab: DashboardTab) => void;
  /** Shows the credits-usage panel (on My Plan). */
  onViewUsage: () => void;
}) {
  const { t, i18n } = useTranslation();
  const plan = currentPlan(account, tiers);
  const free = plan.tier === 'free';
  return (
    <div>
      <TabHeading title={t('dashboard.overview.welcome', { name: account.name || account.username })} subtitle={t('dashboard.overview.subtitle')} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2" title={t('dashboard.overview.planTitle')}>
          <div className="mb-4">
            <StatusBadge active={plan.active} />
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Field label={t('dashboard.plan')} value={t(`plans.${plan.tier}`)} testId="dashboard-plan-name" />
            {/* The free plan does not expire: its period is when the monthly credits come back. */}
            <Field
              label={free ? t('dashboard.creditsReset') : t('dashboard.expires')}
              value={formatDate(plan.periodEnd, i18n.language) ?? t('dashboard.never')}
              testId="dashboard-expiry"
            />
            <Field label={t('dashboard.balance')} value={account.credit_balance} testId="dashboard-balance" />
          </dl>
        </Card>
        <Card title={sells ? t('dashboard.overview.quickActions') : t('dashboard.overview.creditsHereTitle')}>
          <div className="flex flex-col gap-2">
            {sells ? (
              <button type="button" data-testid="quick-buy-credits" className={buttonClass('primary', 'md', 'w-full')} onClick={() => onTab('allplans')}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                {t('dashboard.overview.buyMore')}
              </button>
            ) : (
              <p data-testid="credits-here" className="mb-2 flex gap-2 text-sm text-zinc-600">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-400" />
                {t('dashboard.overview.creditsHere', { count: plan.creditsPerMonth })}
              </p>
            )}
            <button type="button" data-testid="quick-view-usage" className={buttonClass('secondary', 'md', 'w-full')} onClick={onViewUsage}>
              <BarChart3 aria-hidden="true" className="size-4" />
              {t('dashboard.overview.viewUsage')}
            </button>
          </div>
        </Card>
        <Card className="lg:col-span-3" title={t('dashboard.overview.recentActivity')}>
          <ul className="divide-y divide-zinc-100" data-testid="recent-activity">
            {free ? null : (
              <li className="flex items-center gap-3 py-3">
                <RefreshCw aria-hidden="true" className="size-4 text-zinc-400" />
                <span className="flex-1 text-sm text-zinc-700">{t('dashboard.overview.renewed')}</span>
                <span className="text-sm font-medium text-zinc-900 tabular-nums">{formatAmount(plan.price)}</span>
              </li>
            )}
            <li className="flex items-center gap-3 py-3">
              <Coins aria-hidden="true" className="size-4 text-zinc-400" />
              <span className="flex-1 text-sm text-zinc-700">{t('dashboard.overview.creditsAdded')}</span>
              <span className="text-sm font-medium text-zinc-900 tabular-nums">{t('dashboard.creditsCount', { count: plan.creditsPerMonth })}</span>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
