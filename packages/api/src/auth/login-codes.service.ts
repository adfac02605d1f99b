import type { EntityManager } from 'typeorm';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS } from '@cui/shared';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Clock } from '../common/clock';
import { JWT_SECRET } from '../core.module';
import { CodeVerdict, LoginCodesRepository } from './login-codes.repository';

export class LoginCodeError extends HttpException {}

/** Issues and checks e-mailed one-time codes. Only a keyed hash of a code is ever stored. */
@Injectable()
export class LoginCodesService {
  constructor(
    private readonly codes: LoginCodesRepository,
    @Inject(JWT_SECRET) private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** Creates a fresh code for the address, replacing any earlier one, and returns it for mailing. */
  async issue(email: string, name: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.codes.replace({ email, name, codeHash: this.hash(email, code), expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS) }, now);
    return code;
  }

  /** Consumes the address's current code if `code` matches; returns the name given when it was asked for. */
  async consume(email: string, code: string): Promise<{ name: string }> {
    // The failed attempt must be counted even though the request fails, so the transaction
    // returns the outcome and only then is it thrown.
    type Outcome = { name: string } | { error: 'expired' } | { error: 'locked' } | { error: 'wrong'; left: number };
    const outcome = await this.codes.judgeCurrent(email, (row): { verdict: CodeVerdict; outcome: Outcome } => {
      const keep = { kind: 'keep' } as const;
      const now = this.clock.now();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return { verdict: keep, outcome: { error: 'expired' } };
      if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { verdict: keep, outcome: { error: 'locked' } };
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        return { verdict: { kind: 'count-attempt' }, outcome: { error: 'wrong', left: LOGIN_CODE_MAX_ATTEMPTS - row.attempts - 1 } };
      }
      return { verdict: { kind: 'consume', at: now }, outcome: { name: row.name } };
    });
    if ('name' in outcome) return outcome;
    if (outcome.error === 'expired') {
      throw new LoginCodeError({ code: 'login_code_expired', message: 'This code has expired. Request a new one.' }, HttpStatus.UNAUTHORIZED);
    }
    if (outcome.error === 'locked' || outcome.left <= 0) {
      throw new LoginCodeError({ code: 'login_code_locked', message: 'Too many attempts. Request a new code.', attempts_left: 0 }, HttpStatus.UNAUTHORIZED);
    }
    throw new LoginCodeError(
      { code: 'login_code_incorrect', message: `Incorrect code. ${outcome.left} attempt${outcome.left === 1 ? '' : 's'} left.`, attempts_left: outcome.left },
      HttpStatus.BAD_REQUEST,
    );
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.secret).update(`login-code:${email}:${code}`).digest('hex');
  }

  /** Deletes the codes sent to the address (its account is being deleted), inside the caller's transaction. */
  erase(m: EntityManager, email: string): Promise<void> {
    return this.codes.erase(m, email);
  }
}
