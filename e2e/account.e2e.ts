import { expect, type Browser, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signIn } from './support/auth';
import { latestCode } from './support/mail';
import { unzip } from '../packages/api/test/support/zip';

// A new user's whole life with the account: a page from the built-in model, published; a new name
// and picture (shown in the header); the export; and the deletion, after which the site stops
// answering and the old session no longer works.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const AVATAR = join(__dirname, 'fixtures', 'avatar.png');
const SHOTS = process.env.SHOTS_DIR;

let page: Page;
let email = '';
let token = '';
let siteUrl = '';

async function shot(target: Page, name: string): Promise<void> {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The page's document is no wider than its viewport: nothing needs sideways scrolling. */
async function expectNoSidewaysScroll(target: Page): Promise<void> {
  const { scroll, width } = await target.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function openMenuItem(target: Page, item: 'menu-edit-profile' | 'menu-manage-account'): Promise<void> {
  await target.getByTestId('profile-menu-trigger').click();
  await target.getByTestId(item).click();
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
  email = `account-${Date.now()}@example.com`;
  await signIn(page, email);
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token).not.toBe('');
});

test.afterAll(async () => {
  await page?.context().close();
});

test('generates a page with the built-in model and publishes it', async ({ browser }) => {
  await page.getByTestId('prompt-input').fill('A website for a pottery studio called Clay & Kiln');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('send-button')).toBeVisible({ timeout: 120_000 });
  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('body')).toContainText('Clay');
  const menu = page.getByTestId('publish-menu');
  await menu.click();
  await page.getByTestId('publish-new-site').click();
  const dialog = page.getByTestId('site-name-dialog');
  await dialog.getByTestId('site-name-input').fill(`clay-kiln-${Date.now() % 100000}`);
  await expect(dialog.getByTestId('site-name-status')).toHaveAttribute('data-status', 'available');
  await dialog.getByTestId('site-name-confirm').click();
  await expect(menu).toHaveAttribute('data-state', 'published', { timeout: 20_000 });
  if (!(await page.getByTestId('published-link').isVisible())) await menu.click();
  siteUrl = (await page.getByTestId('published-link').getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  // Another visitor's browser: a page seen before may be kept for its short max-age.
  const context = await browser.newContext();
  expect((await (await context.newPage()).goto(siteUrl))?.status()).toBe(200);
  await context.close();
});

test('Edit Profile: a new name and picture show in the header menu and on the dashboard', async () => {
  await openMenuItem(page, 'menu-edit-profile');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-panel-profile')).toBeVisible();
  await page.getByTestId('profile-name-input').fill('Mira Potter');
  await page.getByTestId('profile-name-save').click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();

  await page.getByTestId('avatar-input').setInputFiles(AVATAR);
  await expect(page.getByText('Your picture was updated.')).toBeVisible();
  const headerAvatar = page.getByTestId('header-avatar');
  await expect(headerAvatar).toHaveJSProperty('tagName', 'IMG');
  await expect(headerAvatar).toHaveAttribute('src', /^\/api\/user\/avatars\/[0-9a-f-]{36}$/);
  expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', (await headerAvatar.getAttribute('src'))!);
  await shot(page, 'laptop-profile');

  await page.getByTestId('profile-menu-trigger').click();
  await expect(page.getByTestId('profile-menu-name')).toHaveText('Mira Potter');
  await shot(page, 'laptop-menu');
  await page.keyboard.press('Escape');
  await page.getByTestId('dashboard-tab-overview').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mira Potter');

  // A file that only claims to be a picture is refused, in the UI's words, and nothing changes.
  await page.getByTestId('dashboard-tab-profile').click();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(page.getByText('That file is not a picture we can use.')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', (await page.getByTestId('profile-avatar').getAttribute('src'))!);
});

test('Manage account: the export is a ZIP holding the page and the site', async () => {
  await openMenuItem(page, 'menu-manage-account');
  await expect(page.getByTestId('dashboard-panel-account')).toBeVisible();
  await shot(page, 'laptop-account');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-data').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cui-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await readFile((await file.path())!));
  const folder = new URL(siteUrl).hostname.split('.')[0];
  expect(files.get(`sites/${folder}/index.html`)?.toString()).toContain('Clay');
  const pages = JSON.parse(files.get('pages/index.json')!.toString()) as { prompt: string; file: string }[];
  expect(pages[0].prompt).toBe('A website for a pottery studio called Clay & Kiln');
  expect(files.get(`pages/${pages[0].file}`)?.toString()).toContain('Clay');
  expect(JSON.parse(files.get('account.json')!.toString()).user).toMatchObject({ email, name: 'Mira Potter' });
});

test('Manage account: deleting needs the e-mail typed, then the site stops answering and the session is gone', async ({ browser }) => {
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByTestId('delete-account-confirm');
  await dialog.getByTestId('delete-account-confirm-input').fill('not my address');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('delete-account-confirm-input').fill(email);
  await shot(page, 'laptop-delete-dialog');
  await confirm.click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-button')).toBeVisible();

  await expectGone(browser);
  const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  // The address is free again, but what signs in with it is a new, empty account.
  const oldCode = await latestCode(email);
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await latestCode(email, oldCode));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await page.getByTestId('profile-menu-trigger').click();
  await expect(page.getByTestId('profile-menu-name')).not.toHaveText('Mira Potter');
  await expect(page.getByTestId('header-avatar')).not.toHaveJSProperty('tagName', 'IMG');
  await page.keyboard.press('Escape');
  const sites = await page.evaluate(async () => (await fetch('/api/sites/all', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json());
  expect(sites).toEqual({});
});

async function expectGone(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  expect((await visitor.goto(siteUrl))?.status()).toBe(404);
  await context.close();
}

test('on a phone, Edit Profile and Manage account fit the screen and work', async ({ browser }) => {
  const phone = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto('/');
  const phoneEmail = `account-phone-${Date.now()}@example.com`;
  await signIn(phone, phoneEmail);
  await openMenuItem(phone, 'menu-edit-profile');
  await expect(phone.getByTestId('dashboard-panel-profile')).toBeVisible();
  await phone.getByTestId('profile-name-input').fill('Phone Person');
  await phone.getByTestId('profile-name-save').click();
  await expect(phone.getByText('Your name was saved.')).toBeVisible();
  await phone.getByTestId('avatar-input').setInputFiles(AVATAR);
  await expect(phone.getByTestId('header-avatar')).toHaveAttribute('src', /^\/api\/user\/avatars\//);
  await expectNoSidewaysScroll(phone);
  await shot(phone, 'phone-profile');

  await phone.getByTestId('dashboard-bottom-tab-account').click();
  await expect(phone.getByTestId('dashboard-panel-account')).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await shot(phone, 'phone-account');
  await phone.getByTestId('delete-account').click();
  const dialog = phone.getByTestId('delete-account-dialog');
  await dialog.getByTestId('delete-account-confirm-input').fill(phoneEmail);
  const box = await dialog.getByTestId('delete-account-confirm').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await shot(phone, 'phone-delete-dialog');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(phone.getByTestId('login-button')).toBeVisible();
  await phone.close();
});
