import { EnvError, parseEnv } from './config/env.schema';
import { ensurePostgres, ServiceUnavailableError } from './database/preflight';
import { runMigrations } from './database/migrate';

/**
 * Migrations entry point (Kubernetes' migrate Job, docker compose's migrate service): creates the
 * database when missing, applies pending migrations and exits, 0 when the schema is current. Needs
 * only DATABASE_URL.
 */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  await ensurePostgres(env.DATABASE_URL);
  const applied = await runMigrations(env.DATABASE_URL);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'No pending migrations');
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof ServiceUnavailableError ? err.message : err);
  process.exit(1);
});
