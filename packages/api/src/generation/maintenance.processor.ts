import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { OutageLog } from '../common/outage';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { StaleHoldSweeper } from './stale-hold-sweeper';

/**
 * How often the schedules are upserted again: Redis can lose them without this process's
 * connection noticing (a failover to an empty replica, a flush). Upserting an unchanged schedule
 * keeps its next run.
 */
const RESCHEDULE_MS = 5 * 60_000;

/** The `maintenance` queue's job handler: refunds holds whose worker died, rolls ended credit periods. */
@Injectable()
export class MaintenanceProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Maintenance');
  private readonly outages = new OutageLog(this.logger, 'The maintenance schedules');
  private pool?: WorkerPool<unknown>;
  private timer?: NodeJS.Timeout;
  private stopWatching?: () => void;

  constructor(
    @InjectQueue(QUEUES.maintenance) private readonly queue: Queue,
    @Inject(ENV) private readonly env: Env,
    private readonly credits: CreditsService,
    private readonly sweeper: StaleHoldSweeper,
  ) {}

  async onModuleInit(): Promise<void> {
    // The scheduler shares the queue's connection and reports its errors on the queue.
    this.queue.on('error', (err) => this.outages.failed(err));
    await this.schedule();
    // A Redis that comes back may have come back empty: the schedules are written again at once.
    const connection = await this.queue.client;
    const reschedule = () => void this.schedule().catch((err: Error) => this.outages.failed(err));
    const reconnected = () => {
      this.outages.recovered();
      reschedule();
    };
    connection.on('ready', reconnected);
    this.stopWatching = () => connection.off('ready', reconnected);
    this.timer = setInterval(reschedule, RESCHEDULE_MS).unref();
    this.pool = new WorkerPool(this.env, QUEUES.maintenance, (job) => this.process(job), { concurrency: 1 });
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopWatching?.();
    await this.pool?.close();
  }

  async process(job: Job): Promise<number> {
    if (job.name === 'sweep-stale-holds') return this.sweeper.sweep();
    if (job.name === 'roll-credit-periods') return this.credits.rollAllPeriods();
    return 0;
  }

  private async schedule(): Promise<void> {
    // As often as workers beat: a dead worker's generations are found one beat after they go stale.
    await this.queue.upsertJobScheduler('sweep-stale-holds', { every: this.env.GENERATION_HEARTBEAT_MS }, { name: 'sweep-stale-holds' });
    await this.queue.upsertJobScheduler('roll-credit-periods', { every: 3_600_000 }, { name: 'roll-credit-periods' });
  }
}
