import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { ErrorCode } from '@cui/shared';
import type { IdempotencyClaim } from '../common/idempotency-key';
import type { Requester } from './generation.types';
import { Generation } from './generation.entity';

export type NewGeneration = Pick<Generation, 'id' | 'kind' | 'model' | 'framework' | 'prompt' | 'credits'> & {
  projectId?: string;
  /** The request's Idempotency-Key, stored on the row so the same payer cannot hold twice with it. */
  idempotency?: IdempotencyClaim;
};

/** A hold refused because the designer project already has a turn queued or running; nothing was written. */
export class ProjectBusyError extends Error {
  constructor() {
    super('The project already has a turn under way.');
  }
}

/** A hold refused because the payer already has a generation started with this Idempotency-Key; nothing was written. */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('The Idempotency-Key already started a generation.');
  }
}

const violated = (err: unknown, ...constraints: string[]) =>
  (err as { code?: string }).code === '23505' && constraints.includes((err as { constraint?: string }).constraint ?? '');

/** The hold statements' unique violations as the errors callers act on. */
function holdConflict(err: unknown): unknown {
  if (violated(err, 'generations_one_live_turn')) return new ProjectBusyError();
  if (violated(err, 'generations_user_idempotency_key', 'generations_anon_idempotency_key')) return new IdempotencyKeyTakenError();
  return err;
}
export type EndedStatus = 'failed' | 'cancelled';

/** The payer of a settled generation: a user (with the balance after it) or an anonymous client (null). */
export interface Payer {
  userId: string | null;
  balance: number | null;
}

/** What a settled generation is, for the figures that count it. */
export type SettledGeneration = Pick<Generation, 'model' | 'kind'>;

/** What `end` did: `ended` the generation, and/or `refunded` its hold; `error` is what the row says now. */
export interface EndOutcome extends SettledGeneration {
  ended: boolean;
  refunded: boolean;
  error: string | null;
}

/**
 * A generation's error, worded by what ending it did with its hold: given back to a user's account,
 * given back to an anonymous client's day, or not held (nothing to give back).
 */
export interface ErrorByRefund {
  user: string;
  anonymous: string;
  kept: string;
}

/**
 * The only code that writes `generations`. A row's status goes queued → running → succeeded | failed
 * | cancelled, and its credit held → committed | refunded; each method is one transition, guarded in
 * SQL by the state it leaves, so racing callers (the worker, a cancel, the sweeper) settle a row once
 * and a terminal status is final. `heartbeat` is the one write that is not a transition: it stamps
 * running rows alive, and the sweeper leaves those alone (decision 018).
 *
 * Rule: the money a transition moves is written in the same statement as the transition, so a hold is
 * never taken, kept or given back without its row saying so. These statements (hold, commit, end) are
 * the only SQL outside `credits/` that writes `credit_accounts`, `credit_ledger` or `anon_usage`, and
 * each writes a ledger entry with every balance change. Every one is a single round trip (decision 007).
 */
