import { createHash } from 'node:crypto';

/** Hex digits of `body`'s SHA-256: published pages' ETags (32) and asset names (16). */
export function contentHash(body: Buffer, digits = 32): string {
  return createHash('sha256').update(body).digest('hex').slice(0, digits);
}
