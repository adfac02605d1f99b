import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_RULE, isValidIdempotencyKey } from '@cui/shared';
import { BadRequestException, createParamDecorator, ExecutionContext, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** How long a key stays bound to its first request's result; after it, the key starts a new one. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

/** A request's Idempotency-Key and the fingerprint of what the request asked for. */
export interface IdempotencyClaim {
  key: string;
  requestHash: string;
}

/** The request's `Idempotency-Key` (undefined without one); 400 for one that is not 1–255 printable ASCII characters. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isValidIdempotencyKey(value)) throw new BadRequestException({ code: 'idempotency_key_invalid', message: IDEMPOTENCY_KEY_RULE });
  return value;
});

/**
 * The claim a request to `route` with `key` makes. The fingerprint is of the parsed body (defaults
 * filled, unknown fields dropped, keys in the schema's order), so a resent request matches its first
 * send whatever its spacing or key order, and `route` keeps one endpoint's key from matching another's.
 */
export function idempotencyClaim(key: string | undefined, route: string, body: unknown): IdempotencyClaim | undefined {
  if (key === undefined) return undefined;
  return { key, requestHash: createHash('sha256').update(`${route}\n${JSON.stringify(body)}`).digest('base64url') };
}

/** True while a key first used at `createdAt` is still bound to that request's result. */
export const isWithinWindow = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() < IDEMPOTENCY_WINDOW_MS;

/** When keys first used at or before this moment no longer bind anything. */
export const windowStart = (now: Date): Date => new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);

/** Refuses a key resent with another request: 422, and nothing is started or charged. */
export function assertSameRequest(earlierHash: string | null, claim: IdempotencyClaim): void {
  if (earlierHash !== claim.requestHash) {
    throw new UnprocessableEntityException({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    });
  }
}
