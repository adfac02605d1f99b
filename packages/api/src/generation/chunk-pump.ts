import type { StreamWriter } from './generation-bus';

export interface PumpTiming {
  /** Least time between two chunk writes of one stream now, in ms (0: write whenever the last write is done). */
  intervalMs: () => number;
  now?: () => number;
  /** Resolves after `ms`, or early when `wake` is called (the stream has ended). */
  sleep?: (ms: number, wake: (resume: () => void) => void) => Promise<void>;
}

/** The share of the interval a write may come early. */
const SLACK = 0.2;

const realSleep: NonNullable<PumpTiming['sleep']> = (ms, wake) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Sends cleaned text to the stream without ever waiting on the model. The first piece goes out at
 * once; after that, text that arrives within `intervalMs` of the last write (or while it is in
 * flight) goes out as one chunk. A model emits a token every few ms and the client redraws at most
 * once a second, so this costs the reader nothing visible while it cuts Redis messages, pub/sub
 * deliveries and SSE writes per stream to about 1000 / intervalMs a second. The end of the stream
 * is never held back.
 */
export class ChunkPump {
  private pending = '';
  private flushing: Promise<void> | null = null;
  private failure: unknown = null;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private ending = false;
  private wakeUp: (() => void) | null = null;
  private readonly now: () => number;
  private readonly sleep: NonNullable<PumpTiming['sleep']>;

  constructor(
    private readonly writer: StreamWriter,
    private readonly timing: PumpTiming = { intervalMs: () => 0 },
  ) {
    this.now = timing.now ?? (() => performance.now());
    this.sleep = timing.sleep ?? realSleep;
  }

  push(text: string): void {
    if (this.failure) throw this.failure;
    if (!text) return;
    this.pending += text;
    this.flushing ??= this.flush();
  }

  /** Resolves once everything pushed has been written, without waiting out the interval. */
  async drain(): Promise<void> {
    this.ending = true;
    this.wakeUp?.();
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending) {
        const interval = this.timing.intervalMs();
        const wait = this.lastWrite + interval - this.now();
        // Text from a paced provider read lands about one interval after the last write,
        // give or take the event loop's jitter: waiting out a few ms would only add a timer.
        if (wait > interval * SLACK && !this.ending) {
          await this.sleep(wait, (resume) => (this.wakeUp = resume));
          this.wakeUp = null;
        }
        const text = this.pending;
        this.pending = '';
        this.lastWrite = this.now();
        await this.writer.write('chunk', { text });
      }
    } catch (err) {
      this.failure = err;
    } finally {
      this.flushing = null;
    }
  }
}
