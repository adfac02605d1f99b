import Redis from 'ioredis';
import { Client } from 'pg';
import { awaitMigrations, runMigrations } from './migrate';

/** Shown instead of a stack trace when a required service is down. */
export class ServiceUnavailableError extends Error {}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

function reason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return e.code ?? e.message ?? String(err);
}

/** Creates the database named in the URL when it does not exist yet. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const probe = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  } finally {
    await probe.end().catch(() => undefined);
  }
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    // Created meanwhile by another instance: 42P04, or 23505 when both inserted the catalogue row at once.
    if (!['42P04', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
  } finally {
    await admin.end();
  }
}

/** Creates the database when missing, or explains in one line that PostgreSQL is unreachable. */
export async function ensurePostgres(databaseUrl: string): Promise<void> {
  try {
    await ensureDatabase(databaseUrl);
  } catch (err) {
    throw new ServiceUnavailableError(
      `PostgreSQL is unreachable at ${redact(databaseUrl)} (${reason(err)}). Start it (e.g. \`docker compose up -d postgres\`, or \`pg_ctlcluster 15 main start\`) or set DATABASE_URL.`,
    );
  }
}

/**
 * What start-up does about the schema: `run` applies pending migrations; `await` applies none and
 * waits until another process (the migrate entry point) has applied all of them; `none` skips both.
 */
export type MigrationStep = 'run' | 'await' | 'none';

/**
 * Checks PostgreSQL and Redis before anything else starts, creates the database when missing and
 * brings the schema up to date, so a missing service is one clear line rather than a stack of retries.
 */
export async function preflight(env: { DATABASE_URL: string; REDIS_URL: string }, opts: { migrations: MigrationStep }): Promise<void> {
  await ensurePostgres(env.DATABASE_URL);
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new ServiceUnavailableError(
      `Redis is unreachable at ${redact(env.REDIS_URL)} (${reason(err)}). Start it (e.g. \`docker compose up -d redis\`, or \`redis-server --daemonize yes\`) or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
  if (opts.migrations === 'run') await runMigrations(env.DATABASE_URL);
  if (opts.migrations === 'await') await awaitMigrations(env.DATABASE_URL);
}

/** The step an entry point takes for MIGRATIONS. */
export const migrationStep = (migrations: 'auto' | 'skip'): MigrationStep => (migrations === 'auto' ? 'run' : 'await');
