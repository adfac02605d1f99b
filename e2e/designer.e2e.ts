import { type Browser, expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { DATABASE } from './playwright.config';
import { signIn } from './support/auth';
import { readScreens } from './support/designer';

// The built-in offline designer plans and builds each screen in the worker; a turn takes a few seconds
// to a minute on two cores. The steps share one signed-in page and one project, in order.
const TURN_TIMEOUT = 150_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;
const errors: string[] = [];
let projectUrl = '';
const email = `designer-${Date.now()}@example.com`;

/** Each screen's name and the document its frame shows. */
function screens(): Promise<Record<string, string>> {
  return readScreens(page, (body) => body.ownerDocument.documentElement.outerHTML);
}

async function waitForTurn(): Promise<void> {
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
}

/** A new user's page on the designer home, signed in as `email`, its errors collected. */
async function newUserPage(browser: Browser, email: string): Promise<Page> {
  const fresh = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  fresh.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  fresh.on('pageerror', (error) => errors.push(error.message));
  // Leaving mid-turn raises the beforeunload prompt; a person would confirm it.
  fresh.on('dialog', (dialog) => void dialog.accept());
  await fresh.goto('/stitch');
  await expect(fresh.getByText('You must be logged in to submit.')).toBeVisible();
  await signIn(fresh, email);
  return fresh;
}

test.beforeAll(async ({ browser }) => {
  page = await newUserPage(browser, email);
});

test.afterAll(async () => {
  await page?.close();
});

test('greets, and an example prompt becomes a project whose screens fill the canvas', async () => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (Morning|Afternoon|Evening|Night), \S+/);
  await expect(page.getByText('You must be logged in to submit.')).toBeHidden();
  await page.getByRole('button', { name: 'Pet Adoption App' }).click();
  await expect(page.getByTestId('stitch-prompt')).toHaveValue(/^A pet adoption app/);
  await page.getByRole('button', { name: 'Generate screens' }).click();

  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  projectUrl = page.url();
  await waitForTurn();
  await expect(page.getByRole('heading', { name: 'Screens Canvas' })).toBeVisible();
  const cards = page.getByTestId('screen-card');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const status of await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-status')))) expect(status).toBe('completed');
  for (const frame of await page.locator('[data-testid="screen-card"] iframe').all()) {
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  }
  const first = await screens();
  // The example describes three screens in prose: those are the screens, in its order.
  expect(Object.keys(first)).toEqual(['Home', 'Pet Detail', 'Favourites']);
  expect(Object.keys(first).length).toBe(await cards.count());
  await expect(page.getByTestId('chat-message-ai').last()).not.toBeEmpty();
  expect(errors).toEqual([]);

  // A follow-up changes the screens of the same project.
  await page.getByTestId('chat-input').fill('make it dark');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await waitForTurn();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(2);
  const second = await screens();
  expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
  expect(Object.keys(first).filter((name) => first[name] !== second[name]).length).toBeGreaterThan(0);
  expect(page.url()).toBe(projectUrl);

  // A follow-up that names one screen changes that screen alone.
  await page.getByTestId('chat-input').fill('on the home screen make the header dark');
  await page.getByTestId('chat-input').press('Enter');
  await waitForTurn();
  const third = await screens();
  expect(Object.keys(third).filter((name) => third[name] !== second[name])).toEqual(['Home']);

  // Deleting by chat removes exactly that screen.
  await page.getByTestId('chat-input').fill('remove the favourites screen');
  await page.getByTestId('chat-input').press('Enter');
  await waitForTurn();
  await expect(page.getByTestId('screen-card')).toHaveCount(Object.keys(third).length - 1);
  const fourth = await screens();
  expect(Object.keys(fourth).sort()).toEqual(Object.keys(third).filter((name) => name !== 'Favourites').sort());

  // A reload restores the project from the server.
  await page.reload();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  expect(await screens()).toEqual(fourth);
  await expect(page.getByTestId('chat-message-user')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('at 0 credits a refused message is not lost: it stays in the box, also after a reload', async () => {
  // Spend the balance behind the app's back.
  execFileSync('psql', ['-q', '-h', '127.0.0.1', '-U', 'postgres', '-d', DATABASE, '-c',
    `UPDATE credit_accounts SET balance = 0 WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`]);
  const input = page.getByTestId('chat-input');
  await input.fill('add a settings screen with notification switches');
  await input.press('Enter');
  const modal = page.getByTestId('out-of-credits-modal');
  await expect(modal).toBeVisible();
  await page.getByRole('button', { name: "I don't want to upgrade" }).click();
  await expect(modal).toBeHidden();
  await expect(input).toHaveValue('add a settings screen with notification switches');
  // The server kept nothing of it, and the chat does not show it as sent.
  await expect(page.getByTestId('chat-message-user')).toHaveCount(4);
  // The refusal is logged (the 402 and the designer's note of it); nothing else went wrong.
  expect(errors.filter((error) => !/\b402\b|enough credits/.test(error))).toEqual([]);
  errors.length = 0;

  await page.reload();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  await expect(page.getByTestId('chat-message-user')).toHaveCount(4);
  await expect(page.getByTestId('chat-input')).toHaveValue('add a settings screen with notification switches');
  await page.screenshot({ path: test.info().outputPath('unsent-kept.png') });
  await page.getByTestId('chat-input').fill('');
});

test('Open in generator opens a screen as a new page, V1, whose prompt names the screen and the project', async () => {
  // Another page is open in this tab's generator, with two versions.
  await page.evaluate(() => {
    const florist = '<!DOCTYPE html><html><body><h1>Florist</h1></body></html>';
    sessionStorage.setItem('cui.generator.html', JSON.stringify(florist));
    const versions = [1, 2].map((n) => ({ content: florist, timestamp: n, label: `V${n}`, prompt: `florist ${n}` }));
    sessionStorage.setItem('cui.generator.versions', JSON.stringify({ list: versions, current: 1 }));
  });
  await page.reload();
  const home = page.getByTestId('screen-card').filter({ has: page.getByRole('button', { name: 'Open in generator: Home' }) });
  await home.hover();
  await home.getByRole('button', { name: 'Open in generator: Home' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('versions-dropdown')).toContainText('V1');
  await page.getByTestId('versions-dropdown').click();
  const items = page.getByTestId('version-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Screen “Home” of the designer project “A pet adoption app');
  await page.screenshot({ path: test.info().outputPath('opened-in-generator.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('opened-in-generator-phone.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await expect(page.frameLocator('[data-testid="preview-iframe"]').locator('body')).not.toContainText('Florist');
});

test('the project is among the recent projects', async () => {
  await page.goto('/stitch');
  const card = page.getByTestId('project-card').first();
  await expect(card).toContainText('A pet adoption app');
  await expect(card).toContainText('Last refined on');
  await card.click();
  await expect(page).toHaveURL(projectUrl);
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
});

test('a narrow window switches between Chat and Canvas with tabs', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(projectUrl);
  const tabs = page.getByRole('tablist', { name: 'Designer view' });
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('chat-input')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Canvas' }).click();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  await expect(page.getByTestId('chat-input')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a Hindi rename in single quotes keeps its place on the canvas and in every tab bar', async ({ browser }) => {
  // A new user, with a new user's credits, as in the tour that found it.
  await page.close();
  page = await newUserPage(browser, `designer-hi-${Date.now()}@example.com`);
  await page.getByTestId('stitch-prompt').fill('एक रेसिपी ऐप: होम, खोज, पसंदीदा');
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  await waitForTurn();
  const order = async () => page.getByTestId('screen-card').evaluateAll((all) => all.map((card) => card.getAttribute('data-screen')));
  await expect.poll(order).toEqual(['होम', 'खोज', 'पसंदीदा']);
  // Favourites are a list of saved items, not settings.
  expect((await screens())['पसंदीदा']).not.toContain('गोपनीयता');

  await page.getByTestId('chat-input').fill("खोज स्क्रीन का नाम बदलकर 'रेसिपी खोजें' करें");
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await waitForTurn();
  await expect(page.getByTestId('chat-message-ai').last()).toContainText('"खोज" का नाम बदलकर "रेसिपी खोजें" कर दिया।');
  const renamed = ['होम', 'रेसिपी खोजें', 'पसंदीदा'];
  await expect.poll(order).toEqual(renamed);
  const tabBars = async () =>
    Object.fromEntries(Object.entries(await screens()).map(([name, html]) => [name, [...(/<nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<span[^>]*>([^<]*)<\/span><\/a>/g)].map((m) => m[1])]));
  expect(await tabBars()).toEqual(Object.fromEntries(renamed.map((name) => [name, renamed])));
  await page.reload();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  await expect.poll(order).toEqual(renamed);
  expect(errors).toEqual([]);
});
