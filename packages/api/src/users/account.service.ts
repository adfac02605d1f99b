import { LoginResponse, UserMe } from '@cui/shared';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { BillingService } from '../billing/billing.service';
import { CreditsService } from '../credits/credits.service';
import { TokensService } from '../auth/tokens.service';
import { User } from './user.entity';
import { avatarPath } from './profile.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Turns a user whose identity auth proved into a session token, and describes the signed-in user (`/me`). */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly credits: CreditsService,
    private readonly billing: BillingService,
    private readonly repository: UsersRepository,
  ) {}

  async signIn(user: User): Promise<LoginResponse> {
    const token = await this.tokens.issue(user.id);
    const account = await this.credits.account(user.id);
    return { token, user: { name: user.name || user.username, email: user.email, credit_balance: account?.balance ?? 0 } };
  }

  async me(userId: string): Promise<UserMe> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ code: 'account_gone', message: 'Your account no longer exists.' });
    const account = await this.credits.account(userId);
    const balance = account?.balance ?? 0;
    return {
      id: user.id,
      username: user.username,
      name: user.name || user.username,
      email: user.email,
      credit_balance: balance,
      credits: { balance },
      subscription: await this.billing.subscription(userId, account?.periodEnd ?? null),
      avatar_url: await this.repository.avatarIdOf(userId).then((id) => (id ? avatarPath(id) : null)),
    };
  }
}
