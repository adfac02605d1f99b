import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { DATABASE } from './playwright.config';
import { samePersonOnAPhone, signIn } from './support/auth';
import { expectScreen, press, readScreens } from './support/designer';

// A designer project made by chat with the built-in designer is published as a site: its screens are
// its pages, its tab bar links them, and the site works on its own host with no script at all.
const TURN_TIMEOUT = 150_000;
const FOLDER = 'pet-adoption-site';
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;
let projectId = '';
let siteRoot = '';
const errors: string[] = [];
const email = `project-publisher-${Date.now()}@example.com`;

function sql(query: string, vars: Record<string, string> = {}): string {
  const args = ['-X', '-q', '-A', '-t', '-h', '127.0.0.1', '-U', 'postgres', '-d', DATABASE];
  for (const [name, value] of Object.entries(vars)) args.push('-v', `${name}=${value}`);
  // psql interpolates :'name' variables only in commands it reads itself, so the query goes on stdin.
  return execFileSync('psql', args, { input: query, encoding: 'utf8' }).trim();
}

/** The project's screens as stored, in order. */
function storedScreens(): { name: string; html: string }[] {
  return JSON.parse(sql(`SELECT coalesce(json_agg(json_build_object('name', name, 'html', html) ORDER BY position, id), '[]') FROM designer_screens WHERE project_id = '${projectId}'`)) as {
    name: string;
    html: string;
  }[];
}

function storeScreenHtml(name: string, html: string): void {
  sql(`UPDATE designer_screens SET html = :'html', version = version + 1 WHERE project_id = :'project' AND name = :'name'`, { html, project: projectId, name });
}

async function newUserPage(browser: Browser, who = email, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const fresh = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });
  fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  fresh.on('pageerror', (error) => errors.push(error.message));
  fresh.on('dialog', (dialog) => void dialog.accept());
  await fresh.goto('/stitch');
  await signIn(fresh, who);
  return fresh;
}

test.beforeAll(async ({ browser }) => {
  page = await newUserPage(browser);
});

test.afterAll(async () => {
  await page?.close();
});

