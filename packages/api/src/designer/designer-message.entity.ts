import type { ChatSender } from '@cui/shared';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One chat message of a project; `seq` is its place in the chat. */
@Entity('designer_messages')
@Unique(['projectId', 'seq'])
export class DesignerMessageRow {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'text' })
  sender: ChatSender;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'screen_list', type: 'jsonb', nullable: true })
  screenList: string[] | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
