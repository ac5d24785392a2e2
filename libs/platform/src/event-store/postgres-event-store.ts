import { createHash } from 'node:crypto';
import type { ClientBase, Pool, QueryConfig, QueryResult, QueryResultRow } from 'pg';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
  assertOneHandler,
} from './event-store.port';

export type PostgresEventStoreOptions = {
  // Owned by the caller: close() does not end it.
  pool: Pool;
  schema: string;
  // Default 'events'.
  table?: string;
  // How often an idle subscription polls; default 50 ms.
  pollIntervalMs?: number;
};

// Where a store keeps its events; shared by the store and appendInTransaction.
export type EventTableTarget = { schema: string; table?: string };

// Thrown when some, but not all, event ids of an append are already in the stream: neither a retry nor a new write.
export class EventIdConflictError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: some of the appended event ids are already recorded, others are not`);
    this.name = 'EventIdConflictError';
  }
}

type Queryable = {
  query<R extends QueryResultRow>(config: QueryConfig): Promise<QueryResult<R>>;
};

type AppendRow = { r_status: 'ok' | 'duplicate' | 'conflict' | 'partial'; r_revision: string | null };

type EventRow = {
  position: string;
  tx_id: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
};

const BATCH_SIZE = 500;
const CHECKPOINT_PATTERN = /^(\d+):(\d+)$/;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;
// Prepared statement names must be unique per SQL text on a connection; a hash keeps them short.
const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

// All SQL for one (schema, table); built once, reused by every call.
class EventTable {
  readonly ddl: string[];
  readonly appendSql: string;
  readonly appendName: string;
  readonly readStreamSql: string;
  readonly readStreamName: string;
  readonly deleteStreamSql: string;
  readonly readAllSql: string;
  readonly readAllName: string;
  readonly lockKey: string;

  constructor({ schema, table = 'events' }: EventTableTarget) {
    const s = quoteIdent(schema);
    const t = `${s}.${quoteIdent(table)}`;
    const fn = `${s}.${quoteIdent(`${table}_append`)}`;
    // Aliased as `e` and ordered by e.*: the ::text aliases would otherwise make ORDER BY sort text.
    const columns =
      'e.position::text AS position, e.tx_id::text AS tx_id, e.stream_id, e.revision::text AS revision, e.event_id, e.type, e.data, e.metadata, e.created_at';
    this.lockKey = `${schema}.${table}`;
    this.ddl = [
      `CREATE SCHEMA IF NOT EXISTS ${s}`,
      // tx_id orders rows by writing transaction: a reader only passes a tx_id once every older transaction has ended,
      // so an event whose transaction commits late can never fall behind a subscriber's checkpoint.
      `CREATE TABLE IF NOT EXISTS ${t} (
        position   bigserial PRIMARY KEY,
        tx_id      xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id  text NOT NULL,
        revision   bigint NOT NULL,
        event_id   text NOT NULL,
        type       text NOT NULL,
        data       jsonb NOT NULL,
        metadata   jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ${quoteIdent(`${table}_stream_revision_key`)} UNIQUE (stream_id, revision),
        CONSTRAINT ${quoteIdent(`${table}_stream_event_id_key`)} UNIQUE (stream_id, event_id)
      )`,
      `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${table}_tx_position_idx`)} ON ${t} (tx_id, position)`,
      // One function call = one round trip per append. Inside a VOLATILE plpgsql function every statement takes a
      // fresh snapshot, so the revision read after the per-stream lock sees whatever the previous holder committed.
      `CREATE OR REPLACE FUNCTION ${fn}(p_stream text, p_expected text, p_events jsonb)
      RETURNS TABLE (r_status text, r_revision bigint)
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_current bigint;
        v_count int := jsonb_array_length(p_events);
        v_found int;
        v_conflict boolean;
        v_last_tx xid8;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext(${quoteLiteral(this.lockKey)}), hashtext(p_stream));
        SELECT e.revision, e.tx_id INTO v_current, v_last_tx FROM ${t} e
         WHERE e.stream_id = p_stream ORDER BY e.revision DESC LIMIT 1;
        -- A retried request: every id is already there, so nothing is written whatever the expected revision.
        IF v_current IS NOT NULL AND v_count > 0 THEN
          SELECT count(*) INTO v_found FROM ${t} e
           WHERE e.stream_id = p_stream AND e.event_id IN (SELECT x->>'id' FROM jsonb_array_elements(p_events) x);
          IF v_found > 0 THEN
            IF v_found >= (SELECT count(DISTINCT x->>'id') FROM jsonb_array_elements(p_events) x) THEN
              RETURN QUERY SELECT 'duplicate'::text, v_current;
            ELSE
              RETURN QUERY SELECT 'partial'::text, v_current;
            END IF;
            RETURN;
          END IF;
        END IF;
        -- Assigned, not inlined in IF: plpgsql would end the IF condition at the CASE's first THEN.
        v_conflict := CASE p_expected
            WHEN 'any' THEN false
            WHEN 'no_stream' THEN v_current IS NOT NULL
            WHEN 'stream_exists' THEN v_current IS NULL
            ELSE v_current IS DISTINCT FROM p_expected::bigint
          END;
        IF v_conflict THEN
          RETURN QUERY SELECT 'conflict'::text, v_current;
          RETURN;
        END IF;
        -- Subscribers order by tx_id, so a caller transaction that took its id before the stream's last writer
        -- would be delivered ahead of an earlier revision. Only possible via appendInTransaction; retryable.
        IF v_last_tx IS NOT NULL AND v_count > 0 AND v_last_tx > pg_current_xact_id() THEN
          RAISE EXCEPTION 'stream % was last written by a newer transaction; retry the transaction', p_stream
            USING ERRCODE = 'serialization_failure';
        END IF;
        INSERT INTO ${t} (stream_id, revision, event_id, type, data, metadata)
        SELECT p_stream, coalesce(v_current, -1) + x.ord, x.e->>'id', x.e->>'type',
               coalesce(x.e->'data', 'null'::jsonb), coalesce(x.e->'metadata', '{}'::jsonb)
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
         ORDER BY x.ord;
        RETURN QUERY SELECT 'ok'::text, coalesce(v_current, -1) + v_count;
      END
      $fn$`,
    ];
    this.appendSql = `SELECT r_status, r_revision::text AS r_revision FROM ${fn}($1, $2, $3)`;
    this.appendName = statementName('es_append', this.appendSql);
    this.readStreamSql = `SELECT ${columns} FROM ${t} e WHERE e.stream_id = $1 ORDER BY e.revision`;
    this.readStreamName = statementName('es_read', this.readStreamSql);
    this.deleteStreamSql = `DELETE FROM ${t} WHERE stream_id = $1`;
    // Only rows of transactions older than every running one: those can no longer be joined by a smaller tx_id.
    this.readAllSql = `SELECT ${columns} FROM ${t} e
      WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
        AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
        AND ($3::text IS NULL OR starts_with(e.stream_id, $3::text))
      ORDER BY e.tx_id, e.position
      LIMIT $4`;
    this.readAllName = statementName('es_read_all', this.readAllSql);
  }
}

