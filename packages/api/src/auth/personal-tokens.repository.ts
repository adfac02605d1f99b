import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface PersonalTokenRow {
  id: string;
  user_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS = 'id, user_id, name, created_at, last_used_at, expires_at';

/** Data access for `personal_tokens`: a row per live token, found by the hash of its secret. */
@Injectable()
export class PersonalTokensRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Inserts the token unless the user already holds `max` live ones at `now` (null: nothing written). */
  async create(userId: string, name: string, hash: string, expiresAt: Date | null, now: Date, max: number): Promise<PersonalTokenRow | null> {
    return this.db.transaction(async (tx) => {
      // One creation at a time per user, so two at once cannot both pass the count.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('personal_tokens:' || $1::text))`, [userId]);
      const [{ live }] = (await tx.query(`SELECT count(*)::int AS live FROM personal_tokens WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > $2)`, [
        userId,
        now,
      ])) as { live: number }[];
      if (live >= max) return null;
      const [row] = (await tx.query(
        `INSERT INTO personal_tokens (user_id, name, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [userId, name, hash, now, expiresAt],
      )) as PersonalTokenRow[];
      return row;
    });
  }

  /** The user's tokens not expired at `now`, newest first. */
  list(userId: string, now: Date): Promise<PersonalTokenRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM personal_tokens WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > $2) ORDER BY created_at DESC, id`, [
      userId,
      now,
    ]) as Promise<PersonalTokenRow[]>;
  }

  async findByHash(hash: string): Promise<PersonalTokenRow | null> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM personal_tokens WHERE token_hash = $1`, [hash])) as PersonalTokenRow[];
    return rows[0] ?? null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE personal_tokens SET last_used_at = $2 WHERE id = $1`, [id, at]);
  }

  /** Deletes the user's token `id`; false when the user has none by that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const [rows] = (await this.db.query(`DELETE FROM personal_tokens WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])) as [unknown[], number];
    return rows.length > 0;
  }
}
