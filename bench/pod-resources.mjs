// What an API pod and a worker pod use: the built API (RUN_WORKERS=false) and one worker process,
// started as the image starts them (--max-semi-space-size=32), each sampled from /proc (VmRSS, and
// utime+stime over 1 s windows) while they sit idle, stream generations from the fake provider and
// build published pages. The numbers size k8s/ requests and limits (docs/decisions/028).
//
// Usage: node bench/pod-resources.mjs (after `pnpm build`). Needs PostgreSQL and Redis on 127.0.0.1
// and `psql`. Settings: BENCH_RES_PORT (3503), BENCH_RES_DB (cui_opsk8s), BENCH_RES_PREFIX (opsk8s),
// BENCH_RES_STREAMS (200: streams open at once in the load phase). A measurement: exits 0 unless it
// could not run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeConfig, startFakeUpstream } from './fake-upstream.mjs';
import { captureOutput, databaseUrl, deleteRedisKeys, dropDatabase, generationDone, note, seedUsers, sleep, stopChild, table, waitHealthy } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_RES_PORT ?? 3503);
const DB = process.env.BENCH_RES_DB ?? 'cui_opsk8s';
const REDIS_PREFIX = process.env.BENCH_RES_PREFIX ?? 'opsk8s';
const STREAMS = Number(process.env.BENCH_RES_STREAMS ?? 200);
const JWT_SECRET = randomBytes(48).toString('base64url');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** RSS (MB) and CPU (cores, per 1 s window) of each process, sampled every 250 ms, kept per phase. */
function sampler(procs) {
  const read = (pid) => {
    const rss = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { rss, ticks: Number(fields[11]) + Number(fields[12]), at: performance.now() };
  };
  const history = Object.fromEntries(Object.keys(procs).map((name) => [name, []]));
  let phase = 'start';
  const phases = {};
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(procs)) {
      const now = read(pid);
      const h = history[name];
      h.push(now);
      const windowStart = h.findLast((s) => now.at - s.at >= 1000);
      const cores = windowStart ? (now.ticks - windowStart.ticks) / TICKS_PER_SECOND / ((now.at - windowStart.at) / 1000) : 0;
      const p = (phases[phase] ??= {});
      const s = (p[name] ??= { rssPeak: 0, cpuPeak: 0, rssLast: 0, first: now, last: now });
      s.rssPeak = Math.max(s.rssPeak, now.rss);
      s.rssLast = now.rss;
      s.cpuPeak = Math.max(s.cpuPeak, cores);
      s.last = now;
      while (h.length > 20) h.shift();
    }
  }, 250);
  return {
    phase: (name) => (phase = name),
    stop: () => clearInterval(timer),
    rows: () =>
      Object.entries(phases).flatMap(([ph, byProc]) =>
        Object.entries(byProc).map(([name, s]) => {
          const seconds = (s.last.at - s.first.at) / 1000;
          const mean = seconds > 0 ? (s.last.ticks - s.first.ticks) / TICKS_PER_SECOND / seconds : 0;
          return [ph, name, s.rssLast.toFixed(0), s.rssPeak.toFixed(0), mean.toFixed(2), s.cpuPeak.toFixed(2), seconds.toFixed(0)];
        }),
      ),
  };
}

function post(path, token, body) {
  return new Promise((resolvePost, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method: 'POST', path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d) => (text += d));
        res.on('end', () => resolvePost({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** One generation through the whole pipeline, read to its final event; answers the page's HTML. */
async function generate(token) {
  const res = await post('/api/ask-ai', token, { prompt: 'bench', model: 'gpt-5-5', framework: 'htmlTailwind' });
  if (res.status !== 200) throw new Error(`ask-ai: ${res.status} ${res.text.slice(-300)}`);
  return generationDone(res.text).html;
}

async function main() {
  const cleanup = [];
  const upstream = await startFakeUpstream();
  cleanup.push(() => upstream.close());
  dropDatabase(DB);
  cleanup.push(() => dropDatabase(DB));
  cleanup.push(() => deleteRedisKeys(REDIS_PREFIX));
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: `http://localhost:${PORT}`,
    DATABASE_URL: databaseUrl(DB),
    REDIS_PREFIX,
    JWT_SECRET,
    WEB_DIST: join(ROOT, 'packages/web/dist'),
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: `http://127.0.0.1:${upstream.port}/v1`,
    RUN_WORKERS: 'false',
  };
  const start = (entry, extra = {}) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=32', join(ROOT, 'packages/api/dist', entry)], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanup.unshift(() => stopChild(child));
    return { child, output: captureOutput(child, entry) };
  };
  try {
    const api = start('main.js');
    await waitHealthy(PORT, api.child, api.output);
    // The API applied the migrations; the worker, as in Kubernetes, waits for them instead.
    const worker = start('worker.js', { MIGRATIONS: 'skip' });
    while (!worker.output.lines.join('\n').includes('CUI worker is running') && worker.child.exitCode === null) await sleep(100);
    const tokens = await seedUsers(DB, STREAMS, JWT_SECRET);
    const s = sampler({ api: api.child.pid, worker: worker.child.pid });

    s.phase('idle');
    await sleep(5000);
    s.phase('warm-up (20 sequential)');
    let html = '';
    for (let i = 0; i < 20; i++) html = await generate(tokens[i]);
    s.phase(`${STREAMS} streams at once, 3 rounds`);
    for (let round = 0; round < 3; round++) await Promise.all(tokens.map((t) => generate(t)));
    s.phase('40 publishes, 4 at once');
    for (let i = 0; i < 10; i++) {
      await Promise.all(
        [0, 1, 2, 3].map(async (j) => {
          const res = await post('/api/publish', tokens[j], { html: html.replace('</body>', `<p class="mt-${(i + j) % 8}">${i}-${j}</p></body>`), title: 'bench' });
          if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.text}`);
        }),
      );
    }
    s.phase('idle after load');
    await sleep(5000);
    s.stop();
    const pace = fakeConfig();
    console.log(`Node ${process.version}; fake provider: ${pace.pageBytes} B pages in ${pace.chunks} pieces ${pace.chunkDelayMs} ms apart`);
    console.log(table([['phase', 'process', 'RSS end (MB)', 'RSS peak (MB)', 'CPU mean (cores)', 'CPU peak 1 s (cores)', 'seconds'], ...s.rows()], ['l', 'l', 'r', 'r', 'r', 'r', 'r']));
  } finally {
    for (const step of cleanup) await Promise.resolve(step()).catch((err) => note(`cleanup: ${err.message}`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
