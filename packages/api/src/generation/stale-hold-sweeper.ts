import { Injectable, Logger } from '@nestjs/common';
import { CreditsService } from '../credits/credits.service';
import { GenerationFinisher } from './generation-finisher';

export const TIMED_OUT_MESSAGE = 'The generation took too long and was stopped. Your credit was refunded.';

/** Crash safety: a hold older than the generation timeout belongs to a worker that died or hung. */
@Injectable()
export class StaleHoldSweeper {
  private readonly logger = new Logger('StaleHoldSweeper');

  constructor(
    private readonly credits: CreditsService,
    private readonly finisher: GenerationFinisher,
  ) {}

  /** Refunds every stale hold and ends its stream with an error; returns how many. */
  async sweep(): Promise<number> {
    const ids = await this.credits.staleHolds();
    for (const id of ids) await this.finisher.fail(id, 'failed', TIMED_OUT_MESSAGE);
    if (ids.length) this.logger.warn(`Refunded ${ids.length} stale hold(s)`);
    return ids.length;
  }
}
