import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../config/env.schema';

/** Intervals are multiples of this, so streams share a few pacing timers rather than one each. */
const STEP_MS = 25;
const MAX_INTERVAL_MS = 1000;

/**
 * How often one stream's text is read from the provider and sent on, in this worker process.
 *
 * Every send costs the same wherever it goes (a network read, a Redis write, a pub/sub delivery, an
 * SSE write), so the process's cost follows sends per second, not tokens. Up to
 * `STREAM_MAX_CHUNKS_PER_SECOND / (1000 / STREAM_CHUNK_INTERVAL_MS)` streams each get the base
 * interval; beyond that the interval grows with the number of streams so the total stays within
 * the budget: more streams get coarser updates instead of a slower first token for everyone.
 * The first piece of a stream is never held back.
 */
@Injectable()
export class StreamPacing {
  private active = 0;
  private readonly baseMs: number;
  private readonly budget: number;

  constructor(@Inject(ENV) env: Pick<Env, 'STREAM_CHUNK_INTERVAL_MS' | 'STREAM_MAX_CHUNKS_PER_SECOND'>) {
    this.baseMs = env.STREAM_CHUNK_INTERVAL_MS;
    this.budget = env.STREAM_MAX_CHUNKS_PER_SECOND;
  }

  /** Counts a stream as running until the returned function is called (once). */
  open(): () => void {
    this.active++;
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.active--;
    };
  }

  /** The least time between two sends of one stream now, in ms (0: no pacing). */
  intervalMs(): number {
    if (this.baseMs === 0) return 0;
    const needed = Math.ceil((this.active * 1000) / this.budget / STEP_MS) * STEP_MS;
    return Math.max(this.baseMs, Math.min(MAX_INTERVAL_MS, needed));
  }
}
