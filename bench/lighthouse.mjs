// Lighthouse on the app's home page `/`, as a phone on a slow network sees it: the built app started
// the way `pnpm start` runs it, Lighthouse's mobile preset (Moto G Power, simulated slow 4G and 4×
// CPU throttling) run RUNS times in headless Chromium, the median of each figure printed against
// the goal. The JavaScript the page loads (brotli, bench/home-page.mjs) is printed beside it.
//
// Usage: node bench/lighthouse.mjs (after `pnpm build`; `pnpm bench` runs it), or against a running
// instance: node bench/lighthouse.mjs http://127.0.0.1:3000. Needs Chromium (/usr/bin/chromium or
// CHROME_PATH) and, to start the app itself, PostgreSQL and Redis on 127.0.0.1.
// Settings: BENCH_LIGHTHOUSE_RUNS (3).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { homePageText, measureHomePage } from './home-page.mjs';
import { deleteRedisKeys, dropDatabase, note, startBuiltApi, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const WEB_DIST = join(ROOT, 'packages/web/dist');
const DB = 'cui_bench_lighthouse';
const REDIS_PREFIX = `cuibenchlh${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The goal for `/` (issue 24): scores out of 100, times in ms. */
export const LIGHTHOUSE_GOAL = { performance: 95, seo: 100, lcp: 1500, tbt: 100 };

const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run's figures: category scores (0–100) and metric values (ms, CLS unitless). */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    renderBlocking: lhr.audits['render-blocking-insight']?.details?.items?.length ?? lhr.audits['render-blocking-resources']?.details?.items?.length ?? 0,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failedSeo: Object.values(lhr.categories.seo?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

/** Lighthouse's default (mobile) config RUNS times on `url`, each in a fresh Chromium; the figures of each run. */
export async function runLighthouse(url, runs = RUNS) {
  const results = [];
  for (let i = 0, failures = 0; i < runs; ) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (!result?.lhr) throw new Error('Lighthouse returned no report');
      // Lighthouse itself asks for a new run when its trace came out unusable (NO_NAVSTART, NO_FCP…).
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      const run = figures(result.lhr);
      note(`run ${i + 1}/${runs}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, SEO ${run.seo}`);
      results.push(run);
      i++;
    } catch (err) {
      if (++failures > runs) throw err;
      note(`run ${i + 1}/${runs} failed, running it again: ${err.message.slice(0, 200)}`);
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

export function lighthouseText(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const ms = (value) => `${Math.round(value)} ms`;
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  const rows = [
    ['figure', `median of ${runs.length}`, 'runs', 'goal', ''],
    ['performance', String(m('performance')), runs.map((r) => r.performance).join(' '), `≥ ${LIGHTHOUSE_GOAL.performance}`, verdict(m('performance') >= LIGHTHOUSE_GOAL.performance)],
    ['largest contentful paint', ms(m('lcp')), runs.map((r) => Math.round(r.lcp)).join(' '), `≤ ${LIGHTHOUSE_GOAL.lcp} ms`, verdict(m('lcp') <= LIGHTHOUSE_GOAL.lcp)],
    ['total blocking time', ms(m('tbt')), runs.map((r) => Math.round(r.tbt)).join(' '), `≤ ${LIGHTHOUSE_GOAL.tbt} ms`, verdict(m('tbt') <= LIGHTHOUSE_GOAL.tbt)],
    ['SEO', String(m('seo')), runs.map((r) => r.seo).join(' '), `${LIGHTHOUSE_GOAL.seo}`, verdict(m('seo') >= LIGHTHOUSE_GOAL.seo)],
    ['first contentful paint', ms(m('fcp')), runs.map((r) => Math.round(r.fcp)).join(' '), '', ''],
    ['speed index', ms(m('si')), runs.map((r) => Math.round(r.si)).join(' '), '', ''],
    ['cumulative layout shift', m('cls').toFixed(3), runs.map((r) => r.cls.toFixed(3)).join(' '), '', ''],
    ['render-blocking requests', String(m('renderBlocking')), runs.map((r) => r.renderBlocking).join(' '), '', ''],
    ['accessibility', String(m('accessibility')), runs.map((r) => r.accessibility).join(' '), '', ''],
    ['best practices', String(m('bestPractices')), runs.map((r) => r.bestPractices).join(' '), '', ''],
  ];
  const lines = [table(rows, ['l', 'r', 'r', 'r', 'l'])];
  const lcpElement = runs.at(-1)?.lcpElement;
  if (lcpElement) lines.push(`  LCP element: ${lcpElement.slice(0, 160)}`);
  const failedSeo = [...new Set(runs.flatMap((r) => r.failedSeo))];
  if (failedSeo.length) lines.push(`  SEO audits failed: ${failedSeo.join(', ')}`);
  const met =
    m('performance') >= LIGHTHOUSE_GOAL.performance && m('lcp') <= LIGHTHOUSE_GOAL.lcp && m('tbt') <= LIGHTHOUSE_GOAL.tbt && m('seo') >= LIGHTHOUSE_GOAL.seo;
  lines.push(`  goal (performance ≥ ${LIGHTHOUSE_GOAL.performance}, LCP ≤ ${LIGHTHOUSE_GOAL.lcp} ms, TBT ≤ ${LIGHTHOUSE_GOAL.tbt} ms, SEO ${LIGHTHOUSE_GOAL.seo}): ${verdict(met)}`);
  return lines.join('\n');
}

async function measure(origin) {
  log(`\n━━ Lighthouse on ${origin}/ (mobile preset, simulated throttling, ${RUNS} runs) ━━`);
  log(lighthouseText(await runLighthouse(`${origin}/`)));
  log(`  home page JavaScript: ${homePageText(await measureHomePage(origin))}`);
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`Chromium is missing at ${CHROME}: install Debian's chromium or set CHROME_PATH`);
  log(`CUI home page Lighthouse benchmark · node ${process.version} · ${new Date().toISOString()}`);
  const given = process.argv[2];
  if (given) return measure(given.replace(/\/$/, ''));
  if (!existsSync(API_MAIN) || !existsSync(join(WEB_DIST, 'index.html'))) throw new Error('the app is not built: run `npx -y pnpm@10 run build` first (or use `pnpm bench`)');
  const cleanup = [];
  try {
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const api = await startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env: { WEB_DIST } });
    await measure(api.url);
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((err) => note(`cleanup: ${err.message}`));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err.stack ?? String(err));
    process.exitCode = 1;
  });
}

