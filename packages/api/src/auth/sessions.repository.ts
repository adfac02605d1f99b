import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Session } from './session.entity';

/** Data access for `sessions`: one row per issued token. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  create(userId: string, expiresAt: Date): Promise<Session> {
    return this.db.getRepository(Session).save({ userId, expiresAt, revokedAt: null });
  }

  /** The user's session `id` unless it was revoked (expiry is the caller's to judge). */
  findUnrevoked(id: string, userId: string): Promise<Session | null> {
    return this.db.getRepository(Session).findOneBy({ id, userId, revokedAt: IsNull() });
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.db.getRepository(Session).update({ id, revokedAt: IsNull() }, { revokedAt: at });
  }

  /** Deletes every session of the user inside the caller's transaction; their ids, to announce them revoked. */
  async eraseUser(m: EntityManager, userId: string): Promise<string[]> {
    const [rows] = (await m.query(`DELETE FROM sessions WHERE user_id = $1 RETURNING id`, [userId])) as [{ id: string }[], number];
    return rows.map((r) => r.id);
  }
}
