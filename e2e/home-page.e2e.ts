import { expect, test, type Browser } from '@playwright/test';

// The home page paints from index.html alone (a static shell of the landing, its styles inline) and
// the app replaces that shell when it mounts (docs/decisions/054). These guard what Lighthouse
// measures in `pnpm bench` without running it here: nothing blocks the first paint, the JavaScript
// the home page loads stays within its budget, and the shell is where the app will be.

/** The home page's JavaScript on the wire (compressed), as in bench/home-page.mjs. */
const HOME_JS_BUDGET_BYTES = 250_000;

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test('nothing blocks the home page first paint: no stylesheet link, no parser-blocking script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
  const blocking = [...head.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="module"|\sdefer|\sasync/.test(tag));
  expect(blocking).toEqual([]);
  expect(head).toContain('<style>');
  // The landing's heading is in the document itself, not only in what the JavaScript renders.
  expect(html).toMatch(/<h2[^>]*>Dream\. Design\. Deploy\.<\/h2>/);
});

test('the home page loads at most its JavaScript budget, and neither the editor nor other pages', async ({ page }) => {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: new URL(response.url()).pathname, bytes: response.request().sizes().then((s) => s.responseBodySize) });
  });
  await page.goto('/?lng=en');
  await expect(page.getByTestId('prompt-input')).toBeEditable();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const total = sizes.reduce((sum, n) => sum + n, 0);
  test.info().annotations.push({ type: 'home JavaScript', description: `${(total / 1000).toFixed(1)} KB in ${scripts.length} files` });
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  const names = scripts.map((s) => s.url.split('/').pop() ?? '');
  for (const lazy of ['monaco', 'code-pane', 'preview-pane', 'dashboard-page', 'stitch-page', 'dexie']) expect(names.filter((n) => n.startsWith(`${lazy}-`))).toEqual([]);
});

async function boxes(browser: Browser, size: { width: number; height: number }, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: size, javaScriptEnabled, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto('/?lng=en');
    if (javaScriptEnabled) await expect(page.getByTestId('generator')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.evaluate(() => {
      const box = (el: Element | null) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      };
      return {
        header: box(document.querySelector('header')),
        heading: box(document.querySelector('main h2')),
        subtitle: box(document.querySelector('main h2 + p')),
        composer: box(document.querySelector('main textarea')),
        firstChip: box(document.querySelector('main [aria-label] > button')),
      };
    });
  } finally {
    await context.close();
  }
}

for (const size of SIZES) {
  test(`the static shell is laid out where the app renders the landing (${size.width}×${size.height})`, async ({ browser }) => {
    const shell = await boxes(browser, size, false);
    const app = await boxes(browser, size, true);
    expect(shell.heading).not.toBeNull();
    expect(shell).toEqual(app);
  });
}

test('a starter template card shows its description in at most two lines, as its placeholder does', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The templates are held back until the app has shown their placeholders (the app asks for them
  // while it starts, so they could otherwise arrive before a placeholder is ever measured).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/templates', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('[data-testid="prompt-input"]:not([readonly])')).toBeVisible();
  const placeholder = await page.getByTestId('starter-placeholder').first().boundingBox();
  release();
  const card = page.getByTestId('starter-template').first();
  await expect(card).toBeVisible();
  const description = card.locator('span').nth(1);
  const { lines, clamp } = await description.evaluate((el) => {
    const style = getComputedStyle(el);
    return { lines: el.getBoundingClientRect().height / parseFloat(style.lineHeight), clamp: style.webkitLineClamp };
  });
  expect(clamp).toBe('2');
  expect(lines).toBeLessThanOrEqual(2.01);
  // The card takes the placeholder's place without moving what is below it.
  expect(Math.abs((await card.boundingBox())!.height - placeholder!.height)).toBeLessThanOrEqual(1);
});
