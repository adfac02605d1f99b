import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { readScreens } from './support/designer';

// A four-screen project designed by chat with the built-in model: its screens link to each other with
// the shared contract's anchors, and a deleted screen leaves the others' tab bars. One signed-in page, in order.
const TURN_TIMEOUT = 150_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;
const errors: string[] = [];

/** Each screen's name and the screens its document links to. */
function screenLinks(): Promise<Record<string, string[]>> {
  return readScreens(page, (body) =>
    Array.from(body.ownerDocument.querySelectorAll('a[data-cui-screen]')).map((a) => {
      const slug = a.getAttribute('data-cui-screen') ?? '';
      // Every link is the contract's anchor: its href is the same screen's.
      return a.getAttribute('href') === `#/${slug}` ? slug : `bad href ${a.getAttribute('href')}`;
    }),
  );
}

const tabBar = (name: string) => page.locator(`[data-testid="screen-card"][data-screen="${name}"]`).frameLocator('iframe').locator('nav a[data-cui-screen]');

async function waitForTurn(): Promise<void> {
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/stitch');
  await signIn(page, `designer-links-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await page?.close();
});

test('a four-screen project made by chat links every screen to the others by slug', async () => {
  await page.getByTestId('stitch-prompt').fill('A habit tracker app with home, stats, calendar and profile screens');
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  await waitForTurn();
  const links = await screenLinks();
  expect(Object.keys(links)).toEqual(['Home', 'Stats', 'Calendar', 'Profile']);
  for (const [name, targets] of Object.entries(links)) {
    expect([name, [...new Set(targets)].sort()]).toEqual([name, ['calendar', 'home', 'profile', 'stats']]);
  }
  // The tab bar lists the project's screens in order, the one shown marked current.
  await expect(tabBar('Stats')).toHaveCount(4);
  expect(await tabBar('Stats').evaluateAll((all) => all.map((a) => [a.getAttribute('data-cui-screen'), a.getAttribute('aria-current')]))).toEqual([
    ['home', null],
    ['stats', 'page'],
    ['calendar', null],
    ['profile', null],
  ]);
  await page.screenshot({ path: test.info().outputPath('linked-screens-1440.png') });
  expect(errors).toEqual([]);
});

test('deleting a screen by chat takes it out of the others’ tab bars; adding one puts it in', async () => {
  await page.getByTestId('chat-input').fill('Delete the Calendar screen');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await waitForTurn();
  await expect(page.locator('[data-testid="screen-card"][data-screen="Calendar"]')).toHaveCount(0);
  await expect(tabBar('Home')).toHaveCount(3);
  for (const [name, targets] of Object.entries(await screenLinks())) {
    expect([name, [...new Set(targets)].sort()]).toEqual([name, ['home', 'profile', 'stats']]);
  }

  await page.getByTestId('chat-input').fill('Add a settings screen');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await waitForTurn();
  await expect(tabBar('Home')).toHaveCount(4);
  for (const [name, targets] of Object.entries(await screenLinks())) {
    expect([name, [...new Set(targets)].sort()]).toEqual([name, ['home', 'profile', 'settings', 'stats']]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tablist', { name: 'Designer view' }).getByRole('tab', { name: 'Canvas' }).click();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('linked-screens-390.png') });
  expect(errors).toEqual([]);
});
