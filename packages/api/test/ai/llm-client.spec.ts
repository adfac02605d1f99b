import { createServer, Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createNetServer, Server as NetServer } from 'node:net';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import { completeChat, streamChat, UpstreamError } from '../../src/ai/llm-client';
import { chunk, collect, frame, listening, port, provider, selfSignedCertificate, turns } from './loopback';

// These requests go straight to loopback servers; the proxy spec covers the proxy variables.
for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NO_PROXY', 'no_proxy']) delete process.env[name];

describe('streamChat', () => {
  const servers: Array<Server | NetServer> = [];
  afterAll(() =>
    servers.forEach((s) => {
      if (s instanceof Server) s.closeAllConnections();
      s.close();
    }),
  );
  const start = async (answer: Parameters<typeof provider>[0]) => {
    const p = await provider(answer);
    servers.push(p.server);
    return p;
  };

  it('decodes the stream however its bytes are split between two reads, with LF or CRLF line ends', async () => {
    const lf = chunk('<p>é') + 'event: message\ndata: {"choices":[{"index":0,"delta":{"content":"</p>"},"finish_reason":"stop"}]}\n\n' + 'data: [DONE]\n\n';
    const streams = [lf, lf.replace(/\n/g, '\r\n')].map((s) => Buffer.from(s));
    const server = await listening(
      createServer((req, res) => {
        req.resume();
        const [which, at] = (req.headers.authorization ?? '').replace('Bearer ', '').split('-').map(Number);
        const bytes = streams[which];
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(bytes.subarray(0, at), () => void turns().then(() => res.end(bytes.subarray(at))));
      }),
    );
    servers.push(server);
    const url = `http://127.0.0.1:${port(server)}/v1`;
    for (const [which, bytes] of streams.entries()) {
      for (let at = 1; at < bytes.length; at++) {
        const result = await collect(url, { apiKey: `${which}-${at}` });
        expect([which, at, result.text, result.finish]).toEqual([which, at, '<p>é</p>', 'stop']);
      }
    }
  });

  it('hands the text of one network read to onText in one call', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<h1>') + chunk('Hi') + chunk('</h1>'), () => void turns().then(() => res.end(chunk('', 'stop') + 'data: [DONE]\n\n')));
    });
    expect(await collect(url)).toEqual({ text: '<h1>Hi</h1>', pieces: ['<h1>Hi</h1>'], finish: 'stop' });
  });

  it('reads a compressed stream, though it asks for none', async () => {
    let asked: string | undefined;
    const server = await listening(
      createServer((req, res) => {
        asked = req.headers['accept-encoding'];
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream', 'content-encoding': 'gzip' });
        res.end(gzipSync(chunk('<html>') + chunk('héllo') + chunk('</html>', 'stop') + 'data: [DONE]\n\n'));
      }),
    );
    servers.push(server);
    expect(await collect(`http://127.0.0.1:${port(server)}/v1`)).toMatchObject({ text: '<html>héllo</html>', finish: 'stop' });
    expect(asked).toBe('identity');
  });

  it('bounds what a compressed stream may expand to', async () => {
    const blankLines = gzipSync(Buffer.alloc(24 * 1024 * 1024, '\n'));
    const oneHugeLine = gzipSync(Buffer.concat([Buffer.from('data: '), Buffer.alloc(4 * 1024 * 1024, 'a')]));
    expect(blankLines.length + oneHugeLine.length).toBeLessThan(100_000);
    for (const [body, message] of [
      [blankLines, 'The AI provider sent more than a page can hold.'],
      [oneHugeLine, 'The AI provider sent a malformed stream.'],
    ] as const) {
      const { url } = await start((res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'content-encoding': 'gzip' });
        res.end(body);
      });
      await expect(collect(url)).rejects.toThrow(new UpstreamError(message));
    }
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

  it('reports an error sent mid-stream with its message, as a payload or as a named event', async () => {
    for (const error of [frame({ error: { message: 'Overloaded' } }), 'event: error\ndata: {"message":"x"}\n\n']) {
      const { url } = await start((res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(chunk('<html>') + error);
      });
      await expect(collect(url)).rejects.toThrow(
        new UpstreamError(`The AI provider returned an error: ${error.startsWith('event') ? '{"message":"x"}' : 'Overloaded'}`),
      );
    }
  });

  it('reports a malformed event', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    await expect(collect(url)).rejects.toThrow('The AI provider sent a malformed stream.');
  });

  it('rejects with what onText threw (the reader could not write its stream), not as the provider’s fault', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<html>'), () => void turns().then(() => res.end(chunk('</html>', 'stop') + 'data: [DONE]\n\n')));
    });
    const lost = new Error('Connection is closed.');
    const read = streamChat(
      { baseURL: url, apiKey: 'k-reader', model: 'm', reasoning: false },
      [{ role: 'user', content: 'hi' }],
      { maxTokens: 100, temperature: 0, signal: new AbortController().signal, timeoutMs: 5000 },
      () => {
        throw lost;
      },
    );
    await expect(read).rejects.toBe(lost);
  });

  it('reports a connection cut before the end', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<html>'), () => res.destroy());
    });
    await expect(collect(url)).rejects.toThrow('The AI provider ended the stream unexpectedly. Please try again.');
  });

  it('resolves without a finish reason when the stream ends without one', async () => {
    const { url } = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(chunk('<html>'));
    });
    expect(await collect(url)).toMatchObject({ text: '<html>', finish: null });
  });

  it('gives up on a provider that stops sending, before or after the headers', async () => {
    const silent = await start(() => undefined);
    await expect(collect(silent.url, { timeoutMs: 300 })).rejects.toThrow(new UpstreamError('The AI provider did not answer in time. Please try again.'));
    const stalled = await start((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('<html>'));
    });
    await expect(collect(stalled.url, { timeoutMs: 300 })).rejects.toThrow(new UpstreamError('The AI provider did not answer in time. Please try again.'));
  });

  it('rejects a response framed two ways or with a space before a header colon, and drops its connection', async () => {
    for (const head of [
      'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\n\r\n',
      'HTTP/1.1 200 OK\r\ncontent-type : text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n',
    ]) {
      const closes: Array<Promise<unknown>> = [];
      const server = await listening(
        createNetServer((socket) => {
          socket.on('error', () => undefined);
          closes.push(new Promise((resolve) => socket.once('close', resolve)));
          socket.once('data', () => socket.write(`${head}${Buffer.byteLength(chunk('x')).toString(16)}\r\n${chunk('x')}\r\n`));
        }),
      );
      servers.push(server);
      await expect(collect(`http://127.0.0.1:${port(server)}/v1`)).rejects.toThrow(/^The AI provider sent an invalid HTTP response/);
      // The SDK tried twice, on two connections, and kept neither (a kept one would never close here).
      expect(closes).toHaveLength(2);
      await Promise.all(closes);
    }
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

  it('streams over HTTP/2 from a TLS provider whose certificate it trusts, and refuses one it does not', async () => {
    const { key, cert } = selfSignedCertificate();
    const versions: string[] = [];
    const server = await listening(
      createSecureServer({ key, cert }, (req, res) => {
        versions.push(req.httpVersion);
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('<p>h2'), () => void turns().then(() => res.end(chunk('</p>', 'stop') + 'data: [DONE]\n\n')));
      }),
    );
    const url = `https://127.0.0.1:${port(server)}/v1`;
    const defaults = tls.getCACertificates('default');
    try {
      await expect(collect(url, { apiKey: 'untrusted' })).rejects.toThrow(/^Could not reach the AI provider: self-signed certificate/);
      expect(versions).toEqual([]);
      // What NODE_EXTRA_CA_CERTS does at start-up.
      tls.setDefaultCACertificates([...defaults, cert]);
      expect(await collect(url, { apiKey: 'trusted' })).toMatchObject({ text: '<p>h2</p>', finish: 'stop' });
      expect(versions).toEqual(['2.0']);
    } finally {
      tls.setDefaultCACertificates(defaults);
      server.close();
    }
  });
});
