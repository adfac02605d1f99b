import { finalizeHtml, GenerationEvents, HtmlStreamFilter, isFragment } from '@cui/shared';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { ENV, Env } from '../config/env.schema';
import { GenerationTimer, Metrics } from '../metrics/metrics';
import { QUEUES } from '../queues/queue-names';
import { ChunkPump } from './chunk-pump';
import { ensureSectionId } from './section-id';
import { GenerationSettlement } from './generation-settlement';
import type { GenerationJob } from './generation.types';
import { ModelStream } from './model-stream';
import { StreamedJobRunner, StreamedPool, StreamedRun, StreamedTask } from './streamed-job-runner';
import { StreamPacing } from './stream-pacing';

export const NO_HTML_MESSAGE = 'No valid HTML found in AI response.';

/** The `generation` queue's job handler: model text → cleaned HTML chunks → Redis, then settles the credit. */
@Injectable()
export class GenerationProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Generation');
  private readonly jobs: StreamedPool<GenerationJob>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    runner: StreamedJobRunner,
    private readonly model: ModelStream,
    private readonly settlement: GenerationSettlement,
    private readonly pacing: StreamPacing,
    private readonly metrics: Metrics,
  ) {
    this.jobs = runner.pool<GenerationJob, GenerationEvents>(
      { queue: QUEUES.generation, label: 'Generation', failure: 'Error contacting Ask AI', task: (job, run) => this.task(job, run) },
      this.logger,
    );
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.start();
  }

  /** Takes no more jobs; the running ones get SHUTDOWN_DRAIN_MS to finish, then are stopped and refunded. */
  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log(`Shutting down: taking no more generations; running ones have ${this.env.SHUTDOWN_DRAIN_MS} ms to finish`);
    await this.jobs.close();
  }

  /** `cancelled` is aborted, with a `StopReason`, by a client's cancel, the sweeper, the timeout or shutdown. */
  process(job: Job<GenerationJob>, cancelled: AbortSignal): Promise<void> {
    return this.jobs.process(job, cancelled);
  }

  private task(job: Job<GenerationJob>, { id, writer, stopped, end, fail }: StreamedRun<GenerationEvents>): StreamedTask {
    const data = job.data;
    const mode = data.kind === 'section' ? 'fragment' : 'document';
    const filter = new HtmlStreamFilter(mode);
    const pump = new ChunkPump(writer, { intervalMs: () => this.pacing.intervalMs() }, filter);
    const close = this.pacing.open();
    let timer: GenerationTimer | null = null;
    // The upstream call starts while the start checks run: they decide whether its text is kept.
    const early: string[] = [];
    let sink = (text: string): void => void early.push(text);
    const produced = this.model.run(data, stopped, (text) => sink(text));
    return {
      early: produced,
      run: async () => {
        const running = (timer = this.metrics.timeGeneration(data.model, job.timestamp));
        sink = (text) => {
          pump.push(text);
          if (filter.emitted) running.firstChunk();
        };
        early.splice(0).forEach(sink);
        const outcome = await produced;
        await pump.drain();
        if (stopped.aborted) return await end();
        let html = finalizeHtml(filter.emitted, mode);
        if (html && data.kind === 'section' && data.html) html = ensureSectionId(html, data.html);
        if (!html || (data.kind === 'page' && isFragment(html))) return await fail(NO_HTML_MESSAGE);
        await this.settlement.succeed(id, html, writer, stopped, outcome);
      },
      release: () => {
        timer?.end();
        close();
      },
    };
  }
}
