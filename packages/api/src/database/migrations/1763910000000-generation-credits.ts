import { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationCredits1763910000000 implements MigrationInterface {
  name = 'GenerationCredits1763910000000';

  async up(q: QueryRunner): Promise<void> {
    // What a generation's hold took: a model's cost (docs/decisions/061). Every earlier row held 1.
    await q.query(`ALTER TABLE generations ADD COLUMN credits int NOT NULL DEFAULT 1 CHECK (credits BETWEEN 1 AND 100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generations DROP COLUMN credits`);
  }
}
