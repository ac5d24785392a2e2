// SMS queue throughput through the messaging service's real worker with the outbox adapter (a row per
// text, the opt-out check, status updates), beside raw BullMQ on the same Redis in the same run:
// a no-op worker, and a worker doing one INSERT per job.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { requireFromPlatform, sleep } from './lib.mjs';
import { startDistributedSystem } from './system.mjs';

const JOBS = Number(process.env.BENCH_SMS_JOBS ?? 2000);
const TIME_CAP_MS = 60_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function rawBullmq(work) {
  const { Queue, Worker } = requireFromPlatform('bullmq');
  const prefix = `bench_raw_${randomBytes(4).toString('hex')}`;
  const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue('sms', { connection, prefix });
  let done = 0;
  const worker = new Worker(
    'sms',
    async (job) => {
      await work(job);
      done++;
    },
    { connection, prefix, concurrency: 10 },
  );
  try {
    const started = performance.now();
    await queue.addBulk(Array.from({ length: JOBS }, (_, i) => ({ name: 'send-sms', data: { i }, opts: { jobId: `raw-${i}` } })));
    while (done < JOBS && performance.now() - started < TIME_CAP_MS) await sleep(20);
    return { rate: (done / (performance.now() - started)) * 1000, done };
  } finally {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
}

export default async function sms({ log }) {
  const rows = [];
  const noop = await rawBullmq(async () => undefined);
  log(`raw BullMQ no-op: ${noop.rate.toFixed(0)} jobs/s`);
  const { Pool } = requireFromPlatform('pg');
  let system;
  try {
    system = await startDistributedSystem({ log, register: () => undefined });
    const pool = new Pool({ connectionString: system.databaseUrl, max: 10 });
    await pool.query('CREATE TABLE bench_raw_jobs (id bigserial PRIMARY KEY, job_id text, data jsonb)');
    const insert = await rawBullmq((job) => pool.query('INSERT INTO bench_raw_jobs (job_id, data) VALUES ($1, $2)', [job.id, job.data]));
    log(`raw BullMQ + INSERT: ${insert.rate.toFixed(0)} jobs/s`);

    // The messaging service's own worker consumes these, exactly as texts from the send step.
    const { Queue } = requireFromPlatform('bullmq');
    const queue = new Queue('sms', { connection: { url: REDIS_URL }, prefix: system.database });
    const ref = randomUUID();
    const started = performance.now();
    await queue.addBulk(
      Array.from({ length: JOBS }, (_, i) => ({
        name: 'send-sms',
        data: { to: `+1555${String(1_000_000 + i)}`, body: `Bench text ${i}\nhttp://localhost/play/x`, kind: 'activity', refId: ref },
        opts: { jobId: `id-bench-${ref}-${i}` },
      })),
    );
    let stored = 0;
    while (stored < JOBS && performance.now() - started < TIME_CAP_MS) {
      await sleep(50);
      stored = Number((await pool.query("SELECT count(*) AS n FROM messaging.messages WHERE ref_id = $1 AND status = 'outbox'", [ref])).rows[0].n);
    }
    const rate = (stored / (performance.now() - started)) * 1000;
    await queue.close();
    await pool.end();
    const note = stored < JOBS ? `time cap: ${stored}/${JOBS} done` : `${JOBS} jobs, concurrency 10`;
    rows.push(
      { name: 'SMS jobs through the messaging worker (outbox adapter)', value: rate, unit: 'jobs/s', baseline: 'raw BullMQ no-op worker', baselineValue: noop.rate, note },
      { name: 'SMS jobs through the messaging worker (outbox adapter)', value: rate, unit: 'jobs/s', baseline: 'raw BullMQ + one INSERT', baselineValue: insert.rate },
    );
  } finally {
    await system?.stop();
  }
  return rows;
}
