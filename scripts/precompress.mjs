// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a built directory, at
// the highest levels, for the API to send as they are (@fastify/static `preCompressed`): compressing
// once at build time instead of on every response. A copy that would not be smaller is not written.
//
// Usage: node scripts/precompress.mjs <dir> [<dir> ...]

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { availableParallelism } from 'node:os';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats a browser downloads; fonts and images are compressed already, source maps only open in devtools. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function compress(path) {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return { raw: data.length, br: data.length, gz: data.length };
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
  return { raw: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) };
}

async function precompress(dir) {
  if (!(await stat(dir)).isDirectory()) throw new Error(`${dir} is not a directory`);
  const queue = [];
  for await (const path of files(dir)) queue.push(path);
  const total = { files: queue.length, raw: 0, br: 0, gz: 0 };
  // zlib runs on libuv's thread pool: a few files at a time keep it busy without holding every file in memory.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const sizes = await compress(path);
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  });
  await Promise.all(workers);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`precompress: ${total.files} files in ${dir}: ${kb(total.raw)} → ${kb(total.br)} brotli, ${kb(total.gz)} gzip`);
}

const dirs = process.argv.slice(2);
if (!dirs.length) {
  console.error('usage: node scripts/precompress.mjs <dir> [<dir> ...]');
  process.exit(2);
}
for (const dir of dirs) await precompress(dir);
