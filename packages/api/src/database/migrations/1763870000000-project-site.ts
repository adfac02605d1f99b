import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectSite1763870000000 implements MigrationInterface {
  name = 'ProjectSite1763870000000';

  async up(q: QueryRunner): Promise<void> {
    // The site a designer project was published to, by id so a rename of the site follows it; a
    // site deleted with its owner's account leaves the project unpublished (docs/decisions/058).
    await q.query(`ALTER TABLE designer_projects ADD COLUMN site_id bigint REFERENCES sites (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE designer_projects DROP COLUMN site_id`);
  }
}
