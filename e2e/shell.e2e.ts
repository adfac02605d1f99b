import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { latestCode } from './support/mail';

test('signs in with an e-mail code, shows the profile menu and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await signIn(page, 'newuser@example.com');

  await expect(page.getByTestId('credits-counter')).toContainText('5');
  await page.getByTestId('profile-menu-trigger').click();
  const menu = page.getByTestId('profile-menu');
  await expect(menu).toContainText('newuser');
  await expect(menu).toContainText('newuser@example.com');
  await page.screenshot({ path: test.info().outputPath('signed-in-menu.png') });

  // The session survives a reload.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('profile-menu-trigger')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe('newuser@example.com');

  await page.getByTestId('profile-menu-trigger').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('signing out clears the account page from the tab: the next user sees nothing of it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto('/');
  await signIn(page, `first-${stamp}@example.com`);
  await page.getByTestId('prompt-input').fill('A website for a flower shop called Petal Post');
  await page.getByTestId('send-button').click();
  await expect(page.getByText('Your page is ready!')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1');
  await page.getByTestId('prompt-input').fill('make the hero dark');

  await page.getByTestId('profile-menu-trigger').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  // An empty canvas: the landing, no versions, nothing in the composer or in the tab's storage.
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await expect(page.getByTestId('versions-dropdown')).toHaveCount(0);
  await expect(page.getByTestId('prompt-input')).toHaveValue('');
  const held = () => page.evaluate(() => Object.entries(sessionStorage).filter(([, value]) => /Petal|flower|make the hero/i.test(value)).map(([key]) => key));
  expect(await held()).toEqual([]);

  await signIn(page, `second-${stamp}@example.com`);
  await expect(page.getByTestId('credits-counter')).toContainText('5');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await expect(page.getByTestId('versions-dropdown')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  expect(await held()).toEqual([]);
});

test('shows the server message for a wrong code', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-email').fill('wrong@example.com');
  await page.getByTestId('login-send-code').click();
  const code = await latestCode('wrong@example.com');
  await page.getByTestId('login-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Incorrect code');
});

test('/dashboard sends a signed-out visitor home', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('shows the not-found page for unknown paths', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('speaks Chinese with ?lng=zh and Hindi with ?lng=hi', async ({ page }) => {
  await page.goto('/no-such-page?lng=zh');
  await expect(page.getByText('页面未找到')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveText('登录');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await page.goto('/no-such-page?lng=hi');
  await expect(page.getByText('पेज नहीं मिला')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveText('लॉग इन');
  await page.screenshot({ path: test.info().outputPath('hindi.png') });
});

test('sends feedback', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('feedback-button').click();
  await expect(page.getByTestId('feedback-send')).toBeDisabled();
  await page.getByTestId('feedback-text').fill('The preview is lovely.');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-dialog')).toBeHidden({ timeout: 5000 });
});

test('on a phone the editor with a page fits the screen: nothing scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('cui.generator.html', JSON.stringify('<!DOCTYPE html><html><body><h1>Hello</h1></body></html>')));
  await page.reload();
  await expect(page.getByTestId('publish-menu')).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await context.close();
});
