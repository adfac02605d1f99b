import { MigrationInterface, QueryRunner } from 'typeorm';

export class PrototypeLinks1763860000000 implements MigrationInterface {
  name = 'PrototypeLinks1763860000000';

  async up(q: QueryRunner): Promise<void> {
    // A project's read-only prototype link: its token (null: not shared, the default) and when the
    // owner made it. One link a project; a new one replaces the old (docs/decisions/057).
    await q.query(`ALTER TABLE designer_projects ADD COLUMN prototype_token text, ADD COLUMN prototype_shared_at timestamptz`);
    // Visitors find the project by its token alone.
    await q.query(`CREATE UNIQUE INDEX designer_projects_prototype_token ON designer_projects (prototype_token) WHERE prototype_token IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX designer_projects_prototype_token`);
    await q.query(`ALTER TABLE designer_projects DROP COLUMN prototype_token, DROP COLUMN prototype_shared_at`);
  }
}
