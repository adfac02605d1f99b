import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { MIGRATIONS } from './entities';

const MIGRATIONS_LOCK = 727274;

/**
 * Applies pending migrations. A PostgreSQL advisory lock, held on one connection for the whole run,
 * makes concurrent instances (replicas starting together, two migrate runs) take turns: the later
 * ones find nothing pending.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  // A session lock belongs to one connection: taken through the pool it could be released on another.
  const lock = ds.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}

/** This build's migrations that the database has not recorded yet (all of them before the first run). */
export async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations').catch((err: { code?: string }) => {
      if (err.code === '42P01') return { rows: [] }; // no migrations table yet
      throw err;
    });
    const applied = new Set(rows.map((r) => r.name));
    return MIGRATIONS.map((m) => m.name).filter((name) => !applied.has(name));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Resolves once every migration of this build is applied, by someone else (MIGRATIONS=skip: the
 * migrate Job). Says once what it waits for, so a pod stuck here explains itself in its log.
 */
export async function awaitMigrations(databaseUrl: string, opts: { pollMs?: number; log?: (line: string) => void } = {}): Promise<void> {
  const { pollMs = 2000, log = (line: string) => console.log(line) } = opts;
  let told = false;
  for (;;) {
    const pending = await pendingMigrations(databaseUrl);
    if (!pending.length) return;
    if (!told) log(`Waiting for ${pending.length} migration(s) to be applied (MIGRATIONS=skip): run the migrate entry point (the Kubernetes Job cui-migrate, or \`node dist/migrate.js\`). Pending: ${pending.join(', ')}`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
