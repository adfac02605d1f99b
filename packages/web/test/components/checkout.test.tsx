import type { InitializePaddleOptions, Paddle, PaddleEventData } from '@paddle/paddle-js';
import { act, screen, waitFor } from '@testing-library/react';
import { setPaddleLoader } from '../../src/features/billing/paddle-client';
import { json, requestsTo } from '../support/fake-fetch';
import { account, billingRoutes, NO_BILLING_CONFIG, PADDLE_CONFIG, renderDashboard, TIERS } from '../support/billing-fixtures';

/** A stand-in for Paddle.js: records what the app opens and lets the test play Paddle's events. */
function fakePaddle(open: (options: unknown) => void = () => undefined) {
  const opened: unknown[] = [];
  const loads: InitializePaddleOptions[] = [];
  let emit: (event: PaddleEventData) => void = () => undefined;
  setPaddleLoader(async (options) => {
    loads.push(options);
    emit = options.eventCallback ?? emit;
    return {
      Checkout: {
        open: (input: unknown) => {
          opened.push(input);
          open(input);
        },
      },
    } as unknown as Paddle;
  });
  return { opened, loads, emit: (event: PaddleEventData) => act(() => emit(event)) };
}

afterEach(() => setPaddleLoader(null));

async function clickUpgrade(tier: string, state: unknown = { tab: 'allplans' }) {
  const rendered = renderDashboard(state);
  await rendered.user.click(await screen.findByTestId(`plan-upgrade-${tier}`));
  return rendered;
}

