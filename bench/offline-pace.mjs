// Built-in model pace benchmark: with the default settings (OFFLINE_STREAM_DELAY_MS unset), the time
// from submit to `done` of a page, a follow-up, a section edit, a designer first turn and a designer
// edit of one screen, through the whole pipeline (API → hold → queue → worker → Redis → SSE),
// against the targets of decision 044: a page ≤ 5 s, an edit ≤ 2 s, and the stream still in
// visible pieces (the number of chunks is printed).
//
// Usage: node bench/offline-pace.mjs (after `pnpm build`; `pnpm bench` runs it). Needs PostgreSQL and
// Redis on 127.0.0.1 and `psql`. Settings: BENCH_PACE_RUNS (3) runs of each, the median reported.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSseParser } from '../packages/shared/dist/index.js';
import { deleteRedisKeys, dropDatabase, note, seedUsers, startBuiltApi, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const DB = 'cui_bench_pace';
const REDIS_PREFIX = `cuibenchpace${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const RUNS = Number(process.env.BENCH_PACE_RUNS ?? 3);
const PAGE_PROMPT = 'bike repair shop in Berlin called Speiche with services and prices, opening hours, reviews, booking form';
const TARGETS = { page: 5000, edit: 2000, designerFirst: 5000, designerEdit: 2000 };

const log = (...args) => console.log(...args);
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** POSTs and reads the SSE answer to its end: the time to the final event, the chunks seen and the final event. */
async function stream(url, path, token, body) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  let chunks = 0;
  let last;
  const parser = createSseParser((message) => {
    if (message.event === 'chunk') chunks++;
    last = { event: message.event, data: JSON.parse(message.data) };
  });
  const decoder = new TextDecoder();
  for await (const bytes of res.body) parser.feed(decoder.decode(bytes, { stream: true }));
  if (last?.event !== 'done') throw new Error(`${path} ended with ${JSON.stringify(last)?.slice(0, 300)}`);
  return { total: performance.now() - started, chunks, done: last.data };
}

async function newProject(url, token, message) {
  const res = await fetch(`${url}/api/projects`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ device_type: 'mobile', first_message: message }) });
  if (res.status !== 201) throw new Error(`POST /api/projects answered ${res.status}`);
  return (await res.json()).project.project_uuid;
}

function sectionOf(html, id) {
  const start = html.indexOf(`<section id="${id}"`);
  if (start < 0) throw new Error(`no #${id} on the page`);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end + '</section>'.length);
}

async function main() {
  const cleanup = [];
  try {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx -y pnpm@10 run build\` first (or use \`pnpm bench\`)`);
    log(`CUI built-in model pace benchmark · node ${process.version} · ${new Date().toISOString()}`);
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const api = await startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env: { WEB_DIST: '' } });
    const [token] = await seedUsers(DB, 1, JWT_SECRET);
    note(`${RUNS} runs of each, one at a time, default pacing`);
    const runs = { page: [], followUp: [], section: [], designerFirst: [], designerEdit: [] };
    const chunks = { page: [], followUp: [], section: [] };
    for (let i = 0; i < RUNS; i++) {
      const page = await stream(api.url, '/api/ask-ai', token, { prompt: PAGE_PROMPT, model: 'cui-core' });
      runs.page.push(page.total);
      chunks.page.push(page.chunks);
      const follow = await stream(api.url, '/api/ask-ai', token, { prompt: 'make it dark and add an FAQ', html: page.done.html, model: 'cui-core' });
      runs.followUp.push(follow.total);
      chunks.followUp.push(follow.chunks);
      const section = await stream(api.url, '/api/ask-ai', token, { prompt: 'change the heading to "Fast repairs in Kreuzberg"', html: sectionOf(page.done.html, 'hero'), model: 'cui-core' });
      runs.section.push(section.total);
      chunks.section.push(section.chunks);
      const message = 'a habit tracker app: home, stats, settings, profile';
      const project = await newProject(api.url, token, message);
      runs.designerFirst.push((await stream(api.url, '/api/stitch-chat', token, { message, project_uuid: project })).total);
      runs.designerEdit.push((await stream(api.url, '/api/stitch-chat', token, { message: 'Edit the "Home" screen: make the header dark and add a 7-day streak counter', project_uuid: project })).total);
    }
    const row = (name, values, target, pieces) => [name, ms(median(values)), ms(Math.max(...values)), pieces ? String(median(pieces)) : '–', `≤ ${ms(target)}`, median(values) <= target ? 'PASS' : 'MISS'];
    log(`\n━━ submit → done, built-in model with default pacing (median of ${RUNS}) ━━`);
    log(
      table(
        [
          ['turn', 'median', 'max', 'chunks', 'target', ''],
          row('page', runs.page, TARGETS.page, chunks.page),
          row('follow-up on the page', runs.followUp, TARGETS.edit, chunks.followUp),
          row('section edit', runs.section, TARGETS.edit, chunks.section),
          row('designer: first turn (4 screens)', runs.designerFirst, TARGETS.designerFirst),
          row('designer: edit one screen', runs.designerEdit, TARGETS.designerEdit),
        ],
        ['l', 'r', 'r', 'r', 'r', 'l'],
      ),
    );
    const met = median(runs.page) <= TARGETS.page && [runs.followUp, runs.section].every((v) => median(v) <= TARGETS.edit) && median(runs.designerFirst) <= TARGETS.designerFirst && median(runs.designerEdit) <= TARGETS.designerEdit;
    log(`  target: a page ≤ 5 s and an edit ≤ 2 s to done, designer turns likewise: ${met ? 'PASS' : 'MISS'}`);
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((err) => note(`cleanup: ${err.message}`));
  }
}

main().catch((err) => {
  console.error(err.stack ?? String(err));
  process.exitCode = 1;
});
