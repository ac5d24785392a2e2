import { Client } from 'pg';
import { InProcessJobQueue } from './in-process-job-queue';
import { jobQueueContract } from './job-queue.contract-suite';
import { testDatabaseUrl, uniqueName } from '../testing/database';
import { expectEventually } from '../testing/eventually';

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

describe('InProcessJobQueue on Postgres', () => {
  it('several processes starting together on a fresh database all start (the tables are made once)', async () => {
    const schema = uniqueName('jq');
    const queues = Array.from(
      { length: 6 },
      () => new InProcessJobQueue({ database: { url: testDatabaseUrl(), schema } }),
    );
    try {
      // Each add waits for its queue's start; a start that lost the race to create the schema would throw.
      const added = await Promise.all(queues.map((queue, i) => queue.add('race', 'hello', {}, { jobId: `job-${i}` })));
      expect(added.map((a) => a.duplicate)).toEqual([false, false, false, false, false, false]);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
      await dropSchema(schema);
    }
  });

  it('writes only delayed jobs and jobs with ids; a finished job with an id is kept (as BullMQ keeps it) until removeJobs erases it', async () => {
    const schema = uniqueName('jq');
    const queue = new InProcessJobQueue({ database: { url: testDatabaseUrl(), schema } });
    const client = new Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    const rows = async () =>
      (await client.query(`SELECT id, state, data FROM "${schema}".jobs ORDER BY id`)).rows as {
        id: string;
        state: string;
        data: string | null;
      }[];
    try {
      await queue.add('store', 'fast', { phone: '+15550001111' });
      await queue.add('store', 'later', { n: 1 }, { delayMs: 60_000, jobId: 'b-later' });
      await queue.add('store', 'keyed', { phone: '+15550002222' }, { jobId: 'a-keyed' });
      expect(await rows()).toEqual([
        { id: 'a-keyed', state: 'pending', data: '{"phone":"+15550002222"}' },
        { id: 'b-later', state: 'pending', data: '{"n":1}' },
      ]);
      const ran: string[] = [];
      const worker = queue.process('store', async (job) => void ran.push(job.name));
      await expectEventually(() => expect(ran.sort()).toEqual(['fast', 'keyed']));
      await worker.close();
      expect(await rows()).toEqual([
        { id: 'a-keyed', state: 'done', data: '{"phone":"+15550002222"}' },
        { id: 'b-later', state: 'pending', data: '{"n":1}' },
      ]);
      const erase = (job: { data: unknown }) => JSON.stringify(job.data).includes('+15550002222');
      expect(await queue.removeJobs('store', erase)).toBe(1);
      expect(await rows()).toEqual([{ id: 'b-later', state: 'pending', data: '{"n":1}' }]);
    } finally {
      await queue.close();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
  it('a service re-upserting its cron scheduler after a restart keeps the run that fell due meanwhile', async () => {
    const schema = uniqueName('jq');
    const database = { url: testDatabaseUrl(), schema };
    const first = new InProcessJobQueue({ database });
    // The next process starts after this one stopped (a queue loads the store as soon as it is made).
    let second: InProcessJobQueue | undefined;
    const spec = { pattern: '* * * * * *', tz: 'Europe/London' };
    const template = { name: 'beat', data: {} };
    try {
      await first.upsertScheduler('cron-restart', 'beat', spec, template);
      await first.close();
      const stoppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // its pending run falls due meanwhile
      second = new InProcessJobQueue({ database: { ...database } });
      await second.upsertScheduler('cron-restart', 'beat', spec, template);
      const ids: string[] = [];
      const worker = second.process('cron-restart', async (job) => void ids.push(job.id));
      await expectEventually(() => expect(ids.length).toBeGreaterThanOrEqual(1));
      await worker.close();
      expect(Number(/^repeat:beat:(\d+)$/.exec(ids[0]!)?.[1])).toBeLessThanOrEqual(stoppedAt + 1_000);
    } finally {
      await first.close();
      await second?.close();
      const client = new Client({ connectionString: testDatabaseUrl() });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });
});
