import { ConflictException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { Metrics } from '../metrics/metrics';
import type { Requester } from './generation.types';
import { GenerationRepository, IdempotencyKeyTakenError, NewGeneration, ProjectBusyError } from './generation.repository';

export const PROJECT_BUSY_MESSAGE = 'This project is still working on your last message. Wait for it to finish, or stop it.';


/**
 * Taking the credit a generation costs, before it is queued: one credit of the current period for a
 * user, one of the day's free generations for an anonymous client. Settling it is GenerationSettlement's.
 */
@Injectable()
export class GenerationCredits {
  constructor(
    private readonly generations: GenerationRepository,
    private readonly credits: CreditsService,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Holds the credit and records the generation as queued; 402 (user) or 401 (anonymous) when it
   * cannot, 409 when its designer project already has a turn under way or its Idempotency-Key
   * already started a generation (GenerationService attaches to that one instead).
   */
  async hold(generation: NewGeneration, who: Requester): Promise<void> {
    try {
      if ('userId' in who) await this.holdForUser(who.userId, generation);
      else await this.holdForAnonymous(who.anonKey, generation);
    } catch (err) {
      if (err instanceof ProjectBusyError) throw new ConflictException({ code: 'project_busy', message: PROJECT_BUSY_MESSAGE });
      if (err instanceof IdempotencyKeyTakenError) throw new ConflictException({ code: 'request_in_progress', message: 'A request with this Idempotency-Key is already under way. Please try again.' });
      throw err;
    }
    this.metrics.credit('hold');
  }

  /** Returns the balance after the hold. */
  private async holdForUser(userId: string, generation: NewGeneration): Promise<number> {
    const held = await this.generations.holdForUser(userId, generation, this.clock.now());
    if (held !== null) return held;
    // Either the period has ended (roll it over, then try once more) or the balance is short.
    const account = await this.credits.account(userId);
    const retried = account ? await this.generations.holdForUser(userId, generation, this.clock.now()) : null;
    if (retried !== null) return retried;
    throw new HttpException(
      { code: 'insufficient_credits', message: 'Insufficient credits', required_credits: generation.credits, current_balance: await this.credits.balance(userId) },
      HttpStatus.PAYMENT_REQUIRED,
    );
  }

  private async holdForAnonymous(clientKey: string, generation: NewGeneration): Promise<void> {
    const now = this.clock.now();
    const limit = this.env.ANON_FREE_GENERATIONS;
    if (limit > 0 && (await this.generations.holdForAnonymous(clientKey, now.toISOString().slice(0, 10), limit, generation, now))) return;
    throw new HttpException(
      { code: 'anonymous_limit', message: 'You have used today’s free generations. Please sign in to continue.' },
      HttpStatus.UNAUTHORIZED,
    );
  }
}
