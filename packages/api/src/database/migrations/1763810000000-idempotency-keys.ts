import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1763810000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763810000000';

  async up(q: QueryRunner): Promise<void> {
    // A generation started with an Idempotency-Key keeps it and its request's fingerprint: a second
    // hold with the same key (same payer) fails on the index and debits nothing, and the request
    // attaches to this generation instead. A key older than a day is taken off its row before reuse.
    await q.query(`ALTER TABLE generations ADD COLUMN idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 255), ADD COLUMN request_hash text`);
    await q.query(`CREATE UNIQUE INDEX generations_user_idempotency_key ON generations (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL AND user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX generations_anon_idempotency_key ON generations (anon_key, idempotency_key) WHERE idempotency_key IS NOT NULL AND user_id IS NULL`);
    // A publish started with a key, claimed before its job is queued: the job's id (the version's
    // publish_id) and the site it goes to, so a resent request waits for the same job or answers
    // the version it stored. One row per key; a claim older than a day is taken over.
    await q.query(`CREATE TABLE publish_requests (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
      request_hash text NOT NULL,
      publish_id uuid NOT NULL,
      folder_name text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, idempotency_key)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE publish_requests`);
    await q.query(`DROP INDEX generations_anon_idempotency_key`);
    await q.query(`DROP INDEX generations_user_idempotency_key`);
    await q.query(`ALTER TABLE generations DROP COLUMN request_hash, DROP COLUMN idempotency_key`);
  }
}
