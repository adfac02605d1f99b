// What the benchmarks share: processes, ports, PostgreSQL, seeded users and the tables they print.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { createSseParser, generationEventSchemas, readSseEvent } from '../packages/shared/dist/index.js';

export const PG = { host: '127.0.0.1', port: '5432', user: 'postgres' };
export const databaseUrl = (db) => `postgres://${PG.user}@${PG.host}:${PG.port}/${db}`;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const note = (text) => process.stderr.write(`· ${text}\n`);

/** Columns a string takes in a terminal: CJK and full-width characters take two. */
export const displayWidth = (text) => text.length + (text.match(/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g) ?? []).length;

export function table(rows, align) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => displayWidth(String(r[c])))));
  const pad = (text, width) => ' '.repeat(Math.max(0, width - displayWidth(text)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => (align[c] === 'l' ? String(cell) + pad(String(cell), widths[c]) : pad(String(cell), widths[c]) + String(cell))).join('   ');
      return i === 0 ? `  ${line}\n  ${widths.map((w) => '─'.repeat(w)).join('   ')}` : `  ${line}`;
    })
    .join('\n');
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function run(cmd, args, input) {
  const res = spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
  if (res.error) throw new Error(`${cmd}: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${res.status}: ${(res.stderr || res.stdout).trim().slice(0, 500)}`);
  return res.stdout;
}

export const psql = (db, sqlOrArgs, input) =>
  run('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', db, '-v', 'ON_ERROR_STOP=1', '-q', '-At', ...sqlOrArgs], input);

export const dropDatabase = (db) => psql('postgres', ['-c', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]);

/** A child's output, kept as the last lines (for errors) and counted. */
export function captureOutput(child, name, keep = 40) {
  const out = { lines: [], count: 0 };
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      const parts = (partial + d).split('\n');
      partial = parts.pop();
      for (const line of parts) {
        if (!line.trim() || /^CUI is running at /.test(line)) continue;
        out.count++;
        out.lines.push(`[${name}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
        if (out.lines.length > keep) out.lines.shift();
      }
    });
  }
  return out;
}

export function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((r) => {
    const timer = setTimeout(() => r(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      r(true);
    });
  });
}

/** Stops a child with SIGTERM, then SIGKILL if it has not exited within `ms`; false if it had to be killed. */
export async function stopChild(child, ms = 20_000) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  if (await waitExit(child, ms)) return true;
  child.kill('SIGKILL');
  await waitExit(child, 5000);
  return false;
}

/** An HS256 JWT of `claims`, as the API signs its bearer tokens. */
export function signJwt(secret, claims) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/**
 * `n` users in one statement, each with a credit account (a huge balance, a period that will not
 * roll over during the run) and one live session; resolves to their bearer tokens signed with `secret`.
 */
export function seedUsers(db, n, secret) {
  const rows = Array.from({ length: n }, (_, i) => ({ n: i + 1, userId: randomUUID(), sessionId: randomUUID() }));
  const values = rows.map((r) => `(${r.n}, '${r.userId}'::uuid, '${r.sessionId}'::uuid)`).join(',\n');
  psql(
    db,
    ['-f', '-'],
    `WITH seed(n, uid, sid) AS (VALUES ${values}),
     u AS (INSERT INTO users (id, email, username, name)
           SELECT uid, 'bench' || n || '@bench.invalid', 'bench' || n, 'Bench ' || n FROM seed RETURNING id),
     c AS (INSERT INTO credit_accounts (user_id, balance, period_start, period_end)
           SELECT id, 1000000, now(), now() + interval '1 year' FROM u RETURNING user_id)
     INSERT INTO sessions (id, user_id, expires_at)
     SELECT seed.sid, c.user_id, now() + interval '1 day' FROM c JOIN seed ON seed.uid = c.user_id;`,
  );
  const iat = Math.floor(Date.now() / 1000);
  return Promise.all(rows.map((r) => signJwt(secret, { sub: r.userId, jti: r.sessionId, iat, exp: iat + 24 * 3600 })));
}

/** Resolves once the API on `port` answers `/api/health` with 200; throws with its output if it exits or takes over 60 s. */
export async function waitHealthy(port, child, output) {
  const healthy = () =>
    new Promise((r) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        r(res.statusCode === 200);
      });
      req.on('error', () => r(false));
    });
  const started = performance.now();
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output.lines.join('\n')}`);
    if (await healthy()) return performance.now() - started;
    await sleep(100);
  }
  throw new Error(`the API did not answer /api/health within 60 s:\n${output.lines.join('\n')}`);
}

/** Deletes every Redis key under `prefix:`; answers how many there were. */
export function deleteRedisKeys(prefix) {
  const keys = run('redis-cli', ['-h', '127.0.0.1', '--scan', '--pattern', `${prefix}:*`])
    .split('\n')
    .filter(Boolean);
  for (let i = 0; i < keys.length; i += 500) run('redis-cli', ['-h', '127.0.0.1', 'DEL', ...keys.slice(i, i + 500)]);
  return keys.length;
}

const API_DIST = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'packages/api/dist');
const API_MAIN = join(API_DIST, 'main.js');
/** The default start: an API process per core and the workers in a process of their own (decision 064). */
export const API_START = join(API_DIST, 'start.js');

/**
 * Starts the built API (as `pnpm start` runs it, with `nodeFlags` besides) on a free port, on
 * database `db` and Redis prefix `redisPrefix`, with `env` on top of what every benchmark sets;
 * `cleanup` stops it. Resolves once it is healthy, with how long that took and the environment it
 * was given (for a worker process beside it).
 */
export async function startBuiltApi(cleanup, { db, redisPrefix, jwtSecret, env = {}, nodeFlags = [], main = API_MAIN, args = [] }) {
  const port = await freePort();
  const apiEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl(db),
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...nodeFlags, main, ...args], { cwd: resolve(API_DIST, '../../..'), env: apiEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child, 'api');
  cleanup.push(async () => {
    if (!(await stopChild(child))) note('the API did not stop within 20 s of SIGTERM; killed it');
  });
  const startupMs = await waitHealthy(port, child, output);
  return { port, url: `http://127.0.0.1:${port}`, child, output, startupMs, env: apiEnv };
}

/**
 * The `done` data of a generation stream read whole (its text), through the shared SSE parser and
 * event schemas as the SPA reads it; throws naming the last event when the stream did not end well.
 */
export function generationDone(text) {
  let last = null;
  const parser = createSseParser((message) => (last = readSseEvent(generationEventSchemas, message) ?? { event: `unreadable ${message.event}`, data: message.data }));
  parser.feed(text);
  if (last?.event !== 'done') throw new Error(`the generation ended with ${JSON.stringify(last).slice(0, 300)}`);
  return last.data;
}
