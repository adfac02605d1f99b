import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763740000000 implements MigrationInterface {
  name = 'Foundation1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE,
      username text NOT NULL UNIQUE,
      name text NOT NULL DEFAULT '',
      google_sub text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE login_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      code_hash text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX login_codes_email_created ON login_codes (email, created_at)`);
    await q.query(`CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sessions_user ON sessions (user_id)`);
    await q.query(`CREATE TABLE app_settings (key text PRIMARY KEY, value text NOT NULL)`);
    await q.query(`CREATE TABLE feedback (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2200),
      client_address text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE credit_accounts (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      balance int NOT NULL CHECK (balance >= 0),
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE credit_ledger (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('grant', 'hold', 'commit', 'refund', 'expire')),
      amount int NOT NULL,
      reference text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX credit_ledger_user_created ON credit_ledger (user_id, created_at)`);
    // A period's grant is given once, whatever races: the reference names the period.
    await q.query(`CREATE UNIQUE INDEX credit_ledger_grant_once ON credit_ledger (user_id, reference) WHERE kind = 'grant'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['credit_ledger', 'credit_accounts', 'feedback', 'app_settings', 'sessions', 'login_codes', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
