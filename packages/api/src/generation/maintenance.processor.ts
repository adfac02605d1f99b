import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnModuleInit } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { CreditsService } from '../credits/credits.service';
import { QUEUES } from '../queues/queue-names';
import { GenerationFinisher } from './generation-finisher';

export const TIMED_OUT_MESSAGE = 'The generation took too long and was stopped. Your credit was refunded.';

/** Repeatable housekeeping: refund holds whose worker died, roll ended credit periods. */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger('Maintenance');

  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
    private readonly credits: CreditsService,
    private readonly finisher: GenerationFinisher,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-stale-holds', { every: 60_000 }, { name: 'sweep-stale-holds' });
    await this.queue.upsertJobScheduler('roll-credit-periods', { every: 3_600_000 }, { name: 'roll-credit-periods' });
  }

  async process(job: Job): Promise<number> {
    if (job.name === 'sweep-stale-holds') return this.sweepStaleHolds();
    if (job.name === 'roll-credit-periods') return this.credits.rollAllPeriods();
    return 0;
  }

  /** Refunds every hold older than the generation timeout and ends its stream with an error. */
  async sweepStaleHolds(): Promise<number> {
    const ids = await this.credits.staleHolds();
    for (const id of ids) await this.finisher.fail(id, 'failed', TIMED_OUT_MESSAGE);
    if (ids.length) this.logger.warn(`Refunded ${ids.length} stale hold(s)`);
    return ids.length;
  }
}
