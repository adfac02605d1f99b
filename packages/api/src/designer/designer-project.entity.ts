import type { DeviceType } from '@cui/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A screen designer project: its owner's chat and the screens it produced. */
@Entity('designer_projects')
@Index(['ownerId', 'updatedAt'])
@Index('designer_projects_site_id', ['siteId'], { where: 'site_id IS NOT NULL' })
export class DesignerProjectRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'device_type', type: 'text' })
  deviceType: DeviceType;

  @Column({ name: 'first_message', type: 'text' })
  firstMessage: string;

  /** The visual language every screen is built from, as the model that planned it described it. */
  @Column({ type: 'jsonb', nullable: true })
  theme: unknown;

  /** The read-only prototype link's token; null while the project is not shared. */
  @Column({ name: 'prototype_token', type: 'text', nullable: true })
  prototypeToken: string | null;

  @Column({ name: 'prototype_shared_at', type: 'timestamptz', nullable: true })
  prototypeSharedAt: Date | null;

  /** The site the project was last published to (`sites.id`), or null. */
  @Column({ name: 'site_id', type: 'bigint', nullable: true })
  siteId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Moves whenever the chat or the screens change. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
