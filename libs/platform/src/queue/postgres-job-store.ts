// Where the in-process queue keeps what must survive a restart (embedded profile): delayed jobs, jobs
// with a caller-given id (and, for a day, the ids of finished ones, for dedupe) and schedulers.
// Internal to the queue folder. One process owns the tables at a time (the embedded app is one process).
import { Pool, PoolClient } from 'pg';
import { inLockedTransaction } from '../database/locked-setup';
import { NormalizedSchedule } from './job-options';

export type StoredJob = {
  id: string;
  dedupe: boolean;
  name: string;
  json: string;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
  // When it is due (ms since the epoch); for a scheduler's run, its run time.
  runAt: number;
  schedulerId: string | undefined;
};

export type StoredScheduler = {
  id: string;
  schedule: NormalizedSchedule;
  name: string;
  json: string;
  attempts: number;
  backoffMs: number;
  firstMs: number;
};

export const DEFAULT_JOB_STORE_SCHEMA = 'job_queue';

export class PostgresJobStore {
  private readonly jobs: string;
  private readonly schedulers: string;

  constructor(
    private readonly pool: Pool,
    private readonly schema: string,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`Invalid job store schema ${JSON.stringify(schema)}`);
    this.jobs = `"${schema}".jobs`;
    this.schedulers = `"${schema}".job_schedulers`;
  }

  // Idempotent: the tables are created on first start, and finished ids past their retention dropped.
  // Two processes starting together would race on CREATE ... IF NOT EXISTS (Postgres reports a
  // duplicate key for the loser), so the tables are created under a transaction lock on the schema name.
  async init(retentionMs: number): Promise<void> {
    await inLockedTransaction(this.pool, `job_queue:${this.schema}`, (client) => this.createTables(client));
    await this.pool.query(`DELETE FROM ${this.jobs} WHERE state = 'done' AND finished_at_ms < $1`, [
      Date.now() - retentionMs,
    ]);
  }

  private async createTables(client: PoolClient): Promise<void> {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.schema}"`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${this.jobs} (
        queue text NOT NULL,
        id text NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'done')),
        dedupe boolean NOT NULL,
        name text NOT NULL,
        data text NOT NULL,
        attempts integer NOT NULL,
        backoff_ms integer NOT NULL,
        attempts_made integer NOT NULL DEFAULT 0,
        run_at_ms bigint NOT NULL,
        scheduler_id text,
        finished_at_ms bigint,
        PRIMARY KEY (queue, id)
      )`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${this.schedulers} (
        queue text NOT NULL,
        id text NOT NULL,
        spec jsonb NOT NULL,
        name text NOT NULL,
        data text NOT NULL,
        attempts integer NOT NULL,
        backoff_ms integer NOT NULL,
        first_ms bigint NOT NULL,
        PRIMARY KEY (queue, id)
      )`);
  }

  // False when the id is taken: pending, or finished within the retention.
  async insert(queue: string, job: StoredJob, retentionMs: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO ${this.jobs}
         (queue, id, state, dedupe, name, data, attempts, backoff_ms, attempts_made, run_at_ms, scheduler_id)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (queue, id) DO UPDATE SET
         state = 'pending', dedupe = EXCLUDED.dedupe, name = EXCLUDED.name, data = EXCLUDED.data,
         attempts = EXCLUDED.attempts, backoff_ms = EXCLUDED.backoff_ms, attempts_made = EXCLUDED.attempts_made,
         run_at_ms = EXCLUDED.run_at_ms, scheduler_id = EXCLUDED.scheduler_id, finished_at_ms = NULL
       WHERE ${this.jobs}.state = 'done' AND ${this.jobs}.finished_at_ms < $11`,
      [
        queue,
        job.id,
        job.dedupe,
        job.name,
        job.json,
        job.attempts,
        job.backoffMs,
        job.attemptsMade,
        job.runAt,
        job.schedulerId ?? null,
        Date.now() - retentionMs,
      ],
    );
    return result.rowCount === 1;
  }

  async retryAt(queue: string, id: string, attemptsMade: number, runAt: number): Promise<void> {
    await this.pool.query(
      `UPDATE ${this.jobs} SET attempts_made = $3, run_at_ms = $4 WHERE queue = $1 AND id = $2 AND state = 'pending'`,
      [queue, id, attemptsMade, runAt],
    );
  }

  // A job with a caller-given id stays as finished for the retention (refusing its id again); others
  // go. Its data stays too, as BullMQ keeps finished jobs, so erasure (removeJobs) can find it.
  async finish(queue: string, id: string, dedupe: boolean): Promise<void> {
    if (!dedupe) {
      await this.remove(queue, [id]);
      return;
    }
    await this.pool.query(`UPDATE ${this.jobs} SET state = 'done', finished_at_ms = $3 WHERE queue = $1 AND id = $2`, [
      queue,
      id,
      Date.now(),
    ]);
  }

  async finished(queue: string): Promise<StoredJob[]> {
    const { rows } = await this.pool.query<Record<string, string | number | boolean | null>>(
      `SELECT * FROM ${this.jobs} WHERE queue = $1 AND state = 'done'`,
      [queue],
    );
    return rows.map(toStoredJob);
  }

  async remove(queue: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query(`DELETE FROM ${this.jobs} WHERE queue = $1 AND id = ANY($2)`, [queue, ids]);
  }

  // Jobs not finished, including any a worker was running when the process stopped (they run again).
  async pending(): Promise<{ queue: string; job: StoredJob }[]> {
    const { rows } = await this.pool.query<Record<string, string | number | boolean | null>>(
      `SELECT * FROM ${this.jobs} WHERE state = 'pending' ORDER BY run_at_ms, id`,
    );
    return rows.map((row) => ({ queue: String(row.queue), job: toStoredJob(row) }));
  }

  async saveScheduler(queue: string, scheduler: StoredScheduler): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${this.schedulers} (queue, id, spec, name, data, attempts, backoff_ms, first_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (queue, id) DO UPDATE SET spec = EXCLUDED.spec, name = EXCLUDED.name, data = EXCLUDED.data,
         attempts = EXCLUDED.attempts, backoff_ms = EXCLUDED.backoff_ms, first_ms = EXCLUDED.first_ms`,
      [
        queue,
        scheduler.id,
        JSON.stringify(scheduler.schedule),
        scheduler.name,
        scheduler.json,
        scheduler.attempts,
        scheduler.backoffMs,
        scheduler.firstMs,
      ],
    );
  }

  async removeScheduler(queue: string, id: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.schedulers} WHERE queue = $1 AND id = $2`, [queue, id]);
  }

  async loadSchedulers(): Promise<{ queue: string; scheduler: StoredScheduler }[]> {
    const { rows } = await this.pool.query<Record<string, unknown>>(`SELECT * FROM ${this.schedulers}`);
    return rows.map((row) => ({
      queue: String(row.queue),
      scheduler: {
        id: String(row.id),
        schedule: row.spec as NormalizedSchedule,
        name: String(row.name),
        json: String(row.data),
        attempts: Number(row.attempts),
        backoffMs: Number(row.backoff_ms),
        firstMs: Number(row.first_ms),
      },
    }));
  }
}

function toStoredJob(row: Record<string, string | number | boolean | null>): StoredJob {
  return {
    id: String(row.id),
    dedupe: row.dedupe === true,
    name: String(row.name),
    json: String(row.data),
    attempts: Number(row.attempts),
    backoffMs: Number(row.backoff_ms),
    attemptsMade: Number(row.attempts_made),
    runAt: Number(row.run_at_ms),
    schedulerId: row.scheduler_id === null ? undefined : String(row.scheduler_id),
  };
}
