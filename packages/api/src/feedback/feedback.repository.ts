import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Feedback } from './feedback.entity';

/** Data access for `feedback`. */
@Injectable()
export class FeedbackRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async add(entry: { text: string; clientAddress: string; userId: string | null }): Promise<void> {
    await this.db.getRepository(Feedback).insert(entry);
  }

  /** Deletes what the user sent (it may name them), inside the caller's transaction. */
  async eraseAuthor(m: EntityManager, userId: string): Promise<void> {
    await m.delete(Feedback, { userId });
  }
}
