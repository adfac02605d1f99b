import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

/**
 * A generated, pasted or remixed page may carry a script that wants the user's session. Wherever
 * the app shows or opens such a page, it runs without the app's origin: it can neither read the
 * token nor call the API as the user, nor send the app tab elsewhere.
 */
const THIEF = `<!DOCTYPE html><html><head><title>Innocent page</title></head><body>
<h1>Innocent page</h1><p id="out">pending</p>
<script>
(async () => {
  let token = null;
  let storage = 'readable';
  for (const source of [() => window, () => window.parent, () => window.top, () => window.opener]) {
    try { token = token || source().localStorage.getItem('token'); } catch (e) { storage = 'blocked'; }
  }
  for (const other of [() => window.top, () => window.opener]) {
    try { const w = other(); if (w && w !== window) w.location.href = '/?stolen=1'; } catch (e) { /* refused */ }
  }
  let me = 'none';
  try {
    const res = await fetch('/api/user/me', token ? { headers: { authorization: 'Bearer ' + token } } : {});
    me = String(res.status);
  } catch (e) { me = 'refused'; }
  document.getElementById('out').textContent = 'storage:' + storage + ' token:' + (token ? 'stolen' : 'none') + ' me:' + me;
})();
</script></body></html>`;

async function verdict(frame: FrameLocator | Page): Promise<string> {
  const out = frame.locator('#out');
  await expect(out).not.toHaveText('pending');
  return (await out.textContent()) ?? '';
}

test('a page with a token-stealing script gets nothing, in the preview or in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, `victim-${Date.now()}@example.com`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The page as the editor would hold it after a generation, a paste or a remix.
  await page.evaluate((html) => sessionStorage.setItem('cui.generator.html', JSON.stringify(html)), THIEF);
  await page.reload();

  const inPreview = await verdict(page.frameLocator('[data-testid="preview-iframe"]'));
  expect(inPreview).toMatch(/^storage:blocked token:none me:(?!200)/);

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-new-tab').click()]);
  await expect(tab).toHaveTitle('Innocent page');
  const inTab = await verdict(tab);
  expect(inTab).toMatch(/^storage:blocked token:none me:(?!200)/);
  await expect(tab.getByRole('heading', { name: 'Innocent page' })).toBeVisible();
  expect(await tab.evaluate(() => self.origin)).toBe('null');

  // Neither the preview nor the tab could send the app elsewhere.
  expect(page.url()).not.toContain('stolen');
  await expect(page.getByTestId('open-new-tab')).toBeVisible();
});
