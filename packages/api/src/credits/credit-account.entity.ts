import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's spendable balance for the current period. `balance >= 0` is enforced by the database. */
@Entity('credit_accounts')
export class CreditAccount {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'int' })
  balance: number;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
