import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

// Variants: three designs of one new page stream side by side, two from the built-in model and one from a
// local model, each its own generation and credit; the chosen one becomes the page (V1) and the others
// stay in its versions.
test.setTimeout(120_000);

for (const device of [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test(`on a ${device.name}, three designs of one prompt stream side by side and the chosen one becomes the page`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await signIn(page, `variants-${device.name}-${Date.now()}@example.com`);
    await expect(page.getByTestId('credits-counter')).toContainText('5');

    await page.getByTestId('variants-picker').click();
    await page.getByTestId('variants-option-3').click();
    await expect(page.getByTestId('variants-picker')).toContainText('×3');
    // The second design from another model (the local server the app lists), the others from the page's.
    await page.getByTestId('variant-model-2').selectOption('ollama/qwen3:8b');
    await page.keyboard.press('Escape');
    await page.getByTestId('prompt-input').fill('A website for Crumb, a bakery in Lyon');
    await page.getByTestId('send-button').click();

    const grid = page.getByTestId('variants-grid');
    await expect(grid).toBeVisible();
    const tiles = grid.getByTestId('variant-tile');
    await expect(tiles).toHaveCount(3);
    await expect(grid.locator('[data-testid="variant-tile"][data-status="done"]')).toHaveCount(3, { timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath(`variants-${device.name}.png`), fullPage: false });
    await expect(tiles.nth(1)).toContainText('qwen3:8b');
    await expect(tiles.nth(0)).toContainText('CUI Core');
    // Two looks of the built-in model: each design's theme (its own block) differs from the other's.
    const themes: string[] = [];
    for (const i of [0, 2]) {
      // The tile's preview: two stacked frames, the one in front holding the page.
      const frames = tiles.nth(i).locator('iframe');
      const shown: string[] = [];
      for (let f = 0; f < (await frames.count()); f++) {
        const block = tiles.nth(i).frameLocator('iframe').nth(f).locator('style#cui-theme');
        if (await block.count()) shown.push(`${await block.getAttribute('data-primary')} ${await block.getAttribute('data-mode')} ${await block.getAttribute('data-font')}`);
      }
      themes.push(shown[0] ?? '');
    }
    expect(new Set(themes).size).toBe(2);
    await expect(page.getByTestId('credits-counter')).toContainText('2');

    const second = tiles.nth(1);
    if (device.touch) await second.getByTestId('variant-use').tap();
    else await second.getByTestId('variant-use').click();
    await expect(grid).toHaveCount(0);
    await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1').first()).not.toBeEmpty();
    await page.getByTestId('versions-dropdown').click();
    await expect(page.getByTestId('version-item')).toHaveCount(3);
    expect(errors).toEqual([]);
    await context.close();
  });
}
