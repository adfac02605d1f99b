import { MigrationInterface, QueryRunner } from 'typeorm';

export class DesignerTurns1763800000000 implements MigrationInterface {
  name = 'DesignerTurns1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // A designer chat turn is a generation: it holds, commits or refunds one credit like any other.
    await q.query(`ALTER TABLE generations DROP CONSTRAINT generations_kind_check`);
    await q.query(`ALTER TABLE generations ADD CONSTRAINT generations_kind_check CHECK (kind IN ('page', 'section', 'designer'))`);
    // The project's visual language, kept so follow-ups restyle and add screens in the same style;
    // its shape is the model's that planned it (null until the first turn).
    await q.query(`ALTER TABLE designer_projects ADD COLUMN theme jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE designer_projects DROP COLUMN theme`);
    await q.query(`DELETE FROM generations WHERE kind = 'designer'`);
    await q.query(`ALTER TABLE generations DROP CONSTRAINT generations_kind_check`);
    await q.query(`ALTER TABLE generations ADD CONSTRAINT generations_kind_check CHECK (kind IN ('page', 'section'))`);
  }
}