@Injectable()
export class GenerationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Debits the generation's credits, writes the ledger entry and the queued row, only if the
   * account's period is current at `now` and the balance covers it. The balance after, or null when nothing was written.
   * Throws ProjectBusyError (and writes nothing: it is one statement) when `g.projectId` has a live turn,
   * IdempotencyKeyTakenError when the user already used `g`'s key.
   */
  async holdForUser(userId: string, g: NewGeneration, now: Date): Promise<number | null> {
    const rows = (await this.db
      .query(
      `WITH debit AS (
         UPDATE credit_accounts SET balance = balance - $2, updated_at = now()
         WHERE user_id = $1 AND balance >= $2 AND period_end > $3::timestamptz
         RETURNING balance
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT $1, 'hold', -$2::int, $4::text FROM debit
       ), generation AS (
         INSERT INTO generations (id, user_id, status, credit_status, kind, model, framework, prompt, project_id, idempotency_key, request_hash, credits, created_at, updated_at)
         SELECT $4::uuid, $1, 'queued', 'held', $5, $6, $7, $8, $9::uuid, $10, $11, $2, $3, $3 FROM debit
       )
       SELECT balance FROM debit`,
        [userId, g.credits, now, g.id, g.kind, g.model, g.framework, g.prompt, g.projectId ?? null, g.idempotency?.key ?? null, g.idempotency?.requestHash ?? null],
      )
      .catch((err: unknown) => {
        throw holdConflict(err);
      })) as { balance: number }[];
    return rows.length ? rows[0].balance : null;
  }

  /**
   * Counts the generation's credits against the client's `limit` for `day` and writes the queued
   * row, unless they would pass it (false).
   * Throws IdempotencyKeyTakenError (and writes nothing) when the client already used `g`'s key.
   */
  async holdForAnonymous(clientKey: string, day: string, limit: number, g: NewGeneration, now: Date): Promise<boolean> {
    const rows = (await this.db
      .query(
      `WITH counted AS (
         INSERT INTO anon_usage (day, client_key, count) SELECT $1, $2, $12::int WHERE $12::int <= $3::int
         ON CONFLICT (day, client_key) DO UPDATE SET count = anon_usage.count + $12::int WHERE anon_usage.count + $12::int <= $3::int
         RETURNING count
       ), generation AS (
         INSERT INTO generations (id, anon_key, anon_day, status, credit_status, kind, model, framework, prompt, idempotency_key, request_hash, credits, created_at, updated_at)
         SELECT $4::uuid, $2, $1::date, 'queued', 'held', $5, $6, $7, $8, $10, $11, $12::int, $9, now() FROM counted
       )
       SELECT count FROM counted`,
        [day, clientKey, limit, g.id, g.kind, g.model, g.framework, g.prompt, now, g.idempotency?.key ?? null, g.idempotency?.requestHash ?? null, g.credits],
      )
      .catch((err: unknown) => {
        throw holdConflict(err);
      })) as unknown[];
    return rows.length > 0;
  }

  /** The generation `who` started with Idempotency-Key `key`, however long ago; null when none holds it. */
  findByKey(who: Requester, key: string): Promise<Generation | null> {
    const payer = 'userId' in who ? { userId: who.userId } : { anonKey: who.anonKey, userId: IsNull() };
    return this.db.getRepository(Generation).findOneBy({ ...payer, idempotencyKey: key });
  }

  /** Takes its Idempotency-Key off generation `id` if it was started at or before `expiredAt`, so the key can start another. */
  async releaseKey(id: string, expiredAt: Date): Promise<void> {
    await this.db.query(`UPDATE generations SET idempotency_key = NULL, request_hash = NULL WHERE id = $1 AND created_at <= $2`, [id, expiredAt]);
  }

  /** The id of the project's turn that is queued or running, if any. */
  async liveTurn(projectId: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT id FROM generations WHERE project_id = $1 AND kind = 'designer' AND status IN ('queued', 'running')`, [projectId])) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** queued → running, alive at `now`; false when it is no longer queued (cancelled or swept while it waited). */
  async markRunning(id: string, now: Date): Promise<boolean> {
    // Plain SQL: this runs for every generation, and the query builder costs more than the query.
    const [, count] = (await this.db.query(
      `UPDATE generations SET status = 'running', heartbeat_at = $2, updated_at = now() WHERE id = $1 AND status = 'queued'`,
      [id, now],
    )) as [unknown, number];
    return count === 1;
  }

  /** Marks the running generations among `ids` alive at `now`: one statement for all of a process's streams. */
  async heartbeat(ids: string[], now: Date): Promise<void> {
    await this.db.query(`UPDATE generations SET heartbeat_at = $2 WHERE id = ANY($1::uuid[]) AND status = 'running'`, [ids, now]);
  }

  /**
   * → succeeded with `html` (null for a turn whose output is stored elsewhere), held → committed, with a ledger entry (amount 0: the hold already
   * debited). Null when the credit is no longer held: the generation was ended (and refunded) first.
   */
  async commit(id: string, html: string | null): Promise<(Payer & SettledGeneration) | null> {
    const rows = (await this.db.query(
      `WITH done AS (
         UPDATE generations SET status = 'succeeded', html = $2, credit_status = 'committed', updated_at = now()
         WHERE id = $1 AND credit_status = 'held'
         RETURNING user_id, model, kind
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT user_id, 'commit', 0, $1::text FROM done WHERE user_id IS NOT NULL
       )
       SELECT done.user_id, a.balance, done.model, done.kind FROM done LEFT JOIN credit_accounts a ON a.user_id = done.user_id`,
      [id, html],
    )) as { user_id: string | null; balance: number | null; model: string; kind: Generation['kind'] }[];
    return rows.length ? { userId: rows[0].user_id, balance: rows[0].balance, model: rows[0].model, kind: rows[0].kind } : null;
  }

  /**
   * → succeeded without a charge: held → refunded, its credits back on the account with a ledger entry
   * (or the anonymous client's count given back), for a run that delivered nothing to pay for (a
   * designer turn that only chatted). Null when the credit is no longer held.
   */
  async succeedFree(id: string): Promise<(Payer & SettledGeneration) | null> {
    const rows = (await this.db.query(
      `WITH done AS (
         UPDATE generations SET status = 'succeeded', credit_status = 'refunded', updated_at = now()
         WHERE id = $1 AND credit_status = 'held'
         RETURNING user_id, anon_key, anon_day, model, kind, credits
       ), credit AS (
         UPDATE credit_accounts a SET balance = balance + done.credits, updated_at = now() FROM done WHERE a.user_id = done.user_id
         RETURNING a.user_id, a.balance
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT user_id, 'refund', credits, $1::text FROM done WHERE user_id IS NOT NULL
       ), uncounted AS (
         UPDATE anon_usage u SET count = greatest(count - done.credits, 0) FROM done
         WHERE done.user_id IS NULL AND u.day = done.anon_day AND u.client_key = done.anon_key AND u.count > 0
       )
       SELECT done.user_id, credit.balance, done.model, done.kind FROM done LEFT JOIN credit ON credit.user_id = done.user_id`,
      [id],
    )) as { user_id: string | null; balance: number | null; model: string; kind: Generation['kind'] }[];
    return rows.length ? { userId: rows[0].user_id, balance: rows[0].balance, model: rows[0].model, kind: rows[0].kind } : null;
  }

  /**
   * queued | running → `status` with `error`, and a held credit → refunded: its credits back on the
   * account with a ledger entry, or the anonymous client's count for that day given back. Either half
   * applies on its own (a hold left behind a terminal status is still refunded). Null when it did
   * neither. An `ErrorByRefund` is worded here, by what this statement did with the hold.
   */
  async end(id: string, status: EndedStatus, error: string | ErrorByRefund, code: ErrorCode | null = null): Promise<EndOutcome | null> {
    const words = typeof error === 'string' ? { user: error, anonymous: error, kept: error } : error;
    // `was` locks the row, so a racing commit or end waits and this statement sees the state it left.
    const rows = (await this.db.query(
      `WITH was AS (
         SELECT id, status IN ('queued', 'running') AS live, credit_status = 'held' AS held FROM generations WHERE id = $1 FOR UPDATE
       ), ended AS (
         UPDATE generations g SET
           status = CASE WHEN was.live THEN $2 ELSE g.status END,
           error = CASE WHEN NOT was.live THEN g.error WHEN NOT was.held THEN $5 WHEN g.user_id IS NULL THEN $4 ELSE $3 END,
           error_code = CASE WHEN was.live THEN $6 ELSE g.error_code END,
           credit_status = CASE WHEN was.held THEN 'refunded' ELSE g.credit_status END,
           updated_at = now()
         FROM was WHERE g.id = was.id AND (was.live OR was.held)
         RETURNING was.live, was.held, g.user_id, g.anon_key, g.anon_day, g.model, g.kind, g.error, g.credits
       ), credit AS (
         UPDATE credit_accounts a SET balance = balance + ended.credits, updated_at = now() FROM ended WHERE ended.held AND a.user_id = ended.user_id
       ), ledger AS (
         INSERT INTO credit_ledger (user_id, kind, amount, reference) SELECT user_id, 'refund', credits, $1::text FROM ended WHERE held AND user_id IS NOT NULL
       ), uncounted AS (
         UPDATE anon_usage u SET count = greatest(count - ended.credits, 0) FROM ended
         WHERE ended.held AND ended.user_id IS NULL AND u.day = ended.anon_day AND u.client_key = ended.anon_key AND u.count > 0
       )
       SELECT live, held, model, kind, error FROM ended`,
      [id, status, words.user, words.anonymous, words.kept, code],
    )) as { live: boolean; held: boolean; model: string; kind: Generation['kind']; error: string | null }[];
    const row = rows[0];
    return row ? { ended: row.live, refunded: row.held, model: row.model, kind: row.kind, error: row.error } : null;
  }

  findById(id: string): Promise<Generation | null> {
    return this.db.getRepository(Generation).findOneBy({ id });
  }

  /**
   * Held generations nobody is looking after, oldest first: queued (or otherwise not running) since
   * before `queuedBefore`, or running with no heartbeat since `silentSince`. A running row without
   * a heartbeat was started by a worker from before heartbeats and is judged by its age.
   */
  async staleHolds(queuedBefore: Date, silentSince: Date, limit: number): Promise<{ id: string; running: boolean }[]> {
    return (await this.db.query(
      `SELECT id, status = 'running' AS running FROM generations
       WHERE credit_status = 'held'
         AND CASE WHEN status = 'running' AND heartbeat_at IS NOT NULL THEN heartbeat_at < $2 ELSE created_at < $1 END
       ORDER BY created_at LIMIT $3`,
      [queuedBefore, silentSince, limit],
    )) as { id: string; running: boolean }[];
  }

  /** The user's generations without their HTML (read one at a time by `htmlOf`), oldest first: what an export lists. */
  async exportIndex(userId: string): Promise<{ id: string; kind: Generation['kind']; model: string; framework: string; prompt: string; status: string; has_html: boolean; created_at: Date }[]> {
    return (await this.db.query(
      `SELECT id, kind, model, framework, prompt, status, html IS NOT NULL AS has_html, created_at FROM generations WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    )) as { id: string; kind: Generation['kind']; model: string; framework: string; prompt: string; status: string; has_html: boolean; created_at: Date }[];
  }

  /** The HTML of the user's generation `id`; null when it is not theirs or has none. */
  async htmlOf(userId: string, id: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT html FROM generations WHERE id = $1 AND user_id = $2`, [id, userId])) as { html: string | null }[];
    return rows[0]?.html ?? null;
  }

  /**
   * Deletes the user's generations (their prompts and pages) inside the caller's transaction. A
   * generation still under way then settles nothing: every transition above finds no row. Its
   * hold stays in the ledger, which is how the credit was spent.
   */
  async eraseUser(m: EntityManager, userId: string): Promise<void> {
    await m.query(`DELETE FROM generations WHERE user_id = $1`, [userId]);
  }
}
