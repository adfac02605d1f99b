import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS } from '@cui/shared';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import { JWT_SECRET } from '../core.module';
import { LoginCode } from './login-code.entity';

export class LoginCodeError extends HttpException {}

/** Issues and checks e-mailed one-time codes. Only a keyed hash of a code is ever stored. */
@Injectable()
export class LoginCodesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JWT_SECRET) private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** Creates a fresh code for the address, replacing any earlier one, and returns it for mailing. */
  async issue(email: string, name: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.db.transaction(async (m) => {
      await m.update(LoginCode, { email, consumedAt: IsNull() }, { consumedAt: now });
      await m.insert(LoginCode, {
        email,
        name,
        codeHash: this.hash(email, code),
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
      });
    });
    return code;
  }

  /** Consumes the address's current code if `code` matches; returns the name given when it was asked for. */
  async consume(email: string, code: string): Promise<{ name: string }> {
    // The failed attempt must be counted even though the request fails, so the transaction
    // returns the outcome and only then is it thrown.
    type Outcome = { name: string } | { error: 'expired' } | { error: 'locked' } | { error: 'wrong'; left: number };
    const outcome = await this.db.transaction(async (m): Promise<Outcome> => {
      const row = await m.findOne(LoginCode, {
        where: { email, consumedAt: IsNull() },
        order: { createdAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      const now = this.clock.now();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return { error: 'expired' };
      if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { error: 'locked' };
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await m.update(LoginCode, row.id, { attempts: row.attempts + 1 });
        return { error: 'wrong', left: LOGIN_CODE_MAX_ATTEMPTS - row.attempts - 1 };
      }
      await m.update(LoginCode, row.id, { consumedAt: now });
      return { name: row.name };
    });
    if ('name' in outcome) return outcome;
    if (outcome.error === 'expired') {
      throw new LoginCodeError({ message: 'This code has expired. Request a new one.' }, HttpStatus.UNAUTHORIZED);
    }
    if (outcome.error === 'locked' || outcome.left <= 0) {
      throw new LoginCodeError({ message: 'Too many attempts. Request a new code.', attempts_left: 0 }, HttpStatus.UNAUTHORIZED);
    }
    throw new LoginCodeError(
      { message: `Incorrect code. ${outcome.left} attempt${outcome.left === 1 ? '' : 's'} left.`, attempts_left: outcome.left },
      HttpStatus.BAD_REQUEST,
    );
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.secret).update(`login-code:${email}:${code}`).digest('hex');
  }
}
