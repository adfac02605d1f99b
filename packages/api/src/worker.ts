import 'reflect-metadata';
import { installShutdownWatchdog } from './shutdown-watchdog';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerAppModule } from './app.module';
import { EnvError, parseEnv } from './config/env.schema';
import { resolveJwtSecret } from './database/jwt-secret';
import { migrationStep, preflight, ServiceUnavailableError } from './database/preflight';
import { startWorkerHealthServer } from './health/worker-health-server';
import { announceReady } from './common/cluster-ipc';

/** Scale-out entry point: queue processors only; no HTTP but the liveness endpoint on WORKER_HEALTH_PORT. */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  installShutdownWatchdog(env.SHUTDOWN_DRAIN_MS);
  await preflight(env, { migrations: migrationStep(env.MIGRATIONS) });
  const jwtSecret = await resolveJwtSecret(env.DATABASE_URL, env.JWT_SECRET);
  const app = await NestFactory.createApplicationContext(WorkerAppModule.register({ env, jwtSecret }), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Exit 0 once closed, rather than re-raising the signal.
  app.enableShutdownHooks([], { useProcessExit: true });
  if (env.WORKER_HEALTH_PORT) await startWorkerHealthServer(env.WORKER_HEALTH_PORT, env.HOST);
  console.log(`CUI worker is running${env.WORKER_HEALTH_PORT ? ` (liveness: http://${env.HOST}:${env.WORKER_HEALTH_PORT}/api/live)` : ''}`);
  announceReady();
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof ServiceUnavailableError ? err.message : err);
  process.exit(1);
});
