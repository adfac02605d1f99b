import { CREDITS_PER_PROMPT, FREE_MONTHLY_CREDITS } from '@cui/shared';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { Generation } from '../generation/generation.entity';
import { CreditAccount } from './credit-account.entity';
import { CreditLedgerEntry } from './credit-ledger.entity';

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export type NewGeneration = Pick<Generation, 'id' | 'kind' | 'model' | 'framework' | 'prompt'>;

/**
 * Every balance change, in PostgreSQL transactions: monthly grants, the hold taken before a
 * generation runs, its commit when HTML arrives, and its refund otherwise. Refund and commit are
 * idempotent: they act only on a generation whose credit is still held.
 */
@Injectable()
export class CreditsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Opens a new user's account with the free plan's first monthly grant, inside the caller's transaction. */
  async openAccount(manager: EntityManager, userId: string): Promise<void> {
    const now = this.clock.now();
    await manager.insert(CreditAccount, { userId, balance: FREE_MONTHLY_CREDITS, periodStart: now, periodEnd: addMonths(now, 1) });
    await manager.insert(CreditLedgerEntry, { userId, kind: 'grant', amount: FREE_MONTHLY_CREDITS, reference: `period:${now.toISOString()}` });
  }

  /** The account, rolled into the current period first. */
  async account(userId: string): Promise<CreditAccount | null> {
    return this.db.transaction((m) => this.lockCurrent(m, userId));
  }

  /** Takes one credit and records the generation it pays for; 402 when the balance is short. */
  async holdForUser(userId: string, generation: NewGeneration): Promise<number> {
    const held = await this.holdInCurrentPeriod(userId, generation);
    if (held !== null) return held;
    // Either the period has ended (roll it over, then try once more) or the balance is short.
    const account = await this.account(userId);
    const retried = account ? await this.holdInCurrentPeriod(userId, generation) : null;
    if (retried !== null) return retried;
    throw new HttpException(
      { message: 'Insufficient credits', required_credits: CREDITS_PER_PROMPT, current_balance: (await this.db.getRepository(CreditAccount).findOneBy({ userId }))?.balance ?? 0 },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }

  /**
   * The common case in one statement (one round trip, atomic): debit, ledger entry and generation
   * row, only if the period is current and the balance covers it. Null when it does not apply.
   */
  private async holdInCurrentPeriod(userId: string, g: NewGeneration): Promise<number | null> {
    const rows = (await this.db.query(
      `WITH debit AS (
         UPDATE credit_accounts SET balance = balance - $2, updated_at = now()
         WHERE user_id = $1 AND balance >= $2 AND period_end > $3::timestamptz
         RETURNING balance
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT $1, 'hold', -$2::int, $4::text FROM debit
       ), generation AS (
         INSERT INTO generations (id, user_id, status, credit_status, kind, model, framework, prompt, created_at, updated_at)
         SELECT $4::uuid, $1, 'queued', 'held', $5, $6, $7, $8, $3, $3 FROM debit
       )
       SELECT balance FROM debit`,
      [userId, CREDITS_PER_PROMPT, this.clock.now(), g.id, g.kind, g.model, g.framework, g.prompt],
    )) as { balance: number }[];
    return rows.length ? rows[0].balance : null;
  }

  /** Counts one anonymous generation for the client today; 401 once the allowance is used. */
  async holdForAnonymous(clientKey: string, generation: NewGeneration): Promise<void> {
    const day = this.clock.now().toISOString().slice(0, 10);
    await this.db.transaction(async (m) => {
      const rows = (await m.query(
        `INSERT INTO anon_usage (day, client_key, count) VALUES ($1, $2, 1)
         ON CONFLICT (day, client_key) DO UPDATE SET count = anon_usage.count + 1 WHERE anon_usage.count < $3
         RETURNING count`,
        [day, clientKey, this.env.ANON_FREE_GENERATIONS],
      )) as unknown[];
      if (rows.length === 0 || this.env.ANON_FREE_GENERATIONS === 0) {
        throw new HttpException(
          { message: 'You have used today’s free generations. Please sign in to continue.', reason: 'anonymous_limit' },
          HttpStatus.UNAUTHORIZED,
        );
      }
      await m.insert(Generation, { ...generation, userId: null, anonKey: clientKey, anonDay: day, status: 'queued', creditStatus: 'held', createdAt: this.clock.now() });
    });
  }

  /**
   * The generation delivered `html`: records it as succeeded and keeps the held credit, in one
   * statement (one round trip, atomic). Returns the payer's balance (null when anonymous). A hold
   * already settled (refunded by the sweeper or a cancel) stays as it is.
   */
  async commit(generationId: string, html: string): Promise<number | null> {
    const rows = (await this.db.query(
      `WITH done AS (
         UPDATE generations SET status = 'succeeded', html = $2, credit_status = 'committed', updated_at = now()
         WHERE id = $1 AND credit_status = 'held'
         RETURNING user_id
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT user_id, 'commit', 0, $1::text FROM done WHERE user_id IS NOT NULL
       )
       SELECT done.user_id, a.balance FROM done LEFT JOIN credit_accounts a ON a.user_id = done.user_id`,
      [generationId, html],
    )) as { user_id: string | null; balance: number | null }[];
    if (rows.length) return rows[0].user_id ? (rows[0].balance ?? 0) : null;
    const [settled] = (await this.db.query(
      `UPDATE generations g SET status = 'succeeded', html = $2, updated_at = now() WHERE id = $1
       RETURNING (SELECT balance FROM credit_accounts a WHERE a.user_id = g.user_id) AS balance, g.user_id`,
      [generationId, html],
    )) as [{ user_id: string | null; balance: number | null }[], number];
    return settled[0]?.user_id ? (settled[0].balance ?? 0) : null;
  }

  /** Gives the held credit back (upstream error, cancel, no HTML, timeout). Safe to call twice. */
  async refund(generationId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const rows = (await m.query(
        `UPDATE generations SET credit_status = 'refunded', updated_at = now() WHERE id = $1 AND credit_status = 'held'
         RETURNING user_id, anon_key, anon_day`,
        [generationId],
      )) as [[{ user_id: string | null; anon_key: string | null; anon_day: string | null }], number];
      const row = rows[0]?.[0];
      if (!row) return;
      if (row.user_id) {
        await m.query(`UPDATE credit_accounts SET balance = balance + $2, updated_at = now() WHERE user_id = $1`, [row.user_id, CREDITS_PER_PROMPT]);
        await m.insert(CreditLedgerEntry, { userId: row.user_id, kind: 'refund', amount: CREDITS_PER_PROMPT, reference: generationId });
      } else if (row.anon_key) {
        await m.query(`UPDATE anon_usage SET count = count - 1 WHERE day = $1 AND client_key = $2 AND count > 0`, [row.anon_day, row.anon_key]);
      }
    });
  }

  /** Ids of generations whose hold is older than the timeout (their worker died or hung). */
  async staleHolds(): Promise<string[]> {
    const cutoff = new Date(this.clock.now().getTime() - this.env.GENERATION_TIMEOUT_MS);
    const rows = (await this.db.query(`SELECT id FROM generations WHERE credit_status = 'held' AND created_at < $1 ORDER BY created_at LIMIT 500`, [
      cutoff,
    ])) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Rolls every account whose period has ended into its current period. */
  async rollAllPeriods(): Promise<number> {
    const due = (await this.db.query(`SELECT user_id FROM credit_accounts WHERE period_end <= $1 LIMIT 1000`, [this.clock.now()])) as { user_id: string }[];
    for (const { user_id } of due) await this.account(user_id);
    return due.length;
  }

  /**
   * Locks the account row and, when its period has ended, resets the balance to the plan's monthly
   * credits for the period containing now. The grant's reference names the period, and a unique
   * index makes a second grant for the same period impossible.
   */
  private async lockCurrent(m: EntityManager, userId: string): Promise<CreditAccount | null> {
    const account = await m.findOne(CreditAccount, { where: { userId }, lock: { mode: 'pessimistic_write' } });
    if (!account) return null;
    const now = this.clock.now();
    if (account.periodEnd.getTime() > now.getTime()) return account;
    let start = account.periodEnd;
    while (addMonths(start, 1).getTime() <= now.getTime()) start = addMonths(start, 1);
    const end = addMonths(start, 1);
    const granted = (await m.query(
      `INSERT INTO credit_ledger (user_id, kind, amount, reference) VALUES ($1, 'grant', $2, $3)
       ON CONFLICT (user_id, reference) WHERE kind = 'grant' DO NOTHING RETURNING id`,
      [userId, FREE_MONTHLY_CREDITS, `period:${start.toISOString()}`],
    )) as unknown[];
    if (granted.length) {
      if (account.balance) await m.insert(CreditLedgerEntry, { userId, kind: 'expire', amount: -account.balance, reference: `period:${start.toISOString()}` });
      await m.update(CreditAccount, { userId }, { balance: FREE_MONTHLY_CREDITS, periodStart: start, periodEnd: end });
      return { ...account, balance: FREE_MONTHLY_CREDITS, periodStart: start, periodEnd: end };
    }
    return account;
  }
}
