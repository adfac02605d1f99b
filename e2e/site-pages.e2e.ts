import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// One signed-in user makes a page with the built-in model, publishes it as a site, then adds two
// pages from the projects dropdown, one by one: each is generated in the site's look and published.
// Every page of the site then has the same header and a navigation listing all three (decision 059).
// Then another user remixes the whole site.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let APP_ORIGIN = '';
let page: Page;
let folder = '';
const PAGES = [
  { path: '/', name: 'index', label: 'Home' },
  { path: '/about', name: 'about', label: 'About' },
  { path: '/visit-us', name: 'visit-us', label: 'Visit us' },
];

test.beforeAll(async ({ browser }) => {
  APP_ORIGIN = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL: APP_ORIGIN, viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
  await signIn(page, `site-pages-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await page?.context().close();
});

const siteOrigin = () => `http://${folder}.localhost:${new URL(APP_ORIGIN).port}`;

async function waitForGeneration(): Promise<void> {
  await expect(page.getByTestId('stop-button')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('send-button')).toBeVisible({ timeout: 60_000 });
}

test('a page of the built-in model, published as a new site', async () => {
  await page.getByTestId('model-picker').click();
  await page.getByTestId('model-option-cui-core').click();
  await page.getByTestId('prompt-input').fill('A website for Crumb, a bakery in Lyon, with prices and opening hours');
  await page.getByTestId('send-button').click();
  await waitForGeneration();
  await page.getByTestId('publish-menu').click();
  await page.getByTestId('publish-new-site').click();
  folder = `crumb-pages-${Date.now().toString(36).slice(-5)}`;
  await page.getByTestId('site-name-input').fill(folder);
  await expect(page.getByTestId('site-name-status')).toHaveText('This name is available.');
  await page.getByTestId('site-name-confirm').click();
  await expect(page.getByText('Published successfully!').first()).toBeVisible({ timeout: 20_000 });
});

test('two pages added one by one from the projects dropdown, each in the site’s look', async () => {
  for (const [name, prompt] of [
    ['about', 'Our story and the team'],
    ['visit-us', ''],
  ]) {
    // The composer's words say what goes on the new page; empty, its name does.
    await page.getByTestId('prompt-input').fill(prompt);
    await page.getByTestId('projects-dropdown').click();
    const site = page.locator(`[data-testid="project-site"][data-folder="${folder}"]`);
    await expect(site).toBeVisible();
    // The name is checked as page names are.
    await site.getByTestId('new-page-input').fill('Not A Name');
    await site.getByTestId('new-page-submit').click();
    await expect(site.getByRole('alert')).toContainText('lower-case letters');
    await site.getByTestId('new-page-input').fill(name);
    await site.getByTestId('new-page-submit').click();
    await waitForGeneration();
    await expect(page.getByTestId('projects-current')).toHaveText(`${folder}/${name}`);
    await expect(page.getByText('Published successfully!').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1').first()).toHaveText(PAGES.find((p) => p.name === name)!.label);
  }
});

test('every page of the site has the same header and a navigation listing all three', async () => {
  const visitor = await page.context().newPage();
  const headers: string[] = [];
  for (const { path, name } of PAGES) {
    const response = await visitor.goto(`${siteOrigin()}${path}`);
    expect(response?.status()).toBe(200);
    const nav = visitor.locator('header nav[data-cui-site-nav]');
    await expect(nav).toBeVisible();
    await expect(nav.locator('a')).toHaveText(PAGES.map((p) => p.label));
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(PAGES.find((p) => p.name === name)!.label);
    // The header without the navigation (whose current page differs from page to page), its links
    // to the index's sections as the index has them (another page leads to them with ./#section).
    headers.push(await visitor.locator('header').first().evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelector('[data-cui-site-nav]')?.remove();
      for (const a of Array.from(copy.querySelectorAll('[href^="./#"]'))) a.setAttribute('href', a.getAttribute('href')!.slice(2));
      return copy.outerHTML;
    }));
    // Every in-page link of the header leads to a section this page has.
    const dead = await visitor.locator('header [href^="#"]').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')!.slice(1)).filter((id) => id && !document.getElementById(id)),
    );
    expect([path, dead]).toEqual([path, []]);
  }
  expect(new Set(headers).size).toBe(1);
  expect(headers[0]).toContain('Crumb');
  // The links lead between the pages on the site's own host.
  await visitor.goto(`${siteOrigin()}/`);
  await visitor.locator('header nav[data-cui-site-nav] a', { hasText: 'Visit us' }).click();
  await expect(visitor).toHaveURL(`${siteOrigin()}/visit-us`);
  // A header link to one of the index's sections leads there from another page.
  const toSection = visitor.locator('header a[href^="./#"]:visible').first();
  const section = (await toSection.getAttribute('href'))!.slice(3);
  await toSection.click();
  await expect(visitor).toHaveURL(`${siteOrigin()}/#${section}`);
  await visitor.goBack();
  await expect(visitor).toHaveURL(`${siteOrigin()}/visit-us`);
  await visitor.locator('header nav[data-cui-site-nav] a', { hasText: 'Home' }).click();
  await expect(visitor).toHaveURL(`${siteOrigin()}/`);
  // On a phone the navigation is on screen too.
  await visitor.setViewportSize({ width: 390, height: 844 });
  const nav = visitor.locator('header nav[data-cui-site-nav]');
  await expect(nav).toBeInViewport();
  await visitor.close();
});

test('the projects dropdown lists the site’s pages; opening one edits it', async () => {
  await page.getByTestId('projects-dropdown').click();
  const site = page.locator(`[data-testid="project-site"][data-folder="${folder}"]`);
  await expect(site.getByTestId('project-page')).toHaveText(['index', 'about', 'visit-us']);
  await site.getByTestId('project-page').filter({ hasText: 'about' }).click();
  await expect(page.getByTestId('projects-current')).toHaveText(`${folder}/about`);
  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1').first()).toHaveText('About');
});

test('renaming a page from the dropdown renames it in every page’s navigation', async ({ browser }) => {
  await page.getByTestId('projects-dropdown').click();
  const site = page.locator(`[data-testid="project-site"][data-folder="${folder}"]`);
  const row = site.locator('li', { has: page.getByTestId('project-page').filter({ hasText: 'visit-us' }) });
  await row.getByTestId('rename-page').click();
  await site.getByTestId('rename-page-input').fill('find-us');
  await site.getByTestId('rename-page-submit').click();
  await expect(page.getByText('Page renamed to find-us.', { exact: false })).toBeVisible({ timeout: 20_000 });
  // A visitor who has not been here (a browser keeps a page it saw for its max-age, a minute).
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  for (const path of ['/', '/about', '/find-us']) {
    await visitor.goto(`${siteOrigin()}${path}`);
    await expect(visitor.locator('header nav[data-cui-site-nav] a')).toHaveText(['Home', 'About', 'Find us']);
  }
  expect((await visitor.goto(`${siteOrigin()}/visit-us`))?.status()).toBe(404);
  await fresh.close();
  PAGES[2] = { path: '/find-us', name: 'find-us', label: 'Find us' };
});

test('?remix= of the site copies all its pages into a new unpublished site of the remixer', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: APP_ORIGIN, viewport: { width: 1440, height: 900 } });
  const remixer = await context.newPage();
  await remixer.goto('/');
  await signIn(remixer, `remixer-${Date.now()}@example.com`);
  await remixer.goto(`/?remix=${folder}`);
  await expect(remixer.getByText(/All 3 pages copied into your new site/)).toBeVisible({ timeout: 30_000 });
  await expect(remixer).toHaveURL(`${APP_ORIGIN}/`);
  const current = await remixer.getByTestId('projects-current').textContent();
  // Named after the source, with a suffix of its own.
  expect(current).toMatch(/^crumb-[a-z0-9-]+$/);
  expect(current).not.toBe(folder);
  await remixer.getByTestId('projects-dropdown').click();
  const copy = remixer.locator(`[data-testid="project-site"][data-folder="${current}"]`);
  await expect(copy).toHaveAttribute('data-unpublished', 'true');
  await expect(copy.getByTestId('project-page')).toHaveText(['index', 'about', 'find-us']);
  await context.close();
});
