import type { CreditUsage, SubscriptionTiers, Transaction, UserMe } from '@cui/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { useCheckout } from '../../billing';
import { useEffect, useState } from 'react';
import type { DashboardTab } from '../dashboard-tabs';
import { AccountTab } from './account-tab';
import { AllPlansTab } from './all-plans-tab';
import { BillingTab } from './billing-tab';
import { CREDITS_USAGE_ID } from './credits-usage-panel';
import { MyPlanTab } from './my-plan-tab';
import { OverviewTab } from './overview-tab';
import { ProfileTab } from './profile-tab';

export interface TabPanelProps {
  tab: DashboardTab;
  /** This server sells plans (Paddle and a priced plan); without, nothing offers to buy. */
  sells: boolean;
  onTab: (tab: DashboardTab) => void;
  token: string;
  account: UserMe;
  tiers: SubscriptionTiers;
  transactions: Transaction[];
  usage: UseQueryResult<CreditUsage>;
  checkout: ReturnType<typeof useCheckout>;
  onPlanChanged: () => void;
}

export function DashboardTabPanel({ tab, sells, onTab, token, account, tiers, transactions, usage, checkout, onPlanChanged }: TabPanelProps) {
  // "View usage" switches to My Plan; once its usage panel is on screen it is scrolled to and focused.
  const [toUsage, setToUsage] = useState(false);
  useEffect(() => {
    if (!toUsage || tab !== 'myplan') return;
    const panel = document.getElementById(CREDITS_USAGE_ID);
    panel?.scrollIntoView({ block: 'start' });
    panel?.focus({ preventScroll: true });
    setToUsage(false);
  }, [toUsage, tab]);

  return (
    <div data-testid={`dashboard-panel-${tab}`} role="region" aria-live="polite">
      {tab === 'overview' ? <OverviewTab
          account={account}
          tiers={tiers}
          sells={sells}
          onTab={onTab}
          onViewUsage={() => {
            setToUsage(true);
            onTab('myplan');
          }}
        /> : null}
      {tab === 'profile' ? <ProfileTab token={token} account={account} tiers={tiers} onChanged={onPlanChanged} /> : null}
      {tab === 'myplan' ? (
        <MyPlanTab token={token} account={account} tiers={tiers} sells={sells} usage={usage} checkout={checkout} onTab={onTab} onPlanChanged={onPlanChanged} />
      ) : null}
      {tab === 'allplans' ? <AllPlansTab account={account} tiers={tiers} checkout={checkout} /> : null}
      {tab === 'billing' ? <BillingTab transactions={transactions} sells={sells} /> : null}
      {tab === 'account' ? <AccountTab token={token} account={account} /> : null}
    </div>
  );
}
