// Streaming benchmark: time to first chunk and total time of `POST /api/ask-ai` through the whole
// pipeline (API → PostgreSQL hold → BullMQ → worker → openai SDK → fake upstream → HTML filter →
// Redis pub/sub → SSE), against the same streams read directly from the fake upstream, at 1, 200 and
// 500 concurrent streams, with the API process's RSS. See bench/README.md.
//
// Run: `pnpm bench` (builds first), or after a build `pnpm exec node bench/run.mjs`.
// Needs PostgreSQL (user postgres, no password) and Redis on 127.0.0.1, `psql` and `redis-cli`.
// Everything stays on loopback; every loop is bounded; it stops by itself and cleans up.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_JS_GOAL_BYTES, homePageText, kb, measureHomePage } from './home-page.mjs';
import { API_START, PG as BENCH_PG, captureOutput, deleteRedisKeys, dropDatabase as dropDb, note, psql, run, seedUsers, sleep, startBuiltApi, table, waitExit } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const WORKER_MAIN = join(ROOT, 'packages/api/dist/worker.js');
/**
 * How the API runs. `cores` (default, as `pnpm start` runs it): dist/start.js, an API process per core
 * and the queue workers in a process of their own; `one`: dist/main.js with WEB_CONCURRENCY=1, one
 * process with the workers inside (what a Kubernetes pod runs); `separate`: one API process with
 * RUN_WORKERS=false beside one dist/worker.js.
 */
const LAYOUTS = ['cores', 'one', 'separate', 'pm2'];
/**
 * `pm2` (a comparison, not part of the default runs): the same processes as `cores`, started by PM2's
 * cluster mode instead of dist/start.js (`pm2-runtime` of a PM2 install named by BENCH_PM2, e.g.
 * `npm i pm2 --prefix /tmp/pm2` then BENCH_PM2=/tmp/pm2/node_modules/pm2).
 */
const PM2 = process.env.BENCH_PM2 ? resolve(process.env.BENCH_PM2) : '';
const LAYOUT = process.env.BENCH_LAYOUT || 'cores';
if (!LAYOUTS.includes(LAYOUT)) {
  console.error(`BENCH_LAYOUT must be one of ${LAYOUTS.join(', ')}`);
  process.exit(2);
}
if (LAYOUT === 'pm2' && !existsSync(join(PM2, 'bin/pm2-runtime'))) {
  console.error('BENCH_LAYOUT=pm2 needs BENCH_PM2: the folder of a PM2 install (…/node_modules/pm2)');
  process.exit(2);
}
const SHARED = join(ROOT, 'packages/shared/dist/index.js');
/** The built SPA, served by the API so the run can weigh its home page. */
const WEB_DIST = join(ROOT, 'packages/web/dist');
/** The flags `pnpm start` runs the API and worker with (packages/api/package.json `start:prod`). */
const NODE_FLAGS = ['--max-semi-space-size=32'];
/**
 * `BENCH_TLS=1`: the fake provider serves HTTPS (HTTP/2 offered over ALPN, as hosted providers do)
 * with a certificate made for this run, which the API trusts through NODE_EXTRA_CA_CERTS;
 * `BENCH_TLS=0`: plain HTTP. Unset: one run each way, one after the other.
 */
const TLS_MODE = process.env.BENCH_TLS;
const TLS = TLS_MODE === '1';
/** A killed worker's streams must have ended, refunded, within this many seconds. */
const KILL_TARGET_S = 30;

// ---------------------------------------------------------------------------------------------
// Configuration (environment; defaults keep the whole run to a few minutes on 2 cores)

