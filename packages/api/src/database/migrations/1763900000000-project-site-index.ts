import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProjectSiteIndex1763900000000 implements MigrationInterface {
  name = 'ProjectSiteIndex1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // A whole-site remix looks up the project a site was published from, and deleting a site sets
    // its projects' site_id to null: both find projects by site without reading them all.
    await q.query(`CREATE INDEX designer_projects_site_id ON designer_projects (site_id) WHERE site_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX designer_projects_site_id`);
  }
}
