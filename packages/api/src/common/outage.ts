import type { Logger } from '@nestjs/common';

/** What a request that failed because PostgreSQL or Redis is unreachable answers (503). */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Socket errors: the server refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own codes for "not now": class 08 (connection exception), 57P01–57P03 (the server
 * is shutting down, crashed, or cannot take connections yet).
 */
const PG_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** What pg, pg-pool and ioredis say when the connection, not the command, failed. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // pg: the server went away mid-query
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectTimeoutMS
  /^Client has encountered a connection error/, // pg: a client whose socket already failed
  /^Connection is closed/, // ioredis: the connection ended with the command pending
  /^Command timed out/, // ioredis: no answer within commandTimeout (offline queue included)
  /^Reached the max retries per request limit/, // ioredis: MaxRetriesPerRequestError
  /^Stream isn't writeable/, // ioredis: offline and not queueing
];

/**
 * True when `err` (or what it wraps: TypeORM's `driverError`, a `cause`, an AggregateError's
 * errors) says PostgreSQL or Redis could not be reached, as opposed to a bad query or a bug.
 */
export function isOutage(err: unknown): boolean {
  return outageOf(err, 0) !== null;
}

/** One line naming the failure, for a log entry in place of a stack. */
export function outageSummary(err: unknown): string {
  return outageOf(err, 0) ?? String(err);
}

function outageOf(err: unknown, depth: number): string | null {
  if (!err || typeof err !== 'object' || depth > 4) return null;
  const { code, message, driverError, cause, errors } = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || PG_UNAVAILABLE.test(code))) return text || code;
  if (CONNECTION_MESSAGES.some((m) => m.test(text))) return text;
  for (const inner of [driverError, cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = outageOf(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Logs an outage once: its first failure as one line, then its end. The failures in between (every
 * reconnection attempt of every connection) say nothing new. Other errors are logged each time.
 */
export class OutageLog {
  private down = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  failed(err: Error): void {
    if (!isOutage(err)) return void this.logger.error(err.message);
    if (this.down) return;
    this.down = true;
    this.logger.warn(`${this.what} lost Redis (${outageSummary(err)}); reconnecting`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log(`${this.what} is connected to Redis again`);
  }
}
