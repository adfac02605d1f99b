import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1763780000000 implements MigrationInterface {
  name = 'Billing1763780000000';

  async up(q: QueryRunner): Promise<void> {
    // Every verified webhook delivery, once: the primary key is what makes a retry, a replay or five
    // concurrent copies one event. enqueued_at null: stored but not yet on the queue (decision 024).
    await q.query(`CREATE TABLE billing_events (
      event_id text PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 100),
      event_type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      enqueued_at timestamptz,
      processed_at timestamptz
    )`);
    await q.query(`CREATE TABLE billing_customers (
      paddle_customer_id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // last_occurred_at orders updates: an event older than the row's state never overwrites it.
    await q.query(`CREATE TABLE billing_subscriptions (
      paddle_subscription_id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      paddle_customer_id text NOT NULL,
      tier text NOT NULL CHECK (tier IN ('starter', 'pro', 'studio')),
      status text NOT NULL,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at timestamptz,
      last_occurred_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX billing_subscriptions_user ON billing_subscriptions (user_id)`);
    await q.query(`CREATE TABLE billing_transactions (
      paddle_transaction_id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      paddle_subscription_id text,
      amount numeric(14, 2) NOT NULL,
      currency text NOT NULL,
      description text NOT NULL,
      status text NOT NULL,
      type text NOT NULL,
      billed_at timestamptz NOT NULL,
      last_occurred_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX billing_transactions_user ON billing_transactions (user_id, billed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE billing_transactions`);
    await q.query(`DROP TABLE billing_subscriptions`);
    await q.query(`DROP TABLE billing_customers`);
    await q.query(`DROP TABLE billing_events`);
  }
}
