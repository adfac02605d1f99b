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
    return this.db.transaction(async (m) => {
      const row = await m.findOne(LoginCode, {
        where: { email, consumedAt: IsNull() },
        order: { createdAt: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      const now = this.clock.now();
      if (!row || row.expiresAt.getTime() <= now.getTime()) {
        throw new LoginCodeError({ message: 'This code has expired. Request a new one.' }, HttpStatus.UNAUTHORIZED);
      }
      if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
        throw new LoginCodeError({ message: 'Too many attempts. Request a new code.' }, HttpStatus.UNAUTHORIZED);
      }
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(this.hash(email, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = row.attempts + 1;
        await m.update(LoginCode, row.id, { attempts });
        const left = LOGIN_CODE_MAX_ATTEMPTS - attempts;
        throw new LoginCodeError(
          { message: left > 0 ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.` : 'Too many attempts. Request a new code.', attempts_left: left },
          left > 0 ? HttpStatus.BAD_REQUEST : HttpStatus.UNAUTHORIZED,
        );
      }
      await m.update(LoginCode, row.id, { consumedAt: now });
      return { name: row.name };
    });
  }

  private hash(email: string, code: string): string {
    return createHmac('sha256', this.secret).update(`login-code:${email}:${code}`).digest('hex');
  }
}
