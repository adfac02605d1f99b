import { PLANS } from '@cui/shared';
import { Inject, Injectable } from '@nestjs/common';
import type { ICustomData, ISubscriptionNotificationResponse, ITransactionNotificationResponse } from '@paddle/paddle-node-sdk';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { BillingRepository, StoredEvent } from './billing.repository';
import { PaidTier, tierOfPrice } from './price-tiers';

const SUBSCRIPTION_EVENTS = new Set([
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
]);

/** Payments that open or renew a billing period; a proration charge or a payment-method change does not. */
const PERIOD_ORIGINS = new Set(['web', 'api', 'subscription_recurring']);

/** Currencies Paddle counts in whole units (no minor unit). */
const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown for an event that cannot be applied yet: the job fails with this reason and is retried. */
export class UnapplicableEvent extends Error {}

/** Applies one stored Paddle event to subscriptions, transactions and credits; safe to run again. */
@Injectable()
export class BillingEventApplier {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly billing: BillingRepository,
    private readonly credits: CreditsService,
  ) {}

  async apply(event: StoredEvent): Promise<string> {
    const data = (event.payload as { data: unknown }).data;
    if (SUBSCRIPTION_EVENTS.has(event.eventType)) return this.subscription(data as ISubscriptionNotificationResponse, event.occurredAt);
    if (event.eventType === 'transaction.completed') return this.transaction(data as ITransactionNotificationResponse, event.occurredAt);
    return 'ignored';
  }

  private async subscription(s: ISubscriptionNotificationResponse, occurredAt: Date): Promise<string> {
    const userId = await this.user(s.custom_data, s.customer_id);
    const tier = this.tier((s.items ?? []).map((item) => item.price?.id));
    const cancelAt = s.scheduled_change?.action === 'cancel' ? s.scheduled_change.effective_at : s.status === 'canceled' ? (s.canceled_at ?? occurredAt.toISOString()) : null;
    const written = await this.billing.saveSubscription({
      paddleSubscriptionId: s.id,
      userId,
      paddleCustomerId: s.customer_id,
      tier,
      status: s.status,
      currentPeriodStart: date(s.current_billing_period?.starts_at),
      currentPeriodEnd: date(s.current_billing_period?.ends_at),
      cancelAt: date(cancelAt),
      occurredAt,
    });
    return written ? `subscription ${s.id}: ${tier} ${s.status}` : `subscription ${s.id}: newer state kept`;
  }

  private async transaction(t: ITransactionNotificationResponse, occurredAt: Date): Promise<string> {
    const userId = await this.user(t.custom_data, t.customer_id ?? null);
    const tier = this.tier((t.items ?? []).map((item) => item.price_id ?? item.price?.id));
    const renewal = t.origin === 'subscription_recurring';
    const minor = Number(t.details?.totals?.total ?? 0);
    await this.billing.saveTransaction({
      paddleTransactionId: t.id,
      userId,
      paddleSubscriptionId: t.subscription_id ?? null,
      amount: ZERO_DECIMAL.has(t.currency_code) ? minor : minor / 100,
      currency: t.currency_code,
      description: `${PLANS[tier].name} plan${renewal ? ' renewal' : ''}`,
      status: t.status,
      type: t.subscription_id ? 'subscription' : 'one-time',
      billedAt: date(t.billed_at) ?? occurredAt,
      occurredAt,
    });
    const period = t.billing_period;
    if (!t.subscription_id || !period || !PERIOD_ORIGINS.has(t.origin)) return `transaction ${t.id}: recorded`;
    const granted = await this.credits.grantPlanPeriod(
      userId,
      PLANS[tier].credits_per_month,
      { start: new Date(period.starts_at), end: new Date(period.ends_at) },
      `paddle:${t.id}`,
    );
    return `transaction ${t.id}: ${granted ? `granted ${PLANS[tier].credits_per_month}` : 'already granted'}`;
  }

  /** The user named at checkout when it exists, else the one this Paddle customer was first seen with. */
  private async user(custom: ICustomData | null | undefined, customerId: string | null): Promise<string> {
    const claimed: unknown = custom?.user_id;
    if (typeof claimed === 'string' && UUID.test(claimed) && (await this.billing.userExists(claimed))) {
      if (customerId) await this.billing.linkCustomer(customerId, claimed);
      return claimed;
    }
    const known = customerId ? await this.billing.userOfCustomer(customerId) : null;
    if (known) return known;
    throw new UnapplicableEvent(`Unknown user: custom_data.user_id ${JSON.stringify(claimed ?? null)}, customer ${customerId ?? 'none'}`);
  }

  /**
   * The plan bought by the item whose price is a plan's: a subscription or payment may carry add-ons
   * too, in any order. None is a plan's: the event cannot be applied (yet: the config may lag a new price).
   */
  private tier(priceIds: Array<string | undefined | null>): PaidTier {
    for (const priceId of priceIds) {
      const tier = tierOfPrice(this.env, priceId ?? undefined);
      if (tier) return tier;
    }
    const named = priceIds.filter(Boolean).join(', ') || '(none)';
    throw new UnapplicableEvent(`Unknown price ${named}: not one of PADDLE_PRICE_STARTER, _PRO, _STUDIO`);
  }
}

function date(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}
