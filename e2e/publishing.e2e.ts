import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from './support/auth';

// One signed-in user generates a page (through the loopback stand-in for a provider: quick), then
// publishes, visits, shares, remixes and unpublishes it, in order.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let APP_ORIGIN = '';
let page: Page;
let siteUrl = '';
let folder = '';

test.beforeAll(async ({ browser }) => {
  APP_ORIGIN = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL: APP_ORIGIN, viewport: { width: 1440, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
  page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await signIn(page, `publisher-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await page?.context().close();
});

/** Computed styles that only Tailwind's CSS gives the page: the same page must look the same. */
async function tailwindLook(target: Page | ReturnType<Page['frameLocator']>) {
  const h1 = target.locator('h1').first();
  const cta = target.locator('a.bg-amber-700').first();
  await expect(h1).toBeVisible();
  return {
    heading: await h1.textContent(),
    size: await h1.evaluate((el) => getComputedStyle(el).fontSize),
    weight: await h1.evaluate((el) => getComputedStyle(el).fontWeight),
    button: await cta.evaluate((el) => getComputedStyle(el).backgroundColor),
    radius: await cta.evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
  };
}

test('generates a page and publishes it as a new site', async () => {
  await page.getByTestId('model-picker').click();
  await page.getByTestId('model-option-gpt-5-5').click();
  await page.getByTestId('prompt-input').fill('A coffee roastery landing page');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('send-button')).toBeVisible({ timeout: 60_000 });
  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1')).toContainText('Small-batch coffee');

  const menu = page.getByTestId('publish-menu');
  await expect(menu).toHaveAttribute('data-state', 'not-published');
  await menu.click();
  await page.getByTestId('publish-new-site').click();
  // The name is asked for, suggested from the page's title and checked as typed.
  const dialog = page.getByTestId('site-name-dialog');
  const name = dialog.getByTestId('site-name-input');
  await expect(name).toHaveValue('northwind-coffee-roasters');
  await expect(dialog.getByTestId('site-name-status')).toHaveText('This name is available.');
  await name.fill('mail');
  await expect(dialog.getByTestId('site-name-status')).toHaveAttribute('data-status', 'invalid');
  await expect(dialog.getByTestId('site-name-confirm')).toBeDisabled();
  await name.fill('northwind-coffee');
  await expect(dialog.getByTestId('site-name-status')).toHaveText('This name is available.');
  await dialog.getByTestId('site-name-confirm').click();
  await expect(page.getByText('Published successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(menu).toHaveAttribute('data-state', 'published');

  if (!(await page.getByTestId('published-link').isVisible())) await menu.click();
  siteUrl = (await page.getByTestId('published-link').getAttribute('href')) ?? '';
  expect(siteUrl).toBe(`http://northwind-coffee.localhost:${new URL(APP_ORIGIN).port}/`);
  folder = new URL(siteUrl).hostname.split('.')[0];
});

test('the site renders the same page as the preview, on its own origin, without the Tailwind runtime', async () => {
  const previewLook = await tailwindLook(page.frameLocator('[data-testid="preview-iframe"]'));

  const site = await page.context().newPage();
  const requests: Request[] = [];
  const errors: string[] = [];
  site.on('request', (r) => requests.push(r));
  site.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  site.on('pageerror', (e) => errors.push(e.message));
  const response = await site.goto(siteUrl, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await expect(site).toHaveTitle('Northwind Coffee Roasters');

  expect(await tailwindLook(site)).toEqual(previewLook);
  expect(errors).toEqual([]);
  const urls = requests.map((r) => r.url());
  // Everything comes from the site's own host: nothing from the app's origin, nothing off the machine.
  expect(urls.filter((u) => new URL(u).host !== new URL(siteUrl).host)).toEqual([]);
  expect(urls.some((u) => u.includes('tailwind'))).toBe(false);
  expect(urls.some((u) => /\/_assets\/[0-9a-f]+\.css$/.test(u))).toBe(true);
  // The site cannot read the app's session: another origin's storage.
  expect(await site.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await site.close();
});

test('the share dialog shows the link, copies it and offers the share targets', async () => {
  const menu = page.getByTestId('publish-menu');
  if (!(await page.getByTestId('share-button').isVisible())) await menu.click();
  await page.getByTestId('share-button').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('share-status')).toContainText('Live & Published');
  await expect(page.getByTestId('share-link')).toHaveValue(siteUrl);
  await page.getByTestId('share-copy').click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl);
  const encoded = encodeURIComponent(siteUrl);
  await expect(page.getByTestId('share-twitter')).toHaveAttribute('href', new RegExp(`twitter\\.com/intent/tweet\\?url=${escapeRe(encoded)}`));
  await expect(page.getByTestId('share-facebook')).toHaveAttribute('href', new RegExp(`facebook\\.com/sharer/sharer\\.php\\?u=${escapeRe(encoded)}`));
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', new RegExp(`wa\\.me/\\?text=.*${escapeRe(encoded)}`));
  await expect(page.getByTestId('share-remix-value')).toHaveValue(`${APP_ORIGIN}/?remix=${folder}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('?remix= loads the published page into a fresh editor', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const visitor = await context.newPage();
  await visitor.goto(`/?remix=${folder}`);
  await expect(visitor.getByText('Remix content loaded successfully.')).toBeVisible();
  await expect(visitor.frameLocator('[data-testid="preview-iframe"]').locator('h1')).toContainText('Small-batch coffee');
  await expect(visitor).toHaveURL(`${APP_ORIGIN}/`);
  await visitor.goto('/?remix=no-such-site-here');
  await expect(visitor.getByText('Failed to load remix content.')).toBeVisible();
  await context.close();
});

test('unpublishing takes the site down at once', async ({ browser }) => {
  const menu = page.getByTestId('publish-menu');
  if (!(await page.getByTestId('unpublish-button').isVisible())) await menu.click();
  await page.getByTestId('unpublish-button').click();
  await expect(page.getByTestId('unpublish-dialog')).toBeVisible();
  await page.getByTestId('unpublish-dialog-confirm').click();
  await expect(menu).toHaveAttribute('data-state', 'site-selected');
  // A visitor who has not seen the page (one who has may keep it for its short max-age).
  const context = await browser.newContext();
  const visitor = await context.newPage();
  expect((await visitor.goto(siteUrl))?.status()).toBe(404);
  await expect(visitor.getByText('Page not found')).toBeVisible();
  await context.close();
});

test('an unpublished site stays in Projects, marked so, and comes back with Publish again', async ({ browser }) => {
  await page.getByTestId('projects-dropdown').click();
  const row = page.locator(`[data-testid="project-site"][data-folder="${folder}"]`);
  await expect(row).toHaveAttribute('data-unpublished', 'true');
  await expect(row.getByTestId('project-site-unpublished')).toHaveText('Unpublished');
  await row.getByTestId('project-site-republish').click();
  await expect(page.getByTestId('publish-menu')).toHaveAttribute('data-state', 'published', { timeout: 20_000 });
  await expect(row).not.toHaveAttribute('data-unpublished', 'true');
  await expect(row.getByTestId('project-site-unpublished')).toHaveCount(0);
  await page.keyboard.press('Escape');
  const context = await browser.newContext();
  const visitor = await context.newPage();
  expect((await visitor.goto(siteUrl))?.status()).toBe(200);
  await expect(visitor.locator('h1')).toContainText('Small-batch coffee');
  await context.close();
});

test('renaming the site moves it; the old address redirects to the new one', async ({ browser }) => {
  const menu = page.getByTestId('publish-menu');
  if (!(await page.getByTestId('rename-site').isVisible())) await menu.click();
  await page.getByTestId('rename-site').click();
  const dialog = page.getByTestId('site-name-dialog');
  await expect(dialog.getByTestId('site-name-input')).toHaveValue(folder);
  await expect(dialog.getByTestId('site-name-confirm')).toBeDisabled();
  await dialog.getByTestId('site-name-input').fill('northwind-roasters');
  await expect(dialog.getByTestId('site-name-status')).toHaveText('This name is available.');
  await dialog.getByTestId('site-name-confirm').click();
  await expect(page.getByText(/^Site renamed\. Its old address leads to the new one until /)).toBeVisible();
  const renamedUrl = siteUrl.replace(folder, 'northwind-roasters');
  await expect(page.getByTestId('projects-current')).toHaveText('northwind-roasters');
  if (!(await page.getByTestId('published-link').isVisible())) await menu.click();
  await expect(page.getByTestId('published-link')).toHaveAttribute('href', renamedUrl);
  await page.keyboard.press('Escape');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const redirects: number[] = [];
  visitor.on('response', (r) => r.status() >= 300 && r.status() < 400 && redirects.push(r.status()));
  expect((await visitor.goto(siteUrl))?.status()).toBe(200);
  expect(redirects).toEqual([308]);
  expect(visitor.url()).toBe(renamedUrl);
  await expect(visitor.locator('h1')).toContainText('Small-batch coffee');
  await context.close();
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
