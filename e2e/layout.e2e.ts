import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// A phone is equal to a laptop: every control of the header and the generator's control bar is on
// screen and takes a tap, with no sideways scrolling, in every language.
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const LANGUAGES = ['en', 'zh', 'hi'];
const PAGE = '<!DOCTYPE html><html><head><title>Hello</title></head><body><h1>Hello</h1></body></html>';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  await page.goto('/');
  // Signed in, the header holds the most: credits and the profile menu.
  await signIn(page, `layout-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await page?.close();
});

/** Opens the generator with a page and a long history in this tab (as after 12 generations), in `lng`. */
async function openWithPage(lng: string): Promise<void> {
  await page.evaluate((html) => {
    const list = Array.from({ length: 12 }, (_, i) => ({ content: html, timestamp: Date.now() - i, label: `V${i + 1}`, prompt: 'A page' }));
    sessionStorage.setItem('cui.generator.html', JSON.stringify(html));
    sessionStorage.setItem('cui.generator.versions', JSON.stringify({ list, current: 11 }));
  }, PAGE);
  await page.goto(`/?lng=${lng}`);
  await expect(page.getByTestId('publish-menu')).toBeVisible();
}

/** Every visible control inside `area` lies within the window and would receive a click. */
async function expectAllReachable(area: Locator, label: string): Promise<number> {
  const width = page.viewportSize()!.width;
  const controls = area.locator('button, a, select, [role="button"]');
  let checked = 0;
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('data-testid')) ?? (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect.soft(box.x, `${label}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${label}: ${name} ends on screen`).toBeLessThanOrEqual(width);
    // Actionability without acting: visible, stable, enabled or not, and not covered by anything else.
    if (await control.isEnabled()) await control.click({ trial: true, timeout: 2000 });
    checked++;
  }
  return checked;
}

for (const size of PHONES) {
  for (const lng of LANGUAGES) {
    test(`at ${size.width}×${size.height} in ${lng} every header and control-bar action is on screen`, async () => {
      await page.setViewportSize(size);
      await openWithPage(lng);
      await expect(page.getByTestId('versions-dropdown')).toContainText('V12');
      const label = `${size.width} ${lng}`;
      expect(await expectAllReachable(page.locator('header'), `${label} header`)).toBeGreaterThanOrEqual(5);
      // Versions, projects, Preview and Code, Publish, More.
      expect(await expectAllReachable(page.getByTestId('control-bar'), `${label} control bar`)).toBeGreaterThanOrEqual(6);
      // Attach, voice, model, framework, image mode, optimize.
      expect(await expectAllReachable(page.getByTestId('prompt-tools'), `${label} prompt tools`)).toBeGreaterThanOrEqual(6);
      await expectAllReachable(page.getByTestId('send-button').locator('..'), `${label} composer`);
      for (const id of ['control-bar', 'prompt-tools']) {
        const row = await page.getByTestId(id).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(row.scroll, `${label}: ${id} does not scroll sideways`).toBe(row.client);
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(size.width);
      // The beta badge stays on one line (测试版 wrapped into three on a phone).
      const badge = (await page.locator('header a[href="/"] span').last().boundingBox())!;
      expect(badge.height, `${label}: beta badge height`).toBeLessThan(24);
    });
  }
}

test('on a phone, Templates and Open in new tab are in More and work from there', async () => {
  await page.setViewportSize(PHONES[0]);
  await openWithPage('en');
  const bar = page.getByTestId('control-bar');
  await expect(bar.getByTestId('templates-list-button')).toHaveCount(0);
  await expect(bar.getByTestId('open-new-tab')).toHaveCount(0);

  await page.getByTestId('more-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Templates', 'Open in new tab', 'Refresh preview', 'Copy code', 'Download HTML', 'Save to local database']);
  await expectAllReachable(menu, 'More menu');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), menu.getByRole('menuitem', { name: 'Open in new tab' }).click()]);
  await expect(tab.locator('h1')).toHaveText('Hello');
  await tab.close();

  await page.getByTestId('more-menu').click();
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved templates' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('on a laptop the same actions are buttons in the bar', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWithPage('en');
  const bar = page.getByTestId('control-bar');
  await expect(bar.getByTestId('templates-list-button')).toBeVisible();
  await expect(bar.getByTestId('open-new-tab')).toBeVisible();
  await expect(page.getByTestId('publish-menu')).toHaveText('Publish');
});

/** The document's height equals the window's: the page itself never scrolls, its panes do. */
async function expectNoDocumentScroll(label: string): Promise<void> {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.scrollingElement!.scrollHeight, innerHeight: window.innerHeight }));
  expect(scrollHeight, `${label}: the document does not scroll`).toBe(innerHeight);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} the generator and the designer fill the window without a page scroll`, async () => {
    await page.setViewportSize(size);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/');
    await expect(page.getByTestId('prompt-input')).toBeVisible();
    await expectNoDocumentScroll('generator landing');

    await openWithPage('en');
    await expectNoDocumentScroll('generator with a page');

    const id = await page.evaluate(async () => {
      const res = await fetch('/api/projects', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify({ device_type: 'mobile', title: 'Layout check' }),
      });
      return ((await res.json()) as { project: { project_uuid: string } }).project.project_uuid;
    });
    await page.goto(`/stitch/create?project=${id}`);
    await expect(page.getByTestId('designer-workspace')).toBeVisible();
    await expectNoDocumentScroll('designer workspace');
  });
}
