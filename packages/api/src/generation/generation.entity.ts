import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export type CreditStatus = 'held' | 'committed' | 'refunded';
export type GenerationKind = 'page' | 'section' | 'designer' | 'screen-variant';
/** Kinds the designer queue runs: a project's chat turns and its screens' alternatives. */
export const DESIGNER_QUEUE_KINDS: readonly GenerationKind[] = ['designer', 'screen-variant'];

/** One prompt's run. Who pays is `user_id` (a credit) or `anon_key` (the daily anonymous allowance). */
@Entity('generations')
@Index(['creditStatus', 'createdAt'])
export class Generation {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'anon_key', type: 'text', nullable: true })
  anonKey: string | null;

  @Column({ name: 'anon_day', type: 'date', nullable: true })
  anonDay: string | null;

  @Column({ type: 'text' })
  status: GenerationStatus;

  @Column({ name: 'credit_status', type: 'text' })
  creditStatus: CreditStatus;

  /**
   * A `designer` row is one screen designer chat turn: `prompt` is the message, `framework` the device
   * type. A `screen-variant` row is one alternative of a screen: `prompt` is the screen's name, `html` the alternative.
   */
  @Column({ type: 'text' })
  kind: GenerationKind;

  /** The designer project a `designer` turn or `screen-variant` belongs to; a project has at most one turn queued or running. */
  @Column({ name: 'project_id', type: 'uuid', nullable: true })
  projectId: string | null;

  @Column({ type: 'text' })
  model: string;

  /** Credits the hold took (the model's cost): what a charge keeps and a refund gives back. */
  @Column({ type: 'int', default: 1 })
  credits: number;

  @Column({ type: 'text' })
  framework: string;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The reason code of the error event that ended it (null for older rows and other outcomes). */
  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  /** The Idempotency-Key of the request that started it: the same payer's same key within a day attaches here (decision 038). */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey: string | null;

  /** The fingerprint of that request, which a resend with the same key must match. */
  @Column({ name: 'request_hash', type: 'text', nullable: true })
  requestHash: string | null;

  /** Last time the worker running it said it was alive; the sweeper refunds a running one that went silent. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
