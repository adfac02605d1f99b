// The SPA home page's JavaScript as a browser downloads it for `/`: the scripts index.html loads and
// modulepreloads, the app the entry imports once the shell has painted (its `__vite__mapDeps` list)
// and every chunk those import statically, asked for with `accept-encoding: br, gzip` and counted as
// they arrive (compressed), beside their size once decompressed. No browser: the list comes from
// index.html and the chunks themselves; chunks only other pages import lazily are not counted.
//
// Run alone against any running instance: `node bench/home-page.mjs http://127.0.0.1:3000`.

import http from 'node:http';
import https from 'node:https';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The goal for the landing's JavaScript on the wire, in bytes (1 KB = 1,000 bytes). */
export const HOME_JS_GOAL_BYTES = 250_000;
const ACCEPT_ENCODING = 'br, gzip';

function fetchRaw(url) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING }, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}

function decoded({ encoding, body }) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** The scripts a browser fetches for the page: `<script src>` and `<link rel="modulepreload">`. */
export function homePageScripts(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(href);
  }
  return [...urls];
}

/** The app's start-up (packages/web/src/boot.tsx): every module it imports, in steps, is loaded at start. */
const BOOT_CHUNK = /\/boot-[^/]+\.js$/;

/**
 * The chunks a built chunk loads with it: its static imports, and for an entry (a script of
 * index.html, whose only dynamic import is the app's start-up) or the start-up chunk also what its
 * dynamic imports need, as Vite lists them in `__vite__mapDeps` (paths from the site root).
 */
export function chunkImports(code, isEntry) {
  const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]);
  if (isEntry) {
    const list = code.match(/__vite__mapDeps=\([^]*?m\.f=\[([^\]]*)\]/)?.[1] ?? '';
    for (const [, path] of list.matchAll(/"([^"]+\.js)"/g)) found.push(`/${path}`);
  }
  return found;
}

/** `{ files, wire, raw, encodings }` for the home page at `origin`; wire and raw in bytes. */
export async function measureHomePage(origin) {
  const page = await fetchRaw(new URL('/', origin));
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}: is the SPA built and served (WEB_DIST)?`);
  const entries = homePageScripts(decoded(page).toString('utf8'));
  if (!entries.length) throw new Error('index.html loads no script');
  const files = [];
  const seen = new Set();
  const visit = async (src, isEntry) => {
    const url = new URL(src, origin);
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const res = await fetchRaw(url);
    if (res.status !== 200) throw new Error(`GET ${url.pathname} answered ${res.status}`);
    const code = decoded(res).toString('utf8');
    files.push({ src: url.pathname, encoding: res.encoding, wire: res.body.length, raw: code.length });
    await Promise.all(chunkImports(code, isEntry || BOOT_CHUNK.test(url.pathname)).map((next) => visit(new URL(next, url).pathname, false)));
  };
  await Promise.all(entries.map((src) => visit(src, true)));
  return {
    files,
    wire: files.reduce((sum, f) => sum + f.wire, 0),
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    encodings: [...new Set(files.map((f) => f.encoding))],
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line: the figure against the goal. */
export function homePageText(home) {
  const verdict = home.wire <= HOME_JS_GOAL_BYTES ? 'PASS' : 'MISS';
  return `${kb(home.wire)} on the wire (${home.encodings.join(', ')}), ${kb(home.raw)} uncompressed, ${home.files.length} files · goal ≤ ${kb(HOME_JS_GOAL_BYTES)}: ${verdict}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('usage: node bench/home-page.mjs <origin, e.g. http://127.0.0.1:3000>');
    process.exit(2);
  }
  const home = await measureHomePage(origin);
  for (const f of home.files) console.log(`  ${f.src.padEnd(40)} ${kb(f.wire).padStart(9)} ${f.encoding.padEnd(8)} ${kb(f.raw).padStart(9)}`);
  console.log(`SPA home page JavaScript: ${homePageText(home)}`);
}
