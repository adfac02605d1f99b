import type { FastifyInstance } from 'fastify';

/**
 * @fastify/static options for a directory whose files have `.br` and `.gz` siblings made at build
 * time (scripts/precompress.mjs): the sibling the request's Accept-Encoding prefers is sent, the
 * plain file when it accepts neither or there is none, always with `Vary: Accept-Encoding`. The
 * siblings get no routes of their own.
 */
export const PRECOMPRESSED = { preCompressed: true, globIgnore: ['**/*.br', '**/*.gz'] };

/**
 * Scripts leave as `text/javascript` (RFC 9239). @fastify/send's table still says
 * application/javascript, and @fastify/static sets that after `setHeaders` when it sends a
 * precompressed sibling. Register before the static files.
 */
export function scriptsAsTextJavascript(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
    return payload;
  });
}
