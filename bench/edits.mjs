// Follow-up edits benchmark: a one-line change to a 50 KB page through `POST /api/ask-ai` with a
// provider model, answered by the fake provider (bench/fake-upstream.mjs, in this process) three ways
// at the same pace in tokens a second:
// - edit: one SEARCH/REPLACE block, applied by the server;
// - rewrite: the whole page again with the line changed (what every follow-up cost before edits,
//   and what the server still does when the model judges a change sweeping);
// - edit, fell back: a block that does not apply, then the whole page on the server's second call.
// For each: tokens requested (input: the messages sent; output: the text streamed back; characters
// ÷ 4, as no tokenizer is a dependency) and time from the request to `done`, median of the runs, with
// each ÷ the rewrite's. Every `done.html` is checked against the expected page.
//
// Usage: node bench/edits.mjs (after `pnpm build`; `pnpm bench` and `pnpm bench:edits` run it).
// Needs PostgreSQL and Redis on 127.0.0.1, `psql` and `redis-cli`. Loopback only; cleans up after itself.
// Settings: BENCH_EDITS_RUNS (3) runs of each, BENCH_EDITS_TOKENS_PER_S (1000) the provider's pace.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSseParser, generationEventSchemas, readSseEvent } from '../packages/shared/dist/index.js';
import { benchPage, startFakeUpstream } from './fake-upstream.mjs';
import { deleteRedisKeys, dropDatabase, note, seedUsers, startBuiltApi, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const DB = 'cui_bench_edits';
const REDIS_PREFIX = `cuibenchedits${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const RUNS = Number(process.env.BENCH_EDITS_RUNS ?? 3);
const TOKENS_PER_S = Number(process.env.BENCH_EDITS_TOKENS_PER_S ?? 1000);
/** Ten tokens a piece, so the pace needs no sub-millisecond timers. */
const PIECE_CHARS = 40;
const PAGE_BYTES = 50 * 1024;
const tokens = (chars) => Math.round(chars / 4);

const log = (...args) => console.log(...args);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const PAGE = benchPage(PAGE_BYTES);
const OLD_LINE = /^.*<h1 [^\n]*<\/h1>$/m.exec(PAGE)[0];
const NEW_LINE = OLD_LINE.replace('roasted every morning', 'roasted fresh every morning');
const EDITED = PAGE.replace(OLD_LINE, NEW_LINE);
const BLOCK = `<<<<<<< SEARCH\n${OLD_LINE}\n=======\n${NEW_LINE}\n>>>>>>> REPLACE\n`;
const STALE_BLOCK = `<<<<<<< SEARCH\n${OLD_LINE.replace('Small-batch', 'Small batch')}\n=======\n${NEW_LINE}\n>>>>>>> REPLACE\n`;

/** What the fake provider answers each call of a follow-up, per scenario. */
const SCENARIOS = {
  edit: [BLOCK],
  rewrite: [EDITED],
  'edit, fell back': [STALE_BLOCK, EDITED],
};

async function startApi(cleanup, upstreamPort) {
  const env = { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1` };
  return (await startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env })).url;
}

/** One follow-up: resolves at `done` with the time it took and `done`'s data; throws on anything else. */
async function followUp(url, token) {
  const started = performance.now();
  const res = await fetch(`${url}/api/ask-ai`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ prompt: 'Change the headline to "Small-batch coffee, roasted fresh every morning"', html: PAGE, previousPrompt: 'A coffee roaster', model: 'gpt-5-5' }),
  });
  if (res.status !== 200) throw new Error(`/api/ask-ai answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  let last;
  const parser = createSseParser((message) => (last = readSseEvent(generationEventSchemas, message) ?? { event: `unreadable ${message.event}`, data: message.data }));
  const decoder = new TextDecoder();
  for await (const bytes of res.body) parser.feed(decoder.decode(bytes, { stream: true }));
  const ms = performance.now() - started;
  if (last?.event !== 'done') throw new Error(`the follow-up ended with ${JSON.stringify(last).slice(0, 300)}`);
  return { ms, done: last.data };
}

async function main() {
  const cleanup = [];
  try {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx -y pnpm@10 run build\` first (or use \`pnpm bench:edits\`)`);
    log(`CUI follow-up edits benchmark · node ${process.version} · ${new Date().toISOString()}`);
    // Counted per call as the fake provider answers it: the scenario being run picks the answer.
    let script = [];
    let usage = { calls: 0, input: 0, output: 0 };
    const upstream = await startFakeUpstream({
      chunkDelayMs: Math.round((PIECE_CHARS / 4 / TOKENS_PER_S) * 1000),
      firstDelayMs: 0,
      pieceChars: PIECE_CHARS,
      answer: (request) => {
        const text = script[Math.min(usage.calls, script.length - 1)];
        usage.calls++;
        usage.input += (request.messages ?? []).reduce((sum, m) => sum + (typeof m.content === 'string' ? m.content.length : JSON.stringify(m.content).length), 0);
        usage.output += text.length;
        return text;
      },
    });
    cleanup.push(() => upstream.close());
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const url = await startApi(cleanup, upstream.port);
    // POST /api/ask-ai allows 30 requests a minute per user: each follow-up takes the next user.
    const users = await seedUsers(DB, 1 + RUNS * Object.keys(SCENARIOS).length, JWT_SECRET);
    let sent = 0;
    const token = () => users[sent++];

    note(`a ${(PAGE.length / 1024).toFixed(1)} KB page, one line changed; ${RUNS} runs of each, interleaved, at ${TOKENS_PER_S} tokens/s`);
    const results = Object.fromEntries(Object.keys(SCENARIOS).map((name) => [name, { ms: [], usage: [] }]));
    script = [BLOCK];
    await followUp(url, token()); // warm-up: JIT, connection pool
    for (let i = 0; i < RUNS; i++) {
      for (const [name, answers] of Object.entries(SCENARIOS)) {
        script = answers;
        usage = { calls: 0, input: 0, output: 0 };
        const { ms, done } = await followUp(url, token());
        if (done.html !== EDITED) throw new Error(`${name}: done.html is not the page with the line changed`);
        if (name === 'edit, fell back' ? !done.message : done.message) throw new Error(`${name}: unexpected done.message ${JSON.stringify(done.message)}`);
        results[name].ms.push(ms);
        results[name].usage.push(usage);
      }
    }

    const base = results.rewrite;
    const baseTokens = tokens(base.usage[0].input + base.usage[0].output);
    const rows = Object.entries(results).map(([name, r]) => {
      const u = r.usage[0];
      const total = tokens(u.input + u.output);
      return [name, String(u.calls), tokens(u.input).toLocaleString('en'), tokens(u.output).toLocaleString('en'), total.toLocaleString('en'), `${(total / baseTokens).toFixed(2)}×`, `${Math.round(median(r.ms))} ms`, `${(median(r.ms) / median(base.ms)).toFixed(2)}×`];
    });
    log(`\n━━ one-line change on a ${(PAGE.length / 1024).toFixed(1)} KB page (tokens = characters ÷ 4; time: median of ${RUNS}) ━━`);
    log(table([['answer', 'calls', 'input tokens', 'output tokens', 'total tokens', '÷ rewrite', 'time to done', '÷ rewrite'], ...rows], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
  } finally {
    for (const fn of cleanup.reverse()) await fn().catch((err) => note(`cleanup: ${err.message}`));
  }
}

main().catch((err) => {
  console.error(err.stack ?? String(err));
  process.exitCode = 1;
});
