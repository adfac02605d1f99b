// Page-quality benchmark: how good are the pages a model makes? A fixed set of prompts
// (bench/quality-prompts.mjs) goes through the real pipeline (POST /api/ask-ai → `done.html`) for
// every model the server offers (or BENCH_QUALITY_MODELS); each page is shown in Chromium as the
// app's "Open in new tab" shows it (the API's sandboxed /preview document, handed the page by an
// opener on the app's origin, so /vendor runtimes load from the API) at 390×844, and checked
// mechanically (bench/quality-checks.mjs). Prints a table per model and its pass rates.
//
// Usage: node bench/quality.mjs (after `pnpm build`; `pnpm bench:quality`). Needs PostgreSQL and
// Redis on 127.0.0.1, `psql`, `redis-cli` and Chromium (/usr/bin/chromium or CHROME_PATH). A model
// of a provider is offered when its key is in the environment (OPENAI_API_KEY, …), as for the app.
// It is a measurement: exits 0 whatever the pages score, 1 when the run itself breaks.
/* global window -- the opener's side of the handshake runs in the page */
import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSseParser, generationEventSchemas, PREVIEW_MESSAGE, PREVIEW_PATH, readSseEvent } from '../packages/shared/dist/index.js';
import { CHECKS, contrastFacts, judge, MOBILE_WIDTH, pageFacts } from './quality-checks.mjs';
import { PROMPTS } from './quality-prompts.mjs';
import { deleteRedisKeys, displayWidth, dropDatabase, note, seedUsers, sleep, startBuiltApi, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
export const DB = 'cui_bench_quality';
export const REDIS_PREFIX = `cuibenchqual${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHOSEN = process.env.BENCH_QUALITY_MODELS?.split(',').map((m) => m.trim()).filter(Boolean);
const GENERATION_TIMEOUT_MS = Number(process.env.BENCH_QUALITY_TIMEOUT_MS ?? 300_000);
const SETTLE_TIMEOUT_MS = 20_000;
/** What the API needs to reach a provider: passed through from the environment as they are. */
const PROVIDER_VARS = /^((OPENAI|ANTHROPIC|GEMINI|OPENROUTER|DEEPSEEK|XAI)_(API_KEY|BASE_URL)|OLLAMA_BASE_URL|CUI_CORE_MODEL)$/;

const log = (...args) => console.log(...args);

/** The built API with the built-in model unpaced and whatever provider keys the environment has. */
export function startApi(cleanup) {
  const providers = Object.fromEntries(Object.entries(process.env).filter(([k]) => PROVIDER_VARS.test(k)));
  return startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env: { OFFLINE_STREAM_DELAY_MS: '0', ...providers } });
}

/** One generation through POST /api/ask-ai: the page of `done`, or the stream's error as `error`. */
async function generate(url, token, body) {
  const res = await fetch(`${url}/api/ask-ai`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(GENERATION_TIMEOUT_MS),
  });
  if (res.status !== 200) return { error: `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}` };
  let done;
  let error;
  const parser = createSseParser((message) => {
    const event = readSseEvent(generationEventSchemas, message);
    if (event?.event === 'done') done = event.data;
    if (event?.event === 'error') error = event.data.message;
  });
  const decoder = new TextDecoder();
  for await (const bytes of res.body) parser.feed(decoder.decode(bytes, { stream: true }));
  if (done) return { html: done.html };
  return { error: error ?? 'the stream ended without done' };
}

/**
 * Shows `html` as the app's "Open in new tab" does and waits until it has settled: the preview
 * reported `loaded`, no request is in flight, and the DOM, its size and its style sheets stayed the
 * same for three polls (frameworks render after load: Babel compiles, Vue mounts, Tailwind's
 * runtime writes its CSS). Answers the page and the errors it raised.
 */
export async function showPage(context, appUrl, html) {
  const opener = await context.newPage();
  await opener.goto(`${appUrl}/api/health`);
  const errors = [];
  const inFlight = new Set();
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate(
      ({ path, message }) => {
        window.cuiReady = new Promise((ready) => {
          window.cuiLoaded = new Promise((loaded) => {
            window.addEventListener('message', (event) => {
              if (event.source !== window.cuiPreview) return;
              if (event.data?.type === message.ready) ready();
              if (event.data?.type === message.loaded) loaded();
            });
          });
        });
        window.cuiPreview = window.open(path);
      },
      { path: PREVIEW_PATH, message: PREVIEW_MESSAGE },
    ),
  ]);
  preview.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  preview.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  preview.on('request', (r) => inFlight.add(r));
  preview.on('requestfinished', (r) => inFlight.delete(r));
  preview.on('requestfailed', (r) => inFlight.delete(r));
  await opener.evaluate(() => window.cuiReady);
  await opener.evaluate(({ html, type }) => window.cuiPreview.postMessage({ type, html }, '*'), { html, type: PREVIEW_MESSAGE.render });
  await opener.evaluate(() => window.cuiLoaded);
  const started = performance.now();
  let last = '';
  let same = 0;
  while (same < 3) {
    if (performance.now() - started > SETTLE_TIMEOUT_MS) {
      errors.push(`did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`);
      break;
    }
    await sleep(250);
    const state = await preview.evaluate(() => {
      const d = window.document;
      return [d.getElementsByTagName('*').length, d.body?.innerText.length, d.scrollingElement.scrollHeight, d.scrollingElement.scrollWidth, d.styleSheets.length, [...d.styleSheets].reduce((n, s) => n + (s.ownerNode?.textContent?.length ?? 0), 0)].join('/');
    });
    same = inFlight.size === 0 && state === last ? same + 1 : 0;
    last = state;
  }
  return { preview, errors };
}

async function checkPage(browser, appUrl, row, html) {
  const context = await browser.newContext({ viewport: { width: MOBILE_WIDTH, height: 844 }, locale: row.language === 'zh' ? 'zh-CN' : row.language === 'hi' ? 'hi-IN' : 'en-US' });
  try {
    const { preview, errors } = await showPage(context, appUrl, html);
    const facts = await preview.evaluate(pageFacts);
    const contrast = await contrastFacts(preview);
    return judge(row, { errors, facts, contrast });
  } finally {
    await context.close();
  }
}

const mark = (result) => (result === null ? '–' : result.ok ? '✓' : '✗');

function report(model, rows) {
  const short = (text) => {
    let cut = text;
    while (displayWidth(cut) > 44) cut = cut.slice(0, -1);
    return cut === text ? text : `${cut.slice(0, -1)}…`;
  };
  log(`\n━━ ${model}: ${rows.length} pages at ${MOBILE_WIDTH} px ━━`);
  log(table([['#', 'prompt', 'framework', 'lang', ...CHECKS], ...rows.map((r, i) => [i + 1, short(r.row.prompt), r.row.framework, r.row.language, ...CHECKS.map((c) => mark(r.results[c]))])], ['r', 'l', 'l', 'l', ...CHECKS.map(() => 'l')]));
  const failures = rows.flatMap((r, i) => CHECKS.filter((c) => r.results[c] && !r.results[c].ok).map((c) => `  #${i + 1} ${c}: ${r.results[c].detail}`));
  if (failures.length) log(`\n  what failed:\n${failures.join('\n')}`);
  const run = rows.flatMap((r) => CHECKS.map((c) => r.results[c]).filter(Boolean));
  const passedPages = rows.filter((r) => CHECKS.every((c) => !r.results[c] || r.results[c].ok)).length;
  const passedChecks = run.filter((r) => r.ok).length;
  const byCheck = CHECKS.map((c) => {
    const ran = rows.map((r) => r.results[c]).filter(Boolean);
    return `${c} ${ran.filter((r) => r.ok).length}/${ran.length}`;
  });
  log(`\n  per check: ${byCheck.join(' · ')}`);
  return { model, pages: `${passedPages}/${rows.length}`, pageRate: passedPages / rows.length, checks: `${passedChecks}/${run.length}`, checkRate: passedChecks / run.length };
}

