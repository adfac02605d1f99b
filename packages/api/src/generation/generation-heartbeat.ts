import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { GenerationRepository } from './generation.repository';

interface Tracked {
  startedAt: number;
  /** Called once the generation has run longer than GENERATION_TIMEOUT_MS. */
  overdue: () => void;
}

/**
 * This process's running generations, kept visibly alive: every GENERATION_HEARTBEAT_MS one
 * statement stamps all of them, so the sweeper refunds only generations whose worker went silent
 * (decision 018). The same tick stops a generation that has run longer than GENERATION_TIMEOUT_MS:
 * a live worker ends its own overlong jobs, the sweeper never does.
 */
@Injectable()
export class GenerationHeartbeat implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('GenerationHeartbeat');
  private readonly running = new Map<string, Tracked>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly generations: GenerationRepository,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.tick(), this.env.GENERATION_HEARTBEAT_MS).unref();
  }

  // Not before: generations still draining at shutdown must keep beating.
  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Tracks a generation that has just been marked running; the returned function stops tracking it. */
  track(id: string, overdue: () => void): () => void {
    this.running.set(id, { startedAt: this.clock.now().getTime(), overdue });
    return () => void this.running.delete(id);
  }

  /** One beat: stops the overdue generations, stamps the others alive. */
  async tick(): Promise<void> {
    const now = this.clock.now();
    const alive: string[] = [];
    for (const [id, g] of this.running) {
      if (now.getTime() - g.startedAt >= this.env.GENERATION_TIMEOUT_MS) g.overdue();
      else alive.push(id);
    }
    if (!alive.length) return;
    // A missed beat is made up by the next one; only a silence of GENERATION_STALE_MS gets a generation swept.
    await this.generations.heartbeat(alive, now).catch((err: Error) => this.logger.warn(`Heartbeat failed: ${err.message}`));
  }
}
