import { AskAiRequestParsed, DEFAULT_PAGE_NAME, isFragment, isValidPageName, PAGE_NAME_RULE, pageNameFromFileName } from '@cui/shared';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ModelChoice } from '../ai/model-choice';
import { Clock } from '../common/clock';
import { assertSameRequest, IdempotencyClaim, idempotencyClaim, isWithinWindow, windowStart } from '../common/idempotency-key';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ENV, Env } from '../config/env.schema';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus, isFinal } from './generation-bus';
import { GenerationCredits } from './generation-credits';
import type { Requester } from './generation.types';
import { DESIGNER_QUEUE_KINDS, Generation, GenerationKind } from './generation.entity';
import { GenerationRepository, NewGeneration } from './generation.repository';
import { GenerationSettlement } from './generation-settlement';
import { followStream, GenerationStream, IdleCheck, isLive, liveEvents, ROW_OUTCOME_ID, storedOutcome } from './generation-stream';
import type { GenerationJob } from './generation.types';

/** The kinds of row `/api/ask-ai/{id}` serves; a designer turn is served by `/api/stitch-chat/{id}`. */
export const PAGE_KINDS: readonly GenerationKind[] = ['page', 'section'];

/** A started generation's stream; `replayed` when its Idempotency-Key found an earlier request's generation. */
export interface StartedGeneration extends GenerationStream {
  replayed: boolean;
}

/** What a held generation's job is, for the queue it goes to (its id is the generation's). */
export interface QueuedJob {
  queue: Queue;
  name: string;
  data: object;
}

/**
 * Starting, resuming, finding and stopping generations: the rules; the controller only speaks HTTP.
 * A designer turn is a generation too, and goes through `open`, `resume` and `cancel` (decision 026).
 */
@Injectable()
export class GenerationService {
  constructor(
    @InjectQueue(QUEUES.generation) private readonly queue: Queue<GenerationJob>,
    @InjectQueue(QUEUES.designer) private readonly designerQueue: Queue,
    @Inject(ENV) private readonly env: Env,
    private readonly limits: RateLimitService,
    private readonly generations: GenerationRepository,
    private readonly credits: GenerationCredits,
    private readonly bus: GenerationBus,
    private readonly settlement: GenerationSettlement,
    private readonly clock: Clock,
    private readonly models: ModelChoice,
  ) {}

  /**
   * Rate limit, validation, then the hold and the subscription side by side (nothing is published
   * before the job is queued, which `pipe` does once the response is open). A hold whose
   * subscription fails is refunded at once (503); a failed hold leaves nothing subscribed.
   */
  async start(body: AskAiRequestParsed, who: Requester, requestId?: string, idempotencyKey?: string): Promise<StartedGeneration> {
    await this.limits.consume('ask-ai', 'userId' in who ? who.userId : who.anonKey, 30, 60, 'Too many requests. Please wait a moment.');
    const { job: checked, credits } = await this.validate(body);
    const job: GenerationJob = { ...checked, requestId };
    const row = {
      id: job.generationId,
      kind: job.kind,
      model: job.model,
      credits,
      framework: job.framework,
      prompt: job.prompt.slice(0, 10_000),
      idempotency: idempotencyClaim(idempotencyKey, 'ask-ai', body),
    };
    return this.open(row, who, { queue: this.queue, name: 'generate', data: job });
  }

