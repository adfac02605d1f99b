import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The configured JWT_SECRET, or one generated on first start and kept in the database, so tokens
 * survive restarts and every instance sharing the database agrees on it.
 */
export async function resolveJwtSecret(databaseUrl: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [
      randomBytes(48).toString('base64url'),
    ]);
    const { rows } = await client.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'jwt_secret'`);
    return rows[0].value;
  } finally {
    await client.end();
  }
}
