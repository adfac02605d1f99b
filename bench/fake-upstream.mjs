// A fake OpenAI-compatible Chat Completions server for the streaming benchmark.
//
// POST /v1/chat/completions with `stream: true` answers `text/event-stream`: a role chunk, then a
// fixed ~8 KB HTML page cut into FAKE_CHUNKS pieces, FAKE_CHUNK_DELAY_MS apart (the first piece goes
// out FAKE_FIRST_DELAY_MS after the request), a final chunk with finish_reason "stop", then
// `data: [DONE]`. Without `stream: true` it answers the whole page as one completion.
//
// Loopback only. Run on its own (`node bench/fake-upstream.mjs`, prints `listening <port>`) or
// import `startFakeUpstream()`. GET /stats returns when each streamed request arrived and when its
// first piece was written (epoch ms, sub-ms precision), so the bench can split the pipeline's
// latency into stages; POST /stats/reset clears them. GET /requests lists what each completion request
// carried (model, the last user message's text, the start of an attached image's URL): the e2e run
// uses this server as an image-capable provider and checks what the app sent.
//
// With `tls: { key, cert }` (standalone: FAKE_TLS_KEY_FILE and FAKE_TLS_CERT_FILE) it serves HTTPS
// and offers HTTP/2 over ALPN, as hosted providers do, with HTTP/1.1 for clients that ask for it.

import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { fileURLToPath } from 'node:url';

const intEnv = (name, fallback, env = process.env) => {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
};

