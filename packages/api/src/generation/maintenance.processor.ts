import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnModuleInit } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { CreditsService } from '../credits/credits.service';
import { QUEUES } from '../queues/queue-names';
import { StaleHoldSweeper } from './stale-hold-sweeper';

/** Repeatable housekeeping: refund holds whose worker died, roll ended credit periods. */
@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
    private readonly credits: CreditsService,
    private readonly sweeper: StaleHoldSweeper,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-stale-holds', { every: 60_000 }, { name: 'sweep-stale-holds' });
    await this.queue.upsertJobScheduler('roll-credit-periods', { every: 3_600_000 }, { name: 'roll-credit-periods' });
  }

  async process(job: Job): Promise<number> {
    if (job.name === 'sweep-stale-holds') return this.sweeper.sweep();
    if (job.name === 'roll-credit-periods') return this.credits.rollAllPeriods();
    return 0;
  }
}
