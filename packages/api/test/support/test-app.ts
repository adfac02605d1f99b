import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createApp } from '../../src/bootstrap';
import { Env, parseEnv } from '../../src/config/env.schema';
import type { PageBuilder } from '../../src/publishing/page-builder';
import { FakeClock } from './fake-clock';

const PG_ROOT = process.env.TEST_DATABASE_ROOT ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: NestFastifyApplication;
  env: Env;
  clock: FakeClock;
  url: string;
  db: Client;
  close(): Promise<void>;
}

/** A fresh database name and Redis prefix, so test files never see each other's data. */
export function isolatedEnv(overrides: Record<string, string> = {}): Env {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  return parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: `${PG_ROOT}/cui_test_${id}`,
    REDIS_URL,
    REDIS_PREFIX: `cuitest_${id}`,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    PORT: '3000',
    // The heartbeat and the stale-hold sweep run on real timers; tests move a fake clock, so these
    // never fire on their own here: a test beats and sweeps itself (`tick()`, `sweep()`).
    GENERATION_HEARTBEAT_MS: '600000',
    GENERATION_STALE_MS: '1200000',
    ...overrides,
  });
}

/** Starts the real API (with its in-process workers) on an ephemeral loopback port. */
export async function startApp(env: Env, clock = new FakeClock(), opts: { pageBuilder?: PageBuilder } = {}): Promise<TestApp> {
  const app = await createApp(env, { clock, pageBuilder: opts.pageBuilder });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const db = new Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  return {
    app,
    env,
    clock,
    url: `http://127.0.0.1:${address.port}`,
    db,
    close: async () => {
      await db.end();
      await app.close();
    },
  };
}

/** Drops the test database and the Redis keys under the test's prefix. */
export async function dropIsolated(env: Env): Promise<void> {
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  const admin = new Client({ connectionString: `${PG_ROOT}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(env.REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
