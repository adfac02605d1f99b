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
