import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A published site: its folder name is its DNS label and its owner's alone, live or unpublished. */
@Entity('sites')
export class Site {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'folder_name', type: 'text', unique: true })
  folderName: string;

  @Index()
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Set while the site is unpublished: its URLs answer 404, its history is kept. */
  @Column({ name: 'unpublished_at', type: 'timestamptz', nullable: true })
  unpublishedAt: Date | null;

  /** Set while the owner lists the site in the public showcase (shown only while it is live too). */
  @Column({ name: 'showcased_at', type: 'timestamptz', nullable: true })
  showcasedAt: Date | null;
}
