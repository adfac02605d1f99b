import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One publish of a page: the source as published and what the build made of it. Never updated. */
@Entity('page_versions')
@Index(['pageId', 'createdAt', 'id'])
export class PageVersionRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'page_id', type: 'bigint' })
  pageId: string;

  /** The publish job's id: a job run twice stores one version. */
  @Column({ name: 'publish_id', type: 'uuid', unique: true })
  publishId: string;

  /** The source HTML (remix and the version history give this back). */
  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text', default: '' })
  title: string;

  @Column({ type: 'text', default: '' })
  prompt: string;

  @Column({ type: 'text', default: '' })
  model: string;

  @Column({ type: 'text' })
  framework: string;

  @Column({ name: 'built_html', type: 'bytea' })
  builtHtml: Buffer;

  @Column({ name: 'built_gzip', type: 'bytea', nullable: true })
  builtGzip: Buffer | null;

  @Column({ name: 'built_br', type: 'bytea', nullable: true })
  builtBr: Buffer | null;

  /** Hash of built_html; the response's ETag. */
  @Column({ type: 'text' })
  etag: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
