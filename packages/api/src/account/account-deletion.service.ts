import type { DeleteAccountResponse } from '@cui/shared';
import { BadRequestException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { LoginCodesService } from '../auth/login-codes.service';
import { TokensService } from '../auth/tokens.service';
import { BillingRepository } from '../billing/billing.repository';
import { PaddleClient } from '../billing/paddle-client';
import { Clock } from '../common/clock';
import { CreditsService } from '../credits/credits.service';
import { DesignerRepository } from '../designer/designer.repository';
import { FeedbackRepository } from '../feedback/feedback.repository';
import { GenerationRepository } from '../generation/generation.repository';
import { SitesRepository } from '../publishing/sites.repository';
import { SitesService } from '../publishing/sites.service';
import { UsersRepository } from '../users/users.repository';

/**
 * Deleting an account (decision 052): a paid subscription is cancelled with Paddle first (when
 * Paddle cannot be told, nothing is deleted), then one PostgreSQL transaction removes everything
 * the user made or that names them and keeps the credit ledger without a name. Once it commits,
 * every process forgets the sites and the sessions, as unpublishing and signing out make them do.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly codes: LoginCodesService,
    private readonly credits: CreditsService,
    private readonly generations: GenerationRepository,
    private readonly designer: DesignerRepository,
    private readonly sitesData: SitesRepository,
    private readonly sites: SitesService,
    private readonly feedback: FeedbackRepository,
    private readonly billing: BillingRepository,
    private readonly paddle: PaddleClient,
  ) {}

  async delete(userId: string, confirm: string): Promise<DeleteAccountResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ code: 'account_gone', message: 'Your account no longer exists.' });
    if (confirm.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new BadRequestException({ code: 'delete_confirmation_mismatch', message: 'Type your e-mail address exactly to confirm.' });
    }
    const subscription = await this.cancelSubscription(userId);
    const erased = await this.users.transaction(async (m) => {
      const locked = await this.users.lockForErasure(m, userId);
      if (!locked) return null;
      const sessions = await this.tokens.eraseSessions(m, userId);
      await this.generations.eraseUser(m, userId);
      await this.designer.eraseOwner(m, userId);
      const sites = await this.sitesData.eraseOwner(m, userId);
      await this.credits.closeAccount(m, userId);
      await this.feedback.eraseAuthor(m, userId);
      await this.codes.erase(m, locked.email);
      await this.users.erase(m, userId);
      return { sessions, sites };
    });
    if (!erased) throw new UnauthorizedException({ code: 'account_gone', message: 'Your account no longer exists.' });
    await this.sites.erased(erased.sites.names);
    await this.tokens.announceRevoked(erased.sessions);
    this.logger.log(`Account ${userId} deleted: ${erased.sites.sites} sites, ${erased.sessions.length} sessions, subscription ${subscription}`);
    return { deleted: true, sites_unpublished: erased.sites.sites, subscription };
  }

  /**
   * A live subscription is cancelled at once: nobody is left to use what it pays for. Without
   * Paddle's API here there is nothing to call; the operator is told by the log to cancel it in
   * Paddle. A refusal by Paddle (502) stops the deletion before anything is removed.
   */
  private async cancelSubscription(userId: string): Promise<DeleteAccountResponse['subscription']> {
    const live = await this.billing.liveSubscription(userId, this.clock.now());
    if (!live) return 'none';
    if (!this.paddle.enabled) {
      this.logger.warn(`Account ${userId} is being deleted with Paddle subscription ${live.paddleSubscriptionId} live: PADDLE_API_KEY is not set, cancel it in Paddle.`);
      return 'not_cancelled';
    }
    await this.paddle.cancelNow(live.paddleSubscriptionId);
    return 'cancelled';
  }
}
