import { type Browser, expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATABASE } from './playwright.config';
import { samePersonOnAPhone, signIn } from './support/auth';
import { expectScreen, player, press } from './support/designer';

// Prototype mode: a project of three screens with a tab bar (the contract's anchors) is played on a
// laptop and on a phone; clicking or tapping the tab bar moves between screens, Back and Escape work,
// the link map draws the links, and a shared read-only link plays for a stranger until it is turned off.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const SCREENS = [
  ['Home', 'Today', 'home'],
  ['Stats', 'Your streaks', 'stats'],
  ['Profile', 'Ana, since 2024', 'profile'],
] as const;
/** Also keep the screenshots as `<prefix><name>.png`, e.g. PROTOTYPE_SHOTS=/tmp/shots/proto- */
const SHOTS = process.env.PROTOTYPE_SHOTS;

function screenHtml(current: string, heading: string): string {
  const tabs = SCREENS.map(([name, , slug]) => `<a href="#/${slug}" data-cui-screen="${slug}"${slug === current ? ' aria-current="page"' : ''}>${name}</a>`).join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;font:16px system-ui,sans-serif;color:#18181b;background:#fafafa}main{padding:32px 24px}h1{font-size:28px;margin:0 0 8px}
nav{position:fixed;left:0;right:0;bottom:0;display:flex;background:#fff;border-top:1px solid #e4e4e7}nav a{flex:1;padding:20px 0;text-align:center;color:#52525b;text-decoration:none}
nav a[aria-current]{color:#4f46e5;font-weight:600}</style></head>
<body><main><h1>${heading}</h1><p>A habit tracker screen.</p><a href="#/help" data-cui-screen="help">Help</a></main><nav aria-label="Tabs">${tabs}</nav></body></html>`;
}

function sql(query: string): string {
  return execFileSync('psql', ['-qAt', '-h', '127.0.0.1', '-U', 'postgres', '-d', DATABASE, '-c', query], { encoding: 'utf8' }).trim();
}

/** The owner's project, written straight into the database: the screens' links are what is under test here. */
function makeProject(email: string): string {
  const id = sql(
    `INSERT INTO designer_projects (owner_id, title, device_type, first_message) SELECT id, 'Habit tracker', 'mobile', 'A habit tracker' FROM users WHERE email = '${email}' RETURNING id`,
  ).split('\n')[0];
  SCREENS.forEach(([name, heading, slug], position) => {
    sql(`INSERT INTO designer_screens (project_id, name, description, html, status, position) VALUES ('${id}', '${name}', '', $h$${screenHtml(slug, heading)}$h$, 'completed', ${position})`);
  });
  return id;
}

async function shot(target: Page, name: string): Promise<void> {
  await target.screenshot({ path: test.info().outputPath(`${name}.png`) });
  if (SHOTS) {
    mkdirSync(dirname(`${SHOTS}x`), { recursive: true });
    await target.screenshot({ path: `${SHOTS}${name}.png` });
  }
}

const errors: string[] = [];
const warnings: string[] = [];
function watch(target: Page): Page {
  target.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  target.on('pageerror', (error) => errors.push(error.message));
  return target;
}

let page: Page;
let projectUrl = '';
let shareUrl = '';

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = watch(await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } }));
  await page.goto('/stitch');
  const email = `prototype-${Date.now()}@example.com`;
  await signIn(page, email);
  projectUrl = `/stitch/create?project=${makeProject(email)}`;
});

test.afterAll(async () => {
  await page?.close();
});

test('on a laptop: the link map draws the tab bar, Play opens the screens, clicking the tab bar moves between them, Back and Escape work', async () => {
  await page.goto(projectUrl);
  await expect(page.getByTestId('screen-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Link map' }).click();
  // Each screen links to the two others (its own tab and the missing Help screen draw nothing).
  await expect(page.getByTestId('link-arrow')).toHaveCount(6);
  await shot(page, 'laptop-link-map');

  await page.getByRole('button', { name: 'Play' }).click();
  await expectScreen(page, 'Home', 'Today');
  await expect(page.getByTestId('prototype-device')).toHaveAttribute('data-framed', 'true');
  await shot(page, 'laptop-home');

  await press(page, 'Stats');
  await expectScreen(page, 'Stats', 'Your streaks');
  await expect(page).toHaveURL(/#\/stats$/);
  await press(page, 'Profile');
  await expectScreen(page, 'Profile', 'Ana, since 2024');
  await shot(page, 'laptop-profile');

  // A link to a screen the project does not have: nothing happens, and it is logged.
  await press(page, 'Help');
  await expect.poll(() => warnings.some((w) => w.includes('no screen "help"'))).toBe(true);
  await expectScreen(page, 'Profile', 'Ana, since 2024');

  await page.getByTestId('prototype-back').click();
  await expectScreen(page, 'Stats', 'Your streaks');
  await page.goBack();
  await expectScreen(page, 'Home', 'Today');
  await page.goForward();
  await expectScreen(page, 'Stats', 'Your streaks');

  // Escape leaves, also with the focus inside the screen's frame.
  await press(page, 'Home');
  await expectScreen(page, 'Home', 'Today');
  await page.keyboard.press('Escape');
  await expect(player(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${projectUrl.replace('?', '\\?')}$`));
  await expect(page.getByTestId('screens-canvas')).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the owner plays the project by touch: tapping the tab bar moves, the Back control and a swipe from the edge return', async ({ browser }) => {
  const context = await samePersonOnAPhone(browser, page);
  const phone = watch(await context.newPage());
  await phone.goto(projectUrl);
  await phone.getByRole('tab', { name: 'Canvas' }).tap();
  await phone.getByRole('button', { name: 'Link map' }).tap();
  await expect(phone.getByTestId('link-arrow')).toHaveCount(6);
  await shot(phone, 'phone-canvas');
  await phone.getByRole('button', { name: 'Play' }).tap();
  await expectScreen(phone, 'Home', 'Today');
  const device = await phone.getByTestId('prototype-device').boundingBox();
  // Full width of the phone, no frame around it.
  expect(device?.width).toBeGreaterThan(330);
  await press(phone, 'Stats', 'tap');
  await expectScreen(phone, 'Stats', 'Your streaks');
  await shot(phone, 'phone-stats');
  await phone.getByTestId('prototype-back').tap();
  await expectScreen(phone, 'Home', 'Today');

  // A swipe from the screen's left edge goes back too (a real touch sequence, through the browser).
  await press(phone, 'Profile', 'tap');
  await expectScreen(phone, 'Profile', 'Ana, since 2024');
  const box = await phone.getByTestId('prototype-frame').boundingBox();
  if (!box) throw new Error('the screen is not shown');
  const cdp = await context.newCDPSession(phone);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + 400 }] });
  // Counts the screen's own Back messages: the swipe must be the prototype's, and only once.
  await phone.evaluate(() => {
    const counted = window as unknown as { backs: number };
    counted.backs = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'cui:back') counted.backs += 1;
    });
  });
  await touch('touchStart', 8);
  for (const x of [60, 120, 180]) await touch('touchMove', x);
  await touch('touchEnd', 180);
  await expectScreen(phone, 'Home', 'Today');
  expect(await phone.evaluate(() => (window as unknown as { backs: number }).backs)).toBe(1);
  await expect(phone.getByTestId('prototype-back')).toBeDisabled();
  await context.close();
  expect(errors).toEqual([]);
});

