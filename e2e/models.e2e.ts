import { expect, type Page, test } from '@playwright/test';
import { LLM_URL } from './playwright.config';
import { signIn } from './support/auth';

// The app runs with OLLAMA_BASE_URL at bench/fake-upstream.mjs, which answers Ollama's /api/tags
// (one pulled model, qwen3:8b) and streams the Northwind Coffee page on /v1/chat/completions.

const PAGE_HEADING = 'Small-batch coffee, roasted every morning';

async function sentModels(): Promise<string[]> {
  return ((await (await fetch(`${LLM_URL}/requests`)).json()) as { model: string }[]).map((r) => r.model);
}

for (const device of [
  { name: 'laptop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test(`on a ${device.name}, a model the local Ollama has pulled is in the picker under its server, with its size, and makes the page`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await signIn(page, `models-${device.name}-${Date.now()}@example.com`);
    const before = (await sentModels()).length;

    await page.getByTestId('model-picker').click();
    const ollama = page.getByTestId('model-group').filter({ hasText: 'Ollama' });
    await expect(ollama.getByTestId('model-option-ollama/qwen3:8b')).toContainText('qwen3:8b');
    await expect(ollama.getByTestId('model-option-ollama/qwen3:8b')).toContainText('8.2B');
    // Models of providers with no key say what to set, and the dearer ones say what they cost.
    await expect(page.getByTestId('model-option-claude-opus-4-8')).toContainText('Set ANTHROPIC_API_KEY');
    await expect(page.getByTestId('model-option-claude-opus-4-8').getByTestId('model-cost')).toHaveText('3 credits');
    await page.screenshot({ path: test.info().outputPath(`model-picker-${device.name}.png`) });
    await page.getByTestId('model-option-ollama/qwen3:8b').click();
    await expect(page.getByTestId('model-picker')).toContainText('qwen3:8b');

    await page.getByTestId('prompt-input').fill('A coffee roastery landing page');
    await page.getByTestId('send-button').click();
    await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1')).toHaveText(PAGE_HEADING, { timeout: 30_000 });
    await expect(page.getByTestId('credits-counter')).toContainText('4');
    expect((await sentModels()).slice(before)).toEqual(['qwen3:8b']);
    expect(errors).toEqual([]);
    await context.close();
  });
}
