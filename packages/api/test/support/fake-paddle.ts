import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { subscriptionData } from './paddle-payloads';

export interface PaddleCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Paddle's API on loopback: the subscription cancel and update endpoints, with Paddle's request and response shapes. */
export class FakePaddle {
  readonly calls: PaddleCall[] = [];
  /** Set to answer the next calls with Paddle's error envelope and this status. */
  failWith: { status: number; code: string; detail: string } | null = null;
  /** Set to close every connection unanswered, as an unreachable Paddle would. */
  dropConnections = false;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      if (this.dropConnections) return void req.socket.destroy();
      void this.handle(req).then(([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = req.url ?? '';
    this.calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : {} });
    const meta = { request_id: 'req_fake' };
    if (this.failWith) return [this.failWith.status, { error: { type: 'request_error', code: this.failWith.code, detail: this.failWith.detail, documentation_url: 'https://developer.paddle.com' }, meta }];
    const match = /^\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (!match) return [404, { error: { type: 'request_error', code: 'not_found', detail: 'Not found' }, meta }];
    const period = { starts_at: '2026-11-21T12:00:00.000Z', ends_at: '2026-12-21T12:00:00.000Z' };
    const data = subscriptionData({ id: match[1], customerId: 'ctm_fake', priceId: 'pri_fake', period, cancelAt: match[2] ? period.ends_at : undefined });
    return [200, { data, meta }];
  }
}
