import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Feedback } from './feedback.entity';

/** Data access for `feedback`. */
@Injectable()
export class FeedbackRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async add(entry: { text: string; clientAddress: string; userId: string | null }): Promise<void> {
    await this.db.getRepository(Feedback).insert(entry);
  }
}
