import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { signIn as signInAs } from './support/auth';
import { type Violations, watchCspViolations } from './support/csp';

// The built-in offline model streams a full page at a realistic pace (about two minutes for a
// 90 kB page), so the steps share one signed-in page and one generation, in order.
const GENERATION_TIMEOUT = 180_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let userCounter = 0;

/** A fresh account: 5 monthly credits. */
async function signIn(page: Page): Promise<string> {
  const email = `gen-${Date.now()}-${userCounter++}@example.com`;
  await signInAs(page, email);
  return email;
}

function preview(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="preview-iframe"]');
}

/** Waits until the stream has delivered at least `chars` characters (read from the reload snapshot). */
async function waitForStreamed(page: Page, chars: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(sessionStorage.getItem('cui.generator.stream') ?? 'null')?.text ?? '').length), {
      timeout: 30_000,
    })
    .toBeGreaterThan(chars);
}

async function waitForIdle(page: Page): Promise<void> {
  await expect(page.getByTestId('send-button')).toBeVisible({ timeout: GENERATION_TIMEOUT });
}

/** The per-tab state the generator keeps in sessionStorage (JSON values). */
async function tabState<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(sessionStorage.getItem(`cui.generator.${k}`) ?? 'null'), key);
}

let page: Page;
let violations: Violations;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  violations = await watchCspViolations(page.context());
  // Leaving the page mid-generation raises the beforeunload prompt; a person would confirm it.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await signIn(page);
  await expect(page.getByTestId('credits-counter')).toContainText('5');
});

test.afterAll(async () => {
  await page?.close();
});

async function credits(): Promise<number> {
  return Number((await page.getByTestId('credits-counter').textContent())?.trim());
}

test('generates a page with the built-in model, resuming after a reload mid-stream', async () => {
  await page.getByTestId('model-picker').click();
  await expect(page.getByTestId('model-option-cui-core')).toContainText('offline');
  await page.keyboard.press('Escape');

  await page.getByTestId('prompt-input').fill('A website for a bakery called Crumb & Co with products, opening hours and a contact form');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await expect(page.getByTestId('code-pane')).toBeVisible();
  await waitForStreamed(page, 3000);
  // The preview renders the page while it streams.
  await expect(preview(page).locator('body')).toContainText('Crumb', { timeout: 15_000 });
  const snapshot = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cui.generator.stream') ?? 'null'));
  expect(snapshot?.id).toBeTruthy();

  await page.reload();
  // The same generation picks up where it was and completes.
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await expect(page.getByTestId('prompt-input')).toHaveValue(/Crumb & Co/);
  await waitForIdle(page);

  await expect(page.getByText('Your page is ready!')).toBeVisible();
  await expect(preview(page).locator('section[id] h2').first()).toBeVisible();
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1');
  await expect(page.getByTestId('prompt-input')).toHaveValue('');
  await expect(page.getByTestId('credits-counter')).toContainText('4');
  const html = await tabState<string>(page, 'html');
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toMatch(/<\/html>\s*$/i);
  expect(await page.evaluate(() => sessionStorage.getItem('cui.generator.stream'))).toBeNull();
  await page.screenshot({ path: test.info().outputPath('generated.png') });
});

test('regenerates one section with Visual Edit and saves it as a version', async () => {
  const frame = preview(page);
  const target = frame.locator('section[id]').nth(1);
  const id = (await target.getAttribute('id')) as string;
  expect(id).toBeTruthy();

  await page.getByTestId('visual-edit-toggle').click();
  await expect(page.getByTestId('visual-edit-toggle')).toHaveAttribute('aria-pressed', 'true');
  await target.locator('h2').first().click();
  const popup = page.getByTestId('section-popup');
  await expect(popup).toBeVisible();
  await expect(page.getByTestId('section-id')).toHaveText(id);
  await expect(page.getByTestId('section-regenerate')).toBeDisabled();
  await page.getByTestId('section-instructions').fill('Change the heading to "Sourdough Society Club"');
  await page.getByTestId('section-regenerate').click();
  await expect(popup).toBeHidden();
  await waitForIdle(page);

  await expect(frame.locator(`[id="${id}"]`)).toContainText('Sourdough Society Club');
  await expect(page.getByTestId('versions-dropdown')).toContainText('V2');
  const versions = await tabState<{ list: { content: string }[] }>(page, 'versions');
  expect(versions.list).toHaveLength(2);
  expect(versions.list[1].content).toContain('Sourdough Society Club');
  expect(versions.list[0].content).not.toContain('Sourdough Society Club');
});

