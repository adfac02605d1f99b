import { Injectable } from '@nestjs/common';
import { CreditsService } from '../credits/credits.service';
import { User } from './user.entity';
import { NewUser, UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly credits: CreditsService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** The user with this e-mail, created (with a credit account) on first sign-in. */
  async findOrCreateByEmail(email: string, name: string): Promise<User> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (!existing.name && name) await this.users.update(existing.id, { name });
      return { ...existing, name: existing.name || name };
    }
    return this.create({ email, name, googleSub: null });
  }

  /** Links a Google account by its subject, or by a verified e-mail already registered. */
  async findOrCreateByGoogle(sub: string, email: string, name: string): Promise<User> {
    const bySub = await this.users.findByGoogleSub(sub);
    if (bySub) return bySub;
    const byEmail = await this.users.findByEmail(email);
    if (byEmail) {
      await this.users.update(byEmail.id, { googleSub: sub, name: byEmail.name || name });
      return { ...byEmail, googleSub: sub, name: byEmail.name || name };
    }
    return this.create({ email, name, googleSub: sub });
  }

  private async create(fields: NewUser): Promise<User> {
    try {
      return await this.users.create(fields, (m, user) => this.credits.openAccount(m, user.id));
    } catch (err) {
      // Two first sign-ins raced: the other one created the user.
      if ((err as { code?: string }).code === '23505') {
        const user = await this.users.findByEmail(fields.email);
        if (user) return user;
      }
      throw err;
    }
  }
}