test('a project of three screens made by chat, linked by its tab bar, is published as a site under the name asked for', async () => {
  await page.getByRole('button', { name: 'Pet Adoption App' }).click();
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  projectId = new URL(page.url()).searchParams.get('project') ?? '';
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
  const publish = page.getByTestId('project-publish');
  await expect(publish).toBeEnabled();
  await expect(publish).toHaveAttribute('data-state', 'not-published');

  const screens = storedScreens();
  expect(screens.map((s) => s.name)).toEqual(['Home', 'Pet Detail', 'Favourites']);
  // The built-in designer links every screen's tab bar to the others.
  for (const s of screens) expect(s.html).toContain('data-cui-screen="pet-detail"');

  await publish.click();
  const dialog = page.getByTestId('site-name-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('site-name-input').fill(FOLDER);
  await expect(dialog.getByTestId('site-name-status')).toHaveText('This name is available.');
  await dialog.getByTestId('site-name-confirm').click();
  await expect(page.getByText('Published: 3 pages are live.')).toBeVisible({ timeout: 30_000 });
  const link = page.getByTestId('project-site-link');
  siteRoot = (await link.getAttribute('href')) ?? '';
  expect(siteRoot).toBe(`http://${FOLDER}.localhost:${new URL(test.info().project.use.baseURL!).port}/`);
  await expect(publish).toHaveAttribute('data-state', 'published');
  await page.screenshot({ path: test.info().outputPath('designer-published-1440.png') });

  // The share dialog shares the site.
  await page.getByTestId('project-share').click();
  await expect(page.getByTestId('share-dialog')).toBeVisible();
  await expect(page.getByTestId('share-link')).toHaveValue(siteRoot);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-dialog')).toBeHidden();

  // A reload shows the project's site again.
  await page.reload();
  await expect(page.getByTestId('project-site-link')).toHaveAttribute('href', siteRoot);
  expect(errors).toEqual([]);
});

for (const device of [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test(`on a ${device.name}, the site's pages answer on its own host and its tab bar moves between them, with no script and nothing from elsewhere`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    const site = await context.newPage();
    const requests: Request[] = [];
    const siteErrors: string[] = [];
    site.on('request', (r) => requests.push(r));
    site.on('console', (m) => m.type() === 'error' && siteErrors.push(m.text()));
    site.on('pageerror', (e) => siteErrors.push(e.message));

    // Chromium resolves *.localhost to this machine (Node's resolver does not): the pages are asked for by the browser.
    for (const path of ['pet-detail', 'favourites', '']) {
      const response = await site.goto(`${siteRoot}${path}`);
      expect([path, response?.status()]).toEqual([path, 200]);
      expect(await response?.text()).not.toMatch(/<script/i);
    }
    await expect(site).toHaveTitle(/^Home · /);
    const go = async (slug: string, title: RegExp, path: string) => {
      const tab = site.locator(`nav a[data-cui-screen="${slug}"]`).first();
      await expect(tab).toHaveAttribute('href', slug === 'home' ? './' : `./${slug}`);
      if (device.touch) await tab.tap();
      else await tab.click();
      await expect(site).toHaveURL(`${siteRoot}${path}`);
      await expect(site).toHaveTitle(title);
      expect(await site.evaluate(() => document.scripts.length)).toBe(0);
    };
    await go('pet-detail', /^Pet Detail · /, 'pet-detail');
    await site.screenshot({ path: test.info().outputPath(`site-pet-detail-${device.name}.png`) });
    await go('favourites', /^Favourites · /, 'favourites');
    await go('home', /^Home · /, '');
    await site.goBack();
    await expect(site).toHaveURL(`${siteRoot}favourites`);

    const host = new URL(siteRoot).host;
    expect(requests.map((r) => r.url()).filter((u) => new URL(u).host !== host)).toEqual([]);
    // Every page loads the one stylesheet the site's pages share.
    expect(new Set(requests.map((r) => r.url()).filter((u) => u.endsWith('.css'))).size).toBe(1);
    expect(siteErrors).toEqual([]);
    await context.close();
  });
}

test('publishing again updates the site: only the changed screen gets a new version', async ({ browser }) => {
  const favourites = storedScreens().find((s) => s.name === 'Favourites')!;
  const changed = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.title = `Saved pets · ${doc.title.split(' · ')[1] ?? ''}`;
    return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}\n`;
  }, favourites.html);
  storeScreenHtml('Favourites', changed);

  await page.getByTestId('project-publish').click();
  await expect(page.getByText('Site updated: 1 of 3 pages changed.')).toBeVisible({ timeout: 30_000 });
  const versions = sql(
    `SELECT string_agg(p.name || '=' || (SELECT count(*) FROM page_versions v WHERE v.page_id = p.id), ',' ORDER BY p.name) FROM site_pages p JOIN sites s ON s.id = p.site_id WHERE s.folder_name = '${FOLDER}'`,
  );
  expect(versions).toBe('favourites=2,index=1,pet-detail=1');
  const visitor = await browser.newPage();
  const response = await visitor.goto(`${siteRoot}favourites`);
  expect(await response?.text()).toContain('<title>Saved pets · ');
  await visitor.close();
  expect(errors).toEqual([]);
});

for (const device of [
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on a ${device.name}, someone else remixes the site into a designer project of theirs whose screens link each other again`, async ({ browser }) => {
    const remixer = await newUserPage(browser, `remixer-${device.name}-${Date.now()}@example.com`, device.viewport);
    const touch = device.viewport.width < 600;
    await remixer.goto(`/?remix=${FOLDER}`);
    await expect(remixer).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
    await expect(remixer.getByText(/^All 3 screens copied into your new designer project “/)).toBeVisible();
    const copy = new URL(remixer.url()).searchParams.get('project');
    expect(copy).not.toBe(projectId);
    if (touch) await remixer.getByRole('tab', { name: 'Canvas' }).tap();
    await expect(remixer.getByTestId('screen-card')).toHaveCount(3);
    // The published pages came back as screens: their tab bars lead to screens again, not to pages.
    const links = await readScreens(remixer, (body) => Array.from(body.querySelectorAll('a[data-cui-screen]')).map((a) => a.getAttribute('href')));
    expect(Object.keys(links)).toEqual(['Home', 'Pet Detail', 'Favourites']);
    for (const hrefs of Object.values(links)) expect(hrefs).toEqual(expect.arrayContaining(['#/home', '#/pet-detail', '#/favourites']));
    // The remixer's project has no site yet: it is theirs to publish.
    await expect(remixer.getByTestId('project-publish')).toHaveAttribute('data-state', 'not-published');
    await remixer.screenshot({ path: test.info().outputPath(`remixed-project-${device.name}.png`) });

    const play = remixer.getByRole('button', { name: 'Play' });
    if (touch) await play.tap();
    else await play.click();
    await expectScreen(remixer, 'Home');
    await press(remixer, { screen: 'pet-detail' }, touch ? 'tap' : 'click');
    await expectScreen(remixer, 'Pet Detail');
    await press(remixer, { screen: 'favourites' }, touch ? 'tap' : 'click');
    await expectScreen(remixer, 'Favourites');
    await remixer.close();
    expect(errors).toEqual([]);
  });
}

test('on a phone, the designer shows the project’s site and publishes from the canvas', async ({ browser }) => {
  // The same user, signed in on the phone too.
  const context = await samePersonOnAPhone(browser, page);
  const phone = await context.newPage();
  await phone.goto(`/stitch/create?project=${projectId}`);
  await phone.getByRole('tab', { name: 'Canvas' }).tap();
  await expect(phone.getByTestId('project-site-link')).toHaveAttribute('href', siteRoot);
  await expect(phone.getByTestId('project-publish')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('designer-published-390.png') });
  await phone.getByTestId('project-publish').tap();
  await expect(phone.getByText('Site updated: 0 of 3 pages changed.')).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('publishing after a screen was deleted takes its page off the site and says so', async ({ browser }) => {
  sql(`DELETE FROM designer_screens WHERE project_id = :'project' AND name = 'Favourites'`, { project: projectId });
  await page.reload();
  await expect(page.getByTestId('screen-card')).toHaveCount(2);
  await page.getByTestId('project-publish').click();
  await expect(page.getByText('Its screen is gone, so /favourites was taken off the site.')).toBeVisible({ timeout: 30_000 });
  const visitor = await browser.newPage();
  expect((await visitor.goto(`${siteRoot}favourites`))?.status()).toBe(404);
  expect((await visitor.goto(`${siteRoot}pet-detail`))?.status()).toBe(200);
  await visitor.close();
  expect(errors).toEqual([]);
});
