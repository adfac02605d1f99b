import { type ErrorCode } from '@cui/shared';
import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { isOutage, outageSummary } from '../common/outage';
import { Metrics } from '../metrics/metrics';
import { GenerationBus, StreamEventMap, StreamWriter } from './generation-bus';
import { EndedStatus, EndOutcome, ErrorByRefund, GenerationRepository } from './generation.repository';

/** How a successful generation ends: charged (the default) or not, and what the model says about it. */
export interface SuccessOutcome {
  charge?: boolean;
  message?: string;
  /** What an edit did, for the version's label (the built-in model says; a provider's edit has none). */
  label?: string;
}

export const UNSAVED_MESSAGE = 'The page could not be saved. Your credit will be refunded.';

/**
 * A failure the client is told together with what became of its credit. Only the statement that
 * gives the hold back knows that (and whose it was), so the words are chosen there: the text says
 * the credit is back only when it is, and names an anonymous client's free generation as what it is.
 */
export interface RefundedFailure {
  /** What happened, as a sentence. */
  reason: string;
}

const REFUND_WORDS = {
  user: 'Your credit was refunded: please try again.',
  anonymous: 'It did not count towards today’s free generations: please try again.',
  kept: 'Please try again.',
  /** PostgreSQL could not be reached to give it back yet: the settlement retries, and the sweeper after it. */
  pending: 'You will not be charged for it: please try again.',
} as const;

/** What became of a failed generation's hold, as its client is told. */
export type RefundOutcome = keyof typeof REFUND_WORDS;

/** A failure with a reason code of its own, its message the same every way (e.g. `edit_not_applied`). */
export interface CodedFailure {
  code: ErrorCode;
  message: string;
}

/** Why a generation failed: a plain message, one worded by its refund, or one with its own code. */
export type Failure = string | RefundedFailure | CodedFailure;

/** The text of `failure` when its hold went `outcome`'s way (a plain message is the same every way). */
export function failureText(failure: Failure, outcome: RefundOutcome): string {
  if (typeof failure === 'string') return failure;
  return 'code' in failure ? failure.message : `${failure.reason} ${REFUND_WORDS[outcome]}`;
}

/** The code of the `error` event that ends a generation `status` for `failure`. */
const failureCode = (status: EndedStatus, failure: Failure): ErrorCode =>
  status === 'cancelled' ? 'generation_stopped' : typeof failure === 'object' && 'code' in failure ? failure.code : 'generation_failed';

/**
 * Pauses before each new attempt to end a generation PostgreSQL could not be reached for (about a
 * minute in all); a hold still left after them is the stale-hold sweeper's.
 */
const SETTLE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * The two ways a generation ends. Each settles its credit and tells the client, and of racing
 * calls for one generation (the worker, a cancel, the sweeper) only the one that settled it speaks:
 * the stream gets exactly one final event, and it agrees with the row.
 *
 * When PostgreSQL cannot be reached at the end, the worker (the caller holding the stream's
 * writer) tells the client at once how the generation will end (failed and refunded) and then
 * ends it so, retrying for a while; a later settlement (the sweeper's) finds the stream already
 * ended and adds no second final event (decision 017).
 */
@Injectable()
export class GenerationSettlement {
  private readonly logger = new Logger('GenerationSettlement');

  constructor(
    private readonly generations: GenerationRepository,
    private readonly bus: GenerationBus,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Commits the held credit (refunds it when `outcome.charge` is false: the run delivered nothing
   * to pay for) and sends `done`, with the page when the generation made one (a designer turn stores
   * its screens itself) and `outcome.message` when the model has something to say about it; does nothing to a generation already ended. `stopped` (the job's own signal)
   * ends the retries of an outage early: the client has been told already, and a drain must not
   * wait for them.
   */
  async succeed(id: string, html: string | null, writer: StreamWriter<StreamEventMap>, stopped?: AbortSignal, outcome: SuccessOutcome = {}): Promise<void> {
    const charge = outcome.charge ?? true;
    let payer;
    try {
      payer = charge ? await this.generations.commit(id, html) : await this.generations.succeedFree(id);
    } catch (err) {
      if (!isOutage(err)) throw err;
      return this.endLater(id, 'failed', UNSAVED_MESSAGE, writer, err, stopped);
    }
    if (!payer) return;
    this.metrics.credit(charge ? 'commit' : 'refund');
    this.metrics.generationEnded('succeeded', payer);
    this.logger.log(`Generation ${id} succeeded (${payer.model}, ${payer.kind}${charge ? '' : ', not charged'})`);
    const balance = payer.userId ? (payer.balance ?? 0) : null;
    const note = { ...(outcome.message ? { message: outcome.message } : {}), ...(outcome.label ? { label: outcome.label } : {}) };
    const done = html === null ? { balance, ...note } : { html, balance, ...note };
    await writer.writeFinal('done', done);
  }

  /**
   * Ends the generation, refunds a held credit and sends `error` (the row's error: a RefundedFailure
   * is worded as the refund went); does nothing to a generation already ended.
   */
  async fail(id: string, status: EndedStatus, message: Failure, writer?: StreamWriter<StreamEventMap>, stopped?: AbortSignal): Promise<void> {
    let outcome;
    try {
      outcome = await this.generations.end(id, status, this.wordings(message), failureCode(status, message));
    } catch (err) {
      if (!writer || !isOutage(err)) throw err;
      return this.endLater(id, status, message, writer, err, stopped);
    }
    if (!this.counted(id, status, outcome)) return;
    await (writer ?? (await this.bus.writer<StreamEventMap>(id))).writeFinal('error', { code: failureCode(status, message), message: outcome?.error ?? failureText(message, 'kept') });
  }

  private wordings(message: Failure): ErrorByRefund {
    return { user: failureText(message, 'user'), anonymous: failureText(message, 'anonymous'), kept: failureText(message, 'kept') };
  }

  /** Counts what `end` did; true when it ended the generation. */
  private counted(id: string, status: EndedStatus, outcome: EndOutcome | null): boolean {
    if (outcome?.refunded) this.metrics.credit('refund');
    if (outcome?.ended) {
      this.metrics.generationEnded(status, outcome);
      this.logger.log(`Generation ${id} ${status} (${outcome.model}, ${outcome.kind})`);
    }
    return outcome?.ended ?? false;
  }

  /** Tells the client now how the generation ends, then ends it so once PostgreSQL answers again. */
  private async endLater(id: string, status: EndedStatus, message: Failure, writer: StreamWriter<StreamEventMap>, cause: unknown, stopped?: AbortSignal): Promise<void> {
    this.logger.warn(`Generation ${id} could not be settled (${outageSummary(cause)}); its client is told it failed, and the refund is retried`);
    await writer.writeFinal('error', { code: failureCode(status, message), message: failureText(message, 'pending') }).catch(() => undefined);
    for (const delay of SETTLE_RETRY_DELAYS_MS) {
      if (!(await sleep(delay, true, { signal: stopped }).catch(() => false))) break;
      let ended;
      try {
        ended = this.counted(id, status, await this.generations.end(id, status, this.wordings(message), failureCode(status, message)));
      } catch (err) {
        if (isOutage(err)) continue;
        throw err;
      }
      // A commit whose answer was lost with its connection may have landed after all: the one case
      // where the row ends otherwise than the client was told.
      const row = ended ? null : await this.generations.findById(id).catch(() => null);
      if (row?.status === 'succeeded') this.logger.error(`Generation ${id} was committed although its commit failed; its client was told it failed`);
      return;
    }
    this.logger.warn(`Generation ${id} is still unsettled; the stale-hold sweeper will refund it`);
  }
}
