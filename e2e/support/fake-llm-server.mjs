// An OpenAI-compatible Chat Completions server on loopback for the e2e run: it stands in for an
// image-capable provider (the app is started with OPENAI_BASE_URL pointing here). Every streamed
// request gets the same small page, in pieces, the way the real API streams it. GET /requests lists
// what each request carried (model, text, image URL prefix) so a test can check what was sent;
// GET /health answers when it is up. Port: LLM_PORT (default 2590).

import http from 'node:http';

const PORT = Number(process.env.LLM_PORT ?? 2590);

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lumen Studio</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1c1917}section{padding:48px 24px}#hero{background:#fef3c7}</style></head>
<body>
<section id="hero"><h1>Lumen Studio</h1><p>Recreated from your reference image.</p></section>
<section id="work"><h2>Selected work</h2><p>Three projects, laid out as in the picture.</p></section>
<footer id="footer"><p>Lumen Studio · Made with care</p></footer>
</body>
</html>`;

/** Cut into pieces that split tags, like a model's tokens. */
const PIECES = PAGE.match(/[\s\S]{1,37}/g);
const requests = [];

function summarize(body) {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const parts = Array.isArray(user?.content) ? user.content : [{ type: 'text', text: String(user?.content ?? '') }];
  const text = parts.filter((p) => p.type === 'text').map((p) => p.text).join('\n');
  const image = parts.find((p) => p.type === 'image_url')?.image_url?.url ?? null;
  return { model: body.model, text, image: image ? image.slice(0, 40) : null };
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  if (req.method === 'GET' && req.url === '/requests') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(requests));
  }
  if (req.method !== 'POST' || !req.url?.startsWith('/v1/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ error: { message: 'not found' } }));
  }
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (d) => (raw += d));
  req.on('end', () => {
    const body = JSON.parse(raw);
    requests.push(summarize(body));
    const id = `chatcmpl-e2e-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ id, object: 'chat.completion', created, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: 'A refined prompt.' }, finish_reason: 'stop' }] }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const frame = (delta, finish) => `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(frame({ role: 'assistant', content: '' }, null));
    for (const piece of PIECES) res.write(frame({ content: piece }, null));
    res.end(`${frame({}, 'stop')}data: [DONE]\n\n`);
  });
});

server.listen(PORT, '127.0.0.1', () => console.log(`fake LLM on ${PORT}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
