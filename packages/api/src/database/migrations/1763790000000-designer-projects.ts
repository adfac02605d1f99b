import { MigrationInterface, QueryRunner } from 'typeorm';

export class DesignerProjects1763790000000 implements MigrationInterface {
  name = 'DesignerProjects1763790000000';

  async up(q: QueryRunner): Promise<void> {
    // updated_at moves whenever the project's chat or screens change, so "recent" means last refined.
    await q.query(`CREATE TABLE designer_projects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      device_type text NOT NULL CHECK (device_type IN ('mobile', 'web')),
      first_message text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX designer_projects_owner_updated ON designer_projects (owner_id, updated_at DESC, id)`);
    // seq is the message's place in the chat; a unique pair makes two concurrent appends fail loudly
    // rather than interleave silently.
    await q.query(`CREATE TABLE designer_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      project_id uuid NOT NULL REFERENCES designer_projects(id) ON DELETE CASCADE,
      seq int NOT NULL,
      sender text NOT NULL CHECK (sender IN ('user', 'ai')),
      text text NOT NULL,
      screen_list jsonb,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (project_id, seq)
    )`);
    await q.query(`CREATE TABLE designer_screens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      project_id uuid NOT NULL REFERENCES designer_projects(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      description text NOT NULL DEFAULT '',
      html text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('generating', 'pending', 'completed')),
      position int NOT NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (project_id, name)
    )`);
    await q.query(`CREATE INDEX designer_screens_project_position ON designer_screens (project_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE designer_screens`);
    await q.query(`DROP TABLE designer_messages`);
    await q.query(`DROP TABLE designer_projects`);
  }
}
