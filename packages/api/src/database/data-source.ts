import { DataSourceOptions } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './entities';

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // The schema's uuids come from PostgreSQL's own gen_random_uuid(): no extension to create at every
    // connect, outside the migrations' lock and with CREATE rights a managed database may not grant.
    installExtensions: false,
    // Waiting for a pooled connection (a new one, or a free one when all are busy) fails after
    // this, so a request answers 503 rather than hanging while PostgreSQL is unreachable.
    connectTimeoutMS: 5000,
    extra: { max: 20 },
  };
}
