import { isFragment } from '@cui/shared';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { finalizeHtml, HtmlStreamFilter } from '../ai/html-stream-filter';
import { UpstreamError } from '../ai/llm-client';
import { ChunkPump } from './chunk-pump';
import { ensureSectionId } from './section-id';
import { GenerationBus } from './generation-bus';
import { GenerationFinisher } from './generation-finisher';
import { GenerationRunner } from './generation-runner';
import type { GenerationJob } from './generation.types';
import { StreamPacing } from './stream-pacing';

export const STOPPED_MESSAGE = 'Generation stopped';
export const NO_HTML_MESSAGE = 'No valid HTML found in AI response.';

/** Runs one generation: model tokens → cleaned HTML chunks → Redis, then settles the credit. */
@Injectable()
export class GenerationProcessor implements OnModuleInit {
  private readonly logger = new Logger('Generation');
  private readonly running = new Map<string, AbortController>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bus: GenerationBus,
    private readonly runner: GenerationRunner,
    private readonly finisher: GenerationFinisher,
    private readonly pacing: StreamPacing,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.onCancel((id) => this.running.get(id)?.abort());
  }

  async process(job: Job<GenerationJob>): Promise<void> {
    const data = job.data;
    const id = data.generationId;
    // Jobs run once (maxStalledCount 0), so this worker writes the stream's first events.
    const writer = await this.bus.writer(id, true);
    const abort = new AbortController();
    this.running.set(id, abort);
    const mode = data.kind === 'section' ? 'fragment' : 'document';
    const filter = new HtmlStreamFilter(mode);
    const pump = new ChunkPump(writer, { intervalMs: () => this.pacing.intervalMs() });
    const close = this.pacing.open();
    // The upstream call starts while the start checks run: they decide whether its text is kept.
    const early: string[] = [];
    let sink = (text: string): void => void early.push(text);
    const produced = this.runner.run(data, abort.signal, (text) => sink(text));
    produced.catch(() => undefined);
    try {
      const [started, cancelled] = await Promise.all([this.markRunning(id), this.bus.isCancelled(id)]);
      if (!started || cancelled) {
        abort.abort();
        await produced.catch(() => undefined);
        // Not started: it was cancelled or swept while queued, and is already settled.
        return started ? await this.finisher.fail(id, 'cancelled', STOPPED_MESSAGE, writer) : undefined;
      }
      sink = (text) => pump.push(filter.push(text));
      early.splice(0).forEach(sink);
      await produced;
      pump.push(filter.end());
      await pump.drain();
      if (abort.signal.aborted) return await this.finisher.fail(id, 'cancelled', STOPPED_MESSAGE, writer);
      let html = finalizeHtml(filter.emitted, mode);
      if (html && data.kind === 'section' && data.html) html = ensureSectionId(html, data.html);
      if (!html || (data.kind === 'page' && isFragment(html))) return await this.finisher.fail(id, 'failed', NO_HTML_MESSAGE, writer);
      await this.finisher.succeed(id, html, writer);
    } catch (err) {
      const message = err instanceof UpstreamError ? err.message : 'Error contacting Ask AI';
      if (!(err instanceof UpstreamError)) this.logger.error(err instanceof Error ? err.stack : String(err));
      await this.finisher.fail(id, abort.signal.aborted ? 'cancelled' : 'failed', abort.signal.aborted ? STOPPED_MESSAGE : message, writer);
    } finally {
      close();
      this.running.delete(id);
    }
  }

  /** False when the generation is no longer queued: cancelled or swept while it waited, and settled. */
  private async markRunning(id: string): Promise<boolean> {
    // Plain SQL: this runs for every generation, and the query builder costs more than the query.
    const [, count] = (await this.db.query(`UPDATE generations SET status = 'running', updated_at = now() WHERE id = $1 AND status = 'queued'`, [id])) as [
      unknown,
      number,
    ];
    return count === 1;
  }
}