const int = (name, fallback, min = 0) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be an integer ≥ ${min}`);
    process.exit(2);
  }
  return value;
};

const CFG = {
  sequential: int('BENCH_SEQUENTIAL', 50, 1), // requests each way at 1 stream (the median of at least 50)
  mid: int('BENCH_MID', 100, 1), // requests sent together: the burst scenario
  midRounds: int('BENCH_MID_ROUNDS', 3, 1),
  high: int('BENCH_HIGH', 500, 1), // concurrent streams, the scenario with RSS and p99 targets
  highRounds: int('BENCH_HIGH_ROUNDS', 1, 1),
  highPace: {
    chunks: int('BENCH_HIGH_CHUNKS', 400, 1),
    chunkDelayMs: int('BENCH_HIGH_CHUNK_DELAY_MS', 15, 0),
    firstDelayMs: int('BENCH_HIGH_FIRST_DELAY_MS', 300, 0),
  },
  warmup: int('BENCH_WARMUP', 5, 0), // sequential warm-up requests each way (plus one round of 20)
  streamTimeoutMs: int('BENCH_STREAM_TIMEOUT_MS', 60_000, 1000),
  deadlineMs: int('BENCH_DEADLINE_MS', 600_000, 10_000),
  pauseMs: int('BENCH_PAUSE_MS', 1000, 0), // idle gap between rounds
  killStreams: int('BENCH_KILL_STREAMS', 5, 0), // streams under way when the worker is killed (`cores` and `pm2` layouts; 0: not done)
  cpuProfDir: process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : '', // write the V8 CPU profile of every app process there
};
// The high scenario models 500 streams in steady state: a model's pace (~67 tokens a second after
// ~300 ms) and arrivals spread evenly over one stream's duration, so the last starts as the first
// ends (all 500 open at once) and requests arrive at the rate 500 concurrent streams sustain
// (concurrency ÷ duration ≈ 80 a second). A shorter ramp is a burst on top of that.
CFG.highRampMs = int('BENCH_HIGH_RAMP_MS', CFG.highPace.firstDelayMs + CFG.highPace.chunks * CFG.highPace.chunkDelayMs, 0);
const TARGETS = { addedMedianTtfb1: 10, addedP99TtfbBurst: 100, addedP99TtfbHigh: 100, rssHighMb: 500 };
const PG = { ...BENCH_PG, db: 'cui_bench' };
const REDIS_PREFIX = `cuibench${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const ASK_BODY = JSON.stringify({ prompt: 'bench', model: 'gpt-5-5', framework: 'htmlTailwind' });
// One user per concurrent stream, and a few more: POST /api/ask-ai allows 30 a minute per user.
const USERS = Math.max(CFG.high, CFG.mid, 20) + 50;

// ---------------------------------------------------------------------------------------------
// Small helpers

const wallNow = () => performance.timeOrigin + performance.now();
/** Microseconds on the monotonic clock V8 stamps profile samples with. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
/** When the burst's pipeline rounds ran, for `bench/profile-summary.mjs` (written beside the profiles). */
const profileWindows = { burst: [] };
const log = (...args) => console.log(...args);

function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const median = (values) => percentile(values, 50);

const fmt = (ms, digits = 1) => (Number.isFinite(ms) ? ms.toFixed(digits) : '—');
const fmtAdded = (ms) => (Number.isFinite(ms) ? `${ms >= 0 ? '+' : ''}${ms.toFixed(1)}` : '—');
const fmtRatio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(a / b >= 100 ? 0 : 2)}×` : '—');

// ---------------------------------------------------------------------------------------------
// HTTP client: keep-alive agents, no socket limit; every stream parsed with @cui/shared's parser.
// Each simulated user has an agent of its own (a browser keeps its own connections to the app);
// `agent` serves the direct streams and the runner's own calls.

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2048, scheduling: 'fifo' });
let createSseParser;
let readSseEvent;
let generationEventSchemas;
/** In TLS mode, the client's way to the fake provider (HTTPS, HTTP/1.1, trusting this run's certificate). */
let upstreamAgent = null;
/** `http` or `https`, and the agent, for a request to `port`. */
const transportFor = (port, via) => (upstreamAgent && port === upstream?.port ? [https, upstreamAgent] : [http, via]);

function getJson(port, path, method = 'GET', headers = {}, via = agent) {
  const [client, through] = transportFor(port, via);
  return new Promise((resolveJson, reject) => {
    const req = client.request({ host: '127.0.0.1', port, path, method, agent: through, headers, timeout: 5000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        try {
          resolveJson({ status: res.statusCode, body: body ? JSON.parse(body) : null });
        } catch {
          resolveJson({ status: res.statusCode, body });
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** POSTs a JSON body; rejects unless the answer is 2xx. */
function postJson(port, path, payload) {
  const [client, through] = transportFor(port, agent);
  return new Promise((resolvePost, reject) => {
    const req = client.request({ host: '127.0.0.1', port, path, method: 'POST', agent: through, headers: { 'content-type': 'application/json' }, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode < 300 ? resolvePost() : reject(new Error(`POST ${path} answered ${res.statusCode}`))));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

/** POSTs `body` and feeds the SSE response to `onMessage(message, now)`; never rejects. */
function sseRequest({ port, path, headers, body, onMessage, via = agent }) {
  const [client, through] = transportFor(port, via);
  return new Promise((resolveResult) => {
    const result = { t0: performance.now(), status: 0, headersAt: NaN, endedAt: NaN, error: null };
    let settled = false;
    let req;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      result.error = error;
      result.endedAt = performance.now();
      resolveResult(result);
    };
    const timer = setTimeout(() => {
      finish(`timeout after ${CFG.streamTimeoutMs} ms`);
      req.destroy();
    }, CFG.streamTimeoutMs);
    req = client.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: through,
      headers: { ...headers, accept: 'text/event-stream', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      result.status = res.statusCode;
      result.headersAt = performance.now();
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => finish(`HTTP ${res.statusCode} ${text.slice(0, 160)}`));
        return;
      }
      const parser = createSseParser((message) => onMessage(message, performance.now()));
      res.on('data', (d) => parser.feed(d));
      res.on('end', () => finish(null));
      res.on('aborted', () => finish('connection aborted'));
      res.on('error', (err) => finish(err.message));
    });
    req.on('error', (err) => finish(err.code ?? err.message));
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// The two kinds of stream

let upstream; // { port, page }
let api; // { port }
let users = []; // [{ token }]
let nextUser = 0;

/** One stream read straight from the fake upstream, as the worker's SDK would. */
async function directStream() {
  let text = '';
  let firstAt = NaN;
  let doneAt = NaN;
  let bad = null;
  const r = await sseRequest({
    port: upstream.port,
    path: '/v1/chat/completions',
    headers: { authorization: 'Bearer bench' },
    body: JSON.stringify({ model: 'gpt-4.1', stream: true, messages: [{ role: 'user', content: 'bench' }], max_tokens: 16000, temperature: 0 }),
    onMessage: (m, now) => {
      if (m.data === '[DONE]') return void (doneAt = now);
      try {
        const content = JSON.parse(m.data).choices?.[0]?.delta?.content;
        if (content) {
          if (Number.isNaN(firstAt)) firstAt = now;
          text += content;
        }
      } catch {
        bad ??= 'unparsable chunk';
      }
    },
  });
  const error = r.error ?? bad ?? (Number.isNaN(doneAt) ? 'no [DONE]' : text !== upstream.page ? 'content differs from the page' : null);
  return { ...r, error, ttfb: firstAt - r.t0, total: (Number.isNaN(doneAt) ? r.endedAt : doneAt) - r.t0, firstWall: performance.timeOrigin + firstAt };
}

/** `POST /api/ask-ai` as `user`, each SSE message read with the shared event schemas (null: unreadable). */
function askAi(user, onEvent) {
  return sseRequest({
    port: api.port,
    path: '/api/ask-ai',
    headers: { authorization: `Bearer ${user.token}` },
    body: ASK_BODY,
    via: user.agent,
    onMessage: (m, now) => onEvent(readSseEvent(generationEventSchemas, m), m, now),
  });
}

/** One generation through the whole pipeline; the first `event: chunk` is its first byte. */
async function pipelineStream() {
  const user = users[nextUser++ % users.length];
  let text = '';
  let firstAt = NaN;
  let doneAt = NaN;
  let metaAt = NaN;
  let bad = null;
  const r = await askAi(user, (event, m, now) => {
    if (!event) {
      bad ??= `unreadable ${m.event} event`;
      return;
    }
    const { data } = event;
    if (m.event === 'meta') metaAt = now;
    else if (m.event === 'chunk') {
      if (Number.isNaN(firstAt)) firstAt = now;
      text += data.text;
    } else if (m.event === 'done') {
      doneAt = now;
      if (data.html !== upstream.page) bad ??= 'done.html differs from the page';
    } else if (m.event === 'error') bad ??= `error event: ${data.message}`;
  });
  const error =
    r.error ?? bad ?? (Number.isNaN(doneAt) ? 'stream ended without done' : text !== upstream.page ? 'chunk text differs from the page' : null);
  return {
    ...r,
    error,
    ttfb: firstAt - r.t0,
    total: (Number.isNaN(doneAt) ? r.endedAt : doneAt) - r.t0,
    headers: r.headersAt - r.t0,
    meta: metaAt - r.t0,
    firstWall: performance.timeOrigin + firstAt,
  };
}

/** Runs `fn`, adding the CPU it took to `acc[kind]` when `acc` is given. */
async function measured(acc, kind, fn) {
  const before = cpuSnapshot();
  const result = await fn();
  if (acc) addCpu((acc[kind] ??= {}), before, cpuSnapshot());
  return result;
}

/** Streams open right now, and the most open at once since `openStreams.peak` was reset. */
const openStreams = { now: 0, peak: 0 };
function counted(fn) {
  return async () => {
    openStreams.peak = Math.max(openStreams.peak, ++openStreams.now);
    try {
      return await fn();
    } finally {
      openStreams.now--;
    }
  };
}

/** `n` streams started together, or spread evenly over `rampMs`. */
async function round(kind, n, rampMs = 0) {
  const fn = counted(kind === 'direct' ? directStream : pipelineStream);
  const sends = [];
  const promises = [];
  for (let i = 0; i < n; i++) {
    const at = (i * rampMs) / n;
    promises.push(
      (at > 0 ? sleep(at) : Promise.resolve()).then(() => {
        sends.push(wallNow());
        return fn();
      }),
    );
  }
  return { results: await Promise.all(promises), sends };
}

/**
 * The next `n` users (in the order pipeline streams take them) load the app, which asks who is
 * signed in (GET /api/user/me) as the SPA does, over their own connection. Runs before every
 * pipeline round, outside its measurements: a user generates from a tab that has the app open, so the request
 * travels on a connection that is already there. (Node accepts one new connection per event-loop
 * turn, so a busy server takes new connections slowly; in production a reverse proxy or the
 * browser's keep-alive spares it most of them.)
 */
async function openApp(from, n) {
  const chosen = Array.from({ length: Math.min(n, users.length) }, (_, i) => users[(from + i) % users.length]);
  for (let i = 0; i < chosen.length; i += 50) {
    const batch = await Promise.all(chosen.slice(i, i + 50).map((u) => getJson(api.port, '/api/user/me', 'GET', { authorization: `Bearer ${u.token}` }, u.agent)));
    const bad = batch.find((r) => r.status !== 200);
    if (bad) throw new Error(`GET /api/user/me answered ${bad.status}: ${JSON.stringify(bad.body)}`);
  }
}

async function sequential(kind, n) {
  const fn = kind === 'direct' ? directStream : pipelineStream;
  const results = [];
  const sends = [];
  for (let i = 0; i < n; i++) {
    sends.push(wallNow());
    results.push(await fn());
  }
  return { results, sends };
}

// ---------------------------------------------------------------------------------------------
// CPU accounting from /proc: who used the cores while a scenario ran

const CLK_TCK = (() => {
  try {
    return Number(run('getconf', ['CLK_TCK']).trim()) || 100;
  } catch {
    return 100;
  }
})();
const roles = { client: process.pid, fake: 0, api: 0, worker: 0 };

/** The role of a process dist/start.js (or PM2) started: `worker` or `api`, from the CUI_ROLE (BENCH_ROLE) it was given. */
const childRoles = new Map();
function childRole(pid) {
  let role = childRoles.get(pid);
  if (!role) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      role = environ.includes('CUI_ROLE=worker') || environ.includes('BENCH_ROLE=worker') ? 'worker' : 'api';
    } catch {
      role = 'api';
    }
    childRoles.set(pid, role);
  }
  return role;
}

/** The processes `pid` started (dist/start.js's API and worker processes). */
function childrenOf(pid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/** CPU seconds used so far: the whole machine (busy, not idle), and each process with its role. */
function cpuSnapshot() {
  const snap = { wall: performance.now(), machine: 0, procs: new Map() };
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    snap.machine = (fields[0] + fields[1] + fields[2] + fields[5] + fields[6] + (fields[7] || 0)) / CLK_TCK;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const rest = stat.slice(close + 2).split(' ');
      const pid = Number(entry);
      const role =
        pid === roles.client
          ? 'client'
          : pid === roles.fake
            ? 'fake'
            : pid === roles.api
              ? 'api'
              : pid === roles.worker
                ? 'worker'
                : Number(rest[1]) === roles.api && roles.api
                  ? childRole(pid)
                  : comm === 'postgres' || comm === 'redis-server'
                    ? 'services'
                    : null;
      if (role) snap.procs.set(`${pid}:${rest[19]}`, { role, used: (Number(rest[11]) + Number(rest[12])) / CLK_TCK }); // key: pid + start time; utime + stime
    }
  } catch {
    // not Linux: no CPU figures
  }
  return snap;
}

/** Adds the CPU used between two snapshots to `acc`; a process that exited meanwhile counts as "other". */
function addCpu(acc, a, b) {
  acc.wall = (acc.wall ?? 0) + (b.wall - a.wall) / 1000;
  acc.machine = (acc.machine ?? 0) + b.machine - a.machine;
  for (const [key, { role, used }] of b.procs) acc[role] = (acc[role] ?? 0) + used - (a.procs.get(key)?.used ?? 0);
}

/** "API 98% · …" as shares of one core, over the time measured. */
function cpuText(acc) {
  if (!acc?.wall || !acc.machine) return 'n/a';
  const pct = (v) => `${Math.round((100 * v) / acc.wall)}%`;
  const other = Math.max(0, acc.machine - (acc.client ?? 0) - (acc.fake ?? 0) - (acc.api ?? 0) - (acc.worker ?? 0) - (acc.services ?? 0));
  const worker = acc.worker === undefined ? '' : ` · worker ${pct(acc.worker)}`;
  return `API ${pct(acc.api ?? 0)}${worker} · bench client ${pct(acc.client ?? 0)} · fake upstream ${pct(acc.fake ?? 0)} · PostgreSQL+Redis ${pct(acc.services ?? 0)} · other processes ${pct(other)} (of ${cpus().length * 100}%)`;
}
const otherShare = (acc) =>
  acc?.wall ? Math.max(0, acc.machine - (acc.client ?? 0) - (acc.fake ?? 0) - (acc.api ?? 0) - (acc.worker ?? 0) - (acc.services ?? 0)) / acc.wall / cpus().length : 0;

// ---------------------------------------------------------------------------------------------
// API process RSS, sampled every 100 ms

function rssSampler(family) {
  // The sum over the API and worker processes (`family()` lists them: children come and go).
  const read = (field) =>
    family().reduce((sum, pid) => {
      try {
        const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
        return sum + (m ? Number(m[1]) / 1024 : NaN);
      } catch {
        return NaN;
      }
    }, 0);
  let phasePeak = 0;
  const timer = setInterval(() => {
    const mb = read('VmRSS');
    if (mb > phasePeak) phasePeak = mb;
  }, 100);
  timer.unref();
  return {
    now: () => read('VmRSS'),
    hwm: () => read('VmHWM'),
    /** Starts a new phase; returns the peak of the one that ended. */
    mark() {
      const peak = Math.max(phasePeak, read('VmRSS') || 0);
      phasePeak = 0;
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// Setup: fake upstream, database, API, users

/** A self-signed certificate for 127.0.0.1, made for this run (openssl CLI); removed at cleanup. */
function makeCertificate(cleanup) {
  const dir = mkdtempSync(join(tmpdir(), 'cui-bench-tls-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const files = { key: join(dir, 'key.pem'), cert: join(dir, 'cert.pem') };
  run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', files.key, '-out', files.cert]);
  return files;
}

async function startUpstreamChild(cleanup, tls) {
  const child = spawn(process.execPath, [join(ROOT, 'bench/fake-upstream.mjs')], {
    cwd: ROOT,
    env: { ...process.env, FAKE_PORT: '0', ...(tls ? { FAKE_TLS_KEY_FILE: tls.key, FAKE_TLS_CERT_FILE: tls.cert } : {}) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    if (!(await waitExit(child, 5000))) child.kill('SIGKILL');
  });
  const line = await new Promise((resolveLine, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`fake upstream did not start: ${out}`)), 10_000);
    child.stderr.setEncoding('utf8').on('data', (d) => (out += d));
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const m = out.match(/^listening (\d+).*$/m);
      if (m) {
        clearTimeout(timer);
        resolveLine(m[0]);
      }
    });
    child.once('exit', (code) => reject(new Error(`fake upstream exited (${code}): ${out}`)));
  });
  child.removeAllListeners('exit');
  const { benchPage, fakeConfig } = await import('./fake-upstream.mjs');
  const { chunks, chunkDelayMs, firstDelayMs, pageBytes } = fakeConfig();
  return { child, port: Number(line.split(' ')[1]), page: benchPage(pageBytes), pace: { chunks, chunkDelayMs, firstDelayMs }, description: line.replace(/^listening \d+ /, '') };
}

/** PM2's ecosystem file for the `pm2` layout: as many API processes as `cores` runs, in cluster mode, and one worker process. */
function pm2Ecosystem(cleanup, flags) {
  const dir = mkdtempSync(join(tmpdir(), 'cui-bench-pm2-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const nodeArgs = [...NODE_FLAGS, ...flags];
  const apps = [
    { name: 'api', script: API_MAIN, instances: Number(process.env.WEB_CONCURRENCY) || cpus().length, exec_mode: 'cluster', node_args: nodeArgs, env: { RUN_WORKERS: 'false' } },
    { name: 'worker', script: WORKER_MAIN, instances: 1, exec_mode: 'fork', interpreter: process.execPath, node_args: nodeArgs, env: { BENCH_ROLE: 'worker' } },
  ];
  const file = join(dir, 'ecosystem.config.js');
  writeFileSync(file, `module.exports = ${JSON.stringify({ apps })};\n`);
  return { file, home: dir };
}

async function startApi(cleanup, upstreamPort, tls) {
  const flags = CFG.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${CFG.cpuProfDir}`] : [];
  const pm2 = LAYOUT === 'pm2' ? pm2Ecosystem(cleanup, flags) : null;
  const api = await startBuiltApi(cleanup, {
    db: PG.db,
    redisPrefix: REDIS_PREFIX,
    jwtSecret: JWT_SECRET,
    // PM2 gives its processes the flags from the ecosystem file.
    ...(pm2 ? { main: join(PM2, 'bin/pm2-runtime'), args: [pm2.file] } : { nodeFlags: flags, main: LAYOUT === 'cores' ? API_START : undefined }),
    env: {
      WEB_DIST,
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: `${tls ? 'https' : 'http'}://127.0.0.1:${upstreamPort}/v1`,
      // How an operator trusts a private CA: Node adds it to the default store undici's TLS uses.
      ...(tls ? { NODE_EXTRA_CA_CERTS: tls.cert } : {}),
      GENERATION_CONCURRENCY: '1000',
      RUN_WORKERS: LAYOUT === 'separate' ? 'false' : 'true',
      ...(LAYOUT === 'one' ? { WEB_CONCURRENCY: '1' } : {}),
      ...(process.env.STREAM_CHUNK_INTERVAL_MS ? { STREAM_CHUNK_INTERVAL_MS: process.env.STREAM_CHUNK_INTERVAL_MS } : {}),
      ...(process.env.STREAM_MAX_CHUNKS_PER_SECOND ? { STREAM_MAX_CHUNKS_PER_SECOND: process.env.STREAM_MAX_CHUNKS_PER_SECOND } : {}),
      ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
      ...(pm2 ? { PM2_HOME: pm2.home } : {}),
      ...Object.fromEntries(['WORKER_PROCESSES', 'WEB_CONCURRENCY', 'GENERATION_CONCURRENCY', 'LOG_LEVEL'].filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    },
  });
  const worker = LAYOUT === 'separate' ? await startWorker(cleanup, api.env, flags) : null;
  return { ...api, worker };
}

