import { isFragment } from '@cui/shared';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { finalizeHtml, HtmlStreamFilter } from '../ai/html-stream-filter';
import { UpstreamError } from '../ai/llm-client';
import { Clock } from '../common/clock';
import { isOutage, outageSummary } from '../common/outage';
import { runWithRequestId } from '../common/request-id';
import { ENV, Env } from '../config/env.schema';
import { GenerationTimer, Metrics } from '../metrics/metrics';
import { QUEUES } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { ChunkPump } from './chunk-pump';
import { ensureSectionId } from './section-id';
import { GenerationBus } from './generation-bus';
import { GenerationHeartbeat } from './generation-heartbeat';
import { EndedStatus, GenerationRepository } from './generation.repository';
import { GenerationSettlement, RefundedFailure } from './generation-settlement';
import type { GenerationJob } from './generation.types';
import { ModelStream } from './model-stream';
import { TIMED_OUT_MESSAGE } from './stale-hold-sweeper';
import { StreamPacing } from './stream-pacing';

export const STOPPED_MESSAGE = 'Generation stopped';
export const NO_HTML_MESSAGE = 'No valid HTML found in AI response.';
/** Redis or PostgreSQL went away under a running generation (the worker could not write its stream, or its row). */
export const INTERRUPTED: RefundedFailure = {
  reason: 'Our server lost its connection to its database or its queue while generating, so the generation was stopped.',
};
export const RESTARTED_MESSAGE = 'The server restarted while your page was being generated, so it was stopped. Your credit was refunded: please try again.';

/** Why a job was cancelled (its abort reason), and how the generation then ends. */
export const STOPS = {
  cancelled: { status: 'cancelled', message: STOPPED_MESSAGE },
  timeout: { status: 'failed', message: TIMED_OUT_MESSAGE },
  shutdown: { status: 'failed', message: RESTARTED_MESSAGE },
} as const satisfies Record<string, { status: EndedStatus; message: string }>;
export type StopReason = keyof typeof STOPS;
export const stopOf = (signal: AbortSignal) => STOPS[(signal.reason as StopReason) in STOPS ? (signal.reason as StopReason) : 'cancelled'];

/** The `generation` queue's job handler: model text → cleaned HTML chunks → Redis, then settles the credit. */
@Injectable()
export class GenerationProcessor implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Generation');
  private pool?: WorkerPool<GenerationJob>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly generations: GenerationRepository,
    private readonly bus: GenerationBus,
    private readonly model: ModelStream,
    private readonly settlement: GenerationSettlement,
    private readonly pacing: StreamPacing,
    private readonly heartbeat: GenerationHeartbeat,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly pino: PinoLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.onCancel((id) => this.pool?.cancel(id, 'cancelled' satisfies StopReason));
    // A job runs once: a worker that died mid-stream leaves its hold to the stale-hold sweeper.
    this.pool = new WorkerPool(this.env, QUEUES.generation, (job, signal) => runWithRequestId(this.pino.logger, job.data.requestId, () => this.process(job, signal)), {
      concurrency: this.env.GENERATION_CONCURRENCY,
      maxStalledCount: 0,
    });
  }

  /** Takes no more jobs; the running ones get SHUTDOWN_DRAIN_MS to finish, then are stopped and refunded. */
  async beforeApplicationShutdown(): Promise<void> {
    this.logger.log(`Shutting down: taking no more generations; running ones have ${this.env.SHUTDOWN_DRAIN_MS} ms to finish`);
    await this.pool?.close({ ms: this.env.SHUTDOWN_DRAIN_MS, reason: 'shutdown' satisfies StopReason });
  }

  /** `cancelled` is aborted, with a `StopReason`, by a client's cancel, the sweeper, the timeout or shutdown. */
  async process(job: Job<GenerationJob>, cancelled: AbortSignal): Promise<void> {
    const data = job.data;
    const id = data.generationId;
    // Jobs run once (maxStalledCount 0), so this worker writes the stream's first events.
    const writer = await this.bus.writer(id, true);
    const own = new AbortController();
    const stopped = AbortSignal.any([cancelled, own.signal]);
    const mode = data.kind === 'section' ? 'fragment' : 'document';
    const filter = new HtmlStreamFilter(mode);
    const pump = new ChunkPump(writer, { intervalMs: () => this.pacing.intervalMs() }, filter);
    const close = this.pacing.open();
    let untrack: () => void = () => undefined;
    let timer: GenerationTimer | null = null;
    // The upstream call starts while the start checks run: they decide whether its text is kept.
    const early: string[] = [];
    let sink = (text: string): void => void early.push(text);
    const produced = this.model.run(data, stopped, (text) => sink(text));
    produced.catch(() => undefined);
    const end = () => this.settlement.fail(id, stopOf(stopped).status, stopOf(stopped).message, writer, stopped);
    try {
      const [started, cancelledEarlier] = await Promise.all([this.generations.markRunning(id, this.clock.now()), this.bus.isCancelled(id)]);
      if (!started || cancelledEarlier || stopped.aborted) {
        own.abort('cancelled' satisfies StopReason);
        await produced.catch(() => undefined);
        // Not started: it was cancelled or swept while queued, and is already settled.
        return started ? await end() : undefined;
      }
      untrack = this.heartbeat.track(id, () => own.abort('timeout' satisfies StopReason));
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
      if (!html || (data.kind === 'page' && isFragment(html))) return await this.settlement.fail(id, 'failed', NO_HTML_MESSAGE, writer, stopped);
      await this.settlement.succeed(id, html, writer, stopped, outcome);
    } catch (err) {
      if (stopped.aborted) return await end();
      const outage = isOutage(err);
      if (outage) this.logger.warn(`Generation ${id} stopped: ${outageSummary(err)}`);
      else if (!(err instanceof UpstreamError)) this.logger.error(err instanceof Error ? err.stack : String(err));
      const message = err instanceof UpstreamError ? err.message : outage ? INTERRUPTED : 'Error contacting Ask AI';
      await this.settlement.fail(id, 'failed', message, writer, stopped);
    } finally {
      timer?.end();
      untrack();
      close();
    }
  }
}
