import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/** Requests answered as published sites; their routes are the app's fallbacks, not theirs. */
const siteRequests = new WeakSet<FastifyRequest>();

/** Marks a request as a published site's, so it is counted under the route `site`. */
export function countAsSite(request: FastifyRequest): void {
  siteRequests.add(request);
}

/**
 * Times every response under its route pattern (`/api/ask-ai/:id/events`), never its URL: ids and
 * query strings would make a series per request. A request no route matched is `unmatched`.
 */
export function observeHttp(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = siteRequests.has(request) ? 'site' : (request.routeOptions.url ?? 'unmatched');
    metrics.httpRequests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
