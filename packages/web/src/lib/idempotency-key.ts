import { IDEMPOTENCY_KEY_HEADER } from '@cui/shared';

/**
 * The header that makes one user action's POST safe to send again: a fresh key per action, the same
 * key on every resend of it, so the server attaches a resend to what the first send started
 * (docs/decisions/038).
 */
export function idempotencyHeader(): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
}

function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; an app opened over plain HTTP on a LAN address has
  // getRandomValues alone.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
