import { type Browser, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { samePersonOnAPhone, signIn } from './support/auth';

// The canvas of the screen designer: it starts with every screen in view, zooms in small steps around
// the pointer, fits again on demand, and on a touch phone pinches and shows a tapped screen's actions.
// One project, made once with the built-in model, shared by the steps in order.
const TURN_TIMEOUT = 150_000;
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let page: Page;
let projectUrl = '';
const errors: string[] = [];
/** Also keep the screenshots as `<prefix><name>.png`, e.g. CANVAS_SHOTS=/tmp/shots/canvas- */
const SHOTS = process.env.CANVAS_SHOTS;

async function shot(target: Page, name: string): Promise<void> {
  await target.screenshot({ path: test.info().outputPath(`${name}.png`) });
  if (SHOTS) {
    mkdirSync(dirname(`${SHOTS}x`), { recursive: true });
    await target.screenshot({ path: `${SHOTS}${name}.png` });
  }
}

function watch(target: Page): Page {
  target.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  target.on('pageerror', (error) => errors.push(error.message));
  return target;
}

async function zoomOf(target: Page): Promise<number> {
  return Number(await target.getByTestId('canvas-stage').getAttribute('data-zoom'));
}

/** How many of the screens lie wholly inside the canvas, and how many there are. */
async function inView(target: Page): Promise<{ inside: number; total: number }> {
  return target.getByTestId('screens-canvas').evaluate((canvas) => {
    const box = canvas.getBoundingClientRect();
    const cards = Array.from(canvas.querySelectorAll('[data-testid="screen-card"]')).map((card) => card.getBoundingClientRect());
    const inside = cards.filter((r) => r.left >= box.left - 0.5 && r.top >= box.top - 0.5 && r.right <= box.right + 0.5 && r.bottom <= box.bottom + 0.5);
    return { inside: inside.length, total: cards.length };
  });
}

async function expectAllInView(target: Page): Promise<void> {
  await expect.poll(async () => {
    const { inside, total } = await inView(target);
    return total > 1 && inside === total;
  }).toBe(true);
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = watch(await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } }));
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/stitch');
  await signIn(page, `canvas-${Date.now()}@example.com`);
});

test.afterAll(async () => {
  await page?.close();
});

test('on a laptop the canvas starts with every screen in view, and the wheel zooms in small steps around the pointer', async () => {
  await page.getByRole('button', { name: 'Pet Adoption App' }).click();
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  projectUrl = page.url();
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Screens Canvas' })).toBeVisible();
  await expectAllInView(page);
  const fitted = await zoomOf(page);
  expect(fitted).toBeLessThan(1);
  await expect(page.getByTestId('zoom-reset')).toHaveText(`${Math.round(fitted * 100)}%`);
  await shot(page, 'laptop-fitted');

  // Four notches over the second screen: each a modest step, and that screen's point stays under the pointer.
  const card = page.getByTestId('screen-card').nth(1);
  const before = (await card.boundingBox())!;
  const pointer = { x: before.x + before.width * 0.3, y: before.y + before.height * 0.4 };
  await page.mouse.move(pointer.x, pointer.y);
  let zoom = fitted;
  for (let notch = 0; notch < 4; notch++) {
    await page.mouse.wheel(0, -100);
    await expect.poll(() => zoomOf(page)).not.toBe(zoom);
    const next = await zoomOf(page);
    expect(next / zoom).toBeGreaterThan(1.05);
    expect(next / zoom).toBeLessThan(1.3);
    zoom = next;
  }
  const after = (await card.boundingBox())!;
  expect((pointer.x - after.x) / after.width).toBeCloseTo(0.3, 2);
  expect((pointer.y - after.y) / after.height).toBeCloseTo(0.4, 2);
  // And back out, notch by notch: no jump from 100 % to 20 %.
  for (let notch = 0; notch < 4; notch++) {
    await page.mouse.wheel(0, 100);
    await expect.poll(() => zoomOf(page)).toBeLessThan(zoom);
    const next = await zoomOf(page);
    expect(next / zoom).toBeGreaterThan(0.75);
    zoom = next;
  }
  expect(zoom).toBeCloseTo(fitted, 2);

  // Zoomed in, not every screen shows; the user's zoom is kept until they ask for the fit.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await inView(page)).inside).toBeLessThan((await inView(page)).total);
  await shot(page, 'laptop-zoomed');
  await page.getByRole('button', { name: 'Fit all screens' }).click();
  await expectAllInView(page);
  expect(await zoomOf(page)).toBeCloseTo(fitted, 5);

  // Keyboard: + zooms in, Shift+1 fits.
  await page.getByTestId('screens-canvas').focus();
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(fitted);
  await page.keyboard.press('Shift+Digit1');
  await expect.poll(() => zoomOf(page)).toBeCloseTo(fitted, 5);

  // A reload starts fitted again.
  await page.reload();
  await expect(page.getByTestId('screen-card').first()).toBeVisible();
  await expectAllInView(page);

  // The controls speak Chinese too.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('button', { name: '适应窗口，显示全部界面' })).toBeVisible();
  await expect(page.getByTestId('zoom-reset')).toHaveAttribute('aria-label', `缩放到 100%（当前 ${Math.round(fitted * 100)}%）`);
  await shot(page, 'laptop-zh');
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  expect(errors).toEqual([]);
});

