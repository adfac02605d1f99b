import { CreditUsage, PLANS, Subscription, SubscriptionTiers, SUBSCRIPTION_TIERS, Transaction } from '@cui/shared';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { BillingRepository } from './billing.repository';
import { tierPriceIds } from './price-tiers';

/** What the account pages read: plans with their checkout prices, the caller's plan, payments and usage. */
@Injectable()
export class BillingService {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly clock: Clock,
    private readonly billing: BillingRepository,
    private readonly credits: CreditsService,
  ) {}

  tiers(): SubscriptionTiers {
    const prices = tierPriceIds(this.env);
    const tiers = {} as SubscriptionTiers;
    for (const tier of SUBSCRIPTION_TIERS) {
      const price = tier === 'free' ? undefined : prices[tier];
      tiers[tier] = { ...PLANS[tier], ...(price ? { paddle_price_id: price } : {}) };
    }
    return tiers;
  }

  /** The paid plan in force now, else free until the credit period ends. */
  async subscription(userId: string, freePeriodEnd: Date | null): Promise<Subscription> {
    const live = await this.billing.liveSubscription(userId, this.clock.now());
    if (!live) return { tier: 'free', is_active: true, current_period_end: freePeriodEnd?.toISOString() ?? null };
    return { tier: live.tier, is_active: live.status !== 'past_due', current_period_end: live.currentPeriodEnd?.toISOString() ?? null };
  }

  async transactions(userId: string): Promise<Transaction[]> {
    return (await this.billing.transactions(userId)).map((t) => ({
      id: t.paddleTransactionId,
      date: t.billedAt.toISOString(),
      amount: t.amount,
      currency: t.currency,
      description: t.description,
      status: t.status,
      type: t.type,
    }));
  }

  async usage(userId: string): Promise<CreditUsage> {
    const usage = await this.credits.usage(userId);
    const now = this.clock.now().toISOString();
    if (!usage) return { used: 0, allowance: 0, period_start: now, period_end: now };
    return { used: usage.used, allowance: usage.allowance, period_start: usage.period.start.toISOString(), period_end: usage.period.end.toISOString() };
  }
}
