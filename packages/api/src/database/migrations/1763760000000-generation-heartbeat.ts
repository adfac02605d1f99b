import { MigrationInterface, QueryRunner } from 'typeorm';

export class GenerationHeartbeat1763760000000 implements MigrationInterface {
  name = 'GenerationHeartbeat1763760000000';

  async up(q: QueryRunner): Promise<void> {
    // When the worker running the generation last said it was alive; null until it starts running,
    // and for rows started by a worker from before heartbeats (the sweeper then judges by age).
    await q.query(`ALTER TABLE generations ADD COLUMN heartbeat_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE generations DROP COLUMN heartbeat_at`);
  }
}
