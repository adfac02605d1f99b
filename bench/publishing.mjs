// Publishing benchmark: a published offline-model page served by the app against nginx serving the
// same built bytes from disk, same client (autocannon), same concurrency, in one run; and the page's
// transferred bytes against its preview version (the Tailwind browser runtime).
//
// Usage: node bench/publishing.mjs (after `pnpm build`; `pnpm bench` runs it after the streaming
// benchmark). Needs PostgreSQL and Redis on 127.0.0.1, `psql`, and nginx (installed from Debian's
// packages when missing and this runs as root). Settings: BENCH_PUB_SECONDS (5), BENCH_PUB_CONNECTIONS (50).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { captureOutput, deleteRedisKeys, dropDatabase, freePort, generationDone, note, run, seedUsers, sleep, startBuiltApi, stopChild, table } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'packages/api/dist/main.js');
const VENDOR_DIST = join(ROOT, 'packages/vendor-assets/dist');
const DB = 'cui_bench_pub';
const REDIS_PREFIX = `cuibenchpub${Date.now()}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
const SECONDS = Number(process.env.BENCH_PUB_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_PUB_CONNECTIONS ?? 50);
const PROMPT = 'A landing page for a coffee subscription service with how it works, pricing and FAQ';
const TARGETS = { rpsShare: 0.5, cssRawBytes: 30_000, runtimeGzipBytes: 50_000 };

const log = (...args) => console.log(...args);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** One HTTP request to 127.0.0.1:port with the given Host; the whole body as a Buffer. */
function request(port, { method = 'GET', path = '/', host, headers = {}, body } = {}) {
  return new Promise((resolveReq, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...(host ? { host } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolveReq({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A page from the built-in model, through the real pipeline: POST /api/ask-ai, read to `event: done`. */
async function generatePage(port, token) {
  const body = JSON.stringify({ prompt: PROMPT, model: 'cui-core', framework: 'htmlTailwind' });
  const res = await request(port, { method: 'POST', path: '/api/ask-ai', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  if (res.status !== 200) throw new Error(`ask-ai answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return generationDone(res.body.toString()).html;
}

