import { expect, type Page, test } from '@playwright/test';
import { subscriptionData, transactionData } from '../packages/api/test/support/paddle-payloads';
import { paddleEvent, postWebhook } from '../packages/api/test/support/paddle-webhook';
import { PADDLE_WEBHOOK_SECRET } from './playwright.config';
import { signIn } from './support/auth';

const TABS = ['overview', 'profile', 'myplan', 'allplans', 'billing', 'account'] as const;

/**
 * Paddle.js as the page loads it from Paddle's CDN, replaced by a stand-in with the same global
 * (`PaddleBillingV1`): it records what checkout was opened with and lets the test raise Paddle's events.
 */
const PADDLE_STAND_IN = `
window.PaddleBillingV1 = {
  Initialized: false,
  Environment: { set(env) { window.__paddle.environment = env; } },
  Initialize(options) { this.Initialized = true; window.__paddle.options = options; },
  Update(options) { window.__paddle.options = { ...window.__paddle.options, ...options }; },
  Checkout: { open(settings) { window.__paddle.opened.push(settings); } },
};
window.__paddle = { opened: [], emit(event) { window.__paddle.options.eventCallback(event); } };
`;

async function standInPaddle(page: Page): Promise<void> {
  await page.route('https://cdn.paddle.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: PADDLE_STAND_IN }));
}

async function userId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/me', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    const body = await res.json();
    return (body.user ?? body).id as string;
  });
}

