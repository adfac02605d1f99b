import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

const RAW_BODY = Symbol('rawBody');

/**
 * A 413 that closes the connection after it, as Fastify's own body parser answers one: the client
 * may still be sending the body, and the unread rest would otherwise stay on a kept-alive
 * connection until the body timeout answers 408 on it, into whatever request comes next.
 */
function tooLarge(reply: FastifyReply): Error {
  void reply.header('connection', 'close');
  return Object.assign(new Error('Request body is too large.'), { statusCode: 413 });
}

/**
 * Keeps the exact bytes of `path`'s request bodies (a signature is over them, and parsed JSON
 * written out again is not them), then hands the same bytes on to the JSON parser. Other routes
 * are untouched. The body limit is still the parser's to enforce; this stops reading past it too,
 * and reads nothing of a body whose declared length is past it.
 */
export function keepRawBody(fastify: FastifyInstance, method: string, path: string, limitBytes: number): void {
  fastify.addHook('preParsing', async (request, reply, payload) => {
    if (request.method !== method || request.routeOptions.url !== path) return payload;
    if (Number(request.headers['content-length']) > limitBytes) throw tooLarge(reply);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) throw tooLarge(reply);
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
