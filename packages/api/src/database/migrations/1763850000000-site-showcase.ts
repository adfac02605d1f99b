import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteShowcase1763850000000 implements MigrationInterface {
  name = 'SiteShowcase1763850000000';

  async up(q: QueryRunner): Promise<void> {
    // When the owner listed the site in the public showcase; null: not listed (the default, so no
    // site is shown to strangers without its owner asking). Kept at millisecond precision so the
    // showcase's cursor, which carries it, names a row exactly (docs/decisions/053).
    await q.query(`ALTER TABLE sites ADD COLUMN showcased_at timestamptz`);
    // The showcase reads only listed live sites, newest first.
    await q.query(`CREATE INDEX sites_showcase ON sites (showcased_at DESC, id DESC) WHERE showcased_at IS NOT NULL AND unpublished_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sites_showcase`);
    await q.query(`ALTER TABLE sites DROP COLUMN showcased_at`);
  }
}