const tables = new Map<string, EventTable>();
function eventTable(target: EventTableTarget): EventTable {
  const key = JSON.stringify([target.schema, target.table ?? 'events']);
  let table = tables.get(key);
  if (!table) {
    table = new EventTable(target);
    tables.set(key, table);
  }
  return table;
}

function expectedToText(streamId: string, expected: ExpectedRevision): string {
  if (typeof expected === 'number') {
    if (!Number.isSafeInteger(expected) || expected < 0) {
      throw new TypeError(`Stream ${streamId}: expected revision must be a non-negative integer, got ${expected}`);
    }
    return String(expected);
  }
  return expected;
}

async function runAppend(
  db: Queryable,
  table: EventTable,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const payload = JSON.stringify(
    // data ?? null: JSON.stringify drops undefined, and the column is NOT NULL.
    events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} })),
  );
  const { rows } = await db.query<AppendRow>({
    name: table.appendName,
    text: table.appendSql,
    values: [streamId, expectedToText(streamId, expected), payload],
  });
  const row = rows[0];
  const current = row.r_revision === null ? null : Number(row.r_revision);
  switch (row.r_status) {
    case 'ok':
      return { nextRevision: current ?? -1, duplicate: false };
    case 'duplicate':
      return { nextRevision: current ?? -1, duplicate: true };
    case 'conflict':
      throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
    case 'partial':
      throw new EventIdConflictError(streamId);
  }
}

// Appends inside a transaction the caller opened on `client` (BEGIN ... COMMIT are the caller's). The per-stream lock
// is held until that transaction ends; the events become visible to subscribers only once it commits.
export function appendInTransaction(
  client: ClientBase,
  target: EventTableTarget,
  streamId: string,
  events: NewEvent[],
  options?: { expectedRevision?: ExpectedRevision },
): Promise<AppendResult> {
  return runAppend(client, eventTable(target), streamId, events, options?.expectedRevision ?? 'any');
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    revision: Number(row.revision),
    checkpoint: `${row.tx_id}:${row.position}`,
    createdAt: row.created_at,
  };
}

