import type { ScreenStatus } from '@cui/shared';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A screen of a project; its name is unique within the project and is how chat refers to it. */
@Entity('designer_screens')
@Unique(['projectId', 'name'])
export class DesignerScreenRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text' })
  status: ScreenStatus;

  @Column({ type: 'int' })
  position: number;

  /** Counts the times the screen's content was replaced. */
  @Column({ type: 'int' })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
