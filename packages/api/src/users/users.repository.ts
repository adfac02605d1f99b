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
