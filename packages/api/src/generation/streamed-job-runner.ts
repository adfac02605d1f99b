import { Inject, Injectable, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { UpstreamError } from '../ai/llm-client';
import { Clock } from '../common/clock';
import { isOutage, outageSummary } from '../common/outage';
import { runWithRequestId } from '../common/request-id';
import { ENV, Env } from '../config/env.schema';
import type { QueueName } from '../queues/queue-names';
import { WorkerPool } from '../queues/worker-pool';
import { GenerationBus, StreamEventMap, StreamWriter } from './generation-bus';
import { GenerationHeartbeat } from './generation-heartbeat';
import { EndedStatus, GenerationRepository } from './generation.repository';
import { Failure, GenerationSettlement, RefundedFailure } from './generation-settlement';
import { TIMED_OUT_MESSAGE } from './stale-hold-sweeper';

export const STOPPED_MESSAGE = 'Generation stopped';
/** Redis or PostgreSQL went away under a running job (the worker could not write its stream, or its row). */
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

/** What every streamed job carries: the `generations` row that holds its credit, and the request that queued it. */
export interface StreamedJob {
  generationId: string;
  requestId?: string;
}

/** One job's run, as the runner hands it to the job's own work. */
export interface StreamedRun<E extends StreamEventMap> {
  readonly id: string;
  /** The stream's writer; this worker writes the stream's first events (jobs run once). */
  readonly writer: StreamWriter<E>;
  /** Aborted, with a `StopReason`, by a client's cancel, the sweeper, the heartbeat's timeout or shutdown. */
  readonly stopped: AbortSignal;
  /** Ends the generation as `stopped`'s reason says (cancelled, timed out, restarted), refunding its hold. */
  end(): Promise<void>;
  /** Ends the generation as failed with `message`, refunding its hold. */
  fail(message: Failure): Promise<void>;
}

/** A job's own work, set up before the start checks run. */
export interface StreamedTask {
  /** Runs once the row is marked running and the heartbeat tracks it; throws to fail the generation. */
  run(): Promise<void>;
  /** Work begun before the start checks (an upstream call): awaited, once stopped, when the job does not start. */
  early?: Promise<unknown>;
  /** A failure the job knows better than the runner (e.g. its project was deleted), or undefined. */
  failureOf?(err: unknown): Promise<string | RefundedFailure | undefined>;
  /** Called once the job is over, however it ended. */
  release?(): void;
}

export interface StreamedQueue<J extends StreamedJob, E extends StreamEventMap> {
  queue: QueueName;
  /** Names the job in log lines: "<label> <id> stopped: …". */
  label: string;
  /** What the client is told of a failure that is neither the upstream's nor an outage. */
  failure: string;
  task(job: Job<J>, run: StreamedRun<E>): StreamedTask;
}

/** A queue's running pool, as its processor holds it. */
export interface StreamedPool<J> {
  /** Starts taking the queue's jobs (from `onModuleInit`). */
  start(): Promise<void>;
  /** Runs one job (what the pool calls; tests call it directly). */
  process(job: Job<J>, cancelled: AbortSignal): Promise<void>;
  /** Takes no more jobs; the running ones get SHUTDOWN_DRAIN_MS to finish, then are stopped and refunded. */
  close(): Promise<void>;
}

/**
 * The one life of a job that holds a credit and streams to a client (a page generation, a designer
 * turn): hold the row (mark it running unless it was cancelled or swept while queued), keep its
 * heartbeat, run the job's work, and settle it exactly once — by its stop reason when stopped, as
 * failed (refunded) when the work throws. Jobs run once (maxStalledCount 0): a worker that died
 * mid-stream leaves its hold to the stale-hold sweeper.
 */
@Injectable()
export class StreamedJobRunner {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly generations: GenerationRepository,
    private readonly bus: GenerationBus,
    private readonly settlement: GenerationSettlement,
    private readonly heartbeat: GenerationHeartbeat,
    private readonly clock: Clock,
    private readonly pino: PinoLogger,
  ) {}

  /** The pool that runs `spec.queue`'s jobs, for its processor to start and close. */
  pool<J extends StreamedJob, E extends StreamEventMap>(spec: StreamedQueue<J, E>, logger: Logger): StreamedPool<J> {
    let pool: WorkerPool<J> | undefined;
    const process = (job: Job<J>, cancelled: AbortSignal) => this.run(spec, logger, job, cancelled);
    return {
      process,
      start: async () => {
        await this.bus.onCancel((id) => pool?.cancel(id, 'cancelled' satisfies StopReason));
        pool = new WorkerPool(this.env, spec.queue, (job, signal) => runWithRequestId(this.pino.logger, job.data.requestId, () => process(job, signal)), {
          concurrency: this.env.GENERATION_CONCURRENCY,
          maxStalledCount: 0,
        });
      },
      close: async () => {
        await pool?.close({ ms: this.env.SHUTDOWN_DRAIN_MS, reason: 'shutdown' satisfies StopReason });
      },
    };
  }

  /** `cancelled` is aborted, with a `StopReason`, by a client's cancel, the sweeper, the timeout or shutdown. */
  private async run<J extends StreamedJob, E extends StreamEventMap>(spec: StreamedQueue<J, E>, logger: Logger, job: Job<J>, cancelled: AbortSignal): Promise<void> {
    const id = job.data.generationId;
    const writer = await this.bus.writer<E>(id, true);
    const own = new AbortController();
    const stopped = AbortSignal.any([cancelled, own.signal]);
    const fail = (message: Failure) => this.settlement.fail(id, 'failed', message, writer, stopped);
    const end = () => this.settlement.fail(id, stopOf(stopped).status, stopOf(stopped).message, writer, stopped);
    const task = spec.task(job, { id, writer, stopped, end, fail });
    task.early?.catch(() => undefined);
    let untrack: () => void = () => undefined;
    try {
      const [started, cancelledEarlier] = await Promise.all([this.generations.markRunning(id, this.clock.now()), this.bus.isCancelled(id)]);
      if (!started || cancelledEarlier || stopped.aborted) {
        own.abort('cancelled' satisfies StopReason);
        await task.early?.catch(() => undefined);
        // Not started: it was cancelled or swept while queued, and is already settled.
        return started ? await end() : undefined;
      }
      untrack = this.heartbeat.track(id, () => own.abort('timeout' satisfies StopReason));
      await task.run();
    } catch (err) {
      if (stopped.aborted) return await end();
      const known = await task.failureOf?.(err);
      if (known) return await fail(known);
      const outage = isOutage(err);
      if (outage) logger.warn(`${spec.label} ${id} stopped: ${outageSummary(err)}`);
      else if (!(err instanceof UpstreamError)) logger.error(err instanceof Error ? err.stack : String(err));
      await fail(err instanceof UpstreamError ? (err.code ? { code: err.code, message: err.message } : err.message) : outage ? INTERRUPTED : spec.failure);
    } finally {
      untrack();
      task.release?.();
    }
  }
}
