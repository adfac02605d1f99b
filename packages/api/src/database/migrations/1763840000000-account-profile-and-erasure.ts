import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountProfileAndErasure1763840000000 implements MigrationInterface {
  name = 'AccountProfileAndErasure1763840000000';

  async up(q: QueryRunner): Promise<void> {
    // One picture per user, re-encoded by the API (never the uploaded bytes); its id is in the URL it
    // is served at, and a new upload gets a new id, so a served picture never changes.
    await q.query(`CREATE TABLE user_avatars (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      content_type text NOT NULL CHECK (content_type IN ('image/webp')),
      body bytea NOT NULL CHECK (length(body) <= 262144),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // A deleted account's ledger stays, its rows no longer anyone's: user_id is cleared and
    // closed_account, a random id known to no other table, keeps that account's rows together so
    // they still sum (to zero, after the 'close' entry that forfeits what was left; decision 052).
    // The foreign key no longer cascades: deleting a user whose ledger was not anonymised first fails.
    await q.query(`ALTER TABLE credit_ledger ALTER COLUMN user_id DROP NOT NULL, ADD COLUMN closed_account uuid`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_owner CHECK ((user_id IS NULL) <> (closed_account IS NULL))`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_user_id_fkey`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id)`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'hold', 'commit', 'refund', 'expire', 'close'))`);
    await q.query(`CREATE INDEX credit_ledger_closed_account ON credit_ledger (closed_account) WHERE closed_account IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX credit_ledger_closed_account`);
    await q.query(`DELETE FROM credit_ledger WHERE user_id IS NULL`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_kind_check`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_kind_check CHECK (kind IN ('grant', 'hold', 'commit', 'refund', 'expire'))`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_user_id_fkey`);
    await q.query(`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_owner`);
    await q.query(`ALTER TABLE credit_ledger DROP COLUMN closed_account, ALTER COLUMN user_id SET NOT NULL`);
    await q.query(`DROP TABLE user_avatars`);
  }
}
