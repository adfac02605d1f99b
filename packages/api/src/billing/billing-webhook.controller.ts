import { Controller, Headers, HttpCode, Inject, NotFoundException, Post, RawBodyRequest, Req, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Clock } from '../common/clock';
import { ZodPipe } from '../common/zod-body.pipe';
import { ENV, Env } from '../config/env.schema';
import { Metrics } from '../metrics/metrics';
import { BillingWebhooks } from './billing-webhooks';
import { verifyPaddleSignature } from './paddle-signature';

export const WEBHOOK_PATH = '/api/billing/webhook';

/** The envelope of every Paddle notification; `data` is typed per event where it is applied. */
const paddleEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});
const envelope = new ZodPipe(paddleEventSchema);

@Controller('api/billing')
export class BillingWebhookController {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly clock: Clock,
    private readonly webhooks: BillingWebhooks,
    private readonly metrics: Metrics,
  ) {}

  /** Paddle's notification destination. Verified before anything is read; answers as soon as the event is stored and queued. */
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('paddle-signature') signature: string | undefined): Promise<{ ok: true }> {
    if (!this.env.PADDLE_WEBHOOK_SECRET.length) throw new NotFoundException({ message: 'Billing webhooks are not configured on this server.' });
    const raw = request.rawBody;
    if (!raw || !verifyPaddleSignature(signature, raw, this.env.PADDLE_WEBHOOK_SECRET, this.clock.now())) {
      this.metrics.webhook('rejected');
      throw new UnauthorizedException({ code: 'invalid_signature', message: 'Invalid or missing Paddle-Signature.' });
    }
    let event;
    try {
      event = envelope.transform(request.body);
    } catch (err) {
      this.metrics.webhook('invalid');
      throw err;
    }
    const received = await this.webhooks.receive({ eventId: event.event_id, eventType: event.event_type, occurredAt: new Date(event.occurred_at), payload: event });
    this.metrics.webhook(received === 'stored' ? 'accepted' : 'duplicate');
    return { ok: true };
  }
}
