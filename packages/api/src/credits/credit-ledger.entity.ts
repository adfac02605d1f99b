import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type LedgerKind = 'grant' | 'hold' | 'commit' | 'refund' | 'expire';

/** Append-only record of every balance change, so balances can be audited and explained. */
@Entity('credit_ledger')
@Index(['userId', 'createdAt'])
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: LedgerKind;

  /** Signed change applied to the balance. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'text', nullable: true })
  reference: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
