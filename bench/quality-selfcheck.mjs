// Do the page-quality checks catch what they claim? Two pages written to fail and to pass every
// check go through the same path as generated pages (the API's /preview in Chromium, then
// bench/quality-checks.mjs); exits 1 when a check misjudges one. Run it after changing the checks:
// node bench/quality-selfcheck.mjs (after `pnpm build`).
import { chromium } from '@playwright/test';
import assert from 'node:assert/strict';
import { CHECKS, contrastFacts, judge, MOBILE_WIDTH, pageFacts } from './quality-checks.mjs';
import { CHROME, DB, REDIS_PREFIX, showPage, startApi } from './quality.mjs';
import { deleteRedisKeys, dropDatabase } from './support.mjs';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const TAILWIND = '<script src="/vendor/tailwindcss/tailwind.js"></script>';

/** Fails every check: errors, no FAQ, no name, English, 600 px wide, an image without alt, h2 before any h1, pale text. */
const BAD = `<!DOCTYPE html><html lang="en"><head>${TAILWIND}</head><body class="bg-white">
<h2 class="text-gray-300">Light heading</h2><h4>Skipped a level</h4>
<p style="color:#aaa">Low contrast body text</p><img src="${GIF}">
<div class="w-[600px]">wide</div>
<script>console.error('boom'); throw new Error('kaput');</script></body></html>`;

/** Passes every check; its sections are found by id (pricing) and by heading (常见问题 → faq). */
const GOOD = `<!DOCTYPE html><html lang="zh-CN"><head>${TAILWIND}</head><body class="bg-white text-gray-900">
<h1>铁馆健身</h1><section id="pricing"><h2>价格</h2><p class="text-gray-700">每月三百元，包含所有课程和教练指导。</p></section>
<img src="${GIF}" alt="训练区"><img src="${GIF}" alt="" role="presentation">
<section><h2>常见问题</h2><h3>可以试课吗？</h3><p>可以，第一节课免费。</p></section></body></html>`;

const ROW = { language: 'zh', sections: ['pricing', 'faq'], name: '铁馆' };

const cleanup = [];
try {
  dropDatabase(DB);
  cleanup.push(async () => dropDatabase(DB));
  cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
  const api = await startApi(cleanup);
  const browser = await chromium.launch({ executablePath: CHROME });
  cleanup.push(() => browser.close());
  const judged = {};
  for (const [name, html] of Object.entries({ BAD, GOOD })) {
    const context = await browser.newContext({ viewport: { width: MOBILE_WIDTH, height: 844 } });
    const { preview, errors } = await showPage(context, api.url, html);
    judged[name] = judge(ROW, { errors, facts: await preview.evaluate(pageFacts), contrast: await contrastFacts(preview) });
    await context.close();
  }
  for (const check of CHECKS) {
    assert.equal(judged.BAD[check].ok, false, `${check} should fail the bad page`);
    assert.equal(judged.GOOD[check].ok, true, `${check} should pass the good page: ${judged.GOOD[check].detail}`);
  }
  console.log(`the ${CHECKS.length} checks fail the bad page and pass the good one`);
  for (const check of CHECKS) console.log(`  ${check}: ${judged.BAD[check].detail}`);
} catch (err) {
  console.error(err.stack ?? String(err));
  process.exitCode = 1;
} finally {
  for (const fn of cleanup.reverse()) await fn().catch((err) => console.error(`cleanup: ${err.message}`));
}
