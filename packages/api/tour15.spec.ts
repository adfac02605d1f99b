import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

test('every core: sign in, generate, health', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('http://localhost:3400/');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-email').fill('tour15@example.com');
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    code = /login code for tour15@example.com: (\d{6})/.exec(readFileSync('/tmp/tour15.log', 'utf8'))?.[1] ?? '';
    if (!code) await page.waitForTimeout(200);
  }
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await page.getByTestId('prompt-input').fill('A landing page for a bicycle repair shop in Lisbon, with prices and opening hours');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/tour15-streaming.png' });
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1', { timeout: 90_000 });
  await page.screenshot({ path: '/tmp/tour15-done.png' });
  const health = await page.request.get('http://localhost:3400/api/health');
  console.log(JSON.stringify(await health.json()));
});
