import type { StreamWriter } from './generation-bus';

export interface PumpTiming {
  /** Least time between two chunk writes of one stream now, in ms (0: write whenever the last write is done). */
  intervalMs: () => number;
  now?: () => number;
  /** Resolves after `ms`, or early when `wake` is called (the stream has ended). */
  sleep?: (ms: number, wake: (resume: () => void) => void) => Promise<void>;
}

/** Turns raw model text into what the client is sent (the stream filter); `end` flushes what it held back. */
export interface ChunkCleaner {
  push(text: string): string;
  end(): string;
}

const AS_IS: ChunkCleaner = { push: (text) => text, end: () => '' };

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
 * Sends a model's text to the stream, cleaned, without ever waiting on the model. The first piece
 * goes out at once; after that, text that arrives within `intervalMs` of the last write (or while
 * it is in flight) goes out as one chunk, and is cleaned as one piece: the cleaner runs once per
 * chunk, not once per token. A model emits a token every few ms and the client redraws at most
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
  private active = false;
  private wakeUp: (() => void) | null = null;
  private readonly now: () => number;
  private readonly sleep: NonNullable<PumpTiming['sleep']>;

  constructor(
    private readonly writer: StreamWriter,
    private readonly timing: PumpTiming = { intervalMs: () => 0 },
    private readonly cleaner: ChunkCleaner = AS_IS,
  ) {
    this.now = timing.now ?? (() => performance.now());
    this.sleep = timing.sleep ?? realSleep;
  }

  push(text: string): void {
    if (this.failure) throw this.failure;
    if (!text) return;
    this.pending += text;
    if (this.flushing) return;
    const run = this.flush();
    // A flush that wrote nothing (the cleaner held it all back) ran to its end before returning.
    if (this.active) this.flushing = run;
  }

  /** Resolves once everything pushed has been cleaned and written, without waiting out the interval. */
  async drain(): Promise<void> {
    this.ending = true;
    this.wakeUp?.();
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
    const tail = this.cleaner.end();
    if (tail) await this.writer.write('chunk', { text: tail });
  }

  private async flush(): Promise<void> {
    this.active = true;
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
        const text = this.cleaner.push(this.pending);
        this.pending = '';
        // Text the cleaner holds back (prose, a `<think>` block) is no write: the first markup still leaves at once.
        if (!text) continue;
        this.lastWrite = this.now();
        await this.writer.write('chunk', { text });
      }
    } catch (err) {
      this.failure = err;
    } finally {
      this.active = false;
      this.flushing = null;
    }
  }
}
