import { expect, type Page } from '@playwright/test';
import { latestCode } from './mail';

/** Signs in through the login modal with the e-mailed code (a new address creates an account). */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('login-code').fill(await latestCode(email));
  await page.getByTestId('login-submit').click();
  await expect(modal).toBeHidden();
}
