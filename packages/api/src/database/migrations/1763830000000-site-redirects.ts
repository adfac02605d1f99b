import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteRedirects1763830000000 implements MigrationInterface {
  name = 'SiteRedirects1763830000000';

  async up(q: QueryRunner): Promise<void> {
    // A renamed site's old names: each answers a redirect to the site's current name until it
    // expires, and stays its owner's meanwhile (docs/decisions/047). Pointing at the site, not at a
    // name, a site renamed twice has both old names lead to its newest.
    await q.query(`
      CREATE TABLE site_redirects (
        folder_name text PRIMARY KEY,
        site_id bigint NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX site_redirects_site_id ON site_redirects (site_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_redirects`);
  }
}
