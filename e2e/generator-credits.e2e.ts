import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { signIn } from './support/auth';
import { DATABASE } from './playwright.config';

test('optimizes the prompt without spending a credit', async ({ page }) => {
  await page.goto('/');
  const prompt = page.getByTestId('prompt-input');
  await prompt.fill('coffee shop site');
  await page.getByTestId('optimize-button').click();
  await expect(prompt).not.toHaveValue('coffee shop site');
  await expect(prompt).toHaveValue(/coffee|café/i);
});

test('opens the out-of-credits modal when the balance is spent', async ({ page }) => {
  const email = `broke-${Date.now()}@example.com`;
  await page.goto('/');
  await signIn(page, email);
  await expect(page.getByTestId('credits-counter')).toContainText('5');

  // Spend the balance behind the app's back, as five earlier generations would have.
  execFileSync('psql', ['-q', '-h', '127.0.0.1', '-U', 'postgres', '-d', DATABASE, '-c',
    `UPDATE credit_accounts SET balance = 0 WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`]);

  await page.getByTestId('prompt-input').fill('A page for a bakery');
  await page.getByTestId('send-button').click();
  const modal = page.getByTestId('out-of-credits-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Wait! You're Out of Credits");
  await page.getByTestId('upgrade-now').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a follow-up refused for credits keeps the open page', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `broke-followup-${Date.now()}@example.com`;
  await page.goto('/');
  await signIn(page, email);
  await page.getByTestId('prompt-input').fill('A website for a bakery called Crumb & Co');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('send-button')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByText('Your page is ready!')).toBeVisible();
  const preview = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(preview.locator('body')).toContainText('Crumb');
  const html = await page.evaluate(() => sessionStorage.getItem('cui.generator.html'));

  execFileSync('psql', ['-q', '-h', '127.0.0.1', '-U', 'postgres', '-d', DATABASE, '-c',
    `UPDATE credit_accounts SET balance = 0 WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`]);

  await page.getByTestId('prompt-input').fill('Make the hero pink');
  await page.getByTestId('send-button').click();
  const modal = page.getByTestId('out-of-credits-modal');
  await expect(modal).toBeVisible();
  // Behind the modal, and after declining: the page, not the landing.
  await expect(page.getByText('Dream. Design. Deploy.')).toBeHidden();
  await expect(page.getByTestId('preview-iframe')).toBeVisible();
  await page.getByRole('button', { name: "I don't want to upgrade" }).click();
  await expect(modal).toBeHidden();
  await expect(preview.locator('body')).toContainText('Crumb');
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1');
  await expect(page.getByTestId('prompt-input')).toHaveValue('Make the hero pink');
  expect(await page.evaluate(() => sessionStorage.getItem('cui.generator.html'))).toBe(html);
});
