import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { StaleHoldSweeper } from './stale-hold-sweeper';

/** The `maintenance` queue's job handler: refunds holds whose worker died, rolls ended credit periods. */
@Injectable()
export class MaintenanceProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private pool?: WorkerPool<unknown>;

  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
    private readonly credits: CreditsService,
    private readonly sweeper: StaleHoldSweeper,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-stale-holds', { every: 60_000 }, { name: 'sweep-stale-holds' });
    await this.queue.upsertJobScheduler('roll-credit-periods', { every: 3_600_000 }, { name: 'roll-credit-periods' });
    this.pool = new WorkerPool(this.env, QUEUES.maintenance, (job) => this.process(job), { concurrency: 1 });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }

  async process(job: Job): Promise<number> {
    if (job.name === 'sweep-stale-holds') return this.sweeper.sweep();
    if (job.name === 'roll-credit-periods') return this.credits.rollAllPeriods();
    return 0;
  }
}