test('a shared read-only link plays for anyone on a phone, and stops when the owner turns it off', async ({ browser }) => {
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Share prototype' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const linkBox = page.getByRole('textbox', { name: 'Prototype link' });
  await expect(linkBox).toHaveValue(/\/prototype\/[A-Za-z0-9_-]{43}$/);
  shareUrl = await linkBox.inputValue();
  await shot(page, 'laptop-share');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const stranger = watch(await context.newPage());
  const apiCalls: string[] = [];
  stranger.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await stranger.goto(shareUrl);
  await expectScreen(stranger, 'Home', 'Today');
  await expect(stranger.getByTestId('prototype-close')).toHaveCount(0);
  await press(stranger, 'Profile', 'tap');
  await expectScreen(stranger, 'Profile', 'Ana, since 2024');
  await shot(stranger, 'phone-shared-profile');
  // The stranger's page asked for the prototype, and for nothing of the project.
  expect(apiCalls.filter((path) => path.startsWith('/api/projects'))).toEqual([]);

  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByRole('heading', { name: 'This prototype cannot be shown' })).toBeVisible();
  await shot(stranger, 'phone-shared-revoked');
  await context.close();
  // The revoked link's 404 is the one error the stranger's console may show.
  expect(errors.filter((error) => !/\b404\b/.test(error))).toEqual([]);
});