async function startWorker(cleanup, env, flags) {
  const child = spawn(process.execPath, [...NODE_FLAGS, ...flags, WORKER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child, 'worker');
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    if (!(await waitExit(child, 20_000))) {
      child.kill('SIGKILL');
      await waitExit(child, 5000);
    }
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}:\n${output.lines.join('\n')}`);
    if (output.lines.some((l) => l.includes('CUI worker is running'))) return child;
    await sleep(100);
  }
  throw new Error(`the worker did not start within 60 s:\n${output.lines.join('\n')}`);
}

async function seedUsersWithAgents(n) {
  return (await seedUsers(PG.db, n, JWT_SECRET)).map((token) => ({ token, agent: new http.Agent({ keepAlive: true }) }));
}

function dropDatabase() {
  dropDb(PG.db);
}


// ---------------------------------------------------------------------------------------------
// A worker killed mid-generation (the `cores` and `pm2` layouts: their supervisor starts it again)

const userIdOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
const balances = (ids) =>
  new Map(
    psql(PG.db, ['-c', `SELECT user_id, balance FROM credit_accounts WHERE user_id IN (${ids.map((id) => `'${id}'`).join(',')})`])
      .trim()
      .split('\n')
      .map((line) => line.split('|'))
      .map(([id, balance]) => [id, Number(balance)]),
  );

/**
 * `n` generations whose model would stream for a minute; once each has sent its first chunk the
 * worker process is killed (SIGKILL, nothing drains). Measures, for each stream, the time from the
 * kill to its final event, which must be `error`, with its credit back on the balance.
 */
async function workerKill(n) {
  const workerPid = childrenOf(api.child.pid).find((pid) => childRole(pid) === 'worker');
  if (!workerPid) throw new Error('no worker process to kill');
  await postJson(upstream.port, '/pace', { chunks: 6000, chunkDelayMs: 10, firstDelayMs: 0 });
  const chosen = Array.from({ length: n }, () => users[nextUser++ % users.length]);
  await openApp(nextUser - n, n);
  const streams = chosen.map((user) => {
    const s = { user, firstAt: NaN, finalAt: NaN, final: null };
    s.done = askAi(user, (event, _m, now) => {
      if (event?.event === 'chunk' && Number.isNaN(s.firstAt)) s.firstAt = now;
      if (event?.event === 'done' || event?.event === 'error') {
        s.finalAt = now;
        s.final = event.event === 'error' ? `error (${event.data.code})` : 'done';
      }
    });
    return s;
  });
  for (let i = 0; i < 200 && streams.some((s) => Number.isNaN(s.firstAt)); i++) await sleep(50);
  if (streams.some((s) => Number.isNaN(s.firstAt))) throw new Error('the streams did not start within 10 s');
  const ids = chosen.map((u) => userIdOf(u.token));
  const before = balances(ids);
  const killedAt = performance.now();
  process.kill(workerPid, 'SIGKILL');
  note(`killed the worker process (pid ${workerPid}) with ${n} generations streaming`);
  await Promise.all(streams.map((s) => s.done));
  const after = balances(ids);
  await postJson(upstream.port, '/pace', upstream.pace);
  return {
    n,
    endedMs: streams.map((s) => s.finalAt - killedAt),
    finals: streams.map((s) => s.final ?? 'no final event'),
    refunded: ids.filter((id) => after.get(id) > before.get(id)).length,
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** Stage split of the pipeline's TTFB. Upstream times come from the fake's log and are matched to
 * the requests by rank (exact when sequential, an approximation when concurrent). */
function breakdown(pipe, stats) {
  const sends = [...pipe.sends].sort((a, b) => a - b);
  const arrivals = [...stats.arrivals].sort((a, b) => a - b);
  const firstWrites = [...stats.firstWrites].sort((a, b) => a - b);
  const firsts = pipe.results.map((r) => r.firstWall).filter(Number.isFinite).sort((a, b) => a - b);
  const n = Math.min(sends.length, arrivals.length, firstWrites.length, firsts.length);
  const toUpstream = [];
  const upstreamFirst = [];
  const toClient = [];
  for (let i = 0; i < n; i++) {
    toUpstream.push(arrivals[i] - sends[i]);
    upstreamFirst.push(firstWrites[i] - arrivals[i]);
    toClient.push(firsts[i] - firstWrites[i]);
  }
  return {
    headers: pipe.results.map((r) => r.headers).filter(Number.isFinite),
    toUpstream,
    upstreamFirst,
    toClient,
  };
}

function failuresText(results) {
  const counts = new Map();
  for (const r of results) if (r.error) counts.set(r.error, (counts.get(r.error) ?? 0) + 1);
  return [...counts].map(([e, c]) => `${c}× ${e}`).join('; ');
}

function report(s) {
  const d = s.direct.results;
  const p = s.pipeline.results;
  const dOk = d.filter((r) => !r.error);
  const pOk = p.filter((r) => !r.error);
  const m = {
    ttfbMed: [median(dOk.map((r) => r.ttfb)), median(pOk.map((r) => r.ttfb))],
    ttfbP99: [percentile(dOk.map((r) => r.ttfb), 99), percentile(pOk.map((r) => r.ttfb), 99)],
    totMed: [median(dOk.map((r) => r.total)), median(pOk.map((r) => r.total))],
    totP99: [percentile(dOk.map((r) => r.total), 99), percentile(pOk.map((r) => r.total), 99)],
  };
  const row = (label, [a, b]) => [label, fmt(a), fmt(b), fmtAdded(b - a), fmtRatio(b, a)];
  log(`\n━━ ${s.title} ━━`);
  log(
    table(
      [
        ['concurrency ' + s.concurrency, 'direct', 'pipeline', 'added', 'ratio'],
        row('TTFB median (ms)', m.ttfbMed),
        row('TTFB p99 (ms)', m.ttfbP99),
        row('total median (ms)', m.totMed),
        row('total p99 (ms)', m.totP99),
        ['failures', `${d.length - dOk.length}/${d.length}`, `${p.length - pOk.length}/${p.length}`, '', ''],
        ['RSS peak (MB)    ', '', fmt(s.rssPeak, 0), '', ''],
      ],
      ['l', 'r', 'r', 'r', 'r'],
    ),
  );
  const b = s.breakdown;
  log(
    `  pipeline TTFB by stage, median / p99 ms: response headers (auth, rate limit, credit hold) ${fmt(median(b.headers))} / ${fmt(percentile(b.headers, 99))}` +
      ` · request → upstream called ≈ ${fmt(median(b.toUpstream))} / ${fmt(percentile(b.toUpstream, 99))}` +
      ` · upstream first piece → client chunk ≈ ${fmt(median(b.toClient))} / ${fmt(percentile(b.toClient, 99))}`,
  );
  log(`  CPU during the direct streams:   ${cpuText(s.cpu.direct)}`);
  log(`  CPU during the pipeline streams: ${cpuText(s.cpu.pipeline)}`);
  // CPU time per stream hardly moves with other load on the machine, unlike the latencies above.
  const perStream = (v) => `${fmt((1000 * v) / p.length, 1)} ms`;
  const { api, worker } = s.cpu.pipeline ?? {};
  const { services = 0, client = 0, fake = 0 } = s.cpu.pipeline ?? {};
  // What the machine spends per stream besides the app: with it, the least time the streams can take on these cores.
  const besides = `; PostgreSQL+Redis ${perStream(services)}, bench client ${perStream(client)}, fake upstream ${perStream(fake)}`;
  if (api && worker !== undefined) log(`  CPU per pipeline stream: API + worker ${perStream(api + worker)} (API ${perStream(api)}, worker ${perStream(worker)})${besides}`);
  else if (api) log(`  CPU per pipeline stream: API (+ worker) ${perStream(api)}${besides}`);
  const df = failuresText(d);
  const pf = failuresText(p);
  if (df) log(`  direct failures: ${df}`);
  if (pf) log(`  pipeline failures: ${pf}`);
  return m;
}

const killPassed = (k) => k.finals.every((f) => f.startsWith('error')) && k.refunded === k.n && Math.max(...k.endedMs) <= KILL_TARGET_S * 1000;
function killText(k) {
  const odd = k.finals.filter((f) => !f.startsWith('error'));
  return `${fmt(median(k.endedMs) / 1000)} s median, ${fmt(Math.max(...k.endedMs) / 1000)} s last; ${k.refunded}/${k.n} refunded${odd.length ? `; ${odd.join(', ')}` : ''}`;
}

/** The processes this run's layout started, as found under the API's pid. */
function layoutText(api) {
  if (LAYOUT === 'separate') return `one API process, pid ${api.child.pid}, and one worker process, pid ${api.worker.pid}`;
  if (LAYOUT === 'one') return `one process with the workers inside, pid ${api.child.pid}`;
  const children = childrenOf(api.child.pid).map(childRole);
  const count = (r) => children.filter((c) => c === r).length;
  return `${LAYOUT === 'pm2' ? 'pm2-runtime' : 'dist/start.js'}, pid ${api.child.pid}: ${count('api')} API processes and ${count('worker')} worker process(es)`;
}

const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const loadText = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const cleanup = [];
  let cleaned = false;
  const runCleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const step of cleanup.reverse()) await step().catch((err) => note(`cleanup: ${err.message}`));
    agent.destroy();
    upstreamAgent?.destroy();
    for (const u of users) u.agent.destroy();
  };
  let aborting = false;
  const abort = (why, code) => {
    aborting = true;
    note(why);
    runCleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted; cleaning up', 130));
  process.once('SIGTERM', () => abort('terminated; cleaning up', 143));
  const deadline = setTimeout(() => abort(`the run exceeded BENCH_DEADLINE_MS (${CFG.deadlineMs} ms); stopping`, 1), CFG.deadlineMs);
  deadline.unref();

  try {
    for (const [file, how] of [
      [API_MAIN, 'run `npx -y pnpm@10 run build` first (or use `pnpm bench`)'],
      [SHARED, 'run `npx -y pnpm@10 --filter @cui/shared build` first'],
      [join(WEB_DIST, 'index.html'), 'run `npx -y pnpm@10 run build` first (or use `pnpm bench`)'],
    ]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: ${how}`);
    }
    ({ createSseParser, readSseEvent, generationEventSchemas } = (await import(SHARED)).default);
    run('psql', ['--version']);
    run('redis-cli', ['--version']);

    log(`CUI streaming benchmark · provider over ${TLS ? 'HTTPS' : 'HTTP'} · node ${process.version} · ${cpus().length} CPUs · load average ${loadText()} · ${new Date().toISOString()}`);
    note(`dropping database ${PG.db}`);
    dropDatabase();
    cleanup.push(async () => {
      dropDatabase();
      note(`dropped database ${PG.db}`);
    });
    cleanup.push(async () => note(`deleted ${deleteRedisKeys(REDIS_PREFIX)} Redis keys under ${REDIS_PREFIX}:`));

    const tls = TLS ? makeCertificate(cleanup) : null;
    if (tls) upstreamAgent = new https.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2048, scheduling: 'fifo', ca: readFileSync(tls.cert) });
    upstream = await startUpstreamChild(cleanup, tls);
    roles.fake = upstream.child.pid;
    log(`fake upstream on ${tls ? 'https' : 'http'}://127.0.0.1:${upstream.port}: ${upstream.description}`);
    api = await startApi(cleanup, upstream.port, tls);
    log(
      `API on 127.0.0.1:${api.port} (${layoutText(api)}, GENERATION_CONCURRENCY=${api.env.GENERATION_CONCURRENCY}), healthy after ${fmt(api.startupMs, 0)} ms`,
    );
    roles.api = api.child.pid;
    roles.worker = api.worker?.pid ?? 0;
    let family = { at: -Infinity, pids: [] };
    const rss = rssSampler(() => {
      if (performance.now() - family.at > 1000) family = { at: performance.now(), pids: [api.child.pid, ...childrenOf(api.child.pid), ...(api.worker ? [api.worker.pid] : [])] };
      return family.pids;
    });
    cleanup.push(async () => rss.stop());
    log(`API RSS when healthy: ${fmt(rss.now(), 0)} MB`);
    const home = await measureHomePage(`http://127.0.0.1:${api.port}`);
    log(`SPA home page JavaScript (what a browser downloads for /): ${homePageText(home)}`);

    users = await seedUsersWithAgents(USERS);
    log(`seeded ${users.length} users with 1,000,000 credits and a session each; Redis prefix ${REDIS_PREFIX}`);

    note('signing the users in (GET /api/user/me each)');
    await openApp(0, users.length);

    // Warm-up: JIT, keep-alive connections, the database pool, the SDK's connection pool.
    note('warming up');
    const warm = [
      ...(await sequential('direct', CFG.warmup)).results,
      ...(await openApp(nextUser, CFG.warmup).then(() => sequential('pipeline', CFG.warmup))).results,
      ...(await round('direct', 20)).results,
      ...(await openApp(nextUser, 20).then(() => round('pipeline', 20))).results,
    ];
    const warmFailures = warm.filter((r) => r.error);
    if (warmFailures.length === warm.length) throw new Error(`every warm-up request failed: ${failuresText(warm)}\n${api.output.lines.join('\n')}`);
    if (warmFailures.length) note(`warm-up failures: ${failuresText(warm)}`);
    await sleep(CFG.pauseMs);
    const idleRss = rss.now();
    rss.mark();
    log(`API RSS after warm-up: ${fmt(idleRss, 0)} MB`);

    const resetStats = () => getJson(upstream.port, '/stats/reset', 'POST');
    const getStats = async () => (await getJson(upstream.port, '/stats')).body;
    const scenarios = [];

    // 1 stream: direct and pipeline requests alternate, one at a time.
    {
      note(`1 stream: ${CFG.sequential} sequential requests each way`);
      const direct = { results: [], sends: [] };
      const pipeline = { results: [], sends: [] };
      const stats = { arrivals: [], firstWrites: [] };
      const cpu = {};
      rss.mark();
      for (let i = 0; i < CFG.sequential; i++) {
        const d = await measured(cpu, 'direct', () => sequential('direct', 1));
        direct.results.push(...d.results);
        direct.sends.push(...d.sends);
        await resetStats();
        await openApp(nextUser, 1);
        const p = await measured(cpu, 'pipeline', () => sequential('pipeline', 1));
        pipeline.results.push(...p.results);
        pipeline.sends.push(...p.sends);
        const st = await getStats();
        stats.arrivals.push(...st.arrivals);
        stats.firstWrites.push(...st.firstWrites);
      }
      scenarios.push({
        title: `1 stream (${CFG.sequential} sequential requests each way, interleaved)`,
        concurrency: 1,
        direct,
        pipeline,
        rssPeak: rss.mark(),
        breakdown: breakdown(pipeline, stats),
        cpu,
      });
    }

    // Many streams: a direct round then a pipeline round, `rounds` times.
    for (const [concurrency, rounds, rampMs, pace] of [
      [CFG.mid, CFG.midRounds, 0, null],
      [CFG.high, CFG.highRounds, CFG.highRampMs, CFG.highPace],
    ]) {
      note(`${concurrency} streams: ${rounds} round(s) each way`);
      if (pace) await postJson(upstream.port, '/pace', pace);
      const peaks = { direct: 0, pipeline: 0 };
      const direct = { results: [], sends: [] };
      const pipeline = { results: [], sends: [] };
      const stats = { arrivals: [], firstWrites: [] };
      const parts = [];
      const cpu = {};
      rss.mark();
      for (let i = 0; i < rounds; i++) {
        await sleep(CFG.pauseMs);
        openStreams.peak = 0;
        const d = await measured(cpu, 'direct', () => round('direct', concurrency, rampMs));
        peaks.direct = Math.max(peaks.direct, openStreams.peak);
        direct.results.push(...d.results);
        direct.sends.push(...d.sends);
        await sleep(CFG.pauseMs);
        await resetStats();
        openStreams.peak = 0;
        await openApp(nextUser, concurrency);
        const from = monotonicUs();
        const p = await measured(cpu, 'pipeline', () => round('pipeline', concurrency, rampMs));
        if (!pace) profileWindows.burst.push([from, monotonicUs()]);
        peaks.pipeline = Math.max(peaks.pipeline, openStreams.peak);
        pipeline.results.push(...p.results);
        pipeline.sends.push(...p.sends);
        const st = await getStats();
        stats.arrivals.push(...st.arrivals);
        stats.firstWrites.push(...st.firstWrites);
        parts.push(breakdown(p, st));
      }
      const merged = { headers: [], toUpstream: [], upstreamFirst: [], toClient: [] };
      for (const part of parts) for (const k of Object.keys(merged)) merged[k].push(...part[k]);
      if (pace) await postJson(upstream.port, '/pace', upstream.pace);
      const how = rampMs
        ? `started over ${rampMs} ms; each ${pace ? `${pace.chunks} pieces ${pace.chunkDelayMs} ms apart, first after ${pace.firstDelayMs} ms` : upstream.description}; most open at once: ${peaks.direct} direct, ${peaks.pipeline} pipeline`
        : `started together${pace ? `; each ${pace.chunks} pieces ${pace.chunkDelayMs} ms apart, first after ${pace.firstDelayMs} ms` : ''}`;
      scenarios.push({
        title: `${concurrency} concurrent streams (${rounds} round${rounds > 1 ? 's' : ''} each way: direct, then pipeline; ${how})`,
        concurrency,
        direct,
        pipeline,
        rssPeak: rss.mark(),
        breakdown: merged,
        cpu,
      });
    }

    let kill = null;
    if ((LAYOUT === 'cores' || LAYOUT === 'pm2') && CFG.killStreams > 0) {
      note(`worker kill: ${CFG.killStreams} streams, then SIGKILL to the worker process`);
      kill = await workerKill(CFG.killStreams);
    }

    log(`\nEach stream: the ${upstream.page.length}-byte page ${upstream.description}. TTFB = request sent → first content delta (direct) / first \`event: chunk\` (pipeline); total = → [DONE] / \`event: done\`. Percentiles are nearest-rank (p99 of 30 samples is their maximum).`);
    const metrics = scenarios.map((s) => report(s));

    const one = metrics[0];
    const highIdx = scenarios.length - 1;
    const high = metrics[highIdx];
    const addedMed1 = one.ttfbMed[1] - one.ttfbMed[0];
    const burst = metrics[1];
    const addedP99Burst = burst.ttfbP99[1] - burst.ttfbP99[0];
    const burstFailures = scenarios[1].pipeline.results.filter((r) => r.error).length;
    const addedP99High = high.ttfbP99[1] - high.ttfbP99[0];
    const rssHigh = scenarios[highIdx].rssPeak;
    const highFailures = scenarios[highIdx].pipeline.results.filter((r) => r.error).length;
    log('\n━━ targets ━━');
    log(
      table(
        [
          ['target', 'measured', 'result'],
          [`1 stream: added median TTFB ≤ ${TARGETS.addedMedianTtfb1} ms`, `${fmtAdded(addedMed1)} ms`, verdict(addedMed1 <= TARGETS.addedMedianTtfb1)],
          [
            `${CFG.mid} requests sent together: added p99 TTFB ≤ ${TARGETS.addedP99TtfbBurst} ms`,
            `${fmtAdded(addedP99Burst)} ms${burstFailures ? ` (${burstFailures} failed)` : ''}`,
            verdict(addedP99Burst <= TARGETS.addedP99TtfbBurst && !burstFailures),
          ],
          [
            `${CFG.high} streams: added p99 TTFB ≤ ${TARGETS.addedP99TtfbHigh} ms`,
            `${fmtAdded(addedP99High)} ms${highFailures ? ` (${highFailures} failed)` : ''}`,
            verdict(addedP99High <= TARGETS.addedP99TtfbHigh && !highFailures),
          ],
          [`${CFG.high} streams: API + worker RSS ≤ ${TARGETS.rssHighMb} MB`, `${fmt(rssHigh, 0)} MB (VmHWM ${fmt(rss.hwm(), 0)} MB)`, verdict(rssHigh <= TARGETS.rssHighMb)],
          [`SPA home page: JavaScript on the wire ≤ ${kb(HOME_JS_GOAL_BYTES)}`, `${kb(home.wire)} (${kb(home.raw)} uncompressed)`, verdict(home.wire <= HOME_JS_GOAL_BYTES)],
          ...(kill ? [[`worker killed: its ${kill.n} streams end, refunded, ≤ ${KILL_TARGET_S} s`, killText(kill), verdict(killPassed(kill))]] : []),
        ],
        ['l', 'r', 'l'],
      ),
    );
    if (process.env.BENCH_SUMMARY_FILE) {
      writeFileSync(process.env.BENCH_SUMMARY_FILE, JSON.stringify({ addedMed1, addedP99Burst, burstFailures, addedP99High, highFailures, rssHigh, kill }));
    }
    log(`\nload average at the end: ${loadText()} (1 / 5 / 15 min) on ${cpus().length} CPUs`);
    const busiest = Math.max(...scenarios.flatMap((s) => [otherShare(s.cpu.direct), otherShare(s.cpu.pipeline)]));
    if (busiest > 0.15) {
      log(`  other processes used up to ${Math.round(busiest * 100)}% of the machine during a scenario: the numbers include waiting for a CPU; compare runs made on an idle machine.`);
    }
    const warnings = api.output.count;
    if (warnings) log(`\nThe API logged ${warnings} line(s) at LOG_LEVEL=${api.env.LOG_LEVEL}; the last ones:\n${api.output.lines.slice(-8).join('\n')}`);
  } catch (err) {
    if (!aborting) console.error(`\nbench failed: ${err.message}`); // else: the children are being stopped under it
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    if (CFG.cpuProfDir) {
      mkdirSync(CFG.cpuProfDir, { recursive: true });
      writeFileSync(join(CFG.cpuProfDir, 'windows.json'), JSON.stringify(profileWindows));
    }
    await runCleanup();
  }
}

