import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, ServiceDataSourceOptions } from '../database/database';
import { InProcessJobQueue } from '../queue/in-process-job-queue';

// Tests run against the machine's real Postgres; TEST_DATABASE_URL overrides the default.
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testNatsUrl = () => process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

// A fresh schema per test suite, dropped by the returned function.
export async function freshSchema(prefix = 't'): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = uniqueName(prefix);
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return {
    schema,
    drop: async () => {
      const c = new Client({ connectionString: testDatabaseUrl() });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}

export type TestDataSource = {
  ds: DataSource;
  schema: string;
  // The in-process job queue kept beside the tables (`<schema>_jobs`), made on first call.
  jobQueue: () => InProcessJobQueue;
  // Drops the schema (and the queue's, if any) and closes the data source; the queue is the test's to close first.
  drop: () => Promise<void>;
};

// A service's tables in a schema of their own, its migrations run, for one test file.
export async function testDataSource(
  prefix: string,
  options: Pick<ServiceDataSourceOptions, 'entities' | 'migrations' | 'poolSize'>,
): Promise<TestDataSource> {
  const schema = uniqueName(prefix);
  const ds = await createServiceDataSource({ url: testDatabaseUrl(), schema, poolSize: 2, ...options });
  let queue: InProcessJobQueue | undefined;
  return {
    ds,
    schema,
    jobQueue: () =>
      (queue ??= new InProcessJobQueue({ database: { url: testDatabaseUrl(), schema: `${schema}_jobs` } })),
    drop: async () => {
      await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
      if (queue) await ds.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
      await ds.destroy();
    },
  };
}
