import { Client } from 'pg';
import { InProcessJobQueue } from './in-process-job-queue';
import { jobQueueContract } from './job-queue.contract-suite';
import { testDatabaseUrl, uniqueName } from '../testing/database';

async function dropSchema(schema: string): Promise<void> {
  const client = new Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

// The embedded profile's queue: delayed jobs, ids and schedulers kept in Postgres (a fresh schema per
// test, created by the queue itself as on a first start).
jobQueueContract(
  'InProcessJobQueue on Postgres',
  async () => {
    const schema = uniqueName('jq');
    const opened: InProcessJobQueue[] = [];
    const open = () => {
      const queue = new InProcessJobQueue({ database: { url: testDatabaseUrl(), schema } });
      opened.push(queue);
      return queue;
    };
    return {
      queue: open(),
      reopen: async () => open(),
      teardown: async () => {
        await Promise.all(opened.map((queue) => queue.close()));
        await dropSchema(schema);
      },
    };
  },
  { survivesRestart: true },
);
