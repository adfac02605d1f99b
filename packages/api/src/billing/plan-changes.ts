import { ConflictException, Inject, Injectable, BadRequestException } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { BillingRepository } from './billing.repository';
import { PaddleClient } from './paddle-client';
import { PaidTier, tierPriceIds } from './price-tiers';

/**
 * Cancel and change plan, through Paddle only: nothing local changes here. Paddle's webhooks
 * (subscription.updated, transaction.completed) bring the new state, in order, like any other change.
 */
@Injectable()
export class PlanChanges {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly clock: Clock,
    private readonly billing: BillingRepository,
    private readonly paddle: PaddleClient,
  ) {}

  async cancel(userId: string): Promise<{ ok: true }> {
    const live = await this.billing.liveSubscription(userId, this.clock.now());
    if (!live) throw new ConflictException({ code: 'no_subscription', message: 'You have no paid subscription to cancel.' });
    if (live.cancelAt) throw new ConflictException({ code: 'subscription_ending', message: 'Your subscription is already set to end with this billing period.' });
    await this.paddle.cancelAtPeriodEnd(live.paddleSubscriptionId);
    return { ok: true };
  }

  async changePlan(userId: string, tier: PaidTier): Promise<{ ok: true }> {
    const priceId = tierPriceIds(this.env)[tier];
    if (!priceId) throw new BadRequestException({ code: 'plan_unavailable', message: `The ${tier} plan is not available.` });
    const live = await this.billing.liveSubscription(userId, this.clock.now());
    if (!live) throw new ConflictException({ code: 'no_subscription', message: 'You are on the free plan: choose a plan to start a checkout.' });
    if (live.tier === tier) throw new ConflictException({ code: 'same_plan', message: `You are already on the ${tier} plan.` });
    await this.paddle.changePrice(live.paddleSubscriptionId, priceId);
    return { ok: true };
  }
}
