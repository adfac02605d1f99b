import { expect, type Page, test } from '@playwright/test';
import { LLM_URL } from './playwright.config';
import { signIn } from './support/auth';

// The app runs with OPENAI_BASE_URL pointing at bench/fake-upstream.mjs, which stands in for an
// image-capable provider (it streams the Northwind Coffee page) and records what each request carried.

/** A 2×2 PNG: the bytes a person would pick from disk. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8Dwn4GBgYGJgYGBAQAk/gL/8i4WzQAAAABJRU5ErkJggg==', 'base64');

const PAGE_HEADING = 'Small-batch coffee, roasted every morning';

interface SentRequest {
  model: string;
  text: string;
  image: string | null;
}

async function sentRequests(): Promise<SentRequest[]> {
  const res = await fetch(`${LLM_URL}/requests`);
  return (await res.json()) as SentRequest[];
}

async function freshSignedInPage(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await signIn(page, `${name}-${Date.now()}@example.com`);
}

test('image mode: switches to a vision model, sends the picture and shows the recreated page', async ({ page }) => {
  await freshSignedInPage(page, 'image-mode');
  const before = (await sentRequests()).length;

  // The default built-in model cannot read images: the toggle offers the configured ones that can.
  await page.getByTestId('image-mode-toggle').click();
  await expect(page.getByRole('menuitem', { name: /Switch to GPT-5\.5 mini/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /Switch to GPT-5\.5$/ }).click();
  await expect(page.getByTestId('image-mode-toggle')).toHaveAttribute('aria-pressed', 'true');

  // Without a picture there is nothing to send.
  await expect(page.getByTestId('send-button')).toBeDisabled();
  await page.getByTestId('image-input').setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('studio.png')).toBeVisible();
  await expect(page.getByText('Image mode: the page will reproduce this design')).toBeVisible();
  await page.getByTestId('prompt-input').fill('Keep the warm colours');
  await page.getByTestId('send-button').click();

  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1')).toHaveText(PAGE_HEADING, { timeout: 30_000 });
  await expect(page.getByTestId('send-button')).toBeVisible();
  await expect(page.getByTestId('credits-counter')).toContainText('4');
  // Image mode ends with the first answer, and cannot be turned on again for this page.
  await expect(page.getByTestId('image-mode-toggle')).toHaveCount(0);
  await expect(page.getByText('studio.png')).toHaveCount(0);

  const sent = (await sentRequests()).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0].model).toBe('gpt-5.5');
  expect(sent[0].image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  expect(sent[0].text).toContain('Recreate the design in the attached image');
  expect(sent[0].text).toContain('Keep the warm colours');
});

test('reference image: attach is only offered with a vision model, and the picture goes with the prompt', async ({ page }) => {
  await freshSignedInPage(page, 'reference');
  const before = (await sentRequests()).length;

  await page.getByTestId('attach-button').click();
  const pickItem = page.getByRole('menuitem', { name: /Reference image/ });
  await expect(pickItem).toBeDisabled();
  await expect(page.getByRole('menu')).toContainText('Attaching an image needs a model that reads images.');
  await expect(page.getByRole('menuitem', { name: 'Switch to GPT-5.5', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('model-picker').click();
  await page.getByTestId('model-option-gpt-5-5').click();
  await page.getByTestId('attach-button').click();
  await expect(pickItem).toBeEnabled();
  const chooser = page.waitForEvent('filechooser');
  await pickItem.click();
  await (await chooser).setFiles({ name: 'moodboard.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('moodboard.png')).toBeVisible();

  await page.getByTestId('prompt-input').fill('A portfolio for a photography studio');
  await page.getByTestId('prompt-input').press('Enter');
  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('h1')).toHaveText(PAGE_HEADING, { timeout: 30_000 });
  await expect(page.getByTestId('send-button')).toBeVisible();

  const sent = (await sentRequests()).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0].model).toBe('gpt-5.5');
  expect(sent[0].image).toMatch(/^data:image\/png;base64,/);
  expect(sent[0].text).toContain('A portfolio for a photography studio');
  expect(sent[0].text).toContain('Use the attached image as a visual reference.');
});

test('a file that is not an image is refused with a message', async ({ page }) => {
  await freshSignedInPage(page, 'not-image');
  await page.getByTestId('model-picker').click();
  await page.getByTestId('model-option-gpt-5-5-mini').click();
  await page.getByTestId('image-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only image files can be attached.')).toBeVisible();
  await expect(page.getByText('notes.txt')).toHaveCount(0);
});
