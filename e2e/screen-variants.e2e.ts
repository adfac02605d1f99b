import { type Browser, expect, type Page, test } from '@playwright/test';
import { samePersonOnAPhone, signIn } from './support/auth';
import { readScreens } from './support/designer';

// Alternatives of one designer screen: asked for from the screen's actions, made side by side, one
// stopped, the set kept across a reload, and the one used replaces only that screen.
const TURN_TIMEOUT = 150_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;
let projectUrl = '';
const errors: string[] = [];

function watch(target: Page): Page {
  target.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  target.on('pageerror', (error) => errors.push(error.message));
  return target;
}

/** Each screen's brand colour and its words, read inside its frame. */
const looks = (target: Page) =>
  readScreens(target, (body) => `${body.ownerDocument.getElementById('ds-theme')?.getAttribute('data-primary')}|${body.innerText.replace(/\s+/g, ' ').trim()}`);

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = watch(await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } }));
  await page.goto('/stitch');
  await signIn(page, `variants-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Pet Adoption App' }).click();
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  projectUrl = page.url();
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
});

test.afterAll(async () => {
  await page?.close();
});

test('on a laptop, three alternatives of a screen arrive side by side; one stopped refunds, a reload keeps the set, and the used one replaces only that screen', async () => {
  const before = await looks(page);
  const card = page.getByTestId('screen-card').nth(1);
  const name = (await card.getAttribute('data-screen'))!;
  await card.hover();
  await card.getByRole('button', { name: `Variants: ${name}` }).click();

  const setup = page.getByTestId('screen-variants-setup');
  await expect(setup.getByRole('heading', { name: `Alternatives of “${name}”` })).toBeVisible();
  await setup.getByText('3', { exact: true }).click();
  // Only the colours may change; with nothing chosen, nothing can be asked.
  await setup.getByLabel('Layout').uncheck();
  await setup.getByLabel('Colours').uncheck();
  await expect(setup.getByRole('alert')).toHaveText('Choose at least one thing the alternatives may change.');
  await expect(setup.getByRole('button', { name: 'Make 3 alternatives' })).toBeDisabled();
  await setup.getByLabel('Colours').check();
  await expect(setup.getByText('Uses 3 credits, one generation per alternative')).toBeVisible();
  await setup.getByRole('button', { name: 'Make 3 alternatives' }).click();

  const grid = page.getByTestId('screen-variants');
  const tiles = grid.getByTestId('screen-variant');
  await expect(tiles).toHaveCount(3);
  await tiles.nth(2).getByRole('button', { name: 'Stop' }).click();
  await expect(tiles.nth(2)).toHaveAttribute('data-status', 'stopped');
  await expect(tiles.nth(2).getByTestId('screen-variant-error')).toHaveText('Stopped: its credit was returned.');
  await expect(tiles.nth(0)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(tiles.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('laptop-alternatives.png') });

  // Nothing is lost on a reload: the same alternatives come back.
  await page.reload();
  await expect(page.getByTestId('screen-variant')).toHaveCount(3);
  await expect(page.getByTestId('screen-variant').nth(1)).toHaveAttribute('data-status', 'done');
  const chosen = await page.getByTestId('screen-variant').nth(1).frameLocator('iframe').locator('body').evaluate((body) => body.ownerDocument.getElementById('ds-theme')?.getAttribute('data-primary'));
  await page.getByTestId('screen-variant').nth(1).getByRole('button', { name: 'Use this' }).click();
  await expect(page.getByText(`Alternative 2 is now “${name}”.`)).toBeVisible();
  await expect(page.getByTestId('screen-variants')).toHaveCount(0);

  const after = await looks(page);
  expect(after[name].split('|')[0]).toBe(chosen);
  expect(chosen).not.toBe(before[name].split('|')[0]);
  // Its words stay (only the colours could change), and every other screen is as it was.
  expect(after[name].split('|')[1]).toBe(before[name].split('|')[1]);
  for (const other of Object.keys(before).filter((n) => n !== name)) expect(after[other]).toBe(before[other]);
  // And it stays so.
  await page.reload();
  await expect(page.getByTestId('screen-card')).toHaveCount(Object.keys(after).length);
  expect((await looks(page))[name]).toBe(after[name]);
  expect(errors).toEqual([]);
});

test('on a phone, a tapped screen offers its alternatives, which stack and replace it', async ({ browser }) => {
  const context = await samePersonOnAPhone(browser, page);
  const phone = watch(await context.newPage());
  await phone.goto(projectUrl);
  await phone.getByRole('tablist', { name: 'Designer view' }).getByRole('tab', { name: 'Canvas' }).click();
  const before = await looks(phone);
  const card = phone.getByTestId('screen-card').first();
  const name = (await card.getAttribute('data-screen'))!;
  await card.tap();
  await card.getByRole('button', { name: `Variants: ${name}` }).tap();
  const setup = phone.getByTestId('screen-variants-setup');
  await setup.getByText('2', { exact: true }).tap();
  await setup.getByLabel('Content').check();
  await setup.getByRole('button', { name: 'Make 2 alternatives' }).tap();
  const tiles = phone.getByTestId('screen-variant');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(tiles.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // One above the other, each as wide as the phone allows.
  const [a, b] = [(await tiles.nth(0).boundingBox())!, (await tiles.nth(1).boundingBox())!];
  expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: test.info().outputPath('phone-alternatives.png') });
  await tiles.nth(0).getByRole('button', { name: 'Use this' }).scrollIntoViewIfNeeded();
  await tiles.nth(0).getByRole('button', { name: 'Use this' }).tap();
  await expect(phone.getByText(`Alternative 1 is now “${name}”.`)).toBeVisible();
  const after = await looks(phone);
  expect(after[name]).not.toBe(before[name]);
  for (const other of Object.keys(before).filter((n) => n !== name)) expect(after[other]).toBe(before[other]);
  await context.close();
  expect(errors).toEqual([]);
});
