import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENV, Env } from '../config/env.schema';
import { clusterScrape } from './cluster-metrics';
import { Metrics } from './metrics';

/** Answers a scrape with this process's figures. */
export async function answerScrape(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  return (await clusterScrape()) ?? { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * `GET /metrics` on METRICS_PORT, in every process that sets it (the API and each worker), for
 * Prometheus to scrape per pod. No credentials: the port is the cluster's, never routed from the
 * Internet (decision 029).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.METRICS_PORT === undefined) return;
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.env.METRICS_PORT, this.env.HOST, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics at http://${this.env.HOST}:${this.port()}/metrics`);
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one); null when it does not. */
  port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'not_found', message: 'Not found. Figures are at /metrics.' }));
      return;
    }
    try {
      const { contentType, body } = await answerScrape(this.metrics);
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'internal', message: (err as Error).message }));
    }
  }
}
