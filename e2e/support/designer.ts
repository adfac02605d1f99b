import { expect, type Page } from '@playwright/test';

/**
 * Something read from each canvas screen's document, by the screen's name. The screens' frames have
 * an opaque origin, so they are read through the browser; `read` runs in the frame (it must not use
 * anything from the test's scope) and is given the frame's body once it has content.
 */
export async function readScreens<T>(page: Page, read: (body: HTMLElement) => T): Promise<Record<string, T>> {
  const out: Record<string, T> = {};
  const cards = page.getByTestId('screen-card');
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const name = (await card.getAttribute('data-screen')) ?? '';
    const body = card.frameLocator('iframe').locator('body');
    await expect(body).not.toBeEmpty({ timeout: 15_000 });
    out[name] = (await body.evaluate(read)) as T;
  }
  return out;
}

/** The prototype player and the played screen's document. */
export const player = (target: Page) => target.getByTestId('prototype-player');
export const screenFrame = (target: Page) => target.frameLocator('[data-testid="prototype-frame"]');

/**
 * Clicks (or taps) a link inside the played screen where it shows on the page: the link named
 * `which`, or the anchor leading to screen `which.screen`. The screen's frame is scaled to fit, and
 * Playwright's own element clicks cannot map a point into a transformed frame
 * (microsoft/playwright#18245), so the point is worked out here and pressed like a person would.
 */
export async function press(target: Page, which: string | { screen: string }, how: 'click' | 'tap' = 'click'): Promise<void> {
  const frame = target.getByTestId('prototype-frame');
  const box = await frame.boundingBox();
  const document = screenFrame(target);
  const locator = typeof which === 'string' ? document.getByRole('link', { name: which, exact: true }) : document.locator(`a[data-cui-screen="${which.screen}"]`).first();
  const link = await locator.evaluate((a) => {
    const r = a.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, width: window.innerWidth };
  });
  if (!box) throw new Error('the screen is not shown');
  const scale = box.width / link.width;
  const x = box.x + link.x * scale;
  const y = box.y + link.y * scale;
  if (how === 'tap') await target.touchscreen.tap(x, y);
  else await target.mouse.click(x, y);
}

/** The player shows screen `name` (with `heading` as its first-level heading, when given), standing still. */
export async function expectScreen(target: Page, name: string, heading?: string): Promise<void> {
  await expect(player(target)).toHaveAttribute('data-screen', name);
  if (heading !== undefined) await expect(screenFrame(target).getByRole('heading', { level: 1 })).toHaveText(heading);
  // The new screen is shown once its frame says it has loaded, then slides in: a press before it
  // stands still would land on the screen it replaces (whose clicks no longer count) or beside it.
  const frame = target.getByTestId('prototype-frame');
  await expect(frame.locator('xpath=..')).not.toHaveClass(/\binvisible\b/);
  await frame.evaluate((el) => Promise.all((el.parentElement?.getAnimations() ?? []).map((a) => a.finished)));
}
