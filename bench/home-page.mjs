// The SPA home page's JavaScript as a browser downloads it for `/`: the scripts index.html loads and
// modulepreloads, asked for with `accept-encoding: br, gzip` and counted as they arrive (compressed),
// beside their size once decompressed. No browser: the list comes from index.html itself.
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

/** `{ files, wire, raw, encodings }` for the home page at `origin`; wire and raw in bytes. */
export async function measureHomePage(origin) {
  const page = await fetchRaw(new URL('/', origin));
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}: is the SPA built and served (WEB_DIST)?`);
  const scripts = homePageScripts(decoded(page).toString('utf8'));
  if (!scripts.length) throw new Error('index.html loads no script');
  const files = await Promise.all(
    scripts.map(async (src) => {
      const res = await fetchRaw(new URL(src, origin));
      if (res.status !== 200) throw new Error(`GET ${src} answered ${res.status}`);
      return { src, encoding: res.encoding, wire: res.body.length, raw: decoded(res).length };
    }),
  );
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
