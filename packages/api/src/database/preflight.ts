import Redis from 'ioredis';
import { Client } from 'pg';
import { runMigrations } from './migrate';

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
    if ((err as { code?: string }).code !== '42P04') throw err; // created meanwhile by another instance
  } finally {
    await admin.end();
  }
}

/**
 * Checks PostgreSQL and Redis before anything else starts, creates the database when missing and
 * runs migrations, so a missing service is one clear line rather than a stack of retries.
 */
export async function preflight(env: { DATABASE_URL: string; REDIS_URL: string }, opts: { migrate: boolean }): Promise<void> {
  try {
    await ensureDatabase(env.DATABASE_URL);
  } catch (err) {
    throw new ServiceUnavailableError(
      `PostgreSQL is unreachable at ${redact(env.DATABASE_URL)} (${reason(err)}). Start it (e.g. \`docker compose up -d postgres\`, or \`pg_ctlcluster 15 main start\`) or set DATABASE_URL.`,
    );
  }
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
  if (opts.migrate) await runMigrations(env.DATABASE_URL);
}
