import { createHmac, randomUUID } from 'node:crypto';

/** A `Paddle-Signature` header for `body`, as Paddle computes it. */
export function paddleSignature(body: string, secrets: string[], at: Date): string {
  const ts = Math.floor(at.getTime() / 1000);
  return [`ts=${ts}`, ...secrets.map((s) => `h1=${createHmac('sha256', s).update(`${ts}:${body}`).digest('hex')}`)].join(';');
}

/** A notification envelope with Paddle's field names. */
export function paddleEvent(eventType: string, data: Record<string, unknown>, occurredAt: Date, eventId = `evt_${randomUUID().replace(/-/g, '')}`) {
  return { event_id: eventId, event_type: eventType, occurred_at: occurredAt.toISOString(), notification_id: `ntf_${randomUUID().replace(/-/g, '')}`, data };
}

/** POSTs `event` to the webhook signed with `secrets` at `at` (raw `body` when given, to tamper with). */
export async function postWebhook(url: string, event: unknown, secrets: string[], at: Date, opts: { body?: string; signature?: string | null } = {}): Promise<{ status: number; body: unknown }> {
  const signed = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = opts.signature === undefined ? paddleSignature(signed, secrets, at) : opts.signature;
  if (signature !== null) headers['paddle-signature'] = signature;
  const res = await fetch(`${url}/api/billing/webhook`, { method: 'POST', headers, body: opts.body ?? signed });
  return { status: res.status, body: await res.json().catch(() => null) };
}