async function main() {
  const cleanup = [];
  try {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx -y pnpm@10 run build\` first (or use \`pnpm bench:quality\`)`);
    if (!existsSync(CHROME)) throw new Error(`Chromium is missing at ${CHROME}: install Debian's chromium or set CHROME_PATH`);
    log(`CUI page-quality benchmark · node ${process.version} · ${new Date().toISOString()} · ${PROMPTS.length} prompts`);
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const api = await startApi(cleanup);
    // One user per prompt: POST /api/ask-ai allows 30 requests a minute per user.
    const tokens = await seedUsers(DB, PROMPTS.length, JWT_SECRET);
    const offered = await (await fetch(`${api.url}/api/models`)).json();
    const available = offered.filter((m) => m.available).map((m) => m.value);
    const models = CHOSEN ?? available;
    const unknown = models.filter((m) => !available.includes(m));
    if (unknown.length) throw new Error(`not available on this server: ${unknown.join(', ')} (available: ${available.join(', ')}); set the provider's key variable`);
    note(`models: ${models.join(', ')}`);

    const browser = await chromium.launch({ executablePath: CHROME });
    cleanup.push(() => browser.close());
    const summary = [];
    for (const model of models) {
      const rows = [];
      for (const [i, row] of PROMPTS.entries()) {
        note(`${model} ${i + 1}/${PROMPTS.length}: ${row.prompt.slice(0, 60)}`);
        // The interface has no Hindi request language: a Hindi page comes from the prompt's own script.
        const page = await generate(api.url, tokens[i], { prompt: row.prompt, model, framework: row.framework, language: row.language === 'zh' ? 'zh' : 'en' });
        const results = page.error
          ? Object.fromEntries(CHECKS.map((c) => [c, { ok: false, detail: c === 'render' ? `generation failed: ${page.error}` : 'no page' }]))
          : await checkPage(browser, api.url, row, page.html);
        rows.push({ row, results });
      }
      summary.push(report(model, rows));
    }
    const pctOf = (x) => `${(x * 100).toFixed(0)}%`;
    log('\n━━ pass rate per model ━━');
    log(table([['model', 'pages passing every check', '', 'checks passed', ''], ...summary.map((s) => [s.model, s.pages, pctOf(s.pageRate), s.checks, pctOf(s.checkRate)])], ['l', 'r', 'r', 'r', 'r']));
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((err) => note(`cleanup: ${err.message}`));
  }
}

// Run as a script, not when bench/quality-selfcheck.mjs imports its helpers.
if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.stack ?? String(err));
    process.exitCode = 1;
  });
}
