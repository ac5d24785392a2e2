import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { DependencyState } from '@carewith/contracts';
import type { RecordedEvent, Subscription, EventStore } from '../event-store/event-store.port';
import type { Logger } from 'pino';
import { createLogger } from '../logging/logger';
import { projectionAppliedTotal, projectionLag } from '../metrics/metrics';
import { LeaderLease, LeaseOptions } from './leader-lease';

// What a projection needs of a database handle: a TypeORM DataSource or EntityManager, or a pg client
// wrapped to answer rows (the runner's transaction).
export type Queryable = { query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T> };

// PostgresEventStore's checkpoints ("<transaction id>:<position>").
const CHECKPOINT = /^\d+:\d+$/;
const quoted = (name: string) => `'${name.replace(/'/g, "''")}'`;

// What a projection gives the runner: its name (the checkpoint's row in projection_checkpoints and
// the leadership lock's key), its words in logs and /ready, the streams it follows, how a stored event
// is read (the upcaster), how a batch is applied and how its tables are cleared for a rebuild.
export type ProjectionDefinition<E> = {
  name: string;
  label: string;
  streamPrefix: string;
  // Only these event types (a reactor that follows one fact): the others are passed over unread, and a
  // poll that finds none of them opens no transaction.
  types?: readonly string[];
  // At most one projection transaction this often (fewer, larger ones under load).
  minIntervalMs?: number;
  upcast: (recorded: RecordedEvent) => E;
  // A batch in stream order, inside the runner's transaction; must be idempotent (a batch can be
  // applied again after a crash lost its checkpoint).
  apply: (db: Queryable, batch: readonly (readonly [RecordedEvent, E])[]) => Promise<void>;
  clear: (db: Queryable) => Promise<void>;
};

export type ProjectorOptions = LeaseOptions & {
  lockPollMs?: number;
  // First retry's wait after a failure, doubling up to maxRetryMs.
  retryMs?: number;
  maxRetryMs?: number;
  onApplied?: (event: RecordedEvent) => void;
  // Test hook: runs inside the transaction, before the checkpoint is written.
  beforeCommit?: (event: RecordedEvent) => void;
};

