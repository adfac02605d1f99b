import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

const RAW_BODY = Symbol('rawBody');

/**
 * Keeps the exact bytes of `path`'s request bodies (a signature is over them, and parsed JSON
 * written out again is not them), then hands the same bytes on to the JSON parser. Other routes
 * are untouched. The body limit is still the parser's to enforce; this stops reading past it too.
 */
export function keepRawBody(fastify: FastifyInstance, method: string, path: string, limitBytes: number): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (request.method !== method || request.routeOptions.url !== path) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) throw Object.assign(new Error('Request body is too large.'), { statusCode: 413 });
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as FastifyRequest & { [RAW_BODY]?: Buffer })[RAW_BODY] = raw;
    return Readable.from([raw]);
  });
}

export function rawBodyOf(request: FastifyRequest): Buffer | undefined {
  return (request as FastifyRequest & { [RAW_BODY]?: Buffer })[RAW_BODY];
}