async function publish(port, token, html) {
  const body = JSON.stringify({ html, title: 'bench', prompt: PROMPT, model: 'cui-core', fileName: 'index.html' });
  const res = await request(port, { method: 'POST', path: '/api/publish', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return JSON.parse(res.body.toString());
}

function ensureNginx() {
  try {
    run('nginx', ['-v']);
  } catch {
    if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install nginx');
    note('installing nginx from Debian packages');
    run('apt-get', ['install', '-y', '-qq', 'nginx']);
    // The package starts a system nginx on port 80; this benchmark runs its own.
    try {
      run('nginx', ['-s', 'quit']);
    } catch {
      /* not running */
    }
  }
}

/** nginx, one worker process (the API is one process), serving `root` with gzip_static and brotli-less. */
async function startNginx(cleanup, root) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cui-bench-nginx-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    add_header X-Content-Type-Options nosniff;
    location /_assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { add_header Cache-Control "public, max-age=60"; try_files $uri $uri.html /index.html; }
  }
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child, 'nginx');
  cleanup.push(() => stopChild(child, 5000));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output.lines.join('\n')}`);
    const res = await request(port, { path: '/' }).catch(() => null);
    if (res?.status === 200) return port;
    await sleep(50);
  }
  throw new Error(`nginx did not answer within 5 s:\n${output.lines.join('\n')}`);
}

function load(port, path, headers) {
  return new Promise((resolveLoad, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS, headers }, (err, result) =>
      err ? reject(err) : resolveLoad(result),
    );
  });
}

async function main() {
  const cleanup = [];
  try {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx -y pnpm@10 run build\` first (or use \`pnpm bench\`)`);
    ensureNginx();
    log(`CUI publishing benchmark · node ${process.version} · ${new Date().toISOString()}`);
    dropDatabase(DB);
    cleanup.push(async () => dropDatabase(DB));
    cleanup.push(async () => void deleteRedisKeys(REDIS_PREFIX));
    const api = await startBuiltApi(cleanup, { db: DB, redisPrefix: REDIS_PREFIX, jwtSecret: JWT_SECRET, env: { WEB_DIST: '', OFFLINE_STREAM_DELAY_MS: '0' } });
    const [token] = await seedUsers(DB, 1, JWT_SECRET);
    const source = await generatePage(api.port, token);
    const published = await publish(api.port, token, source);
    const host = `${published.folderName}.localhost:${api.port}`;
    log(`published a ${kb(Buffer.byteLength(source))} offline-model page at ${published.url}`);

    // The built bytes, as the app serves them, written where nginx serves them.
    const page = await request(api.port, { host, path: '/' });
    if (page.status !== 200) throw new Error(`the published page answered ${page.status}`);
    const assetPaths = [...page.body.toString().matchAll(/(?:href|src)="(_assets\/[^"]+)"/g)].map((m) => m[1]);
    const root = mkdtempSync(join(tmpdir(), 'cui-bench-site-'));
    chmodSync(root, 0o755);
    cleanup.push(async () => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, '_assets'));
    const files = [{ path: 'index.html', body: page.body }];
    for (const path of assetPaths) {
      const asset = await request(api.port, { host, path: `/${path}` });
      if (asset.status !== 200) throw new Error(`${path} answered ${asset.status}`);
      files.push({ path, body: asset.body });
    }
    for (const f of files) {
      writeFileSync(join(root, f.path), f.body);
      writeFileSync(join(root, `${f.path}.gz`), gzipSync(f.body, { level: 9 }));
    }
    const nginxPort = await startNginx(cleanup, root);

    // Requests per second, app then nginx, for the page and its stylesheet, identity and gzip.
    const css = assetPaths.find((p) => p.endsWith('.css'));
    const cases = [
      ['page, gzip', '/', { 'accept-encoding': 'gzip' }],
      ['page, identity', '/', {}],
      ...(css ? [['stylesheet, gzip', `/${css}`, { 'accept-encoding': 'gzip' }]] : []),
    ];
    const rows = [['request', 'app req/s', 'nginx req/s', 'app ÷ nginx', `target ≥ ${TARGETS.rpsShare * 100}%`]];
    let allMet = true;
    for (const [name, path, headers] of cases) {
      note(`${name}: ${SECONDS} s at ${CONNECTIONS} connections, app then nginx`);
      await load(api.port, path, { ...headers, host }); // warm-up
      const app = await load(api.port, path, { ...headers, host });
      const ngx = await load(nginxPort, path, headers);
      const failed = app.non2xx + app.errors + ngx.non2xx + ngx.errors;
      const share = app.requests.average / ngx.requests.average;
      const met = share >= TARGETS.rpsShare && !failed;
      allMet &&= met;
      rows.push([name, Math.round(app.requests.average), Math.round(ngx.requests.average), `${(share * 100).toFixed(0)}%`, `${verdict(met)}${failed ? ` (${failed} failed)` : ''}`]);
    }
    log(`\n━━ requests per second (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, keep-alive) ━━`);
    log(table(rows, ['l', 'r', 'r', 'r', 'l']));

    // Bytes: the preview version loads the Tailwind browser runtime; the published one its CSS.
    const runtime = readFileSync(join(VENDOR_DIST, 'tailwindcss/tailwind.js'));
    const cssBody = files.find((f) => f.path === css)?.body ?? Buffer.alloc(0);
    const scripts = [...page.body.toString().matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    const scriptSizes = scripts.map((src) => {
      const local = src.startsWith('/vendor/') ? join(VENDOR_DIST, src.slice('/vendor/'.length)) : null;
      const file = files.find((f) => f.path === src);
      const body = file?.body ?? (local && existsSync(local) ? readFileSync(local) : Buffer.alloc(0));
      return { src, gzip: gz(body) };
    });
    const biggestScript = scriptSizes.reduce((a, b) => (b.gzip > a.gzip ? b : a), { src: 'none', gzip: 0 });
    const previewWire = gz(Buffer.from(source)) + gz(runtime);
    const publishedWire = gz(page.body) + gz(cssBody) + scriptSizes.reduce((sum, s) => sum + s.gzip, 0);
    log('\n━━ what a browser downloads (gzip) ━━');
    log(
      table(
        [
          ['version', 'HTML', 'CSS', 'scripts', 'total'],
          ['preview (Tailwind browser runtime)', kb(gz(Buffer.from(source))), '—', kb(gz(runtime)), kb(previewWire)],
          ['published (compiled CSS)', kb(gz(page.body)), `${kb(gz(cssBody))} (${kb(cssBody.length)} raw)`, kb(scriptSizes.reduce((s, x) => s + x.gzip, 0)), kb(publishedWire)],
        ],
        ['l', 'r', 'r', 'r', 'r'],
      ),
    );
    log(`  brotli on the wire (the app's default for browsers): page ${kb(brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length)}`);
    const cssMet = cssBody.length > 0 && cssBody.length <= TARGETS.cssRawBytes;
    const runtimeMet = biggestScript.gzip <= TARGETS.runtimeGzipBytes;
    log('\n━━ targets ━━');
    log(
      table(
        [
          ['target', 'measured', 'result'],
          [`app serves a published page at ≥ ${TARGETS.rpsShare * 100}% of nginx's req/s`, rows.slice(1).map((r) => r[3]).join(' / '), verdict(allMet)],
          [`compiled CSS ≤ ${kb(TARGETS.cssRawBytes)} raw`, kb(cssBody.length), verdict(cssMet)],
          [`no script over ${kb(TARGETS.runtimeGzipBytes)} gzip on the published page`, `${biggestScript.src} ${kb(biggestScript.gzip)}`, verdict(runtimeMet)],
        ],
        ['l', 'r', 'l'],
      ),
    );
    if (api.output.count) log(`\nThe API logged ${api.output.count} line(s) at LOG_LEVEL=warn; the last ones:\n${api.output.lines.slice(-8).join('\n')}`);
  } catch (err) {
    console.error(`\npublishing bench failed: ${err.message}`);
    process.exitCode = 1;
  } finally {
    for (const step of cleanup.reverse()) await step().catch((err) => note(`cleanup: ${err.message}`));
  }
}

await main();
