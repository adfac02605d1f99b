import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyBodyParser } from 'fastify';
import { Logger } from 'nestjs-pino';
import { mountQueueBoard } from './admin/queue-board';
import { AppModule } from './app.module';
import type { Clock } from './common/clock';
import { limitBodyTime } from './common/body-timeout';
import { echoRequestId, requestIdFor } from './common/request-id';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { scriptsAsTextJavascript } from './common/precompressed';
import { APP_HELMET_OPTIONS } from './common/security-headers';
import type { Env } from './config/env.schema';
import { resolveJwtSecret } from './database/jwt-secret';
import { migrationStep, preflight } from './database/preflight';
import { SseStreams } from './generation/sse-stream';
import { observeHttp } from './metrics/http-metrics';
import { Metrics } from './metrics/metrics';
import { mountMetricsRoute } from './metrics/metrics-route';
import { watchQueueDepths } from './metrics/queue-depths';
import { registerPreviewDocument } from './preview/preview-document';
import type { PageBuilder } from './publishing/page-builder';
import { SiteServer } from './publishing/site-server';
import { registerVendorAssets } from './vendor/vendor-assets';
import { registerWebAssets, webDist } from './web/web-assets';
import { registerApiDocsAssets } from './openapi/api-docs-assets';

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** Builds the HTTP application (not yet listening). Shared by `main.ts` and the tests. */
export async function createApp(env: Env, opts: { clock?: Clock; pageBuilder?: PageBuilder } = {}) {
  await preflight(env, { migrations: migrationStep(env.MIGRATIONS) });
  const jwtSecret = await resolveJwtSecret(env.DATABASE_URL, env.JWT_SECRET);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    genReqId: requestIdFor,
    // Headers that never finish are Node's to cut (checked on this tick: 30 s by default); a body is
    // `limitBodyTime`'s.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 4)) },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register({ env, jwtSecret, clock: opts.clock, pageBuilder: opts.pageBuilder }), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Bodies are JSON only (the parser below). Nest's default parsers would also take urlencoded
    // forms, and Fastify's plain text: both are what a cross-site <form> can send, so they answer 415.
    bodyParser: false,
    // Every JSON body's exact bytes stay on `request.rawBody`: a webhook's signature is over them,
    // and parsed JSON written out again is not them.
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  observeHttp(fastify, app.get(Metrics));
  echoRequestId(fastify);
  // First of all hooks: published sites are answered before anything of the app's (helmet included) runs.
  app.get(SiteServer).register(app);
  fastify.removeContentTypeParser('text/plain');
  // Fastify's JSON parser, fed the body as bytes so Nest keeps them (its types say a string; it parses
  // bytes too, as Nest's own JSON parser feeds it). Fastify still refuses a body past the limit with
  // 413 and `connection: close`, before reading it when its length is declared.
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, fastify.getDefaultJsonParser('error', 'error') as unknown as FastifyBodyParser<Buffer>);
  limitBodyTime(fastify, env.REQUEST_TIMEOUT_MS);
  // HSTS only means something over HTTPS (directly, or as the trusted proxy says); over plain HTTP it
  // would tell a browser nothing true.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  app.useLogger(app.get(Logger));
  // Exit 0 once closed, rather than re-raising the signal. Closing drains the workers first
  // (beforeApplicationShutdown), then the HTTP server, whose open streams would keep it open.
  app.enableShutdownHooks([], { useProcessExit: true });
  fastify.addHook('preClose', async () => app.get(SseStreams).endAll());

  await app.register(helmet, APP_HELMET_OPTIONS);
  scriptsAsTextJavascript(fastify);
  registerPreviewDocument(app);
  await registerVendorAssets(app);
  await registerApiDocsAssets(app);
  const dist = webDist(env);
  if (dist) await registerWebAssets(app, dist);
  // Past the cap new connections are closed at once, so stalled clients cannot exhaust the process.
  app.getHttpServer().maxConnections = env.MAX_CONNECTIONS;
  app.useGlobalFilters(new HttpExceptionFilter(Boolean(dist)));
  await mountQueueBoard(app, env);
  await mountMetricsRoute(app, env);
  watchQueueDepths(app);
  return app;
}
