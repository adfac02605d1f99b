import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/database/entities';
import { awaitMigrations, pendingMigrations, runMigrations } from '../../src/database/migrate';
import { ensurePostgres, migrationStep, preflight } from '../../src/database/preflight';
import { dropIsolated, isolatedEnv } from '../support/test-app';
import { until } from '../support/until';

const run = promisify(execFile);
const MIGRATE = join(__dirname, '../../dist/migrate.js');
const names = MIGRATIONS.map((m) => m.name);

async function recorded(databaseUrl: string): Promise<string[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name);
  } finally {
    await db.end();
  }
}

// Replicas must not race to migrate: one migrate run (the Job) applies them, and any number started
// at once against one fresh database all succeed, each migration applied exactly once.
describe('migrations run once', () => {
  const env = isolatedEnv();
  afterAll(() => dropIsolated(env));

  it('two migrate entry points started at once on a database that does not exist yet both succeed', async () => {
    const migrate = () => run(process.execPath, [MIGRATE], { env: { PATH: process.env.PATH, DATABASE_URL: env.DATABASE_URL } });
    const results = await Promise.all([migrate(), migrate()]);
    const said = results.map((r) => r.stdout.trim()).sort();
    expect(said).toEqual([`Applied ${names.length} migration(s): ${names.join(', ')}`, 'No pending migrations']);
    expect(await recorded(env.DATABASE_URL)).toEqual(names);
    // Run again: nothing to do, and it says so.
    expect((await migrate()).stdout.trim()).toBe('No pending migrations');
  });

  it('takes turns in one process too: four concurrent runs apply each migration once', async () => {
    const fresh = isolatedEnv();
    try {
      await ensurePostgres(fresh.DATABASE_URL);
      const applied = await Promise.all([1, 2, 3, 4].map(() => runMigrations(fresh.DATABASE_URL)));
      expect(applied.map((a) => a.length).sort()).toEqual([0, 0, 0, names.length]);
      expect(await recorded(fresh.DATABASE_URL)).toEqual(names);
    } finally {
      await dropIsolated(fresh);
    }
  });

  it('with MIGRATIONS=skip, start-up applies none and waits until someone else has applied them all', async () => {
    const fresh = isolatedEnv({ MIGRATIONS: 'skip' });
    try {
      await ensurePostgres(fresh.DATABASE_URL);
      const said: string[] = [];
      let done = false;
      const waiting = awaitMigrations(fresh.DATABASE_URL, { pollMs: 50, log: (line) => said.push(line) }).then(() => (done = true));
      await until('the wait to explain itself', () => said.length > 0);
      expect(said[0]).toMatch(new RegExp(`^Waiting for ${names.length} migration\\(s\\) .*cui-migrate`));
      expect(await pendingMigrations(fresh.DATABASE_URL)).toEqual(names);
      expect(done).toBe(false);
      await runMigrations(fresh.DATABASE_URL);
      await waiting;
      expect(said).toHaveLength(1);
      // Once current, start-up's wait (what MIGRATIONS=skip makes it) returns at once.
      expect(migrationStep(fresh.MIGRATIONS)).toBe('await');
      await preflight(fresh, { migrations: migrationStep(fresh.MIGRATIONS) });
    } finally {
      await dropIsolated(fresh);
    }
  });
});
