import 'reflect-metadata';
import { installShutdownWatchdog } from './shutdown-watchdog';
import { createApp } from './bootstrap';
import { EnvError, parseEnv } from './config/env.schema';
import { ServiceUnavailableError } from './database/preflight';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  installShutdownWatchdog(env.SHUTDOWN_DRAIN_MS);
  const app = await createApp(env);
  await app.listen({ port: env.PORT, host: env.HOST }).catch(async (err: NodeJS.ErrnoException) => {
    await app.close().catch(() => undefined);
    if (err.code === 'EADDRINUSE') throw new ServiceUnavailableError(`Port ${env.PORT} is already in use. Stop what is using it, or set PORT to another port.`);
    throw err;
  });
  // Under dist/start.js the workers' place was told once, by the process that started them all.
  const workers = env.RUN_WORKERS ? ' (workers in this process)' : env.PROCESS_TAG ? '' : ' (workers off: run `pnpm --filter @cui/api start:worker`)';
  console.log(`CUI is running at ${env.PUBLIC_URL}${workers}`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof ServiceUnavailableError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
