import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

/** Applies pending migrations; a PostgreSQL advisory lock keeps concurrent instances from racing. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  try {
    await ds.query('SELECT pg_advisory_lock(727274)');
    try {
      const applied = await ds.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await ds.query('SELECT pg_advisory_unlock(727274)');
    }
  } finally {
    await ds.destroy();
  }
}
