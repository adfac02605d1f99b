import type { StreamWriter } from './generation-bus';

/**
 * Sends cleaned text to the stream without ever waiting on the model: the first piece goes out at
 * once, and whatever arrives while a write is in flight is sent as one chunk right after it. Under
 * load chunks grow instead of Redis round trips queueing up; when idle nothing is delayed.
 */
export class ChunkPump {
  private pending = '';
  private flushing: Promise<void> | null = null;
  private failure: unknown = null;

  constructor(private readonly writer: StreamWriter) {}

  push(text: string): void {
    if (this.failure) throw this.failure;
    if (!text) return;
    this.pending += text;
    this.flushing ??= this.flush();
  }

  /** Resolves once everything pushed has been written. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending) {
        const text = this.pending;
        this.pending = '';
        await this.writer.write('chunk', { text });
      }
    } catch (err) {
      this.failure = err;
    } finally {
      this.flushing = null;
    }
  }
}
