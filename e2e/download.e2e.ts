import { type Browser, expect, type Page, test } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { signIn } from './support/auth';

// A downloaded page is a file on its own: opened from disk with the network cut, it must look and
// work as it did in the preview. The built-in model makes the pages; one signed-in tab, in order.
const GENERATION_TIMEOUT = 120_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  await page.goto('/');
  await signIn(page, `download-${Date.now()}@example.com`);
  await expect(page.getByTestId('credits-counter')).toContainText('5');
});

test.afterAll(async () => {
  await page?.close();
});

async function waitForIdle(): Promise<void> {
  await expect(page.getByTestId('stop-button')).toBeHidden({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId('send-button')).toBeVisible();
}

/** Downloads the open page through More → Download HTML; returns where the file was saved. */
async function downloadPage(name: string): Promise<string> {
  const saved = page.waitForEvent('download');
  await page.getByTestId('more-menu').click();
  await page.getByTestId('download-page').click();
  const download = await saved;
  const path = test.info().outputPath(name);
  await download.saveAs(path);
  // Toasts wait while the tab is in the background (a file was opened elsewhere): the newest is on top.
  await expect(page.getByText(`Downloaded ${download.suggestedFilename()}. It opens from disk, with no internet needed.`).first()).toBeVisible();
  return path;
}

interface Opened {
  page: Page;
  /** Every request that was not for the file itself (all refused: the network is cut). */
  requests: string[];
  failed: string[];
  errors: string[];
  close(): Promise<void>;
}

/** Opens a file from disk in a context with no network, recording every request it tries and every error. */
async function openFromDisk(browser: Browser, path: string): Promise<Opened> {
  const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 900 } });
  const opened = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  await context.route(/^(?!file:|data:|blob:)/, (route) => {
    requests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  opened.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  opened.on('pageerror', (error) => errors.push(error.message));
  opened.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await opened.goto(pathToFileURL(path).href, { waitUntil: 'load' });
  return { page: opened, requests, failed, errors, close: () => context.close() };
}

/** The computed value of `property` on the first element matching `selector`. */
const styleOf = (p: Page, selector: string, property: string) =>
  p.locator(selector).first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

test('a Tailwind page downloaded opens from disk styled, with no request made', async ({ browser }) => {
  await page.getByTestId('prompt-input').fill('A website for a bakery called Crumb & Co with products, opening hours and a contact form');
  await page.getByTestId('send-button').click();
  await waitForIdle();
  const path = await downloadPage('bakery.html');

  const file = await openFromDisk(browser, path);
  try {
    await expect(file.page.locator('body')).toContainText('Crumb');
    // Styled by the CSS compiled into the file: the body's Tailwind classes took effect.
    await expect(file.page.locator('body.bg-page')).toHaveCount(1);
    expect(await styleOf(file.page, 'body', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await styleOf(file.page, '.flex', 'display')).toBe('flex');
    expect(await styleOf(file.page, '.rounded-full', 'border-radius')).not.toBe('0px');
    await file.page.screenshot({ path: test.info().outputPath('bakery-from-disk.png') });
    expect(file.requests).toEqual([]);
    expect(file.failed).toEqual([]);
    expect(file.errors).toEqual([]);
  } finally {
    await file.close();
  }
});

test('a React page downloaded opens from disk rendered by its inlined runtime, with no request made', async ({ browser }) => {
  await page.getByTestId('framework-picker').click();
  await page.getByTestId('framework-option-reactTailwind').click();
  await page.getByTestId('framework-rebuild').click();
  await waitForIdle();
  const path = await downloadPage('bakery-react.html');

  const file = await openFromDisk(browser, path);
  try {
    // The markup is React's: present only once the runtime and the compiled JSX ran.
    await expect(file.page.locator('#root')).toContainText('Crumb');
    expect(await styleOf(file.page, '#root .flex', 'display')).toBe('flex');
    expect(await styleOf(file.page, 'body', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(file.requests).toEqual([]);
    expect(file.failed).toEqual([]);
    expect(file.errors).toEqual([]);
  } finally {
    await file.close();
  }
});
