import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { storage, Store } from 'nestjs-pino/storage';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's (or a proxy's) request id may be; anything else is replaced, so logs cannot be forged or flooded. */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is a sane token (a proxy or a client
 * tracing its own calls), else a fresh UUID. pino-http logs the request under the same id.
 */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every response tells its request id, streams and published sites included (set on the raw response, which they write). */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * Runs `work` with every Nest log line inside it bound to `requestId` (the way nestjs-pino binds a
 * request's), so a job's lines in a worker carry the id of the request that queued it.
 */
export function runWithRequestId<T>(root: Logger, requestId: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!requestId) return work();
  return storage.run(new Store(root.child({ reqId: requestId })), work);
}
