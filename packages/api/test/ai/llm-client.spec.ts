import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { completeChat, streamChat, UpstreamError } from '../../src/ai/llm-client';

const frame = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const chunk = (content: string, finish: string | null = null) => frame({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });

/** One scripted provider per test: `answer` writes the response. */
async function provider(answer: (res: ServerResponse) => void): Promise<{ url: string; closed: Promise<void>; server: Server }> {
  let onClosed!: () => void;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const server = createServer((req, res) => {
    req.resume();
    res.on('close', onClosed);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, closed, server };
}

async function collect(url: string, signal = new AbortController().signal): Promise<{ text: string; finish: string | null }> {
  let text = '';
  const finish = await streamChat(
    { baseURL: url, apiKey: `k-${url}`, model: 'm', reasoning: false },
    [{ role: 'user', content: 'hi' }],
    { maxTokens: 100, temperature: 0, signal, timeoutMs: 5000 },
    (piece) => (text += piece),
  );
  return { text, finish };
}

describe('streamChat', () => {
  const servers: Server[] = [];
  afterAll(() =>
    servers.forEach((s) => {
      s.closeAllConnections();
      s.close();
    }),
  );
  const start = async (answer: (res: ServerResponse) => void) => {
    const p = await provider(answer);
    servers.push(p.server);
    return p;
  };

  it('reads a compressed stream, though it asks for none', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'content-encoding': 'gzip' });
      res.end(gzipSync(chunk('<html>') + chunk('héllo') + chunk('</html>', 'stop') + 'data: [DONE]\n\n'));
    });
    expect(await collect(url)).toEqual({ text: '<html>héllo</html>', finish: 'stop' });
  });

  it('stops reading and closes the connection when aborted mid-stream', async () => {
    const abort = new AbortController();
    const { url, closed } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<html>'));
    });
    let text = '';
    const done = streamChat(
      { baseURL: url, apiKey: 'k-abort', model: 'm', reasoning: false },
      [{ role: 'user', content: 'hi' }],
      { maxTokens: 100, temperature: 0, signal: abort.signal, timeoutMs: 5000 },
      (piece) => {
        text += piece;
        abort.abort();
      },
    );
    await expect(done).resolves.toBeNull();
    await closed;
    expect(text).toBe('<html>');
  });

  it('reports an error event sent mid-stream with its message', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(chunk('<html>') + frame({ error: { message: 'Overloaded' } }));
    });
    await expect(collect(url)).rejects.toThrow(new UpstreamError('The AI provider returned an error: Overloaded'));
  });

  it('reports a malformed event', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    await expect(collect(url)).rejects.toThrow('The AI provider sent a malformed stream.');
  });

  it('reports a connection cut before the end', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<html>'), () => res.destroy());
    });
    await expect(collect(url)).rejects.toThrow('The AI provider ended the stream unexpectedly. Please try again.');
  });

  it('gives a short answer whole, and reports a provider error with its status and message', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'c', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'A café page' }, finish_reason: 'stop' }] }));
    });
    const target = { baseURL: url, apiKey: 'k-whole', model: 'm', reasoning: false };
    expect(await completeChat(target, [{ role: 'user', content: 'hi' }], { maxTokens: 10, timeoutMs: 5000 })).toBe('A café page');
    const failing = await start((res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
    });
    await expect(completeChat({ ...target, baseURL: failing.url }, [{ role: 'user', content: 'hi' }], { maxTokens: 10, timeoutMs: 5000 })).rejects.toThrow(
      'The AI provider returned an error (500): 500 model overloaded',
    );
  });

  it('reports a provider it cannot reach', async () => {
    const { url, server } = await start(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    await expect(collect(url)).rejects.toThrow(/^Could not reach the AI provider: connect ECONNREFUSED 127.0.0.1:\d+$/);
  });
});