  /**
   * Holds the credit for `row` and subscribes to its events; the stream's `pipe` sends `meta`, then
   * queues `job` (under the generation's id) and follows it. Throws before anything is held when the
   * hold fails (402, or 401 for the anonymous). With an Idempotency-Key `who` used within the window,
   * nothing is held: the stream is that key's generation from its start (422 if the key came with
   * another request).
   */
  async open(row: NewGeneration, who: Requester, job: QueuedJob): Promise<StartedGeneration> {
    const id = row.id;
    const subscribing = liveEvents(this.bus, id, 0, this.idleCheck(id));
    let earlier: Generation | null;
    try {
      earlier = await this.holdUnlessKeyUsed(row, who);
    } catch (err) {
      void subscribing.then((events) => events.close(), () => undefined);
      throw err;
    }
    if (earlier) {
      void subscribing.then((events) => events.close(), () => undefined);
      return this.replay(earlier, row.idempotency!, who);
    }
    const events = await subscribing.catch(async () => {
      await this.abandon(id, 'The live stream is unavailable.');
      throw new ServiceUnavailableException({ message: 'The generation could not start. Please try again.' });
    });
    return {
      replayed: false,
      close: () => events.close(),
      pipe: async (sink) => {
        sink.send({ id: 0, event: 'meta', data: { id } });
        events.attach(sink);
        await this.enqueue(id, job).catch((err: { message?: string }) => {
          sink.send({ id: 1, event: 'error', data: { code: 'unavailable', message: err.message ?? 'The generation queue is unavailable.' } });
          sink.end();
        });
      },
    };
  }

