import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CreditsService } from '../credits/credits.service';
import { User } from './user.entity';

function baseUsername(email: string): string {
  const local = email.split('@')[0].toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return (local || 'user').slice(0, 30);
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly credits: CreditsService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  /** The user with this e-mail, created (with a credit account) on first sign-in. */
  async findOrCreateByEmail(email: string, name: string): Promise<User> {
    const existing = await this.db.getRepository(User).findOneBy({ email });
    if (existing) {
      if (!existing.name && name) await this.db.getRepository(User).update(existing.id, { name });
      return { ...existing, name: existing.name || name };
    }
    return this.create({ email, name, googleSub: null });
  }

  /** Links a Google account by its subject, or by a verified e-mail already registered. */
  async findOrCreateByGoogle(sub: string, email: string, name: string): Promise<User> {
    const repo = this.db.getRepository(User);
    const bySub = await repo.findOneBy({ googleSub: sub });
    if (bySub) return bySub;
    const byEmail = await repo.findOneBy({ email });
    if (byEmail) {
      await repo.update(byEmail.id, { googleSub: sub, name: byEmail.name || name });
      return { ...byEmail, googleSub: sub, name: byEmail.name || name };
    }
    return this.create({ email, name, googleSub: sub });
  }

  private async create(fields: { email: string; name: string; googleSub: string | null }): Promise<User> {
    try {
      return await this.db.transaction(async (manager) => {
        const user = await manager.save(User, manager.create(User, { ...fields, username: await this.freeUsername(manager, fields.email) }));
        await this.credits.openAccount(manager, user.id);
        return user;
      });
    } catch (err) {
      // Two first sign-ins raced: the other one created the user.
      if ((err as { code?: string }).code === '23505') {
        const user = await this.db.getRepository(User).findOneBy({ email: fields.email });
        if (user) return user;
      }
      throw err;
    }
  }

  private async freeUsername(manager: EntityManager, email: string): Promise<string> {
    const base = baseUsername(email);
    if (!(await manager.existsBy(User, { username: base }))) return base;
    return `${base}-${randomBytes(3).toString('hex')}`;
  }
}
