import { Client } from 'pg';
import { DataSource, EntitySchema, MixedList } from 'typeorm';
import { createLogger } from '../logging/logger';

const log = createLogger('database');
// A start-up connection cut by the server fails its query anyway; unheard, the 'error' would end the process.
const ignoreIdleError = (error: Error) => log.warn({ err: error.message }, 'database connection lost');

// Creates the database named in the URL when it is missing, so a fresh machine needs no manual step.
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const probe = new Client({ connectionString: url });
  probe.on('error', ignoreIdleError);
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  client.on('error', ignoreIdleError);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    log.info({ database: name }, 'created database');
  } catch (error) {
    // Another replica may have created it at the same moment (42P04, or 23505 from the catalog index).
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
}

export type ServiceDataSourceOptions = {
  url: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
};

// One Postgres schema per service; its migrations run at start-up, serialised across replicas.
export async function createServiceDataSource(options: ServiceDataSourceOptions): Promise<DataSource> {
  await ensureDatabase(options.url);
  const lock = new Client({ connectionString: options.url });
  lock.on('error', ignoreIdleError);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${options.schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const dataSource = new DataSource({
      type: 'postgres',
      url: options.url,
      schema: options.schema,
      entities: options.entities,
      migrations: options.migrations,
      migrationsTableName: 'migrations',
      migrationsTransactionMode: 'each',
      // Unqualified names in migrations and queries resolve to the service's own schema.
      extra: { max: options.poolSize ?? 10, options: `-c search_path=${options.schema},public` },
      logging: false,
      // A pooled connection the server closed (restart, outage) is dropped and replaced on next use.
      poolErrorHandler: (error: Error) =>
        log.warn({ schema: options.schema, err: error.message }, 'database connection lost'),
    });
    await dataSource.initialize();
    const applied = await dataSource.runMigrations();
    if (applied.length)
      log.info({ schema: options.schema, migrations: applied.map((m) => m.name) }, 'migrations applied');
    return dataSource;
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${options.schema}`])
      .catch(() => undefined);
    await lock.end();
  }
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; driverError?: { code?: string } }).code === '23505' ||
  (error as { driverError?: { code?: string } }).driverError?.code === '23505';
