import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answeredAs } from '../common/answered-as';
import type { Metrics } from './metrics';

/**
 * The route label: the route pattern (`/api/ask-ai/:id/events`), never the URL, so ids and query
 * strings make no series of their own. Static files share `static`: @fastify/static gives each file
 * a route of its own (wildcard: false, so unknown paths never reach the disk) and names the file in
 * that route's config, and 1,465 vendored files would otherwise be 1,465 routes. A request no route
 * matched is `unmatched`; published sites are `site`, the SPA's fallback `spa`.
 */
function routeLabel(request: FastifyRequest): string {
  const fixed = answeredAs(request);
  if (fixed) return fixed;
  const { url, config } = request.routeOptions;
  if (url === undefined) return 'unmatched';
  return typeof (config as { file?: unknown }).file === 'string' ? 'static' : url;
}

/** Times every response under its route label: a set bounded by the app's code, whatever clients ask for. */
export function observeHttp(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe({ method: request.method, route: routeLabel(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}
