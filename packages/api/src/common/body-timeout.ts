import type { FastifyInstance } from 'fastify';

const MESSAGE = JSON.stringify({ code: 'request_timeout', message: 'The request body took too long to arrive.' });
const RESPONSE = `HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(MESSAGE)}\r\n\r\n${MESSAGE}`;

/**
 * Cuts a request whose body has not fully arrived `timeoutMs` after its headers, with 408 and the
 * connection closed. Node's own `requestTimeout` stops counting once the headers are in and the
 * request is handed over, so a stalled or trickled body could hold a connection (and its buffers)
 * for as long as the client liked.
 */
export function limitBodyTime(fastify: FastifyInstance, timeoutMs: number): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || !raw.socket || raw.socket.destroyed) return;
      raw.socket.end(RESPONSE);
      raw.socket.destroySoon();
    }, timeoutMs);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
