import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
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

/** A touch phone (390×844) signed in as the user of `page`: the same account, on another device. */
export async function samePersonOnAPhone(browser: Browser, page: Page): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    storageState: await page.context().storageState(),
  });
}
