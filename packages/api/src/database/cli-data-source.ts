import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

/** For the TypeORM CLI only (`migration:generate` against the built tree). */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cui'));
