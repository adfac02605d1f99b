import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

export interface NewUser {
  email: string;
  name: string;
  googleSub: string | null;
}

function baseUsername(email: string): string {
  const local = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return (local || 'user').slice(0, 30);
}

/** Data access for `users`: the only writer of that table. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ email });
  }

  findByGoogleSub(sub: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ googleSub: sub });
  }

  async update(id: string, fields: Partial<Pick<User, 'name' | 'googleSub'>>): Promise<void> {
    await this.db.getRepository(User).update(id, fields);
  }

  /** The id of the user's picture, or null. */
  async avatarIdOf(userId: string): Promise<string | null> {
    const rows = (await this.db.query(`SELECT id FROM user_avatars WHERE user_id = $1`, [userId])) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Replaces the user's picture under a new id, so an address once served never changes content. */
  async saveAvatar(userId: string, contentType: string, body: Buffer): Promise<void> {
    await this.db.query(
      `INSERT INTO user_avatars (user_id, content_type, body) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET id = gen_random_uuid(), content_type = EXCLUDED.content_type, body = EXCLUDED.body, created_at = now()`,
      [userId, contentType, body],
    );
  }

  async removeAvatar(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM user_avatars WHERE user_id = $1`, [userId]);
  }

  async avatar(id: string): Promise<{ contentType: string; body: Buffer } | null> {
    const rows = (await this.db.query(`SELECT content_type, body FROM user_avatars WHERE id = $1`, [id])) as { content_type: string; body: Buffer }[];
    return rows[0] ? { contentType: rows[0].content_type, body: rows[0].body } : null;
  }

  /** Runs `work` in one transaction (an account's erasure spans every feature's tables). */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The user, its row locked until the caller's transaction ends: a publish or a new project that
   * would reference it (a foreign key's share lock) waits, then fails once the row is gone.
   */
  async lockForErasure(m: EntityManager, userId: string): Promise<{ email: string } | null> {
    const rows = (await m.query(`SELECT email FROM users WHERE id = $1 FOR UPDATE`, [userId])) as { email: string }[];
    return rows[0] ?? null;
  }

  /** Deletes the user's row; what still references it cascades (its picture, billing mirror rows). */
  async erase(m: EntityManager, userId: string): Promise<void> {
    await m.query(`DELETE FROM users WHERE id = $1`, [userId]);
  }

  /**
   * Inserts the user under a free username (the e-mail's local part, suffixed when taken) and runs
   * `alongside` in the same transaction (the credit account every user has). Throws PostgreSQL's
   * unique violation (23505) when the e-mail was registered meanwhile.
   */
  create(fields: NewUser, alongside: (m: EntityManager, user: User) => Promise<void>): Promise<User> {
    return this.db.transaction(async (m) => {
      const user = await m.save(User, m.create(User, { ...fields, username: await this.freeUsername(m, fields.email) }));
      await alongside(m, user);
      return user;
    });
  }

  private async freeUsername(m: EntityManager, email: string): Promise<string> {
    const base = baseUsername(email);
    if (!(await m.existsBy(User, { username: base }))) return base;
    return `${base}-${randomBytes(3).toString('hex')}`;
  }
}
