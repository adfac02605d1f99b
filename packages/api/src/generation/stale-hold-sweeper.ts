import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';

export const TIMED_OUT_MESSAGE = 'The generation took too long and was stopped. Your credit was refunded.';

/** Crash safety: a hold older than the generation timeout belongs to a worker that died or hung. */
@Injectable()
export class StaleHoldSweeper {
  private readonly logger = new Logger('StaleHoldSweeper');

  constructor(
    private readonly generations: GenerationRepository,
    private readonly settlement: GenerationSettlement,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Refunds every stale hold and ends its stream with an error; returns how many. */
  async sweep(): Promise<number> {
    const ids = await this.generations.heldBefore(new Date(this.clock.now().getTime() - this.env.GENERATION_TIMEOUT_MS), 500);
    for (const id of ids) await this.settlement.fail(id, 'failed', TIMED_OUT_MESSAGE);
    if (ids.length) this.logger.warn(`Refunded ${ids.length} stale hold(s)`);
    return ids.length;
  }
}
