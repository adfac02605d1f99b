import { PAID_TIERS, type PublicConfig, type SubscriptionTiers } from '@cui/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { useAuth, usePublicConfig } from '../auth';
import { PaymentResultModal, useCheckout } from '../billing';
import { DashboardShell } from './dashboard-shell';
import { type DashboardTab, dashboardTabs, initialTab } from './dashboard-tabs';
import { DashboardTabPanel } from './tabs/tab-panel';
import { useDashboardData } from './use-dashboard-data';

/**
 * Whether this server sells anything: Paddle configured and a paid plan with a price. Without it
 * the dashboard offers nothing to buy (a config that cannot be read counts as nothing to sell).
 */
export function sellsPlans(config: PublicConfig | undefined, tiers: SubscriptionTiers): boolean {
  return config?.billing.paddle.enabled === true && PAID_TIERS.some((id) => Boolean(tiers[id]?.paddle_price_id));
}

/** The account dashboard: signed-in users only; loads account, plans and transactions before showing. */
export function DashboardPage() {
  const { token } = useAuth();
  if (!token) return <Navigate to="/" replace />;
  return <Dashboard token={token} />;
}

function Dashboard({ token }: { token: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [tab, setTab] = useState<DashboardTab>(() => initialTab(location.state));
  // The profile menu asks for a tab while the dashboard is already open: a new navigation, same page.
  useEffect(() => {
    if (location.state) setTab(initialTab(location.state));
  }, [location.key, location.state]);
  const data = useDashboardData(token);
  const config = usePublicConfig();
  const checkout = useCheckout({
    token,
    account: data.account.data,
    tiers: data.tiers.data,
    getConfig: data.getConfig,
    onPaid: data.watchForPayment,
  });

  const failure = data.account.isError
    ? t('dashboard.errors.user')
    : data.tiers.isError
      ? t('dashboard.errors.tiers')
      : data.transactions.isError
        ? t('dashboard.errors.transactions')
        : null;
  if (failure) {
    return (
      <div role="alert" data-testid="dashboard-error" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-base font-medium text-zinc-900">{failure}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }

  const account = data.account.data;
  const tiers = data.tiers.data;
  const transactions = data.transactions.data;
  if (!account || !tiers || !transactions || config.isPending) {
    return (
      <div role="status" data-testid="dashboard-loading" className="flex flex-1 items-center justify-center py-24 text-zinc-500">
        <Spinner className="size-8" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }

  const sells = sellsPlans(config.data, tiers);
  const tabs = dashboardTabs(sells);
  const shown = tabs.includes(tab) ? tab : 'overview';
  return (
    <DashboardShell tabs={tabs} tab={shown} onTab={setTab}>
      <DashboardTabPanel
        tab={shown}
        sells={sells}
        onTab={setTab}
        token={token}
        account={account}
        tiers={tiers}
        transactions={transactions}
        usage={data.usage}
        checkout={checkout}
        onPlanChanged={data.refreshAccountData}
      />
      <PaymentResultModal result={checkout.result} onClose={checkout.closeResult} />
    </DashboardShell>
  );
}
