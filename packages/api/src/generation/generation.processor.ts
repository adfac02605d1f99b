import { isFragment } from '@cui/shared';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { finalizeHtml, HtmlStreamFilter } from '../ai/html-stream-filter';
import { UpstreamError } from '../ai/llm-client';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { ChunkPump } from './chunk-pump';
import { ensureSectionId } from './section-id';
import { GenerationBus } from './generation-bus';
import { GenerationRepository } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import type { GenerationJob } from './generation.types';
import { ModelStream } from './model-stream';
import { StreamPacing } from './stream-pacing';

export const STOPPED_MESSAGE = 'Generation stopped';
export const NO_HTML_MESSAGE = 'No valid HTML found in AI response.';

/** The `generation` queue's job handler: model text → cleaned HTML chunks → Redis, then settles the credit. */
@Injectable()
export class GenerationProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Generation');
  private readonly running = new Map<string, AbortController>();
  private pool?: WorkerPool<GenerationJob>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly generations: GenerationRepository,
    private readonly bus: GenerationBus,
    private readonly model: ModelStream,
    private readonly settlement: GenerationSettlement,
    private readonly pacing: StreamPacing,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.onCancel((id) => this.running.get(id)?.abort());
    // A job runs once: a worker that died mid-stream leaves its hold to the stale-hold sweeper.
    this.pool = new WorkerPool(this.env, QUEUES.generation, (job) => this.process(job), {
      concurrency: this.env.GENERATION_CONCURRENCY,
      maxStalledCount: 0,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
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
    const pump = new ChunkPump(writer, { intervalMs: () => this.pacing.intervalMs() }, filter);
    const close = this.pacing.open();
    // The upstream call starts while the start checks run: they decide whether its text is kept.
    const early: string[] = [];
    let sink = (text: string): void => void early.push(text);
    const produced = this.model.run(data, abort.signal, (text) => sink(text));
    produced.catch(() => undefined);
    try {
      const [started, cancelled] = await Promise.all([this.generations.markRunning(id), this.bus.isCancelled(id)]);
      if (!started || cancelled) {
        abort.abort();
        await produced.catch(() => undefined);
        // Not started: it was cancelled or swept while queued, and is already settled.
        return started ? await this.settlement.fail(id, 'cancelled', STOPPED_MESSAGE, writer) : undefined;
      }
      sink = (text) => pump.push(text);
      early.splice(0).forEach(sink);
      await produced;
      await pump.drain();
      if (abort.signal.aborted) return await this.settlement.fail(id, 'cancelled', STOPPED_MESSAGE, writer);
      let html = finalizeHtml(filter.emitted, mode);
      if (html && data.kind === 'section' && data.html) html = ensureSectionId(html, data.html);
      if (!html || (data.kind === 'page' && isFragment(html))) return await this.settlement.fail(id, 'failed', NO_HTML_MESSAGE, writer);
      await this.settlement.succeed(id, html, writer);
    } catch (err) {
      const message = err instanceof UpstreamError ? err.message : 'Error contacting Ask AI';
      if (!(err instanceof UpstreamError)) this.logger.error(err instanceof Error ? err.stack : String(err));
      await this.settlement.fail(id, abort.signal.aborted ? 'cancelled' : 'failed', abort.signal.aborted ? STOPPED_MESSAGE : message, writer);
    } finally {
      close();
      this.running.delete(id);
    }
  }
}
