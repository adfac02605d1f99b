import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { watchCspViolations } from './support/csp';

/**
 * What generated pages do: the vendored Tailwind and Vue runtimes (Vue compiles its template with
 * eval), inline scripts, styles and event handlers, images from data: URLs.
 */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>Harbor Coffee</title>
<script src="/vendor/tailwindcss/tailwind.js"></script>
<script src="/vendor/vue/vue.global.prod.js"></script>
<style>.brand { letter-spacing: 0.05em; }</style>
</head>
<body class="bg-white text-zinc-900">
<section id="hero" class="p-8">
  <h2 class="brand text-3xl font-bold">Harbor Coffee</h2>
  <p id="hours">Open daily</p>
  <img alt="cup" width="24" height="24" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1'/%3E%3C/svg%3E">
</section>
<section id="menu" class="p-8">
  <h2 class="text-2xl">Menu</h2>
  <div id="app">{{ greeting }}</div>
  <button id="order" type="button" onclick="this.textContent = 'Ordered'">Order</button>
</section>
<script>document.getElementById('hours').textContent = 'Open daily 7-19';</script>
<script>Vue.createApp({ data: () => ({ greeting: 'Fresh from the roaster' }) }).mount('#app');</script>
</body>
</html>`;

const paddingTop = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).paddingTop);

/** The page ran whole: its inline script, Vue (eval), Tailwind and its inline handler. */
async function expectPageRuns(page: FrameLocator | Page) {
  await expect(page.locator('#hours')).toHaveText('Open daily 7-19');
  await expect(page.locator('#app')).toHaveText('Fresh from the roaster');
  await expect.poll(() => paddingTop(page.locator('#hero'))).toBe('32px');
  await page.locator('#order').click();
  await expect(page.locator('#order')).toHaveText('Ordered');
}

test('the landing page runs under the app’s policy without a violation', async ({ page, context }) => {
  const violations = await watchCspViolations(context);
  await page.goto('/');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await signIn(page, `csp-landing-${Date.now()}@example.com`);
  await expect(page.getByTestId('credits-counter')).toBeVisible();
  expect(violations).toEqual({ app: [], console: [] });
});

test('a generated page runs in the preview and in a new tab, Visual Edit picks its sections, and the app sees no violation', async ({ page, context }) => {
  const violations = await watchCspViolations(context);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, `csp-gen-${Date.now()}@example.com`);
  // The page as the editor would hold it after a generation.
  await page.evaluate((html) => sessionStorage.setItem('cui.generator.html', JSON.stringify(html)), PAGE);
  await page.reload();

  const iframe = page.getByTestId('preview-iframe');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(iframe).toHaveAttribute('src', '/preview');
  const preview = page.frameLocator('[data-testid="preview-iframe"]');
  await expectPageRuns(preview);
  // The code editor (Monaco, its worker and its styles) loads under the app's policy.
  await expect(page.getByTestId('code-pane').locator('.monaco-editor').first()).toBeVisible();

  await page.getByTestId('visual-edit-toggle').click();
  await preview.locator('#menu h2').click();
  await expect(page.getByTestId('section-popup')).toBeVisible();
  await expect(page.getByTestId('section-id')).toHaveText('menu');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('section-popup')).toBeHidden();
  await page.getByTestId('visual-edit-toggle').click();

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-new-tab').click()]);
  await expect(tab).toHaveTitle('Harbor Coffee');
  expect(new URL(tab.url()).pathname).toBe('/preview');
  await expectPageRuns(tab);
  // A reload asks the app tab for the page again.
  await tab.reload();
  await expect(tab).toHaveTitle('Harbor Coffee');
  await expectPageRuns(tab);

  expect(violations).toEqual({ app: [], console: [] });
});

test('the preview document shows nothing it was not sent by the app', async ({ page, browser, baseURL }) => {
  // Opened directly it has neither a parent nor an opener to ask.
  await page.goto('/preview');
  await expect(page.getByText('This tab shows pages opened from the CUI editor.')).toBeVisible();
  expect(await page.evaluate(() => self.origin)).toBe('null');
  // Its note is in the browser's language (the app's own setting is out of an opaque origin's reach).
  const zh = await browser.newContext({ locale: 'zh-CN', baseURL });
  const zhPage = await zh.newPage();
  await zhPage.goto('/preview');
  await expect(zhPage.getByText('此标签页用于显示从 CUI 编辑器打开的页面。')).toBeVisible();
  await zh.close();
});
