import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import type { GenerationJob } from './generation.types';

export const TIMED_OUT_MESSAGE = 'The generation took too long and was stopped. Your credit was refunded.';
export const STALLED_MESSAGE = 'The server running your generation stopped responding, so it was stopped. Your credit was refunded.';

/**
 * Crash safety: refunds the holds nobody looks after any more. A queued generation is stale once it
 * has waited GENERATION_TIMEOUT_MS; a running one once its worker has not marked it alive for
 * GENERATION_STALE_MS (a dead or hung worker). A running generation that keeps its heartbeat is
 * never swept, however long it runs: its worker stops it at GENERATION_TIMEOUT_MS (decision 018).
 */
@Injectable()
export class StaleHoldSweeper {
  private readonly logger = new Logger('StaleHoldSweeper');

  constructor(
    private readonly generations: GenerationRepository,
    private readonly settlement: GenerationSettlement,
    private readonly bus: GenerationBus,
    @InjectQueue(QUEUES.generation) private readonly queue: Queue<GenerationJob>,
    @InjectQueue(QUEUES.designer) private readonly designerQueue: Queue,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Refunds every stale hold, ends its stream with an error and stops its job; returns how many. */
  async sweep(): Promise<number> {
    const now = this.clock.now().getTime();
    const stale = await this.generations.staleHolds(new Date(now - this.env.GENERATION_TIMEOUT_MS), new Date(now - this.env.GENERATION_STALE_MS), 500);
    for (const { id, running } of stale) {
      // Settled first, so the error the client gets is this one; a worker that stops afterwards finds
      // the row ended and neither commits nor writes a second final event.
      await this.settlement.fail(id, 'failed', running ? STALLED_MESSAGE : TIMED_OUT_MESSAGE);
      // Then stopped wherever it still is: a live worker aborts its upstream call, a waiting job leaves
      // the queue (an active one is locked and stays: its worker ends it).
      await this.bus.requestCancel(id);
      // A job id names one generation in whichever queue holds it: removing it from the other is a no-op.
      await Promise.all([this.queue.remove(id).catch(() => 0), this.designerQueue.remove(id).catch(() => 0)]);
    }
    if (stale.length) this.logger.warn(`Refunded ${stale.length} stale hold(s)`);
    return stale.length;
  }
}
