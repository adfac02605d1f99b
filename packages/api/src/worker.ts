import 'reflect-metadata';
import { installShutdownWatchdog } from './shutdown-watchdog';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerAppModule } from './app.module';
import { EnvError, parseEnv } from './config/env.schema';
import { resolveJwtSecret } from './database/jwt-secret';
import { preflight, ServiceUnavailableError } from './database/preflight';

/** Scale-out entry point: queue processors only, no HTTP. */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  installShutdownWatchdog(env.SHUTDOWN_DRAIN_MS);
  await preflight(env, { migrate: true });
  const jwtSecret = await resolveJwtSecret(env.DATABASE_URL, env.JWT_SECRET);
  const app = await NestFactory.createApplicationContext(WorkerAppModule.register({ env, jwtSecret }), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Exit 0 once closed, rather than re-raising the signal.
  app.enableShutdownHooks([], { useProcessExit: true });
  console.log('CUI worker is running');
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof ServiceUnavailableError ? err.message : err);
  process.exit(1);
});
