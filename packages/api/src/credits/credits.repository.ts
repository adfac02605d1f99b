import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CreditAccount } from './credit-account.entity';
import { CreditLedgerEntry } from './credit-ledger.entity';

export interface Period {
  start: Date;
  end: Date;
}

/**
 * SQL for `credit_accounts` and `credit_ledger`. Rule: every balance change here writes its ledger
 * entry in the same transaction, so the ledger always sums to the balance. The statements that move
 * money together with a generation's credit (hold, commit, refund) live in GenerationRepository,
 * because each is one statement over both tables; nothing here writes `generations`.
 */
@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs `work` in one transaction: the service's rules over an account it locked with `lock`. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The account with its first grant, inside the caller's transaction. */
  async open(m: EntityManager, userId: string, amount: number, period: Period): Promise<void> {
    await m.insert(CreditAccount, { userId, balance: amount, periodStart: period.start, periodEnd: period.end });
    await m.insert(CreditLedgerEntry, { userId, kind: 'grant', amount, reference: periodReference(period.start) });
  }

  /** The account, locked until the caller's transaction ends. */
  lock(m: EntityManager, userId: string): Promise<CreditAccount | null> {
    return m.findOne(CreditAccount, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Expires what is left of `account`'s balance and grants `amount` for `period`; false (and
   * nothing written) when `reference` (by default, the period) was granted already, which a unique
   * index decides.
   */
  async grantPeriod(m: EntityManager, account: CreditAccount, amount: number, period: Period, reference = periodReference(period.start)): Promise<boolean> {
    const granted = (await m.query(
      `INSERT INTO credit_ledger (user_id, kind, amount, reference) VALUES ($1, 'grant', $2, $3)
       ON CONFLICT (user_id, reference) WHERE kind = 'grant' DO NOTHING RETURNING id`,
      [account.userId, amount, reference],
    )) as unknown[];
    if (!granted.length) return false;
    if (account.balance) await m.insert(CreditLedgerEntry, { userId: account.userId, kind: 'expire', amount: -account.balance, reference });
    await m.update(CreditAccount, { userId: account.userId }, { balance: amount, periodStart: period.start, periodEnd: period.end });
    return true;
  }

  /** The amount of the user's latest grant: what the current period started with. */
  async latestGrant(userId: string): Promise<number | null> {
    const rows = (await this.db.query(`SELECT amount FROM credit_ledger WHERE user_id = $1 AND kind = 'grant' ORDER BY id DESC LIMIT 1`, [userId])) as { amount: number }[];
    return rows[0]?.amount ?? null;
  }

  async balance(userId: string): Promise<number | null> {
    return (await this.db.getRepository(CreditAccount).findOneBy({ userId }))?.balance ?? null;
  }

  /** Users whose period ended at or before `now`, at most `limit`. */
  async periodEnded(now: Date, limit: number): Promise<string[]> {
    const rows = (await this.db.query(`SELECT user_id FROM credit_accounts WHERE period_end <= $1 LIMIT $2`, [now, limit])) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  /** The user's ledger, oldest first. */
  async ledger(userId: string): Promise<{ id: string; kind: string; amount: number; reference: string | null; created_at: Date }[]> {
    return (await this.db.query(`SELECT id, kind, amount, reference, created_at FROM credit_ledger WHERE user_id = $1 ORDER BY id`, [userId])) as {
      id: string;
      kind: string;
      amount: number;
      reference: string | null;
      created_at: Date;
    }[];
  }

  /**
   * Closes the account inside the caller's transaction: a `close` entry forfeits what is left of
   * the balance, the account row goes, and every ledger row of the user passes from `user_id` to
   * `closedAccount` (an id no other table knows). Amounts, kinds and times stay as they were; a
   * Paddle transaction named in a reference is cut to `paddle`, since Paddle can tell whose it was.
   */
  async close(m: EntityManager, userId: string, closedAccount: string): Promise<void> {
    const rows = (await m.query(`DELETE FROM credit_accounts WHERE user_id = $1 RETURNING balance`, [userId])) as [{ balance: number }[], number];
    const balance = rows[0][0]?.balance ?? 0;
    if (balance) await m.insert(CreditLedgerEntry, { userId, kind: 'close', amount: -balance, reference: null });
    await m.query(
      `UPDATE credit_ledger SET user_id = NULL, closed_account = $2,
         reference = CASE WHEN reference LIKE 'paddle:%' THEN 'paddle' ELSE reference END
       WHERE user_id = $1`,
      [userId, closedAccount],
    );
  }
}

function periodReference(start: Date): string {
  return `period:${start.toISOString()}`;

}