// A projection's runner: one active instance across all processes (a lease on a Postgres advisory
// lock, `leader-lease.ts`), read-model writes and the checkpoint in one transaction, fenced by a check that
// the lock is still held. Whatever fails (the database, the lock's connection) it tries again with
// backoff, for as long as it runs.
export class Projector<E> {
  private readonly log: Logger;
  private readonly lease: LeaderLease;
  private subscription?: Subscription;
  private stopped = true;
  private retry?: NodeJS.Timeout;
  private failures = 0;
  private failing?: { since: Date; error: string };
  leader = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly databaseUrl: string,
    private readonly projection: ProjectionDefinition<E>,
    private readonly options: ProjectorOptions = {},
  ) {
    this.log = createLogger(projection.label.replace(/ /g, '-'));
    this.lease = new LeaderLease(databaseUrl, `projector:${projection.name}`, (error) => this.lockLost(error), options);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  // For /ready: down while the projection cannot make progress (it keeps trying).
  state(): DependencyState | undefined {
    if (this.stopped) return undefined;
    if (this.failing)
      return {
        status: 'down',
        detail: `${this.projection.label} stalled since ${this.failing.since.toISOString()}: ${this.failing.error}`,
      };
    return { status: 'up', detail: this.leader ? 'projecting' : 'standing by' };
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.step(), ms);
  }

  // One attempt: lead if the lock is free, then follow the store from the checkpoint.
  private async step(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.leader && !(await this.acquire())) {
        this.recovered();
        this.schedule(this.options.lockPollMs ?? 1000);
        return;
      }
      if (!this.subscription) await this.follow();
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  private async acquire(): Promise<boolean> {
    if (!(await this.lease.acquire())) return false;
    this.leader = true;
    this.log.info(`this process runs the ${this.projection.label}`);
    return true;
  }

  private lockLost(error: Error): void {
    if (this.stopped || !this.leader) return;
    this.log.warn({ err: error.message }, `${this.projection.label} lock lost; stepping down`);
    this.leader = false;
    // Another replica may take the lock now: this one must stop writing before it tries again.
    const subscription = this.subscription;
    this.subscription = undefined;
    void (subscription?.stop() ?? Promise.resolve()).then(() => this.failed(error));
  }

  private async follow(): Promise<void> {
    const rows = await this.dataSource.query<{ checkpoint: string }[]>(
      'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
      [this.projection.name],
    );
    if (this.stopped || !this.leader) return;
    const subscription = this.store.subscribeToAll({
      from: rows[0]?.checkpoint ?? null,
      streamPrefix: this.projection.streamPrefix,
      types: this.projection.types,
      // A transaction per batch: under load, one every minIntervalMs carries what arrived meanwhile.
      minIntervalMs: this.projection.minIntervalMs,
      handleBatch: (events) => this.applyBatch(events),
      onError: (error) => {
        if (this.subscription !== subscription) return;
        this.subscription = undefined;
        this.failed(error);
      },
    });
    this.subscription = subscription;
  }

  private failed(error: unknown): void {
    if (this.stopped) return;
    const message = error instanceof Error ? error.message : String(error);
    this.failures += 1;
    this.failing ??= { since: new Date(), error: message };
    this.failing.error = message;
    const base = this.options.retryMs ?? 500;
    const wait = Math.min(base * 2 ** (this.failures - 1), this.options.maxRetryMs ?? 4000);
    if (this.failures === 1 || this.failures % 10 === 0)
      this.log.warn(
        { err: message, failures: this.failures, retryInMs: wait },
        `${this.projection.label} failed; retrying`,
      );
    this.schedule(wait);
  }

  private recovered(): void {
    if (!this.failing) return;
    this.log.info(
      { failures: this.failures, since: this.failing.since.toISOString() },
      `${this.projection.label} running again`,
    );
    this.failing = undefined;
    this.failures = 0;
  }

  // The data source's own pool (the projection's statements run on it, in the games schema).
  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    await this.applyBatch([recorded]);
  }

  // A whole poll's events in one transaction with the checkpoint of the last one. The commit does not
  // wait for the WAL flush (synchronous_commit off): a crash loses the batch and its checkpoint
  // together, and the events are replayed from the store; the read model is derived data. The
  // transaction's opening (with the fencing check) and its close (with the checkpoint) are one round
  // trip each: a batch is about ten statements, and under load there is one every minIntervalMs.
  async applyBatch(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    if (!CHECKPOINT.test(last.checkpoint)) throw new Error(`not a checkpoint: ${last.checkpoint}`);
    const events = batch.map((recorded) => [recorded, this.projection.upcast(recorded)] as const);
    const lockPid = this.lease.pid;
    const client = await this.pool().connect();
    // A connection that ends while checked out (a leader cut off mid-batch, its session ended by the
    // server's timeout, the end arriving when the link heals) emits 'error' on the client; the pool
    // listens only to idle clients, so without this the process would crash.
    let failed: unknown;
    const onError = (error: Error) => (failed ??= error);
    client.on('error', onError);
    try {
      // Fencing: a leader whose lock connection died (and whose lock another replica may hold now)
      // writes nothing. Tests that call apply() directly hold no lock. A transaction left open by a
      // leader cut off mid-batch ends within a lease, so its row locks never hold up the next leader.
      const opened = (await client.query(
        `BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL idle_in_transaction_session_timeout = ${Number(this.lease.leaseMs)};
         SELECT ${lockPid === undefined ? 'true' : `EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = ${Number(lockPid)})`} AS held`,
      )) as unknown as { rows: { held: boolean }[] }[];
      if (!opened[3]?.rows[0]?.held) throw new Error(`the ${this.projection.label} lock is no longer held`);
      await this.projection.apply(
        { query: async (sql, parameters) => (await client.query(sql, parameters)).rows as never },
        events,
      );
      for (const [recorded] of events) this.options.beforeCommit?.(recorded);
      // Both values are literals of known form (the name quoted, the checkpoint checked above).
      await client.query(
        `INSERT INTO projection_checkpoints (name, checkpoint) VALUES (${quoted(this.projection.name)}, '${last.checkpoint}')
         ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now();
         COMMIT`,
      );
    } catch (error) {
      failed ??= error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A failed batch's connection is closed, not reused: it may be the one that broke.
      client.release(failed ? true : undefined);
    }
    projectionLag.set(
      { projection: this.projection.name },
      Math.max(0, (Date.now() - last.createdAt.getTime()) / 1000),
    );
    projectionAppliedTotal.inc({ projection: this.projection.name }, batch.length);
    this.recovered();
    for (const recorded of batch) this.options.onApplied?.(recorded);
  }

  // Rebuild from zero: clear what the projection wrote, forget the checkpoint, replay every event.
  async rebuild(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.dataSource.transaction(async (em) => {
      await this.projection.clear(em);
      await em.query('DELETE FROM projection_checkpoints WHERE name = $1', [this.projection.name]);
    });
    if (this.leader) await this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.lease.release();
    this.leader = false;
  }
}
