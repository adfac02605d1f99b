import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { LoginCode } from './login-code.entity';

/** What becomes of the address's current code once it was judged. */
export type CodeVerdict = { kind: 'keep' } | { kind: 'count-attempt' } | { kind: 'consume'; at: Date };

/** Data access for `login_codes`: one current (unconsumed) code per address. */
@Injectable()
export class LoginCodesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Consumes the address's earlier codes and stores the new one, together. */
  async replace(code: { email: string; name: string; codeHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.update(LoginCode, { email: code.email, consumedAt: IsNull() }, { consumedAt: now });
      await m.insert(LoginCode, code);
    });
  }

  /**
   * Locks the address's current code (null when none), lets `judge` decide, and applies its verdict
   * in the same transaction, so concurrent attempts are counted one after the other.
   */
  judgeCurrent<T>(email: string, judge: (row: LoginCode | null) => { verdict: CodeVerdict; outcome: T }): Promise<T> {
    return this.db.transaction(async (m) => {
      const row = await m.findOne(LoginCode, { where: { email, consumedAt: IsNull() }, order: { createdAt: 'DESC' }, lock: { mode: 'pessimistic_write' } });
      const { verdict, outcome } = judge(row);
      if (row && verdict.kind === 'count-attempt') await m.update(LoginCode, row.id, { attempts: row.attempts + 1 });
      if (row && verdict.kind === 'consume') await m.update(LoginCode, row.id, { consumedAt: verdict.at });
      return outcome;
    });
  }

  /** Deletes every code sent to the address, inside the caller's transaction. */
  async erase(m: EntityManager, email: string): Promise<void> {
    await m.delete(LoginCode, { email });
  }
}
