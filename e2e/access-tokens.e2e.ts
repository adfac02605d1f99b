import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// Personal access tokens in the dashboard's Profile tab: made with a name and an expiry, the secret
// shown once, usable on the API as the user, listed, and revoked (refused at once afterwards).
test.setTimeout(90_000);

async function noSideScroll(target: Page): Promise<void> {
  const { scroll, width } = await target.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const device of [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test(`on a ${device.name}, a token is made, shown once, works as the user, and stops working when revoked`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    const email = `tokens-${device.name}-${Date.now()}@example.com`;
    await signIn(page, email);
    await page.getByTestId('profile-menu-trigger').click();
    await page.getByTestId('menu-edit-profile').click();
    const card = page.getByTestId('access-tokens-card');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('No tokens yet.')).toBeVisible();

    await expect(card.getByTestId('token-create')).toBeDisabled();
    await card.getByTestId('token-name').fill('Claude Code');
    await card.getByTestId('token-expiry').selectOption({ label: 'In 30 days' });
    await card.getByTestId('token-create').click();
    const secret = await card.getByTestId('new-token-value').inputValue();
    expect(secret).toMatch(/^cui_pat_[A-Za-z0-9_-]{43}$/);
    await expect(card.getByTestId('token-row')).toHaveCount(1);
    await expect(card.getByTestId('token-row')).toContainText('Claude Code');
    await expect(card.getByTestId('token-row')).toContainText('never used');
    await noSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`tokens-${device.name}.png`), fullPage: true });

    // The token acts as its user on the API, and cannot make another token.
    const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${secret}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(email);
    const another = await page.request.post('/api/tokens', { headers: { authorization: `Bearer ${secret}` }, data: { name: 'x' } });
    expect([another.status(), (await another.json()).code]).toEqual([403, 'session_required']);

    // Shown once: after Done (or a reload) only its name is left.
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByTestId('new-token')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('token-row')).toContainText('last used');
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.getByTestId('token-revoke').click();
    await expect(page.getByTestId('token-revoke-dialog')).toContainText('Revoke “Claude Code”?');
    await page.getByTestId('token-revoke-dialog-confirm').click();
    await expect(page.getByText('No tokens yet.')).toBeVisible();
    expect((await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the API description renders at /api/docs under the app’s own policy', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /CUI API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/ask-ai$/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/tokens$/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
  expect(errors).toEqual([]);
  await context.close();
});