describe('checkout', () => {
  it('opens Paddle overlay checkout for one item with the e-mail and who pays for what', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    await clickUpgrade('pro');
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    expect(paddle.loads[0]).toMatchObject({ environment: 'sandbox', token: 'test_token' });
    expect(paddle.opened[0]).toEqual({
      items: [{ priceId: 'pri_pro', quantity: 1 }],
      customer: { email: 'ada@example.com' },
      customData: { user_id: 'user-1', plan_id: 'pro' },
      settings: { displayMode: 'overlay', theme: 'light', locale: 'en', successUrl: `${window.location.origin}/billing/success` },
    });
  });

  it('shows Processing... while the checkout starts', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    let release: () => void = () => undefined;
    setPaddleLoader(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ Checkout: { open: () => undefined } } as unknown as Paddle);
        }),
    );
    await clickUpgrade('starter');
    expect(await screen.findByTestId('plan-upgrade-starter')).toHaveTextContent('Processing...');
    expect(screen.getByTestId('plan-upgrade-pro')).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('plan-upgrade-starter')).toHaveTextContent('Upgrade'));
  });

  it('on checkout.completed shows the success modal and re-reads the account', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    await clickUpgrade('pro');
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    const before = requestsTo('GET /api/user/me').length;

    paddle.emit({ name: 'checkout.completed' } as PaddleEventData);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    expect(dialog).toHaveTextContent('Payment successful! Your subscription will be updated shortly.');
    await waitFor(() => expect(requestsTo('GET /api/user/me').length).toBeGreaterThan(before));

    // Paddle reports a close after a completed payment too; that is no cancellation.
    paddle.emit({ name: 'checkout.closed' } as PaddleEventData);
    expect(screen.queryByRole('dialog', { name: 'Payment Cancelled' })).not.toBeInTheDocument();
  });

  it('refreshes plan and balance once the payment lands', async () => {
    let me = account('free');
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG), 'GET /api/user/me': () => json(me) });
    const paddle = fakePaddle();
    const { user } = await clickUpgrade('pro');
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    me = account('pro', { balance: 200 });
    paddle.emit({ name: 'checkout.completed' } as PaddleEventData);
    await screen.findByRole('dialog', { name: 'Payment Successful!' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dashboard-tab-overview'));
    await waitFor(() => expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('200'));
    expect(screen.getByTestId('dashboard-plan-name')).toHaveTextContent('Pro');
  });

  it('on checkout.closed shows the cancelled modal', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    await clickUpgrade('starter');
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    paddle.emit({ name: 'checkout.closed' } as PaddleEventData);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Cancelled' });
    expect(dialog).toHaveTextContent('Checkout was cancelled or closed.');
  });

  it('an error inside the overlay shows, and is cleared shortly after the overlay closes', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    await clickUpgrade('starter');
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    paddle.emit({ name: 'checkout.error', detail: 'card declined' } as unknown as PaddleEventData);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Payment checkout failed: card declined');
    paddle.emit({ name: 'checkout.closed' } as PaddleEventData);
    await waitFor(() => expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Payment Cancelled' })).toBeInTheDocument();
  });

  it('a failing overlay reports "Payment checkout failed: …"', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    fakePaddle(() => {
      throw new Error('price not found');
    });
    await clickUpgrade('starter');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Payment checkout failed: price not found');
  });

  it('retries a script without its API once, then suggests reloading or disabling blockers', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    let loads = 0;
    setPaddleLoader(async () => {
      loads += 1;
      return undefined;
    });
    await clickUpgrade('starter');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Please reload the page, or disable script or ad blockers');
    expect(loads).toBe(2);
  });

  it('a retry that finds the API goes on to the checkout', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const opened: unknown[] = [];
    let loads = 0;
    setPaddleLoader(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Paddle.js not available');
      return { Checkout: { open: (input: unknown) => opened.push(input) } } as unknown as Paddle;
    });
    await clickUpgrade('starter');
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
  });

  it('Paddle switched off after the dashboard loaded reports an integration error', async () => {
    let calls = 0;
    billingRoutes(account('free'), { 'GET /api/config': () => json(++calls === 1 ? PADDLE_CONFIG : NO_BILLING_CONFIG) });
    const paddle = fakePaddle();
    await clickUpgrade('starter');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Payment integration error: payments are not configured on this server');
    expect(paddle.loads).toHaveLength(0);
  });

  it('a config call that fails reports "Failed to initiate payment: …"', async () => {
    let calls = 0;
    billingRoutes(account('free'), { 'GET /api/config': () => (++calls === 1 ? json(PADDLE_CONFIG) : json({ message: 'Service unavailable' }, 503)) });
    fakePaddle();
    await clickUpgrade('starter');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Failed to initiate payment: Service unavailable');
  });

  it('on the free plan My Plan offers Upgrade, which opens All Plans (no red error, no checkout)', async () => {
    billingRoutes(account('free'), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    const { user } = renderDashboard({ tab: 'myplan' });
    await user.click(await screen.findByTestId('upgrade-plan'));
    expect(screen.getByTestId('dashboard-panel-allplans')).toBeInTheDocument();
    expect(screen.queryByTestId('manage-plan')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
    expect(paddle.loads).toHaveLength(0);
  });

  it('Manage Plan for a lapsed plan without a price id says the price id is missing', async () => {
    billingRoutes(account('studio', { is_active: false }), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    fakePaddle();
    const { user } = renderDashboard({ tab: 'myplan' });
    await user.click(await screen.findByTestId('manage-plan'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Payment price ID missing for subscription tier. Please contact support.');
  });

  it('Manage Plan for a lapsed paid plan pays for that plan again', async () => {
    billingRoutes(account('starter', { is_active: false }), { 'GET /api/config': () => json(PADDLE_CONFIG) });
    const paddle = fakePaddle();
    const { user } = renderDashboard({ tab: 'myplan' });
    await user.click(await screen.findByTestId('manage-plan'));
    await waitFor(() => expect(paddle.opened).toHaveLength(1));
    expect(paddle.opened[0]).toMatchObject({ items: [{ priceId: 'pri_starter', quantity: 1 }], customData: { plan_id: 'starter' } });
  });

  it('an active subscriber changes plan in place instead of paying twice', async () => {
    billingRoutes(account('starter'), { 'POST /api/billing/change-plan': () => json({ ok: true }) });
    const paddle = fakePaddle();
    await clickUpgrade('pro');
    await waitFor(() => expect(requestsTo('POST /api/billing/change-plan')).toHaveLength(1));
    expect(requestsTo('POST /api/billing/change-plan')[0].body).toEqual({ tier: 'pro' });
    expect(paddle.loads).toHaveLength(0);
    expect(await screen.findByText('Your plan is now Pro. Credits update in a moment.')).toBeInTheDocument();
  });

  it('a refused plan change shows the reason', async () => {
    billingRoutes(account('starter'), { 'POST /api/billing/change-plan': () => json({ message: 'Paddle API error: subscription locked' }, 502) });
    fakePaddle();
    await clickUpgrade('pro');
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Could not change the plan: Paddle API error: subscription locked');
  });

  it('Manage Plan for an active subscriber opens All Plans to change it', async () => {
    billingRoutes(account('pro'));
    const { user } = renderDashboard({ tab: 'myplan' });
    await user.click(await screen.findByTestId('manage-plan'));
    expect(screen.getByTestId('dashboard-panel-allplans')).toBeInTheDocument();
  });

  it('keeps the tiers it was given', () => {
    expect(Object.keys(TIERS)).toEqual(['free', 'starter', 'pro', 'studio']);
  });
});