function parseCheckpoint(checkpoint: string | null | undefined): { txId: string; position: string } {
  if (checkpoint === null || checkpoint === undefined) return { txId: '0', position: '0' };
  const match = CHECKPOINT_PATTERN.exec(checkpoint);
  if (!match) throw new TypeError(`Not a PostgresEventStore checkpoint: ${checkpoint}`);
  return { txId: match[1], position: match[2] };
}

class PollingSubscription implements Subscription {
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly table: EventTable,
    private readonly options: SubscribeOptions,
    private readonly pollIntervalMs: number,
    private readonly onEnded: (subscription: PollingSubscription) => void,
  ) {
    // Validated before the loop starts so a bad checkpoint or handler throws from subscribeToAll itself.
    const from = parseCheckpoint(options.from);
    assertOneHandler(options);
    this.done = this.run(from);
  }

  // An append in this process committed: poll now instead of at the next tick.
  wake(): void {
    if (this.wakeSleeper) this.wakeSleeper();
    else this.wakeRequested = true;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.done;
  }

  private async run(from: { txId: string; position: string }): Promise<void> {
    let { txId, position } = from;
    try {
      while (!this.stopping) {
        this.wakeRequested = false;
        const { rows } = await this.pool.query<EventRow>({
          name: this.table.readAllName,
          text: this.table.readAllSql,
          values: [txId, position, this.options.streamPrefix ?? null, BATCH_SIZE],
        });
        const { handler, handleBatch } = this.options;
        const last = rows.at(-1);
        if (handleBatch && last) {
          if (this.stopping) return;
          await handleBatch(rows.map(toRecorded));
          txId = last.tx_id;
          position = last.position;
        }
        for (const row of handler ? rows : []) {
          if (this.stopping) return;
          await handler!(toRecorded(row));
          txId = row.tx_id;
          position = row.position;
        }
        // A full batch means more is waiting: read again at once.
        if (rows.length < BATCH_SIZE) await this.sleep();
      }
    } catch (error) {
      // Errors after stop() (e.g. the pool being ended) are not the subscriber's concern.
      if (!this.stopping) {
        this.stopping = true;
        this.report(error);
      }
    } finally {
      this.onEnded(this);
    }
  }

  private report(error: unknown): void {
    try {
      if (this.options.onError) this.options.onError(error);
      // Without onError the failure would vanish; the subscription has stopped either way.
      else console.error('PostgresEventStore subscription stopped', error);
    } catch (secondary) {
      // A throwing onError must not turn stop() into a rejection.
      console.error('PostgresEventStore subscription onError threw', secondary);
    }
  }

  private sleep(): Promise<void> {
    if (this.wakeRequested || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(finish, this.pollIntervalMs);
      // A forgotten subscription must not keep the process alive on its own.
      timer.unref();
      this.wakeSleeper = finish;
    });
  }
}

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly table: EventTable;
  private readonly pollIntervalMs: number;
  private readonly subscriptions = new Set<PollingSubscription>();
  private closed = false;

  constructor({ pool, schema, table = 'events', pollIntervalMs = 50 }: PostgresEventStoreOptions) {
    this.pool = pool;
    this.table = eventTable({ schema, table });
    this.pollIntervalMs = pollIntervalMs;
  }

  // Idempotent; safe to run from several processes at once (serialised by an advisory lock).
  async init(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`event-store-init:${this.table.lockKey}`]);
      for (const statement of this.table.ddl) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    const result = await runAppend(this.pool, this.table, streamId, events, options?.expectedRevision ?? 'any');
    if (!result.duplicate && events.length > 0) for (const subscription of this.subscriptions) subscription.wake();
    return result;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    this.assertOpen();
    const { rows } = await this.pool.query<EventRow>({
      name: this.table.readStreamName,
      text: this.table.readStreamSql,
      values: [streamId],
    });
    return rows.map(toRecorded);
  }

  async deleteStream(streamId: string): Promise<void> {
    this.assertOpen();
    await this.pool.query({ text: this.table.deleteStreamSql, values: [streamId] });
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    this.assertOpen();
    const subscription = new PollingSubscription(this.pool, this.table, options, this.pollIntervalMs, (s) =>
      this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('PostgresEventStore is closed');
  }
}
