import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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
