import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DashboardPage } from '../../src/features/dashboard/dashboard-page';
import { account, billingRoutes, NO_BILLING_CONFIG, renderDashboard, TIERS, TRANSACTIONS } from '../support/billing-fixtures';
import { json, requestsTo } from '../support/fake-fetch';
import { currentPath, renderWithApp } from '../support/render';
import { PLANS } from '@cui/shared';

describe('dashboard access and loading', () => {
  it('sends a signed-out visitor home', async () => {
    renderWithApp(
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { route: '/dashboard' },
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('shows one spinner until user, tiers and transactions have all loaded', async () => {
    let release: (response: Response) => void = () => undefined;
    billingRoutes(account(), { 'GET /api/billing/transactions': () => new Promise<Response>((resolve) => (release = resolve)) });
    renderDashboard();
    await waitFor(() => expect(requestsTo('GET /api/billing/subscription-tiers')).toHaveLength(1));
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();

    release(json(TRANSACTIONS));
    expect(await screen.findByTestId('dashboard-panel-overview')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-loading')).not.toBeInTheDocument();
  });

  it.each([
    ['GET /api/user/me', 'Unable to load user data'],
    ['GET /api/billing/subscription-tiers', 'Unable to load subscription tiers'],
    ['GET /api/billing/transactions', 'Unable to load transactions'],
  ])('a failing %s shows "%s" with Retry', async (key, message) => {
    billingRoutes(account(), { [key]: () => json({ message: 'boom' }, 500) });
    renderDashboard();
    const alert = await screen.findByTestId('dashboard-error');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('treats a malformed answer as a failure, not as data', async () => {
    billingRoutes({ id: 'user-1' });
    renderDashboard();
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('Unable to load user data');
  });
});

describe('dashboard tabs', () => {
  it('opens the overview by default', async () => {
    billingRoutes();
    renderDashboard();
    expect(await screen.findByTestId('dashboard-panel-overview')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-tab-overview')).toHaveAttribute('aria-current', 'page');
  });

  it.each(['profile', 'myplan', 'allplans', 'billing'])('opens %s when navigation state names it', async (tab) => {
    billingRoutes();
    renderDashboard({ tab });
    expect(await screen.findByTestId(`dashboard-panel-${tab}`)).toBeInTheDocument();
    expect(screen.getByTestId(`dashboard-tab-${tab}`)).toHaveAttribute('aria-current', 'page');
  });

  it('ignores an unknown tab in navigation state', async () => {
    billingRoutes();
    renderDashboard({ tab: 'settings' });
    expect(await screen.findByTestId('dashboard-panel-overview')).toBeInTheDocument();
  });

  it('switches tabs from the sidebar and the bottom bar', async () => {
    billingRoutes();
    const { user } = renderDashboard();
    await user.click(await screen.findByTestId('dashboard-tab-billing'));
    expect(screen.getByTestId('dashboard-panel-billing')).toBeInTheDocument();
    await user.click(screen.getByTestId('dashboard-bottom-tab-profile'));
    expect(screen.getByTestId('dashboard-panel-profile')).toBeInTheDocument();
  });

  it('collapses the sidebar to icons', async () => {
    billingRoutes();
    const { user } = renderDashboard();
    await user.click(await screen.findByTestId('dashboard-collapse'));
    expect(screen.getByTestId('dashboard-sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByTestId('dashboard-tab-billing')).toHaveAttribute('title', 'Billing');
  });

  it('Back to App goes home', async () => {
    billingRoutes();
    const { user } = renderDashboard();
    await user.click(await screen.findByTestId('dashboard-back'));
    expect(currentPath()).toBe('/');
  });
});

describe('overview', () => {
  it('greets the user by display name and shows the plan, status, expiry and balance', async () => {
    billingRoutes(account('starter', { balance: 42 }));
    renderDashboard();
    const panel = await screen.findByTestId('dashboard-panel-overview');
    expect(panel).toHaveTextContent('Welcome back, Ada Lovelace');
    expect(screen.getByTestId('dashboard-plan-name')).toHaveTextContent('Starter');
    expect(screen.getByTestId('dashboard-plan-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('42');
    expect(screen.getByTestId('dashboard-expiry')).toHaveTextContent('2026');
    expect(screen.getByTestId('recent-activity')).toHaveTextContent('Subscription renewed$9.00');
    expect(screen.getByTestId('recent-activity')).toHaveTextContent('Credits added50 credits');
  });

  it('reads Inactive when the subscription is not active', async () => {
    billingRoutes(account('free'));
    renderDashboard();
    expect(await screen.findByTestId('dashboard-plan-status')).toHaveTextContent('Inactive');
  });

  it('View Usage opens My Plan with the credits-usage panel focused', async () => {
    billingRoutes(account('free'));
    const { user } = renderDashboard();
    const button = await screen.findByTestId('quick-view-usage');
    expect(button).toBeEnabled();
    expect(button).not.toHaveTextContent(/coming soon/i);
    await user.click(button);
    expect(screen.getByTestId('dashboard-panel-myplan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('credits-usage')).toHaveFocus());
  });

  it('Buy More Credits opens All Plans', async () => {
    billingRoutes();
    const { user } = renderDashboard();
    await user.click(await screen.findByTestId('quick-buy-credits'));
    expect(screen.getByTestId('dashboard-panel-allplans')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('shows username and e-mail read-only and explains the passwordless sign-in', async () => {
    billingRoutes();
    const { user } = renderDashboard({ tab: 'profile' });
    expect(await screen.findByTestId('profile-username')).toHaveValue('ada');
    expect(screen.getByTestId('profile-username')).toHaveAttribute('readonly');
    expect(screen.getByTestId('profile-email')).toHaveValue('ada@example.com');

    await user.click(screen.getByTestId('profile-change-password'));
    const dialog = await screen.findByRole('dialog', { name: 'No password to change' });
    expect(dialog).toHaveTextContent('one-time code');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('profile-two-factor'));
    expect(await screen.findByRole('dialog', { name: 'Two-factor is built in' })).toBeInTheDocument();
  });
});

describe('all plans', () => {
  it('shows cards only for plans with a price id, the free banner active on free, POPULAR on pro', async () => {
    billingRoutes(account('free'));
    renderDashboard({ tab: 'allplans' });
    await screen.findByTestId('dashboard-panel-allplans');
    expect(screen.getByTestId('plan-card-starter')).toBeInTheDocument();
    expect(screen.getByTestId('plan-card-pro')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-card-studio')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-card-free')).not.toBeInTheDocument();
    expect(screen.getByTestId('free-plan-banner')).toHaveTextContent('5 credits/month');
    expect(screen.getByTestId('free-plan-banner')).toHaveTextContent('$0.00 forever');
    expect(screen.getByTestId('free-plan-banner')).toHaveTextContent('Active');
    expect(screen.getByTestId('plan-popular-pro')).toHaveTextContent('Popular');
    expect(screen.queryByTestId('plan-popular-starter')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-card-starter')).toHaveTextContent('For hobbyists and casual users');
    expect(screen.getByTestId('plan-price-pro')).toHaveTextContent('$24.00');
    expect(screen.getByTestId('plan-credits-pro')).toHaveTextContent('200 credits/month');
    expect(screen.getByTestId('plan-upgrade-starter')).toHaveTextContent('Upgrade');
    expect(screen.getByTestId('plan-upgrade-starter')).toBeEnabled();
    expect(screen.getByText('One Credit = One Prompt')).toBeInTheDocument();
  });

  it("marks the user's plan Active with a disabled Current Plan button", async () => {
    billingRoutes(account('pro'));
    renderDashboard({ tab: 'allplans' });
    expect(await screen.findByTestId('plan-upgrade-pro')).toHaveTextContent('Current Plan');
    expect(screen.getByTestId('plan-upgrade-pro')).toBeDisabled();
    expect(screen.getByTestId('plan-active-pro')).toHaveTextContent('Active');
    expect(screen.queryByTestId('plan-active-starter')).not.toBeInTheDocument();
    expect(screen.getByTestId('free-plan-banner')).not.toHaveTextContent('Active');
  });

  it('with Paddle but no plan priced, there is no All Plans tab and nothing to buy', async () => {
    billingRoutes(account('free'), { 'GET /api/billing/subscription-tiers': () => json({ ...TIERS, starter: PLANS.starter, pro: PLANS.pro }) });
    renderDashboard({ tab: 'allplans' });
    expect(await screen.findByTestId('dashboard-panel-overview')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-tab-allplans')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quick-buy-credits')).not.toBeInTheDocument();
  });
});

describe('billing', () => {
  it('lists transactions with dollar amounts and coloured statuses', async () => {
    billingRoutes();
    renderDashboard({ tab: 'billing' });
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows.map((row) => row.getAttribute('data-transaction-id'))).toEqual(['txn_3', 'txn_2', 'txn_1']);
    expect(screen.getAllByTestId('transaction-amount').map((cell) => cell.textContent)).toEqual(['$24.00', '$9.00', '$9.50']);
    expect(screen.getAllByTestId('transaction-status').map((cell) => cell.getAttribute('data-tone'))).toEqual(['green', 'yellow', 'red']);
    expect(screen.getAllByTestId('transaction-status')[0]).toHaveClass('text-emerald-700');
    expect(screen.getAllByTestId('transaction-status')[1]).toHaveClass('text-amber-700');
    expect(screen.getAllByTestId('transaction-status')[2]).toHaveClass('text-red-700');
    expect(screen.getByTestId('transactions-summary')).toHaveTextContent('Showing all 3 entries');
  });

  it('says there is nothing yet, with no table, count or download (was "Showing 1 to 0 of 0 entries")', async () => {
    billingRoutes(account(), { 'GET /api/billing/transactions': () => json([]) });
    renderDashboard({ tab: 'billing' });
    const empty = await screen.findByTestId('transactions-empty');
    expect(empty).toHaveTextContent('No payments yet');
    expect(empty).toHaveTextContent('When you buy a plan, each payment is listed here.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('transactions-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('transactions-download')).not.toBeInTheDocument();
  });

  it('reads one entry as one', async () => {
    billingRoutes(account(), { 'GET /api/billing/transactions': () => json(TRANSACTIONS.slice(0, 1)) });
    renderDashboard({ tab: 'billing' });
    expect(await screen.findByTestId('transactions-summary')).toHaveTextContent('Showing 1 entry');
  });

  it('Download All saves the transactions as CSV', async () => {
    billingRoutes();
    const blobs: Blob[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    const originalClick = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      const { user } = renderDashboard({ tab: 'billing' });
      await user.click(await screen.findByTestId('transactions-download'));
      expect(clicked).toEqual(['transactions.csv']);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]);
      });
      expect(text.split('\r\n')[1]).toBe('"2026-11-20T10:00:00Z","24.00","USD","Pro plan","completed","subscription","txn_3"');
      expect(text.split('\r\n')).toHaveLength(5);
    } finally {
      URL.createObjectURL = originalCreate;
      // jsdom has no revokeObjectURL; the download revokes its URL a minute later, possibly during a later test.
      URL.revokeObjectURL = originalRevoke ?? (() => undefined);
      HTMLAnchorElement.prototype.click = originalClick;
    }
  });
});

describe('my plan', () => {
  it('shows the plan and the real usage of this period', async () => {
    billingRoutes(account('starter'));
    const { user } = renderDashboard({ tab: 'myplan' });
    expect(await screen.findByTestId('my-plan-name')).toHaveTextContent('Starter');
    expect(screen.getByTestId('my-plan-price')).toHaveTextContent('$9.00 per month');
    expect(await screen.findByTestId('usage-used')).toHaveTextContent('Used 12 of 50 credits');
    expect(screen.getByTestId('usage-bar')).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByTestId('usage-percent')).toHaveTextContent('24%');
    expect(screen.getByTestId('usage-reset')).toHaveTextContent('Resets on');

    await user.click(screen.getByTestId('buy-additional-credits'));
    expect(screen.getByTestId('dashboard-panel-allplans')).toBeInTheDocument();
  });

  it('keeps the page when usage cannot be read', async () => {
    billingRoutes(account('starter'), { 'GET /api/billing/usage': () => json({ message: 'down' }, 503) });
    renderDashboard({ tab: 'myplan' });
    expect(await screen.findByTestId('usage-error')).toBeInTheDocument();
    expect(screen.getByTestId('my-plan-name')).toHaveTextContent('Starter');
  });

  it('cancels a paid plan after confirmation', async () => {
    billingRoutes(account('starter'), { 'POST /api/billing/cancel': () => json({ ok: true }) });
    const { user } = renderDashboard({ tab: 'myplan' });
    await user.click(await screen.findByTestId('cancel-plan'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(requestsTo('POST /api/billing/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('confirm-cancel-plan'));
    await waitFor(() => expect(requestsTo('POST /api/billing/cancel')).toHaveLength(1));
    expect(requestsTo('POST /api/billing/cancel')[0].headers.Authorization).toBe('Bearer tok');
    expect(await screen.findByText(/Your plan stays active until/)).toBeInTheDocument();
  });

  it('offers nothing to manage or cancel on the free plan, only Upgrade where plans are sold', async () => {
    billingRoutes(account('free'));
    renderDashboard({ tab: 'myplan' });
    expect(await screen.findByTestId('upgrade-plan')).toBeEnabled();
    expect(screen.queryByTestId('cancel-plan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('manage-plan')).not.toBeInTheDocument();
  });
});

describe('a server without billing (no Paddle)', () => {
  const noBilling = (tier: Parameters<typeof account>[0] = 'free') =>
    billingRoutes(account(tier), { 'GET /api/config': () => json(NO_BILLING_CONFIG), 'GET /api/billing/transactions': () => json([]) });

  it('shows no buy button anywhere and no All Plans tab', async () => {
    noBilling();
    const { user } = renderDashboard();
    await screen.findByTestId('dashboard-panel-overview');
    expect(screen.queryByTestId('quick-buy-credits')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-tab-allplans')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-bottom-tab-allplans')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('dashboard-tab-myplan'));
    expect(screen.getByTestId('my-plan-name')).toHaveTextContent('Free');
    expect(screen.queryByTestId('buy-additional-credits')).not.toBeInTheDocument();
    expect(screen.queryByTestId('manage-plan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-plan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cancel-plan')).not.toBeInTheDocument();
    expect(screen.queryByText(/not available on this server/)).not.toBeInTheDocument();
  });

  it('says once, plainly, how credits work here', async () => {
    noBilling();
    renderDashboard();
    const note = await screen.findByTestId('credits-here');
    expect(note).toHaveTextContent(
      'Every account on this server has the free plan: 5 credits a month, one per prompt. Each month your balance goes back to 5; unused credits do not carry over.',
    );
    expect(screen.getAllByText(/one per prompt/)).toHaveLength(1);
  });

  it('an asked-for All Plans tab opens the overview instead', async () => {
    noBilling();
    renderDashboard({ tab: 'allplans' });
    expect(await screen.findByTestId('dashboard-panel-overview')).toBeInTheDocument();
  });

  it('a free account shows when its credits reset, not an expiry, and no "$0.00 renewed"', async () => {
    noBilling();
    renderDashboard();
    await screen.findByTestId('dashboard-panel-overview');
    expect(screen.getByTestId('dashboard-expiry').closest('div')).toHaveTextContent(/^Credits reset.*2026$/);
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
    expect(screen.getByTestId('recent-activity')).not.toHaveTextContent('Subscription renewed');
    expect(screen.getByTestId('recent-activity')).not.toHaveTextContent('$0.00');
  });

  it('the Billing tab says there is nothing to bill here', async () => {
    noBilling();
    renderDashboard({ tab: 'billing' });
    expect(await screen.findByTestId('transactions-empty')).toHaveTextContent(
      'This server takes no payments, so there is nothing to bill: every account has the free plan.',
    );
    expect(screen.queryByText(/Showing 1 to 0/)).not.toBeInTheDocument();
  });
});
