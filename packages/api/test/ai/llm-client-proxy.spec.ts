import { createServer, request, Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { connect, Socket } from 'node:net';
import tls from 'node:tls';
import { chunk, collect, listening, port, provider, selfSignedCertificate } from './loopback';

/**
 * A forward proxy on loopback: plain-HTTP requests arrive in absolute form and are passed on,
 * HTTPS ones are tunnelled with CONNECT. Every host it is asked for is on 127.0.0.1, so a name
 * that resolves nowhere (`provider.test`) can only be reached through it.
 */
async function forwardProxy(): Promise<{ server: Server; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url!);
    const upstream = request({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    const upstream = connect(Number(req.url!.split(':').pop()), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return { server: await listening(server), seen };
}

describe('streamChat behind a proxy', () => {
  let proxy: { server: Server; seen: string[] };
  const stream = chunk('<p>') + chunk('proxied</p>', 'stop') + 'data: [DONE]\n\n';
  const servers: Array<{ close(): unknown }> = [];

  beforeAll(async () => {
    proxy = await forwardProxy();
    // Read once, when the first request builds the dispatcher: set before any request.
    process.env.HTTP_PROXY = `http://127.0.0.1:${port(proxy.server)}`;
    process.env.HTTPS_PROXY = `http://127.0.0.1:${port(proxy.server)}`;
    process.env.NO_PROXY = '127.0.0.1';
  });
  afterAll(() => {
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']) delete process.env[name];
    proxy.server.closeAllConnections();
    proxy.server.close();
    servers.forEach((s) => s.close());
  });

  it('sends plain-HTTP requests through HTTP_PROXY', async () => {
    const { server } = await provider((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(stream);
    });
    servers.push(server);
    expect(await collect(`http://provider.test:${port(server)}/v1`)).toMatchObject({ text: '<p>proxied</p>', finish: 'stop' });
    expect(proxy.seen).toEqual([`POST http://provider.test:${port(server)}/v1/chat/completions`]);
  });

  it('tunnels HTTPS requests through HTTPS_PROXY with CONNECT, checking the provider’s certificate', async () => {
    const { key, cert } = selfSignedCertificate();
    const server = await listening(
      createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(stream);
      }),
    );
    servers.push(server);
    const defaults = tls.getCACertificates('default');
    tls.setDefaultCACertificates([...defaults, cert]);
    try {
      proxy.seen.length = 0;
      expect(await collect(`https://localhost:${port(server)}/v1`)).toMatchObject({ text: '<p>proxied</p>', finish: 'stop' });
      expect(proxy.seen).toEqual([`CONNECT localhost:${port(server)}`]);
    } finally {
      tls.setDefaultCACertificates(defaults);
    }
  });

  it('goes straight to the hosts NO_PROXY names', async () => {
    const { url, server } = await provider((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(stream);
    });
    servers.push(server);
    proxy.seen.length = 0;
    expect(await collect(url)).toMatchObject({ text: '<p>proxied</p>', finish: 'stop' });
    expect(proxy.seen).toEqual([]);
  });
});
