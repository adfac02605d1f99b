import { MigrationInterface, QueryRunner } from 'typeorm';

export class Publishing1763770000000 implements MigrationInterface {
  name = 'Publishing1763770000000';

  async up(q: QueryRunner): Promise<void> {
    // A site is kept when unpublished (its history and its name stay its owner's); unpublished_at
    // set means every URL of it answers 404.
    await q.query(`CREATE TABLE sites (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      folder_name text NOT NULL UNIQUE CHECK (folder_name ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' AND length(folder_name) BETWEEN 3 AND 40),
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      unpublished_at timestamptz
    )`);
    await q.query(`CREATE INDEX sites_owner ON sites (owner_id)`);
    await q.query(`CREATE TABLE site_pages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      site_id bigint NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$' AND length(name) <= 60),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (site_id, name)
    )`);
    // Every publish adds a row; none is ever updated. The built page and its compressed variants are
    // made once, by the worker, so serving never builds or compresses. publish_id is the job's id: a
    // job run again after a crash finds its row and adds nothing.
    await q.query(`CREATE TABLE page_versions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      page_id bigint NOT NULL REFERENCES site_pages(id) ON DELETE CASCADE,
      publish_id uuid NOT NULL UNIQUE,
      html text NOT NULL,
      title text NOT NULL DEFAULT '',
      prompt text NOT NULL DEFAULT '',
      model text NOT NULL DEFAULT '',
      framework text NOT NULL,
      built_html bytea NOT NULL,
      built_gzip bytea,
      built_br bytea,
      etag text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX page_versions_page_created ON page_versions (page_id, created_at, id)`);
    // Assets are named by their content hash, so one row serves every version and site that uses the
    // same bytes.
    await q.query(`CREATE TABLE site_assets (
      name text PRIMARY KEY CHECK (name ~ '^[A-Za-z0-9_-]+\\.[a-z0-9]+$' AND length(name) <= 100),
      content_type text NOT NULL,
      body bytea NOT NULL,
      gzip bytea,
      br bytea,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Which version uses which asset. site_id is the version's site, kept here so serving an asset
    // checks that the site (live) references it with one index lookup: a hash alone never reaches
    // another site's files, nor an unpublished site's.
    await q.query(`CREATE TABLE page_version_assets (
      version_id bigint NOT NULL REFERENCES page_versions(id) ON DELETE CASCADE,
      site_id bigint NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
      asset_name text NOT NULL REFERENCES site_assets(name),
      PRIMARY KEY (version_id, asset_name)
    )`);
    await q.query(`CREATE INDEX page_version_assets_site_asset ON page_version_assets (site_id, asset_name)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_version_assets`);
    await q.query(`DROP TABLE site_assets`);
    await q.query(`DROP TABLE page_versions`);
    await q.query(`DROP TABLE site_pages`);
    await q.query(`DROP TABLE sites`);
  }
}
