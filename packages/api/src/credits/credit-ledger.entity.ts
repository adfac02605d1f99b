import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `close`: what was left when the account was deleted, forfeited (decision 052). */
export type LedgerKind = 'grant' | 'hold' | 'commit' | 'refund' | 'expire' | 'close';

/** Append-only record of every balance change, so balances can be audited and explained. */
@Entity('credit_ledger')
@Index(['userId', 'createdAt'])
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** Null once the account was deleted: `closedAccount` then groups its rows, naming no one. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'closed_account', type: 'uuid', nullable: true })
  closedAccount: string | null;

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
