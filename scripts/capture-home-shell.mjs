// Rewrites the home page's static shell in packages/web/index.html from the app as it renders `/`:
// the markup between `<!-- home-shell:start -->` and `<!-- home-shell:end -->`, which the browser
// paints before any JavaScript and the app replaces when it mounts (docs/decisions/054).
//
// Run after changing the header, the generator's header or the landing, against a build of the
// change: `node scripts/capture-home-shell.mjs http://127.0.0.1:3000`, then rebuild. The e2e test
// home-page.e2e.ts fails while the shell and the app disagree.
/* global document -- read in the page */
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const INDEX_HTML = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'packages/web/index.html');
const START = '<!-- home-shell:start -->';
const END = '<!-- home-shell:end -->';

/** The shell's markup from the rendered app: static, inert, and without what only the app should answer to. */
export function shellFromRoot(html) {
  return (
    html
      // Test ids and React's generated ids belong to the live app; tests must find its elements, not these.
      .replace(/\s(data-testid|id|aria-controls|aria-labelledby|aria-describedby|for)="[^"]*"/g, '')
      // Controls the browser could act on before the app mounts: the shell is inert, and its text box read-only.
      .replace(/<textarea\b/g, '<textarea readonly tabindex="-1"')
      .replace(/<textarea([^>]*)>[^<]*<\/textarea>/g, '<textarea$1></textarea>')
  );
}

async function capture(origin) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    // The starter templates come from the API after load: the shell holds their placeholders, as the
    // app does until they arrive, so the request is left unanswered.
    await page.route('**/api/templates**', () => undefined);
    await page.goto(`${origin}/?lng=en`, { waitUntil: 'load' });
    await page.getByTestId('starter-placeholder').first().waitFor();
    return await page.evaluate(() => document.getElementById('root').innerHTML);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('usage: node scripts/capture-home-shell.mjs <origin of a running build, e.g. http://127.0.0.1:3000>');
    process.exit(2);
  }
  const shell = shellFromRoot(await capture(origin.replace(/\/$/, '')));
  const html = readFileSync(INDEX_HTML, 'utf8');
  const from = html.indexOf(START);
  const to = html.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${INDEX_HTML} has no ${START} … ${END} block`);
  writeFileSync(INDEX_HTML, `${html.slice(0, from + START.length)}\n      <div class="home-shell" inert>${shell}</div>\n      ${html.slice(to)}`);
  console.log(`home shell: ${shell.length} characters written to ${INDEX_HTML}`);
}