test('on a narrow window the canvas also starts with every screen in view', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(projectUrl);
  await page.getByRole('tablist', { name: 'Designer view' }).getByRole('tab', { name: 'Canvas' }).click();
  await expectAllInView(page);
  await shot(page, 'phone-fitted');
  expect(errors).toEqual([]);
});

test('a project of web screens also starts with every screen in view, on a laptop and on a phone', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/stitch');
  await page.getByRole('radio', { name: 'Web' }).click();
  await page.getByTestId('stitch-prompt').fill('A bakery website: home, menu, about us, contact');
  await page.getByRole('button', { name: 'Generate screens' }).click();
  await expect(page).toHaveURL(/\/stitch\/create\?project=[0-9a-f-]{36}$/);
  const webProject = page.url();
  await expect(page.getByTestId('generating-indicator')).toBeHidden({ timeout: TURN_TIMEOUT });
  await expectAllInView(page);
  await shot(page, 'laptop-web-fitted');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(webProject);
  await page.getByRole('tablist', { name: 'Designer view' }).getByRole('tab', { name: 'Canvas' }).click();
  await expectAllInView(page);
  await shot(page, 'phone-web-fitted');
  expect(errors).toEqual([]);
});

test('on a touch phone two fingers pinch-zoom, and a tap on a screen shows its actions', async ({ browser }) => {
  const context = await samePersonOnAPhone(browser, page);
  const phone = watch(await context.newPage());
  await phone.goto(projectUrl);
  await phone.getByRole('tablist', { name: 'Designer view' }).getByRole('tab', { name: 'Canvas' }).click();
  await expectAllInView(phone);
  const fitted = await zoomOf(phone);

  // Actions of an unselected screen are hidden and let taps through to the screen.
  const card = phone.getByTestId('screen-card').first();
  const name = (await card.getAttribute('data-screen'))!;
  const bar = card.getByTestId('screen-actions');
  await expect(bar).toHaveCSS('opacity', '0');
  await card.tap();
  await expect(card).toHaveAttribute('data-selected', 'true');
  await expect(bar).toHaveCSS('opacity', '1');
  await shot(phone, 'phone-touch-selected');
  await card.getByRole('button', { name: `Edit: ${name}` }).tap();
  await expect(phone.getByTestId('edit-box')).toBeVisible();
  // The tap that showed the actions did not also press one of them.
  await expect(phone.getByText(/HTML copied|Could not copy/)).toHaveCount(0);
  await phone.getByTestId('edit-box').getByRole('button', { name: 'Cancel' }).tap();
  // A tap on the empty canvas clears the selection.
  const canvas = (await phone.getByTestId('screens-canvas').boundingBox())!;
  await phone.touchscreen.tap(canvas.x + 20, canvas.y + canvas.height - 20);
  await expect(card).not.toHaveAttribute('data-selected', 'true');

  // Two fingers spreading from 100 px to 200 px apart double the zoom.
  const cdp = await context.newCDPSession(phone);
  const cx = canvas.x + canvas.width / 2;
  const cy = canvas.y + canvas.height / 2;
  const fingers = (spread: number) => [
    { x: cx - spread / 2, y: cy, id: 0 },
    { x: cx + spread / 2, y: cy, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100) });
  for (const spread of [125, 150, 175, 200]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => zoomOf(phone)).toBeCloseTo(fitted * 2, 2);
  await shot(phone, 'phone-pinched');
  await phone.getByRole('button', { name: 'Fit all screens' }).tap();
  await expectAllInView(phone);

  // The one-screen Preview shows its screen's actions on touch without a tap.
  await phone.getByRole('radio', { name: 'Preview' }).tap();
  await expect(phone.getByTestId('screen-card').getByTestId('screen-actions')).toHaveCSS('opacity', '1');
  await phone.getByRole('radio', { name: 'Canvas' }).tap();
  await expectAllInView(phone);

  // And Hindi, on a touch phone, with a screen selected.
  await phone.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(phone.getByRole('button', { name: 'सभी स्क्रीन फ़िट करें' })).toBeVisible();
  await card.tap();
  await expect(bar).toHaveCSS('opacity', '1');
  await shot(phone, 'phone-hi-selected');
  expect(errors).toEqual([]);
  await context.close();
});