/** A wall-clock timestamp in ms with sub-ms precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** The page every stream carries: ~8 KB, `<!DOCTYPE html>` … `</html>`, no surrounding whitespace. */
export function benchPage(targetBytes = 8192) {
  const head = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Northwind Coffee Roasters</title>
  <script src="/vendor/tailwindcss/tailwind.js"></script>
</head>
<body class="bg-stone-50 text-stone-900 antialiased">
  <header class="sticky top-0 z-10 border-b border-stone-200 bg-white/90 backdrop-blur">
    <nav class="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
      <a href="#" class="text-xl font-bold tracking-tight">Northwind</a>
      <ul class="hidden gap-8 text-sm font-medium md:flex">
        <li><a href="#beans" class="hover:text-amber-700">Beans</a></li>
        <li><a href="#visit" class="hover:text-amber-700">Visit</a></li>
        <li><a href="#contact" class="hover:text-amber-700">Contact</a></li>
      </ul>
    </nav>
  </header>
  <main>
    <section class="mx-auto max-w-6xl px-6 py-24 text-center">
      <h1 class="text-5xl font-extrabold tracking-tight md:text-6xl">Small-batch coffee, roasted every morning</h1>
      <p class="mx-auto mt-6 max-w-2xl text-lg text-stone-600">
        Single-origin beans from farms we know by name, roasted in small batches and shipped the same day.
      </p>
      <a href="#beans" class="mt-10 inline-block rounded-full bg-amber-700 px-8 py-3 font-semibold text-white shadow hover:bg-amber-800">Shop the beans</a>
    </section>
    <section id="beans" class="mx-auto grid max-w-6xl gap-8 px-6 pb-24 md:grid-cols-3">
`;
  const tail = `    </section>
  </main>
  <footer id="contact" class="border-t border-stone-200 bg-white py-10 text-center text-sm text-stone-500">
    <p>Northwind Coffee Roasters &middot; 12 Harbour Street &middot; Open daily 7&ndash;18</p>
  </footer>
</body>
</html>`;
  const origins = ['Ethiopia Guji', 'Colombia Huila', 'Kenya Nyeri', 'Guatemala Antigua', 'Brazil Cerrado', 'Rwanda Nyamasheke', 'Peru Cajamarca', 'Costa Rica Tarrazu'];
  let cards = '';
  for (let i = 0; ; i++) {
    const origin = origins[i % origins.length];
    const card = `      <article class="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 class="text-lg font-semibold">${origin} #${i + 1}</h2>
        <p class="mt-2 text-sm text-stone-600">Notes of stone fruit, cocoa and honey; washed process, light roast.</p>
        <p class="mt-4 font-bold text-amber-700">&euro;${14 + (i % 5)}.50 / 250 g</p>
      </article>
`;
    if (head.length + cards.length + card.length + tail.length > targetBytes) break;
    cards += card;
  }
  return head + cards + tail;
}

/** `text` cut into exactly `n` pieces (fewer only when it is shorter) of (nearly) equal length, in order. */
export function splitPieces(text, n) {
  const count = Math.max(1, Math.min(n, text.length));
  const pieces = [];
  for (let i = 0; i < count; i++) pieces.push(text.slice(Math.round((i * text.length) / count), Math.round(((i + 1) * text.length) / count)));
  return pieces;
}

/** The stream's shape from the environment. */
export function fakeConfig(env = process.env) {
  return {
    chunks: Math.max(1, intEnv('FAKE_CHUNKS', 200, env)),
    chunkDelayMs: intEnv('FAKE_CHUNK_DELAY_MS', 5, env),
    firstDelayMs: intEnv('FAKE_FIRST_DELAY_MS', 0, env),
    pageBytes: Math.max(1024, intEnv('FAKE_PAGE_BYTES', 8192, env)),
  };
}

/**
 * Starts the server on 127.0.0.1 (port 0 = any free one); resolves to `{ port, page, pieces, close }`.
 * `answer(request)`, when given and it returns a string, is the text a completion request gets
 * instead of the page, streamed in pieces of `pieceChars` characters at the same pace.
 */
export async function startFakeUpstream({ port = 0, tls = null, answer = null, pieceChars = 40, ...options } = {}) {
  const config = { ...fakeConfig(), ...options };
  const page = benchPage(config.pageBytes);
  let pieces = splitPieces(page, config.chunks);
  const stats = { arrivals: [], firstWrites: [] };
  const requests = [];
  let seq = 0;

  const handle = (req, res) => {
    if (req.method === 'GET' && req.url === '/stats') return json(res, 200, stats);
    if (req.method === 'POST' && req.url === '/stats/reset') {
      stats.arrivals = [];
      stats.firstWrites = [];
      return json(res, 200, { ok: true });
    }
    if (req.method === 'POST' && req.url === '/pace') {
      // The runner gives a scenario its own pace; streams already running keep theirs.
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const pace = JSON.parse(raw || '{}');
        for (const k of ['chunks', 'chunkDelayMs', 'firstDelayMs']) if (Number.isInteger(pace[k]) && pace[k] >= 0) config[k] = pace[k];
        config.chunks = Math.max(1, config.chunks);
        pieces = splitPieces(page, config.chunks);
        json(res, 200, { ok: true, pace: { chunks: config.chunks, chunkDelayMs: config.chunkDelayMs, firstDelayMs: config.firstDelayMs } });
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/requests') return json(res, 200, requests);
    if (req.method === 'GET' && req.url === '/v1/models') return json(res, 200, { object: 'list', data: [{ id: 'gpt-4.1', object: 'model' }] });
    // As Ollama lists what it has pulled (its OpenAI-compatible API is the same /v1 above).
    if (req.method === 'GET' && req.url === '/api/tags') return json(res, 200, { models: [{ name: 'qwen3:8b', details: { parameter_size: '8.2B', families: ['qwen3'] } }] });
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/chat/completions')) return json(res, 404, { error: { message: 'not found' } });

    const arrived = wallNow();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return json(res, 400, { error: { message: 'invalid JSON body', type: 'invalid_request_error' } });
      }
      requests.push(summarize(request));
      const id = `chatcmpl-bench-${++seq}`;
      const model = String(request.model ?? 'gpt-4.1');
      const created = Math.floor(Date.now() / 1000);
      const scripted = answer?.(request);
      if (!request.stream) {
        return json(res, 200, {
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: scripted ?? page }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length },
        });
      }
      stats.arrivals.push(arrived);
      // HTTP/2 forbids connection headers, and its streams share one socket.
      const h2 = req.httpVersion === '2.0';
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        ...(h2 ? {} : { connection: 'keep-alive' }),
      });
      if (!h2) res.socket?.setNoDelay(true);
      const frame = (delta, finish) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(frame({ role: 'assistant', content: '' }, null));
      const own = { pieces: typeof scripted === 'string' ? splitPieces(scripted, Math.ceil(scripted.length / pieceChars)) : pieces, chunkDelayMs: config.chunkDelayMs, firstDelayMs: config.firstDelayMs };
      let next = 0;
      let timer = null;
      let closed = false;
      res.on('close', () => {
        closed = true;
        clearTimeout(timer);
      });
      const tick = () => {
        if (closed) return;
        if (next === 0) stats.firstWrites.push(wallNow());
        res.write(frame({ content: own.pieces[next++] }, null));
        if (next < own.pieces.length) {
          timer = setTimeout(tick, own.chunkDelayMs);
          return;
        }
        res.end(`${frame({}, 'stop')}data: [DONE]\n\n`);
      };
      if (own.firstDelayMs > 0) timer = setTimeout(tick, own.firstDelayMs);
      else tick();
    });
  };
  const server = tls ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true, settings: { maxConcurrentStreams: 1000 } }, handle) : http.createServer(handle);
  const sockets = new Set();
  if (tls) {
    server.on('secureConnection', (socket) => {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  }
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  server.requestTimeout = 0;
  server.maxRequestsPerSocket = 0;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    tls: Boolean(tls),
    page,
    pieces,
    config,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        if (tls) for (const socket of sockets) socket.destroy();
      }),
  };
}

/** What a request asked for, small enough to keep for every request of a run. */
function summarize(request) {
  const user = [...(request.messages ?? [])].reverse().find((m) => m.role === 'user');
  const parts = Array.isArray(user?.content) ? user.content : [{ type: 'text', text: String(user?.content ?? '') }];
  const image = parts.find((p) => p.type === 'image_url')?.image_url?.url ?? null;
  return {
    model: String(request.model ?? ''),
    text: parts
      .filter((p) => p.type === 'text')
      .map((p) => p.text)
      .join('\n'),
    image: image ? image.slice(0, 40) : null,
  };
}

function json(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

// Run on its own: `node bench/fake-upstream.mjs` (FAKE_PORT, FAKE_CHUNKS, FAKE_CHUNK_DELAY_MS,
// FAKE_FIRST_DELAY_MS, FAKE_PAGE_BYTES). Stops on SIGTERM/SIGINT, or when its parent's IPC channel closes.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { FAKE_TLS_KEY_FILE: keyFile, FAKE_TLS_CERT_FILE: certFile } = process.env;
  const tls = keyFile && certFile ? { key: readFileSync(keyFile), cert: readFileSync(certFile) } : null;
  const upstream = await startFakeUpstream({ port: intEnv('FAKE_PORT', 0), tls });
  const stop = () => upstream.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
  console.log(
    `listening ${upstream.port} (${upstream.tls ? 'HTTPS, HTTP/2 or HTTP/1.1; ' : ''}${upstream.page.length} bytes in ${upstream.pieces.length} pieces, ${upstream.config.chunkDelayMs} ms apart, first after ${upstream.config.firstDelayMs} ms)`,
  );
}
