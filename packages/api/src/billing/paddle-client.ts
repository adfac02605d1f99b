import { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
import { BadGatewayException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ENV, Env } from '../config/env.schema';

/** Paddle's API through its SDK; every failure of Paddle's becomes 502 `{message}` with Paddle's reason. */
@Injectable()
export class PaddleClient {
  private readonly paddle?: Paddle;

  constructor(@Inject(ENV) env: Env) {
    // The SDK takes a base URL where it expects an environment name (it falls back to the value given).
    if (env.PADDLE_API_KEY) this.paddle = new Paddle(env.PADDLE_API_KEY, { environment: (env.PADDLE_API_URL?.replace(/\/+$/, '') ?? Environment[env.PADDLE_ENV]) as Environment });
  }

  /** Cancels at the end of the current billing period; the subscription.updated webhook records it. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<unknown> {
    return this.call((p) => p.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' }));
  }

  /** Whether Paddle's API can be called here (PADDLE_API_KEY is set). */
  get enabled(): boolean {
    return this.paddle !== undefined;
  }

  /** Cancels at once: the account it paid for is being deleted. */
  cancelNow(subscriptionId: string): Promise<unknown> {
    return this.call((p) => p.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' }));
  }

  /** Moves the subscription to `priceId`, charging or crediting the difference now. */
  changePrice(subscriptionId: string, priceId: string): Promise<unknown> {
    return this.call((p) => p.subscriptions.update(subscriptionId, { items: [{ priceId, quantity: 1 }], prorationBillingMode: 'prorated_immediately' }));
  }

  private async call<T>(request: (p: Paddle) => Promise<T>): Promise<T> {
    if (!this.paddle) throw new ServiceUnavailableException({ code: 'billing_unavailable', message: 'Plan changes are not available: PADDLE_API_KEY is not configured.' });
    try {
      return await request(this.paddle);
    } catch (err) {
      const reason = err instanceof ApiError ? `${err.code}: ${err.detail}` : (err as Error).message;
      throw new BadGatewayException({ message: `Paddle did not accept the request (${reason}). Nothing was changed.` });
    }
  }
}
