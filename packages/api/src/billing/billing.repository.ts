import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaidTier } from './price-tiers';

export interface SubscriptionState {
  paddleSubscriptionId: string;
  userId: string;
  paddleCustomerId: string;
  tier: PaidTier;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  occurredAt: Date;
}

export interface TransactionRecord {
  paddleTransactionId: string;
  userId: string;
  paddleSubscriptionId: string | null;
  amount: number;
  currency: string;
  description: string;
  status: string;
  type: string;
  billedAt: Date;
  occurredAt: Date;
}

export interface StoredEvent {
  eventId: string;
  eventType: string;
  occurredAt: Date;
  payload: unknown;
}

/** Statuses in which a subscription's tier applies. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** SQL for the `billing_*` tables: webhook events, Paddle customers, subscriptions, transactions. */
@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores a verified event once; `stored` false when its id was seen before. `queued` tells whether it reached the queue. */
  async storeEvent(e: StoredEvent): Promise<{ stored: boolean; queued: boolean }> {
    const rows = (await this.db.query(
      `WITH ins AS (
         INSERT INTO billing_events (event_id, event_type, occurred_at, payload) VALUES ($1, $2, $3, $4)
         ON CONFLICT (event_id) DO NOTHING RETURNING true AS stored
       )
       SELECT true AS stored, false AS queued FROM ins
       UNION ALL SELECT false, enqueued_at IS NOT NULL FROM billing_events WHERE event_id = $1 AND NOT EXISTS (SELECT 1 FROM ins)`,
      [e.eventId, e.eventType, e.occurredAt, JSON.stringify(e.payload)],
    )) as { stored: boolean; queued: boolean }[];
    return rows[0] ?? { stored: false, queued: true };
  }

  async markEnqueued(eventId: string): Promise<void> {
    await this.db.query(`UPDATE billing_events SET enqueued_at = now() WHERE event_id = $1 AND enqueued_at IS NULL`, [eventId]);
  }

  async markProcessed(eventId: string): Promise<void> {
    await this.db.query(`UPDATE billing_events SET processed_at = now() WHERE event_id = $1`, [eventId]);
  }

  async processed(eventId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM billing_events WHERE event_id = $1 AND processed_at IS NOT NULL`, [eventId])) as unknown[];
    return rows.length > 0;
  }

  async event(eventId: string): Promise<StoredEvent | null> {
    const rows = (await this.db.query(`SELECT event_id, event_type, occurred_at, payload FROM billing_events WHERE event_id = $1`, [eventId])) as {
      event_id: string;
      event_type: string;
      occurred_at: Date;
      payload: unknown;
    }[];
    const r = rows[0];
    return r ? { eventId: r.event_id, eventType: r.event_type, occurredAt: r.occurred_at, payload: r.payload } : null;
  }

  /** Remembers which user a Paddle customer is (the first user seen with it keeps it). */
  async linkCustomer(paddleCustomerId: string, userId: string): Promise<void> {
    await this.db.query(`INSERT INTO billing_customers (paddle_customer_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [paddleCustomerId, userId]);
  }

  async userOfCustomer(paddleCustomerId: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT user_id FROM billing_customers WHERE paddle_customer_id = $1`, [paddleCustomerId])) as { user_id: string }[];
    return rows[0]?.user_id ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM users WHERE id = $1`, [userId])) as unknown[];
    return rows.length > 0;
  }

  /** Writes the subscription's state unless the stored state comes from a later event; true when written. */
  async saveSubscription(s: SubscriptionState): Promise<boolean> {
    const rows = (await this.db.query(
      `INSERT INTO billing_subscriptions AS b (paddle_subscription_id, user_id, paddle_customer_id, tier, status, current_period_start, current_period_end, cancel_at, last_occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (paddle_subscription_id) DO UPDATE SET user_id = EXCLUDED.user_id, paddle_customer_id = EXCLUDED.paddle_customer_id,
         tier = EXCLUDED.tier, status = EXCLUDED.status, current_period_start = EXCLUDED.current_period_start,
         current_period_end = EXCLUDED.current_period_end, cancel_at = EXCLUDED.cancel_at, last_occurred_at = EXCLUDED.last_occurred_at, updated_at = now()
       WHERE b.last_occurred_at < EXCLUDED.last_occurred_at
       RETURNING 1`,
      [s.paddleSubscriptionId, s.userId, s.paddleCustomerId, s.tier, s.status, s.currentPeriodStart, s.currentPeriodEnd, s.cancelAt, s.occurredAt],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The subscription whose tier applies to the user at `now`: live, and not cancelled as of now. */
  async liveSubscription(userId: string, now: Date): Promise<SubscriptionState | null> {
    const rows = (await this.db.query(
      `SELECT * FROM billing_subscriptions WHERE user_id = $1 AND status = ANY($2) AND (cancel_at IS NULL OR cancel_at > $3)
       ORDER BY last_occurred_at DESC LIMIT 1`,
      [userId, LIVE_STATUSES, now],
    )) as Record<string, never>[];
    const r = rows[0];
    if (!r) return null;
    return {
      paddleSubscriptionId: r.paddle_subscription_id,
      userId: r.user_id,
      paddleCustomerId: r.paddle_customer_id,
      tier: r.tier,
      status: r.status,
      currentPeriodStart: r.current_period_start,
      currentPeriodEnd: r.current_period_end,
      cancelAt: r.cancel_at,
      occurredAt: r.last_occurred_at,
    };
  }

  /** Writes the transaction unless the stored row comes from a later event. */
  async saveTransaction(t: TransactionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO billing_transactions AS b (paddle_transaction_id, user_id, paddle_subscription_id, amount, currency, description, status, type, billed_at, last_occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (paddle_transaction_id) DO UPDATE SET amount = EXCLUDED.amount, currency = EXCLUDED.currency, description = EXCLUDED.description,
         status = EXCLUDED.status, billed_at = EXCLUDED.billed_at, last_occurred_at = EXCLUDED.last_occurred_at
       WHERE b.last_occurred_at < EXCLUDED.last_occurred_at`,
      [t.paddleTransactionId, t.userId, t.paddleSubscriptionId, t.amount, t.currency, t.description, t.status, t.type, t.billedAt, t.occurredAt],
    );
  }

  /** The user's transactions, newest first (bounded: a dashboard table, not an export of years). */
  async transactions(userId: string): Promise<TransactionRecord[]> {
    const rows = (await this.db.query(
      `SELECT * FROM billing_transactions WHERE user_id = $1 ORDER BY billed_at DESC, paddle_transaction_id DESC LIMIT 500`,
      [userId],
    )) as Record<string, never>[];
    return rows.map((r) => ({
      paddleTransactionId: r.paddle_transaction_id,
      userId: r.user_id,
      paddleSubscriptionId: r.paddle_subscription_id,
      amount: Number(r.amount),
      currency: r.currency,
      description: r.description,
      status: r.status,
      type: r.type,
      billedAt: r.billed_at,
      occurredAt: r.last_occurred_at,
    }));
  }
}