test('switches between versions', async () => {
  await page.getByTestId('versions-dropdown').click();
  const items = page.getByTestId('version-item');
  await expect(items).toHaveCount(2);
  await items.filter({ hasText: 'V1' }).click();
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1');
  await expect(preview(page).getByText('Sourdough Society Club')).toHaveCount(0);

  const versions = await tabState<{ list: { content: string; prompt: string }[]; current: number }>(page, 'versions');
  expect(versions.current).toBe(0);
  expect(await tabState<string>(page, 'html')).toBe(versions.list[0].content);
  expect(await tabState<string>(page, 'previousPrompt')).toBe(versions.list[0].prompt);

  await page.getByTestId('versions-dropdown').click();
  await page.getByTestId('version-item').filter({ hasText: 'V2' }).click();
  await expect(page.getByTestId('versions-dropdown')).toContainText('V2');
  await expect(preview(page).getByText('Sourdough Society Club')).toBeVisible();
  expect(await tabState<string>(page, 'html')).toBe(versions.list[1].content);
});

test('a follow-up keeps the whole page in the preview while the new one streams', async () => {
  const frame = preview(page);
  const footer = (await frame.locator('footer').last().innerText()).trim();
  expect(footer.length).toBeGreaterThan(0);
  // Each preview render is a new iframe: count those made while the follow-up streams.
  await page.evaluate(() => {
    const probe = window as unknown as { streamRenders: number };
    probe.streamRenders = 0;
    new MutationObserver((records) => {
      const streaming = document.querySelector('[data-testid="stop-button"]') !== null;
      if (streaming) for (const record of records) probe.streamRenders += Array.from(record.addedNodes).filter((node) => node instanceof HTMLIFrameElement).length;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('prompt-input').fill('make the hero dark');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await waitForIdle(page);
  // A restyle has no more to paint than the page open: until it is done the preview kept the open
  // page, never showing the new one cut off where its stream had got to.
  expect(await page.evaluate(() => (window as unknown as { streamRenders: number }).streamRenders)).toBe(0);
  await expect(page.getByTestId('versions-dropdown')).toContainText('V3');
  await expect.poll(async () => (await frame.locator('footer').last().innerText()).trim()).toBe(footer);
});

test('saves the page as a local template and opens it again', async () => {
  const html = await tabState<string>(page, 'html');

  await page.getByTestId('more-menu').click();
  await page.getByTestId('save-local').click();
  const dialog = page.getByTestId('save-template-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('template-save').click();
  await expect(dialog).toContainText('Please enter a template name.');
  await page.getByTestId('template-title').fill('Bakery page');
  await page.getByTestId('template-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Template saved.')).toBeVisible();

  // Start over, then bring the template back after a reload.
  await page.getByTestId('reset-button').click();
  await expect(page.getByText('You are about to reset the Canvas. Are you sure?')).toBeVisible();
  await page.getByTestId('reset-confirm-confirm').click();
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
  await page.reload();
  await page.getByTestId('templates-list-button').click();
  const list = page.getByTestId('templates-dialog');
  await expect(list).toBeVisible();
  const row = page.getByTestId('template-row').filter({ hasText: 'Bakery page' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('template-use').click();
  await expect(list).toBeHidden();
  expect(await tabState<string>(page, 'html')).toBe(html);
  await expect(preview(page).getByText('Sourdough Society Club')).toBeVisible();

  // Delete it again.
  await page.getByTestId('templates-list-button').click();
  await page.getByTestId('template-row').filter({ hasText: 'Bakery page' }).getByTestId('template-delete').click();
  await expect(page.getByTestId('templates-empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('stops a generation, shows the starter page and refunds the credit', async () => {
  const before = await credits();
  // The Reset of the previous test started a clean history; a stopped generation adds no version to it.
  const versionCount = async () => (await tabState<{ list: unknown[] } | null>(page, 'versions'))?.list.length ?? 0;
  const versionsBefore = await versionCount();
  await page.getByTestId('prompt-input').fill('Turn it into an online store for handmade ceramics');
  await page.getByTestId('send-button').click();
  await expect(page.getByTestId('stop-button')).toBeVisible();
  await waitForStreamed(page, 500);
  await page.getByTestId('stop-button').click();

  await expect(page.getByText('Generation stopped')).toBeVisible();
  await expect(page.getByTestId('send-button')).toBeVisible();
  await expect(page.getByTestId('prompt-input')).toHaveValue('');
  await expect(preview(page).getByText('Welcome to CUI')).toBeVisible();
  expect(await versionCount()).toBe(versionsBefore);
  // The server refunds the held credit once the cancel lands.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId('credits-counter')).toBeVisible();
        return credits();
      },
      { timeout: 20_000 },
    )
    .toBe(before);
});

test('the app and its previews ran all of the above without a CSP violation', async () => {
  expect(violations).toEqual({ app: [], console: [] });
});
