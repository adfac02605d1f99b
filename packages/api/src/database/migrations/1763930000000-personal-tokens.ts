import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonalTokens1763930000000 implements MigrationInterface {
  name = 'PersonalTokens1763930000000';

  async up(q: QueryRunner): Promise<void> {
    // Personal access tokens (docs/decisions/063): only a hash of each is kept; revoking deletes the row.
    await q.query(`
      CREATE TABLE personal_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz
      )`);
    await q.query(`CREATE INDEX personal_tokens_user ON personal_tokens (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE personal_tokens`);
  }
}
