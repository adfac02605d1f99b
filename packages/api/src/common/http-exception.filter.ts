import { errorCodeForStatus, type ErrorCode, isErrorCode } from '@cui/shared';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markAnsweredAs } from './answered-as';
import { isOutage, outageSummary, UNAVAILABLE_MESSAGE } from './outage';

/**
 * Paths the SPA never owns: unknown ones there are JSON 404s, not the app shell (a scraper asking
 * for `/metrics` on a server without admin credentials must not read a 200; a chunk of an earlier
 * build must fail as missing, not as HTML parsed for a script).
 */
const NON_SPA_PREFIXES = ['/api', '/admin', '/vendor', '/assets', '/metrics', '/.well-known'];

/** A last path segment naming a file (`robots.txt`, `app.js.map`, `site.webmanifest`): never an SPA page. */
const FILE_NAME = /\.[a-z][a-z0-9]{0,15}$/i;

/**
 * Every error leaves as JSON `{code, message, ...}` with its status. Unknown GET paths outside the API
 * that do not name a file serve the SPA, whose router shows its own not-found page. A request that failed because
 * PostgreSQL or Redis is unreachable is a 503, logged as one line: an outage is not a bug. Nor is
 * a 5xx the code chose to answer (a publish that outlasts its wait, a queue that refused a job):
 * one warning line; only an error nobody expected is logged with its stack.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly spaIndex: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    if (reply.sent) return;

    if (exception instanceof NotFoundException && this.isSpaRoute(request)) {
      markAnsweredAs(request, 'spa');
      void reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }

    const { status, body } = toErrorBody(exception);
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (isOutage(exception)) this.logger.warn(`${where}: ${outageSummary(exception)}`);
    else if (status >= 500 && exception instanceof HttpException) this.logger.warn(`${where}: ${status} ${String(body.message)}`);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private isSpaRoute(request: FastifyRequest): boolean {
    if (!this.spaIndex || request.method !== 'GET') return false;
    const path = request.url.split('?')[0];
    return !NON_SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) && !FILE_NAME.test(path);
  }
}

/**
 * The status and `{code, message, ...}` body of any error. An HttpException thrown with a listed
 * `code` keeps it; any other error gets the code of its status.
 */
export function toErrorBody(exception: unknown): { status: number; body: Record<string, unknown> & { code: ErrorCode; message: string } } {
  const answer = (status: number, code: unknown, message: string, rest: Record<string, unknown> = {}) => ({
    status,
    body: { code: isErrorCode(code) ? code : errorCodeForStatus(status), message, ...rest },
  });
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    if (typeof res === 'string') return answer(status, undefined, res);
    const { statusCode: _status, error: _error, code, message, ...rest } = res as Record<string, unknown>;
    let text = Array.isArray(message) ? message.join('; ') : message;
    if (typeof text !== 'string') text = exception.message;
    if (exception instanceof NotFoundException && /^Cannot (GET|POST|PUT|PATCH|DELETE)/.test(text as string)) text = 'Not found.';
    return answer(status, code, text as string, rest);
  }
  const fastifyError = exception as { statusCode?: number; message?: string; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large.' : (fastifyError.message ?? 'Bad request.');
    return answer(fastifyError.statusCode, undefined, message);
  }
  if (isOutage(exception)) return answer(HttpStatus.SERVICE_UNAVAILABLE, 'unavailable', UNAVAILABLE_MESSAGE);
  return answer(HttpStatus.INTERNAL_SERVER_ERROR, 'internal', 'Something went wrong on our side. Please try again.');
}