  /**
   * Holds `row`'s credit (null), or finds the generation `who` started with the same Idempotency-Key
   * within the window (nothing held). Whatever refused the hold (the key's unique index, a balance
   * the key's first request spent, the project's turn that request started), a generation holding
   * the key is the answer; a parallel request loses on the index and attaches too. A key past the
   * window is taken off its old generation and the hold tried once more.
   */
  private async holdUnlessKeyUsed(row: NewGeneration, who: Requester): Promise<Generation | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.credits.hold(row, who);
        return null;
      } catch (err) {
        const earlier = row.idempotency ? await this.generations.findByKey(who, row.idempotency.key).catch(() => null) : null;
        if (!earlier) throw err;
        const now = this.clock.now();
        if (isWithinWindow(earlier.createdAt, now)) return earlier;
        if (attempt > 1) throw err;
        await this.generations.releaseKey(earlier.id, windowStart(now));
      }
    }
  }

  /** The key's generation from its start (`meta` first, as its first answer began), charging nothing. */
  private async replay(earlier: Generation, claim: IdempotencyClaim, who: Requester): Promise<StartedGeneration> {
    assertSameRequest(earlier.requestHash, claim);
    // From its first event, which no stream's end precedes: `resume` answers null only past the end.
    const stream = await this.resume(earlier.id, 0, who, [earlier.kind]);
    return {
      replayed: true,
      close: async () => {
        await stream?.close();
      },
      pipe: async (sink) => {
        sink.send({ id: 0, event: 'meta', data: { id: earlier.id } });
        if (stream) await stream.pipe(sink);
        else sink.end();
      },
    };
  }

  /**
   * The events of `who`'s generation (of one of `kinds`) after `after`, with nothing lost or
   * repeated; null when the client already has its final event (nothing more will ever come); 404
   * for others' ids.
   */
  async resume(id: string, after: number, who: Requester, kinds = PAGE_KINDS): Promise<GenerationStream | null> {
    const generation = await this.owned(id, who, kinds);
    const logged = await this.bus.lastLogged(id);
    // The stream's final event is the log's last when the log has it, else the row's outcome once
    // the row has ended (ROW_OUTCOME_ID). A log ends with it even while the row is still settling
    // (decision 017): that client has been told all the same.
    const finalId = logged && isFinal(logged.event) ? logged.id : isLive(generation) ? null : ROW_OUTCOME_ID;
    if (finalId !== null && after >= finalId) return null;
    // A generation still under way is followed even before its worker has written anything (its
    // log starts with the first chunk): whatever ends it, worker or sweeper, writes a final event,
    // and one lost with Redis is made from the row by the idle check. An ended one whose replay
    // log has expired has only its stored outcome to tell.
    if (!isLive(generation) && !logged) return storedOutcome(generation);
    return followStream(await liveEvents(this.bus, id, after, this.idleCheck(id)));
  }

  /** How an open stream that hears nothing learns how its generation ended. */
  private idleCheck(id: string): IdleCheck {
    return { everyMs: this.env.STREAM_IDLE_CHECK_MS, row: () => this.generations.findById(id) };
  }

  /** Checks everything that can be checked before money moves, and what the model costs; throws 400 with the reason. */
  async validate(body: AskAiRequestParsed): Promise<{ job: GenerationJob; credits: number }> {
    const kind = body.html && isFragment(body.html) ? 'section' : 'page';
    if (!body.prompt.trim() && !body.image && !body.site) throw new BadRequestException({ code: 'prompt_required', message: 'Write a prompt first.' });
    if (kind === 'section' && !body.prompt.trim()) throw new BadRequestException({ code: 'section_prompt_required', message: 'Describe how the section should change.' });
    if (body.variant && (body.html || body.site)) throw new BadRequestException({ code: 'bad_request', message: 'Variants are designs of a new page: ask for them without a page to edit.' });
    const model = await this.models.resolve(body.model, { image: !!body.image });
    const sitePage = body.site ? pageNameFromFileName(body.site.page) : null;
    if (body.site && (kind === 'section' || body.html)) throw new BadRequestException({ code: 'bad_request', message: 'A new page of a site is asked for without a page to edit.' });
    if (sitePage !== null && (!isValidPageName(sitePage) || sitePage === DEFAULT_PAGE_NAME)) {
      throw new BadRequestException({ code: 'bad_request', message: sitePage === DEFAULT_PAGE_NAME ? 'The site already has its index page.' : PAGE_NAME_RULE });
    }
    const job: GenerationJob = {
      generationId: randomUUID(),
      kind,
      model: model.id,
      framework: body.framework,
      language: body.language,
      prompt: body.prompt,
      previousPrompt: body.previousPrompt,
      html: body.html,
      image: body.image,
      imageMode: body.image_mode,
      ...(body.site && sitePage ? { site: { index: body.site.index, page: sitePage } } : {}),
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      ...(body.variant ? { variant: body.variant } : {}),
    };
    return { job, credits: model.cost };
  }

  /** Stops `who`'s generation (of one of `kinds`); 404 for others' ids. */
  async cancel(id: string, who: Requester, kinds = PAGE_KINDS): Promise<void> {
    const generation = await this.owned(id, who, kinds);
    if (generation.status === 'queued' || generation.status === 'running') await this.bus.requestCancel(generation.id);
    // A job still waiting in the queue is settled here; a running one by its worker.
    if (generation.status === 'queued') {
      const queue = DESIGNER_QUEUE_KINDS.includes(generation.kind) ? this.designerQueue : this.queue;
      const removed = await queue.remove(generation.id).catch(() => 0);
      if (removed) await this.settlement.fail(generation.id, 'cancelled', 'Generation stopped');
    }
  }

  /** The generation (of one of `kinds`) if `who` owns it; 404 otherwise, so ids of others' generations reveal nothing. */
  async owned(id: string, who: Requester, kinds: readonly GenerationKind[]): Promise<Generation> {
    const generation = /^[0-9a-f-]{36}$/i.test(id) ? await this.generations.findById(id) : null;
    const theirs = generation && ('userId' in who ? generation.userId === who.userId : generation.anonKey === who.anonKey && !generation.userId);
    const mine = theirs && kinds.includes(generation.kind);
    if (!generation || !mine) throw new NotFoundException({ code: 'generation_not_found', message: 'Generation not found.' });
    return generation;
  }

  /** Queues the job; if Redis refuses, the hold is refunded and the client told to retry. */
  private async enqueue(id: string, job: QueuedJob): Promise<void> {
    try {
      await job.queue.add(job.name, job.data, { jobId: id, attempts: 1, removeOnComplete: true, removeOnFail: { age: 24 * 3600 } });
    } catch {
      await this.abandon(id, 'The generation queue is unavailable.');
      throw new ServiceUnavailableException({ message: 'The generation queue is unavailable. Please try again.' });
    }
  }

  /**
   * Ends a held generation that could not start, refunding it now rather than leaving it to the
   * stale-hold sweeper. Redis is usually why it could not start, so telling a stream about it is
   * best effort (the refund comes first).
   */
  private async abandon(generationId: string, message: string): Promise<void> {
    await this.settlement.fail(generationId, 'failed', message).catch(() => undefined);
  }
}
