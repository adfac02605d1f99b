import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's timestamp may be from now, either way: Paddle's own SDK allows 5 seconds; its docs suggest minutes for clock skew and retries in flight. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * True when `header` (`ts=…;h1=…[;h1=…]`) signs exactly `rawBody` with one of `secrets`, within the
 * tolerance of `now`. Every h1 and every secret is tried: Paddle signs with both secrets while one is
 * being rotated, and we may hold both too. Compared in constant time.
 */
export function verifyPaddleSignature(header: string | undefined, rawBody: Buffer, secrets: string[], now: Date): boolean {
  if (!header || header.length > 2000 || !secrets.length) return false;
  let ts: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'h1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (!ts || !/^\d{1,12}$/.test(ts) || !signatures.length) return false;
  if (Math.abs(now.getTime() / 1000 - Number(ts)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  let valid = false;
  for (const secret of secrets) {
    const expected = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest();
    for (const signature of signatures) if (timingSafeEqual(expected, signature)) valid = true;
  }
  return valid;
}