test('a free user sees the six tabs, pays for Pro through checkout, and the dashboard shows the new plan', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  await standInPaddle(page);
  await page.goto('/');
  await signIn(page, `payer-${Date.now()}@example.com`);
  await page.goto('/dashboard');

  for (const tab of TABS) {
    await page.getByTestId(`dashboard-tab-${tab}`).click();
    await expect(page.getByTestId(`dashboard-panel-${tab}`)).toBeVisible();
  }
  await page.getByTestId('dashboard-tab-overview').click();
  await expect(page.getByTestId('dashboard-plan-name')).toContainText('Free');
  await expect(page.getByTestId('dashboard-balance')).toContainText('5');

  // A free account: when its credits come back, no "$0.00 renewed", no expiry.
  await expect(page.getByText('Credits reset')).toBeVisible();
  await expect(page.getByTestId('recent-activity')).not.toContainText('$0.00');

  await page.getByTestId('dashboard-tab-billing').click();
  await expect(page.getByTestId('transactions-empty')).toContainText('No payments yet');
  await expect(page.getByText(/Showing/)).toHaveCount(0);

  // Nothing to manage on Free: the way up is All Plans (was a red "No payment is required" error).
  await page.getByTestId('dashboard-tab-myplan').click();
  await expect(page.getByTestId('manage-plan')).toHaveCount(0);
  await page.getByTestId('upgrade-plan').click();
  await expect(page.getByTestId('dashboard-panel-allplans')).toBeVisible();
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);

  await page.getByTestId('dashboard-tab-allplans').click();
  await expect(page.getByTestId('free-plan-banner')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('plan-popular-pro')).toBeVisible();
  for (const tier of ['starter', 'pro', 'studio']) await expect(page.getByTestId(`plan-card-${tier}`)).toBeVisible();

  // Checkout opens Paddle's overlay with the plan's price and who is paying.
  const id = await userId(page);
  await page.getByTestId('plan-upgrade-pro').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __paddle?: { opened: unknown[] } }).__paddle?.opened.length ?? 0)).toBe(1);
  const opened = await page.evaluate(() => (window as unknown as { __paddle: { opened: Array<Record<string, unknown>>; environment: string } }).__paddle);
  expect(opened.environment).toBe('sandbox');
  expect(opened.opened[0]).toMatchObject({
    items: [{ priceId: 'pri_e2e_pro', quantity: 1 }],
    customData: { user_id: id, plan_id: 'pro' },
    settings: { displayMode: 'overlay', theme: 'light', locale: 'en' },
  });

  // Paddle tells the server (signed webhooks), and the browser (the overlay's event).
  const now = new Date();
  const period = { starts_at: now.toISOString(), ends_at: new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString() };
  const sub = { id: `sub_e2e${Date.now()}`, customerId: `ctm_e2e${Date.now()}`, priceId: 'pri_e2e_pro', period, userId: id };
  const base = test.info().project.use.baseURL!;
  const events = [
    paddleEvent('subscription.created', subscriptionData(sub), now),
    paddleEvent('transaction.completed', transactionData({ id: `txn_e2e${Date.now()}`, customerId: sub.customerId, subscriptionId: sub.id, priceId: 'pri_e2e_pro', total: '2400', period, origin: 'web', userId: id }), now),
  ];
  for (const event of events) {
    expect((await postWebhook(base, event, [PADDLE_WEBHOOK_SECRET], new Date())).status).toBe(200);
  }
  await page.evaluate(() => (window as unknown as { __paddle: { emit(e: unknown): void } }).__paddle.emit({ name: 'checkout.completed', data: {} }));
  await expect(page.getByTestId('payment-result-modal')).toContainText('Payment Successful!');
  await page.getByTestId('payment-result-modal').getByRole('button').last().click();

  await page.getByTestId('dashboard-tab-overview').click();
  await expect(page.getByTestId('dashboard-plan-name')).toContainText('Pro', { timeout: 20_000 });
  await expect(page.getByTestId('dashboard-balance')).toContainText('200');
  await page.getByTestId('dashboard-tab-billing').click();
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-amount')).toContainText('24.00');
  await expect(page.getByTestId('transaction-status')).toHaveAttribute('data-tone', 'green');
  await page.getByTestId('dashboard-tab-allplans').click();
  await expect(page.getByTestId('plan-upgrade-pro')).toHaveText('Current Plan');
  await expect(page.getByTestId('plan-upgrade-pro')).toBeDisabled();

  // Paddle retrying the same notifications changes nothing.
  for (const event of events) expect((await postWebhook(base, event, [PADDLE_WEBHOOK_SECRET], new Date())).status).toBe(200);
  await page.reload();
  await page.getByTestId('dashboard-tab-overview').click();
  await expect(page.getByTestId('dashboard-balance')).toContainText('200');
  await page.getByTestId('dashboard-tab-billing').click();
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('on a phone the dashboard has a top bar, a bottom tab bar and fits the screen', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, `phone-${Date.now()}@example.com`);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-topbar')).toBeVisible();
  await expect(page.getByTestId('dashboard-bottom-bar')).toBeVisible();
  await expect(page.getByTestId('dashboard-sidebar')).toBeHidden();
  for (const tab of TABS) {
    await page.getByTestId(`dashboard-bottom-tab-${tab}`).click();
    await expect(page.getByTestId(`dashboard-panel-${tab}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  }
  await page.getByTestId('dashboard-menu').click();
  await expect(page.getByTestId('dashboard-drawer')).toBeVisible();
  await context.close();
});

test('a server whose config has no Paddle offers nothing to buy and says how credits work', async ({ page }) => {
  // This server has Paddle; its public config is what the SPA goes by, so answer it as one without.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, billing: { paddle: { enabled: false, environment: 'sandbox', clientToken: null } } } });
  });
  await page.goto('/');
  await signIn(page, `free-${Date.now()}@example.com`);
  await page.goto('/dashboard');
  await expect(page.getByTestId('credits-here')).toContainText('5 credits a month, one per prompt');
  await expect(page.getByTestId('quick-buy-credits')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-tab-allplans')).toHaveCount(0);
  await page.getByTestId('dashboard-tab-myplan').click();
  await expect(page.getByTestId('my-plan')).toBeVisible();
  await expect(page.getByRole('button', { name: /Buy|Upgrade|Manage Plan/ })).toHaveCount(0);
  await page.getByTestId('dashboard-tab-billing').click();
  await expect(page.getByTestId('transactions-empty')).toContainText('This server takes no payments');
});
