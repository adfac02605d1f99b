import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A file a built page references, named `{hash}.{ext}` by its content: stored once however many versions use it. */
@Entity('site_assets')
export class SiteAsset {
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ type: 'bytea' })
  body: Buffer;

  @Column({ type: 'bytea', nullable: true })
  gzip: Buffer | null;

  @Column({ type: 'bytea', nullable: true })
  br: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Which version uses which asset; `siteId` lets serving check that a live site references it. */
@Entity('page_version_assets')
@Index(['siteId', 'assetName'])
export class PageVersionAsset {
  @PrimaryColumn({ name: 'version_id', type: 'bigint' })
  versionId: string;

  @PrimaryColumn({ name: 'asset_name', type: 'text' })
  assetName: string;

  @Column({ name: 'site_id', type: 'bigint' })
  siteId: string;
}
