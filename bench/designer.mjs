// Screen designer benchmark, in one run:
// 1. Time from submit to the first completed screen (and to `done`) of a first message with the
//    built-in designer, through the whole pipeline (API → hold → `designer` queue → worker → Redis →
//    SSE), against the time to the first chunk of a page generation on the same server: the
//    baseline of what the pipeline itself costs.
// 2. The canvas over 12 completed screens in Chromium: frames per second during a 2-second drag
//    and a 2-second wheel zoom, against the same page left idle (the browser's own frame rate).
//
// Usage: node bench/designer.mjs (after `pnpm build`; `pnpm bench` runs it). Needs PostgreSQL and
// Redis on 127.0.0.1, `psql`, `redis-cli` and Chromium (/usr/bin/chromium or CHROME_PATH).
// Settings: BENCH_DESIGNER_RUNS (5) first messages timed.
/* global document, PointerEvent, WheelEvent, requestAnimationFrame -- the driver runs in the page */
import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSseParser, designerEventSchemas, generationEventSchemas, readSseEvent } from '../packages/shared/dist/index.js';
import { deleteRedisKeys, dropDatabase, note, seedUsers, startBuiltApi, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const WEB_DIST = join(ROOT, 'packages/web/dist');
const DB = 'cui_bench_designer';
const REDIS_PREFIX = `cuibenchdes${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const RUNS = Number(process.env.BENCH_DESIGNER_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PROMPT = 'Pet Adoption App';
/** Follow-ups that each add one screen: with the first message's five, the canvas holds twelve. */
const ADDITIONS = ['settings', 'notifications', 'messages', 'search', 'checkout', 'calendar', 'onboarding'];
const SCREENS = 12;
const MEASURE_MS = 2000;
const TARGETS = { fps: 50 };

const log = (...args) => console.log(...args);
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * POSTs `body` to `path` and reads the SSE answer; resolves at `done`/`error` with the events and,
 * per event name, when it first arrived (ms since the request started).
 */
async function stream(url, path, token, body) {
  // A page generation's `done` carries the page; a designer turn's only the balance.
  const schemas = path === '/api/ask-ai' ? generationEventSchemas : designerEventSchemas;
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const events = [];
  const firstAt = {};
  let firstScreenAt;
  const parser = createSseParser((message) => {
    const event = readSseEvent(schemas, message);
    if (!event) throw new Error(`${path} sent an unreadable ${message.event} event: ${message.data.slice(0, 300)}`);
    const { data } = event;
    events.push({ event: message.event, data });
    const at = performance.now() - started;
    firstAt[message.event] ??= at;
    if (event.event === 'data' && data.screen.status === 'completed') firstScreenAt ??= at;
  });
  const decoder = new TextDecoder();
  for await (const bytes of res.body) parser.feed(decoder.decode(bytes, { stream: true }));
  const last = events.at(-1);
  if (last?.event !== 'done') throw new Error(`${path} ended with ${JSON.stringify(last)}`);
  return { events, firstAt, firstScreenAt, total: performance.now() - started };
}

async function newProject(url, token, message) {
  const res = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ device_type: 'mobile', first_message: message }),
  });
  if (res.status !== 201) throw new Error(`POST /api/projects answered ${res.status}`);
  return (await res.json()).project.project_uuid;
}

/**
 * Drives the canvas from inside the page for `ms`: each animation frame dispatches one input event
 * (a pointer move of a drag, or a wheel turn) to the canvas, through the app's own handlers, as a
 * user's mouse would at the display's rate; answers the frames painted per second and the longest
 * frame. `idle` only counts frames: the browser's own rate, the baseline.
 */
function drive(page, mode, ms) {
  return page.evaluate(
    ({ mode, ms }) =>
      new Promise((done) => {
        const canvas = document.querySelector('[data-testid="screens-canvas"]');
        const rect = canvas.getBoundingClientRect();
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        const pointer = (type, i) =>
          canvas.dispatchEvent(
            new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1, clientX: cx + 200 * Math.sin(i / 20), clientY: cy + 60 * Math.cos(i / 20) }),
          );
        if (mode === 'pan') pointer('pointerdown', 0);
        const times = [];
        let i = 0;
        const tick = (t) => {
          times.push(t);
          if (t - times[0] >= ms) {
            if (mode === 'pan') pointer('pointerup', i);
            const gaps = times.slice(1).map((x, k) => x - times[k]);
            return done({ fps: ((times.length - 1) * 1000) / (t - times[0]), longest: Math.max(...gaps) });
          }
          i++;
          if (mode === 'pan') pointer('pointermove', i);
          if (mode === 'zoom') canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: i % 60 < 30 ? 40 : -40, clientX: cx, clientY: cy }));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { mode, ms },
  );
}

async function canvasFps(url, token, project) {
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${url}/stitch`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${url}/stitch/create?project=${project}`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="screen-card"][data-status="completed"] iframe').length >= n, SCREENS, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Zoomed out far enough that all twelve frames are on screen while it pans.
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: /zoom out/i }).click();
    await page.waitForTimeout(500);
    const idle = await drive(page, 'idle', MEASURE_MS);
    const panned = await drive(page, 'pan', MEASURE_MS);
    const zoomed = await drive(page, 'zoom', MEASURE_MS);
    // The stage moved: the events went through the app's handlers, not past them.
    const transform = await page.getByTestId('canvas-stage').evaluate((el) => el.style.transform);
    if (!/translate\((?!0px, 0px)/.test(transform)) throw new Error(`the canvas did not move: ${transform}`);
    const frames = await page.locator('[data-testid="screen-card"] iframe').count();
    if (errors.length) throw new Error(`the page raised errors: ${errors.join('; ')}`);
    return { idle, panned, zoomed, frames };
  } finally {
    await browser.close();
  }
}

async function main() {
  const cleanup = [];
  try {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx -y pnpm@10 run build\` first (or use \`pnpm bench\`)`);
    if (!existsSync(CHROME)) throw new Error(`Chromium is missing at ${CHROME}: install Debian's chromium or set CHROME_PATH`);
    log(`CUI screen designer benchmark · node ${process.version} · ${new Date().toISOString()}`);
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const api = await startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env: { WEB_DIST } });
    const [token] = await seedUsers(DB, 1, JWT_SECRET);

    // 1. Submit to first screen, with the built-in designer's default pacing (what a user sees).
    note(`${RUNS} first messages and ${RUNS} page generations, one at a time`);
    const firstScreens = [];
    const dones = [];
    const pageChunks = [];
    let project;
    for (let i = 0; i < RUNS; i++) {
      project = await newProject(api.url, token, PROMPT);
      const turn = await stream(api.url, '/api/stitch-chat', token, { message: PROMPT, project_uuid: project });
      firstScreens.push(turn.firstScreenAt);
      dones.push(turn.total);
      const generation = await stream(api.url, '/api/ask-ai', token, { prompt: PROMPT, model: 'cui-core' });
      pageChunks.push(generation.firstAt.chunk);
    }
    const first = median(firstScreens);
    const baseline = median(pageChunks);
    log(`\n━━ submit → first completed screen (built-in designer, median of ${RUNS}) ━━`);
    log(
      table(
        [
          ['measure', 'median', 'min', 'max', '÷ page first chunk'],
          ['designer: first completed screen', ms(first), ms(Math.min(...firstScreens)), ms(Math.max(...firstScreens)), `${(first / baseline).toFixed(1)}×`],
          ['designer: done (5 screens)', ms(median(dones)), ms(Math.min(...dones)), ms(Math.max(...dones)), `${(median(dones) / baseline).toFixed(1)}×`],
          ['baseline: page generation, first chunk', ms(baseline), ms(Math.min(...pageChunks)), ms(Math.max(...pageChunks)), '1.0×'],
        ],
        ['l', 'r', 'r', 'r', 'r'],
      ),
    );

    // 2. Twelve screens on the last project, then the canvas in Chromium.
    note(`adding ${ADDITIONS.length} screens by chat for a ${SCREENS}-screen canvas`);
    for (const name of ADDITIONS) await stream(api.url, '/api/stitch-chat', token, { message: `add a ${name} screen`, project_uuid: project });
    const fps = await canvasFps(api.url, token, project);
    const row = (name, m) => [name, m.fps.toFixed(1), `${Math.round(m.longest)} ms`, `${((m.fps / fps.idle.fps) * 100).toFixed(0)}%`];
    const met = fps.panned.fps >= TARGETS.fps && fps.zoomed.fps >= TARGETS.fps;
    log(`\n━━ canvas, ${fps.frames} completed screens at 1440×900 (Chromium, ${MEASURE_MS / 1000} s each) ━━`);
    log(
      table(
        [['interaction', 'frames/s', 'longest frame', '÷ idle'], row('idle (baseline)', fps.idle), row('drag to pan', fps.panned), row('wheel zoom', fps.zoomed)],
        ['l', 'r', 'r', 'r'],
      ),
    );
    log(`  target ≥ ${TARGETS.fps} frames/s while panning and zooming: ${met ? 'PASS' : 'MISS'}`);
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((err) => note(`cleanup: ${err.message}`));
  }
}

main().catch((err) => {
  console.error(err.stack ?? String(err));
  process.exitCode = 1;
});
