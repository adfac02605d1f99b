import { FREE_MONTHLY_CREDITS } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { CreditAccount } from './credit-account.entity';
import { CreditsRepository, Period } from './credits.repository';

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The account's rules: a new user's first grant, and the monthly reset of the balance to the free
 * plan. What a generation holds, commits and refunds is GenerationCredits' (in `generation/`).
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly clock: Clock,
    private readonly accounts: CreditsRepository,
  ) {}

  /** Opens a new user's account with the free plan's first monthly grant, inside the caller's transaction. */
  async openAccount(manager: EntityManager, userId: string): Promise<void> {
    const now = this.clock.now();
    await this.accounts.open(manager, userId, FREE_MONTHLY_CREDITS, { start: now, end: addMonths(now, 1) });
  }

  /** The account, rolled into the current period first. */
  async account(userId: string): Promise<CreditAccount | null> {
    return this.accounts.transaction((m) => this.lockCurrent(m, userId));
  }

  /** The balance as stored, without rolling the period (0 without an account). */
  async balance(userId: string): Promise<number> {
    return (await this.accounts.balance(userId)) ?? 0;
  }

  /**
   * Replaces the balance with a paid plan's `amount` for `period` (unused credits do not carry
   * over; decision 023), once per `reference`. A period that ended before the account's current one
   * began (a payment delivered late and out of order) grants nothing.
   */
  async grantPlanPeriod(userId: string, amount: number, period: Period, reference: string): Promise<boolean> {
    return this.accounts.transaction(async (m) => {
      const account = await this.accounts.lock(m, userId);
      if (!account || period.end.getTime() <= account.periodStart.getTime()) return false;
      return this.accounts.grantPeriod(m, account, amount, period, reference);
    });
  }

  /**
   * Credits spent in the current period: what its grant gave less what is left (holds, refunds and
   * commits are all ledger entries since that grant, so the difference is exactly their sum).
   */
  async usage(userId: string): Promise<{ used: number; allowance: number; period: Period } | null> {
    const account = await this.account(userId);
    if (!account) return null;
    const allowance = (await this.accounts.latestGrant(userId)) ?? 0;
    return { used: Math.max(0, allowance - account.balance), allowance, period: { start: account.periodStart, end: account.periodEnd } };
  }

  /** Rolls every account whose period has ended into its current period. */
  async rollAllPeriods(): Promise<number> {
    const due = await this.accounts.periodEnded(this.clock.now(), 1000);
    for (const userId of due) await this.account(userId);
    return due.length;
  }

  /** The user's ledger entries, oldest first (an export). */
  ledger(userId: string) {
    return this.accounts.ledger(userId);
  }

  /**
   * Closes a deleted user's account inside the caller's transaction: the balance left is forfeited
   * by a `close` entry and the ledger is kept without naming anyone (decision 052).
   */
  closeAccount(manager: EntityManager, userId: string): Promise<void> {
    return this.accounts.close(manager, userId, randomUUID());
  }

  /**
   * Locks the account row and, when its period has ended, resets the balance to the plan's monthly
   * credits for the period containing now. A period starts where the last one ended and lasts a
   * calendar month, clamped to the month's last day: an account opened on the 31st rolls on the
   * 28th (or 29th) from February on. Months with no activity are skipped, not granted.
   */
  private async lockCurrent(m: EntityManager, userId: string): Promise<CreditAccount | null> {
    const account = await this.accounts.lock(m, userId);
    if (!account) return null;
    const now = this.clock.now();
    if (account.periodEnd.getTime() > now.getTime()) return account;
    let start = account.periodEnd;
    while (addMonths(start, 1).getTime() <= now.getTime()) start = addMonths(start, 1);
    const period = { start, end: addMonths(start, 1) };
    if (!(await this.accounts.grantPeriod(m, account, FREE_MONTHLY_CREDITS, period))) return account;
    return { ...account, balance: FREE_MONTHLY_CREDITS, periodStart: period.start, periodEnd: period.end };
  }
}
