/**
 * `Idempotency-Key` on the POSTs that spend credits or publish (`/api/ask-ai`, `/api/stitch-chat`,
 * `/api/publish`): the same key sent again by the same user (or anonymous client) within a day gets
 * the first request's generation or publish instead of a new one (docs/decisions/038).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set (to `true`) on an answer that is an earlier request's result, found by its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_RULE = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters.`;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && PRINTABLE_ASCII.test(key);
}
