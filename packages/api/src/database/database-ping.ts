import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Whether PostgreSQL answers, for the readiness probe. */
@Injectable()
export class DatabasePing {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
