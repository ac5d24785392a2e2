import { randomUUID } from 'node:crypto';
import type { ClientConfig, Pool } from 'pg';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port';
import { inLockedTransaction } from '../database/locked-setup';
import { CommitListener } from './postgres/commit-listener';
import { type EventRow, type EventTable, eventTable } from './postgres/event-table';
import { AppendBatcher } from './postgres/group-commit';
import { PollingSubscription, toRecorded } from './postgres/polling-subscription';

// The PostgreSQL adapter of the event store port. Its parts, one file each under postgres/: the
// table's SQL (event-table.ts), one append (append.ts), group commit (group-commit.ts), the polling
// subscription (polling-subscription.ts) and the LISTEN/NOTIFY wake-up (commit-listener.ts).
export { appendInTransaction, EventIdConflictError } from './postgres/append';
export type { EventTableTarget } from './postgres/event-table';
export { type BatchRow, matchBatchRows } from './postgres/group-commit';

export type PostgresEventStoreOptions = {
  // Owned by the caller: close() does not end it.
  pool: Pool;
  schema: string;
  // Default 'events'.
  table?: string;
  // How often an idle subscription polls; default 50 ms. Appends wake subscriptions sooner: in this
  // process directly, in others through LISTEN/NOTIFY (see `listen`).
  pollIntervalMs?: number;
  // Group commit: appends that arrive while a batch is in flight go together into the next one, up to
  // this many per statement (default 64). 1 sends every append alone.
  maxBatchSize?: number;
  // Subscriptions also LISTEN on a connection of their own, so an append committed by another process
  // wakes them at once (default true). Without it (or while that connection is down) they poll.
  listen?: boolean;
};

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly table: EventTable;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly batcher: AppendBatcher;
  private readonly listener?: CommitListener;
  // This store's name in its NOTIFYs: its own appends wake its subscriptions directly.
  private readonly origin = randomUUID();
  private closed = false;

  constructor({
    pool,
    schema,
    table = 'events',
    pollIntervalMs = 50,
    maxBatchSize = 64,
    listen = true,
    onBatch,
  }: PostgresEventStoreOptions & { onBatch?: (size: number) => void }) {
    if (!Number.isInteger(maxBatchSize) || maxBatchSize < 1)
      throw new TypeError(`maxBatchSize must be a positive integer, got ${maxBatchSize}`);
    this.pool = pool;
    this.table = eventTable({ schema, table });
    this.pollIntervalMs = pollIntervalMs;
    this.batcher = new AppendBatcher(pool, this.table, maxBatchSize, this.origin, () => this.wakeAll(), onBatch);
    if (listen) {
      // The pool's own connection settings (pg keeps them on the pool).
      const config = (pool as unknown as { options: ClientConfig }).options;
      this.listener = new CommitListener(config, this.table.channel, this.origin, () => this.wakeAll());
    }
  }

  // Idempotent; safe to run from several processes at once (serialised by an advisory lock).
  async init(): Promise<void> {
    await inLockedTransaction(this.pool, `event-store-init:${this.table.lockKey}`, async (client) => {
      for (const statement of this.table.ddl) await client.query(statement);
    });
  }

  async append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    return this.batcher.append(streamId, events, options?.expectedRevision ?? 'any');
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { rows } = await this.pool.query<EventRow>({
      name: this.table.readStreamName,
      text: this.table.readStreamSql,
      values: [streamId, options?.fromRevision ?? 0],
    });
    return rows.map(toRecorded);
  }

  // One statement for all of them (the stream_revision key's index serves each id).
  async readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    this.assertOpen();
    const read = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    if (!read.size) return read;
    const { rows } = await this.pool.query<EventRow>({
      name: this.table.readStreamsName,
      text: this.table.readStreamsSql,
      values: [[...read.keys()]],
    });
    for (const row of rows) read.get(row.stream_id)!.push(toRecorded(row));
    return read;
  }

  async deleteStream(streamId: string): Promise<void> {
    this.assertOpen();
    await this.pool.query({ text: this.table.deleteStreamSql, values: [streamId] });
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const subscription = new PollingSubscription(this.pool, this.table, options, this.pollIntervalMs, (s) => {
      this.subscriptions.delete(s);
      if (this.subscriptions.size === 0) void this.listener?.stop();
    });
    this.subscriptions.add(subscription);
    this.listener?.start();
    return subscription;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.listener?.stop();
  }

  private wakeAll(): void {
    for (const subscription of this.subscriptions) subscription.wake();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('PostgresEventStore is closed');
  }
}
