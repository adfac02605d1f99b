import { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationErrorCode1763820000000 implements MigrationInterface {
  name = 'GenerationErrorCode1763820000000';

  async up(q: QueryRunner): Promise<void> {
    // A failed generation keeps the reason code its client was told (e.g. edit_not_applied), so a
    // client that comes back after the replay log expired is told the same from the row.
    await q.query(`ALTER TABLE generations ADD COLUMN error_code text CHECK (length(error_code) BETWEEN 1 AND 64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generations DROP COLUMN error_code`);
  }
}
