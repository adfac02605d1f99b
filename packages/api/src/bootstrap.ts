import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mountQueueBoard } from './admin/queue-board';
import { AppModule } from './app.module';
import type { Clock } from './common/clock';
import { limitBodyTime } from './common/body-timeout';
import { HttpExceptionFilter } from './common/http-exception.filter';
import type { Env } from './config/env.schema';
import { resolveJwtSecret } from './database/jwt-secret';
import { preflight } from './database/preflight';
import { SseStreams } from './generation/sse-stream';
import { registerVendorAssets } from './vendor/vendor-assets';

export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

function webDist(env: Env): string | null {
  const dir = env.WEB_DIST === undefined ? resolve(__dirname, '../../web/dist') : env.WEB_DIST ? resolve(env.WEB_DIST) : '';
  return dir && existsSync(join(dir, 'index.html')) ? dir : null;
}

/** CSP for the SPA. Generated pages run in sandboxed srcdoc iframes, which inherit it. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ['*', 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:', 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Self-hosters often serve plain http on a LAN address; upgrading would break every asset.
    upgradeInsecureRequests: null,
  },
};

/** Builds the HTTP application (not yet listening). Shared by `main.ts` and the tests. */
export async function createApp(env: Env, opts: { migrate?: boolean; clock?: Clock } = {}) {
  await preflight(env, { migrate: opts.migrate ?? true });
  const jwtSecret = await resolveJwtSecret(env.DATABASE_URL, env.JWT_SECRET);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Headers that never finish are Node's to cut (checked on this tick: 30 s by default); a body is
    // `limitBodyTime`'s.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 4)) },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register({ env, jwtSecret, clock: opts.clock }), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Bodies are JSON only (Fastify's own parser). Nest would also parse urlencoded forms, and
    // Fastify plain text: both are what a cross-site <form> can send, so they answer 415.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
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

  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  await registerVendorAssets(app);
  const dist = webDist(env);
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Past the cap new connections are closed at once, so stalled clients cannot exhaust the process.
  app.getHttpServer().maxConnections = env.MAX_CONNECTIONS;
  app.useGlobalFilters(new HttpExceptionFilter(Boolean(dist)));
  await mountQueueBoard(app, env);
  return app;
}