// ---------------------------------------------------------------------------------------------
// The runs: each its own process (own ports, database, Redis prefix), one after the other

const LAYOUT_NAMES = {
  one: 'one process',
  cores: `every core (${cpus().length} API processes + a worker process)`,
  separate: 'API + separate worker',
  pm2: `PM2 cluster mode (${cpus().length} API processes + a worker process)`,
};
const runName = (r) => `provider over ${r.tls === '1' ? 'HTTPS' : 'HTTP'}, ${LAYOUT_NAMES[r.layout]}`;

/**
 * Unset BENCH_TLS and BENCH_LAYOUT: one process and every core over plain HTTP (the comparison),
 * then every core over HTTPS. Setting either keeps the runs that match it.
 */
function plan() {
  const all = [
    { tls: '0', layout: 'one' },
    { tls: '0', layout: 'cores' },
    { tls: '1', layout: 'cores' },
  ];
  const wanted = all.filter((r) => (!TLS_MODE || r.tls === TLS_MODE) && (!process.env.BENCH_LAYOUT || r.layout === LAYOUT));
  return wanted.length ? wanted : [{ tls: TLS_MODE || '0', layout: LAYOUT }];
}

async function runAll(runs) {
  let failed = 0;
  const dir = mkdtempSync(join(tmpdir(), 'cui-bench-summary-'));
  const summaries = [];
  for (const [i, r] of runs.entries()) {
    console.log(`\n════ ${runName(r)} ════\n`);
    const file = join(dir, `${i}.json`);
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, BENCH_TLS: r.tls, BENCH_LAYOUT: r.layout, BENCH_SUMMARY_FILE: file, BENCH_CHILD: '1' } });
    const stop = (signal) => child.kill(signal);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const code = await new Promise((done) => child.once('exit', (c) => done(c ?? 1)));
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    if (code) failed = code;
    if (existsSync(file)) summaries.push({ ...r, ...JSON.parse(readFileSync(file, 'utf8')) });
  }
  rmSync(dir, { recursive: true, force: true });
  if (summaries.length > 1) {
    log('\n════ one process against every core (added over the direct upstream, same run) ════\n');
    const cell = (v, failures) => `${fmtAdded(v)} ms${failures ? ` (${failures} failed)` : ''}`;
    log(
      table(
        [
          ['run', `1 stream, median of ${CFG.sequential}`, `${CFG.mid} arrivals, p99`, `${CFG.high} streams, p99`, 'RSS, 500 streams', 'worker killed → stream ends'],
          ...summaries.map((m) => [
            runName(m),
            `${cell(m.addedMed1)} ${verdict(m.addedMed1 <= TARGETS.addedMedianTtfb1)}`,
            `${cell(m.addedP99Burst, m.burstFailures)} ${verdict(m.addedP99Burst <= TARGETS.addedP99TtfbBurst && !m.burstFailures)}`,
            cell(m.addedP99High, m.highFailures),
            `${fmt(m.rssHigh, 0)} MB`,
            m.kill ? killText(m.kill) : '',
          ]),
        ],
        ['l', 'r', 'r', 'r', 'r', 'l'],
      ),
    );
    log(`targets: 1 stream ≤ ${TARGETS.addedMedianTtfb1} ms, ${CFG.mid} arrivals ≤ ${TARGETS.addedP99TtfbBurst} ms, worker kill → end ≤ ${KILL_TARGET_S} s with every credit back`);
  }
  process.exitCode = failed;
}

if (process.env.BENCH_CHILD) await main();
else {
  const runs = plan();
  if (runs.length === 1 && process.env.BENCH_TLS && process.env.BENCH_LAYOUT) await main();
  else await runAll(runs);
}
