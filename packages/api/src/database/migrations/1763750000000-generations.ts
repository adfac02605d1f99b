import { MigrationInterface, QueryRunner } from 'typeorm';

export class Generations1763750000000 implements MigrationInterface {
  name = 'Generations1763750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generations (
      id uuid PRIMARY KEY,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      anon_key text,
      anon_day date,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
      credit_status text NOT NULL CHECK (credit_status IN ('held', 'committed', 'refunded')),
      kind text NOT NULL CHECK (kind IN ('page', 'section')),
      model text NOT NULL,
      framework text NOT NULL,
      prompt text NOT NULL,
      html text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((user_id IS NULL) <> (anon_key IS NULL) OR credit_status <> 'held')
    )`);
    await q.query(`CREATE INDEX generations_credit_created ON generations (credit_status, created_at)`);
    await q.query(`CREATE INDEX generations_user_created ON generations (user_id, created_at)`);
    // Anonymous generations per client address per day; counted here, not in memory, so restarts
    // and multiple instances cannot be used to get around the allowance.
    await q.query(`CREATE TABLE anon_usage (
      day date NOT NULL,
      client_key text NOT NULL,
      count int NOT NULL CHECK (count >= 0),
      PRIMARY KEY (day, client_key)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE anon_usage`);
    await q.query(`DROP TABLE generations`);
  }
}
