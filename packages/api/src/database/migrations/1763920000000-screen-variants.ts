import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScreenVariants1763920000000 implements MigrationInterface {
  name = 'ScreenVariants1763920000000';

  async up(q: QueryRunner): Promise<void> {
    // An alternative of a screen is a generation of its own (docs/decisions/062), tied to its project
    // like a turn but never counted as the project's one live turn: alternatives stream beside each other.
    await q.query(`ALTER TABLE generations DROP CONSTRAINT generations_kind_check`);
    await q.query(`ALTER TABLE generations ADD CONSTRAINT generations_kind_check CHECK (kind IN ('page', 'section', 'designer', 'screen-variant'))`);
    await q.query(`DROP INDEX generations_one_live_turn`);
    await q.query(`CREATE UNIQUE INDEX generations_one_live_turn ON generations (project_id) WHERE kind = 'designer' AND status IN ('queued', 'running')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM generations WHERE kind = 'screen-variant'`);
    await q.query(`DROP INDEX generations_one_live_turn`);
    await q.query(`CREATE UNIQUE INDEX generations_one_live_turn ON generations (project_id) WHERE status IN ('queued', 'running')`);
    await q.query(`ALTER TABLE generations DROP CONSTRAINT generations_kind_check`);
    await q.query(`ALTER TABLE generations ADD CONSTRAINT generations_kind_check CHECK (kind IN ('page', 'section', 'designer'))`);
  }
}
