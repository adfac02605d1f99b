import { FREE_MONTHLY_CREDITS } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
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

@Injectable()
export class CreditsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Opens a new user's account with the free plan's first monthly grant, inside the caller's transaction. */
  async openAccount(manager: EntityManager, userId: string): Promise<void> {
    const now = this.clock.now();
    await manager.insert(CreditAccount, { userId, balance: FREE_MONTHLY_CREDITS, periodStart: now, periodEnd: addMonths(now, 1) });
    await manager.insert(CreditLedgerEntry, {
      userId,
      kind: 'grant',
      amount: FREE_MONTHLY_CREDITS,
      reference: `period:${now.toISOString()}`,
    });
  }

  async account(userId: string): Promise<CreditAccount | null> {
    return this.db.getRepository(CreditAccount).findOneBy({ userId });
  }
}
