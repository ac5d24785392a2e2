import { createHash, randomUUID } from 'node:crypto';
import {
  Client,
  type ClientBase,
  type ClientConfig,
  type Pool,
  type QueryConfig,
  type QueryResult,
  type QueryResultRow,
} from 'pg';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
  assertOneHandler,
} from './event-store.port';
import type { Link } from '@opentelemetry/api';
import { createLogger } from '../logging/logger';
import { activeSpanLink, contextOfLink, inSpan, tracingOn } from '../tracing/spans';

const log = createLogger('event-store');

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
  readonly appendBatchSql: string;
  readonly appendBatchName: string;
  // LISTEN/NOTIFY channel of this table: an append notifies it when its transaction commits.
  readonly channel: string;
  readonly readStreamSql: string;
  readonly readStreamName: string;
  readonly readStreamsSql: string;
  readonly readStreamsName: string;
  readonly deleteStreamSql: string;
  readonly lastRevisionSql: string;
  readonly lastRevisionName: string;
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
    const fnBatch = `${s}.${quoteIdent(`${table}_append_batch`)}`;
    this.lockKey = `${schema}.${table}`;
    // Channel names are identifiers (at most 63 bytes): a hash keeps any schema and table within that.
    this.channel = `es_${createHash('sha1').update(this.lockKey).digest('hex').slice(0, 16)}`;
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
      LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
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
          -- ANY(array): an index lookup per id on (stream_id, event_id), never a scan of the whole stream.
          SELECT count(*) INTO v_found FROM ${t} e
           WHERE e.stream_id = p_stream
             AND e.event_id = ANY(ARRAY(SELECT x->>'id' FROM jsonb_array_elements(p_events) x));
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
        -- Delivered at commit (once per transaction and payload), so a listener reads what it is told about.
        PERFORM pg_notify(${quoteLiteral(this.channel)}, '');
        RETURN QUERY SELECT 'ok'::text, coalesce(v_current, -1) + v_count;
      END
      $fn$`,
      // Group commit: several appends in one call, one transaction, one WAL flush. Requests come as
      // parallel arrays (stream, expected revision, number of events) and their events, flattened in
      // request order, as arrays of ids and types and one JSON array of {d: data, m: metadata}; each
      // request's answer is the row whose r_index is its place in the batch, judged exactly as the
      // single append above judges it (duplicate, partial, conflict, ok).
      // Every stream lock is taken first, in the order of the lock keys (integers: cheaper to sort than
      // the stream names, and a stream twice only takes its lock twice), so two batches never wait on
      // each other in a cycle; and as this transaction takes its id only once it holds them all, it is
      // newer than every earlier writer of its streams (the single append's transaction-order check
      // cannot fire here).
      // The requests are judged and written set-wise in one statement (current revision and known ids
      // by index lookups, so the cost does not grow with the stream). The batcher never puts a stream
      // in a batch twice; were it to, both requests would be judged against the same revision, the
      // second's rows would break the unique revision, and the batch would fail whole and be run again
      // one append at a time. Plans are generic: the custom plans PostgreSQL would otherwise make per
      // call cost more than the statement, and drift as the table grows (measured: 0.6 ms a call of 8
      // appends with generic plans, 0.8 to 3 ms without).
      `DROP FUNCTION IF EXISTS ${fnBatch}(jsonb)`,
      `CREATE OR REPLACE FUNCTION ${fnBatch}(
        p_streams text[], p_expected text[], p_counts int[], p_ids text[], p_types text[], p_payloads jsonb,
        p_origin text)
      RETURNS TABLE (r_index int, r_status text, r_revision bigint)
      LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $fn$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext(${quoteLiteral(this.lockKey)}), q.h)
           FROM (SELECT hashtext(s) AS h FROM unnest(p_streams) AS s ORDER BY 1) q;
        RETURN QUERY
        WITH req AS (
          SELECT (r.ord - 1)::int AS idx, r.s, r.xp, r.n,
                 (sum(r.n) OVER (ORDER BY r.ord) - r.n)::int AS first,
                 (SELECT e.revision FROM ${t} e WHERE e.stream_id = r.s ORDER BY e.revision DESC LIMIT 1) AS cur
            FROM unnest(p_streams, p_expected, p_counts) WITH ORDINALITY AS r(s, xp, n, ord)
        ), judged AS (
          SELECT r.idx, r.s, r.n, r.first, r.cur,
                 CASE
                   WHEN f.found > 0 THEN
                     CASE
                       WHEN f.found >= (SELECT count(DISTINCT i) FROM unnest(p_ids[r.first + 1 : r.first + r.n]) AS i)
                         THEN 'duplicate'
                       ELSE 'partial'
                     END
                   WHEN r.mismatch THEN 'conflict'
                   ELSE 'ok'
                 END AS status
            FROM (
              SELECT q.*, CASE q.xp
                            WHEN 'any' THEN false
                            WHEN 'no_stream' THEN q.cur IS NOT NULL
                            WHEN 'stream_exists' THEN q.cur IS NULL
                            ELSE q.cur IS DISTINCT FROM q.xp::bigint
                          END AS mismatch
                FROM req q
            ) r
            -- Known ids are looked up only where they can matter: a request that would conflict (is it a
            -- retry that already went in?). Any other one ('any', 'stream_exists', or the stream's own
            -- revision) holding an id already there breaks the unique index on (stream, event id): the
            -- batch fails and is run again one append at a time, answered by the single append above
            -- exactly as before. Such a retry is rare; the lookup would cost every such append an index
            -- scan (measured: 9 % of the server's instructions an event with 'any').
            CROSS JOIN LATERAL (
              SELECT CASE
                       WHEN r.cur IS NULL OR r.n = 0 OR NOT r.mismatch THEN 0
                       ELSE (SELECT count(*) FROM ${t} e
                              WHERE e.stream_id = r.s AND e.event_id = ANY(p_ids[r.first + 1 : r.first + r.n]))
                     END AS found
            ) f
        ), written AS (
          INSERT INTO ${t} (stream_id, revision, event_id, type, data, metadata)
          SELECT j.s, coalesce(j.cur, -1) + (k - j.first), p_ids[k], p_types[k],
                 coalesce(p_payloads->(k - 1)->'d', 'null'::jsonb), coalesce(p_payloads->(k - 1)->'m', '{}'::jsonb)
            FROM judged j, generate_series(j.first + 1, j.first + j.n) AS k
           WHERE j.status = 'ok'
           ORDER BY k
        )
        SELECT j.idx, j.status, CASE WHEN j.status = 'ok' THEN coalesce(j.cur, -1) + j.n ELSE j.cur END
          FROM judged j;
        -- Delivered at commit; a batch that wrote nothing only costs listeners one needless read. The
        -- payload names the appending store, whose own subscriptions were woken in process already.
        PERFORM pg_notify(${quoteLiteral(this.channel)}, p_origin);
      END
      $fn$`,
    ];
    this.appendSql = `SELECT r_status, r_revision::text AS r_revision FROM ${fn}($1, $2, $3)`;
    this.appendName = statementName('es_append', this.appendSql);
    this.appendBatchSql = `SELECT r_index, r_status, r_revision::text AS r_revision FROM ${fnBatch}($1, $2, $3, $4, $5, $6, $7)`;
    this.appendBatchName = statementName('es_append_batch', this.appendBatchSql);
    this.readStreamSql = `SELECT ${columns} FROM ${t} e WHERE e.stream_id = $1 AND e.revision >= $2 ORDER BY e.revision`;
    this.readStreamName = statementName('es_read', this.readStreamSql);
    this.readStreamsSql = `SELECT ${columns} FROM ${t} e WHERE e.stream_id = ANY($1::text[]) ORDER BY e.stream_id, e.revision`;
    this.readStreamsName = statementName('es_read_many', this.readStreamsSql);
    this.deleteStreamSql = `DELETE FROM ${t} WHERE stream_id = $1`;
    this.lastRevisionSql = `SELECT max(revision)::text AS revision FROM ${t} WHERE stream_id = $1`;
    this.lastRevisionName = statementName('es_last_rev', this.lastRevisionSql);
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

// data ?? null: JSON.stringify drops undefined, and the column is NOT NULL.
const payloadOf = (events: NewEvent[]) =>
  events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} }));

// One append's answer from the database, as the caller sees it.
function outcomeOf(streamId: string, expected: ExpectedRevision, row: AppendRow): AppendResult {
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

async function runAppend(
  db: Queryable,
  table: EventTable,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const { rows } = await db.query<AppendRow>({
    name: table.appendName,
    text: table.appendSql,
    values: [streamId, expectedToText(streamId, expected), JSON.stringify(payloadOf(events))],
  });
  return outcomeOf(streamId, expected, rows[0]);
}

// A batch as the batch function takes it: per request its stream, expected revision and number of
// events; per event (flattened in request order) its id, type, and {d: data, m: metadata} in one JSON
// array (text arrays of JSON would cost an escaping pass over every payload).
function batchParameters(batch: readonly PendingAppend[]): unknown[] {
  const streams: string[] = [];
  const expected: string[] = [];
  const counts: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const payloads: { d: unknown; m: Record<string, unknown> }[] = [];
  for (const p of batch) {
    streams.push(p.streamId);
    expected.push(p.expectedText);
    counts.push(p.events.length);
    for (const e of p.events) {
      ids.push(e.id);
      types.push(e.type);
      // data ?? null: JSON.stringify drops undefined, and the column is NOT NULL.
      payloads.push({ d: e.data ?? null, m: e.metadata ?? {} });
    }
  }
  return [streams, expected, counts, ids, types, JSON.stringify(payloads)];
}

export type BatchRow = AppendRow & { r_index: number };

// Which row answers which request of a batch: each request gets the row carrying its index, or
// 'missing'. A missing answer must never pass for success (an append dropped silently is an event
// lost): the batcher fails it as an expected-revision conflict, so the caller's retry decides again.
export function matchBatchRows(size: number, rows: BatchRow[]): (AppendRow | 'missing')[] {
  const answers: (AppendRow | 'missing')[] = Array.from({ length: size }, () => 'missing');
  for (const row of rows) {
    const index = Number(row.r_index);
    if (Number.isInteger(index) && index >= 0 && index < size && answers[index] === 'missing') answers[index] = row;
  }
  return answers;
}

type PendingAppend = {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  // Validated when the append was asked for, so one bad request never reaches (or fails) a batch.
  expectedText: string;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
  // The append's span, when tracing is on.
  link?: Link;
};

// SQLSTATE classes after which the batch's transaction is known to have rolled back while the
// connection lives on: 22 data exception, 23 integrity violation, 40 deadlock or serialization
// failure, P0 a raised exception. Such a batch (one of a single append too) is run again one append at
// a time through the single append function, so whatever failed it fails only its own request, with
// that function's answer. Any other failure (the connection lost mid-batch, the
// server shutting down) leaves the outcome unknown: every request of the batch is rejected with it,
// and a caller that retries with the same event ids is answered "duplicate" if it did commit.
const RETRY_ALONE = /^(22|23|40|P0)/;

// Group commit. An append waits in the queue only while a batch is in flight (or for the current
// turn of the event loop, so that appends asked for together go together); then up to maxBatchSize
// of them go in one statement, one round trip, one transaction and one WAL flush, and each caller
// learns its own outcome from its own row.
class AppendBatcher {
  private readonly queue: PendingAppend[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly pool: Pool,
    private readonly table: EventTable,
    private readonly maxBatchSize: number,
    // Names this store in its NOTIFYs (see CommitListener).
    private readonly origin: string,
    // Called after a batch that wrote something has committed.
    private readonly onCommitted: () => void,
    // Test hook: the number of appends in each statement sent.
    private readonly onBatch?: (size: number) => void,
  ) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const expectedText = expectedToText(streamId, expected);
    const add = () =>
      new Promise<AppendResult>((resolve, reject) => {
        this.queue.push({ streamId, events, expected, expectedText, resolve, reject, link: activeSpanLink() });
        this.schedule();
      });
    // Traced, each append is a span of its caller's trace, and the statement that carries it (group
    // commit, in send) links every append it carries.
    return tracingOn()
      ? inSpan('event-store append', { attributes: { 'carewith.event_store.events': events.length } }, add)
      : add();
  }

  private schedule(): void {
    // One batch in flight at a time: the rest gather for the next one. A second may start only when a
    // full batch is already waiting (the queue outruns one connection).
    const may = this.inFlight === 0 || (this.inFlight < 4 && this.queue.length >= this.maxBatchSize);
    if (this.scheduled || !may || this.queue.length === 0) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the callers woken by the previous batch enqueue their next
    // appends in microtasks, and those belong in this batch.
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
      this.schedule();
    });
  }

  // The next batch: up to maxBatchSize appends in arrival order, each stream at most once (a second
  // append to a stream waits for the next batch, where it sees the first one's rows).
  private takeBatch(): PendingAppend[] {
    const batch: PendingAppend[] = [];
    const streams = new Set<string>();
    const later: PendingAppend[] = [];
    let taken = 0;
    for (const p of this.queue) {
      taken++;
      if (streams.has(p.streamId)) later.push(p);
      else {
        streams.add(p.streamId);
        batch.push(p);
        if (batch.length === this.maxBatchSize) break;
      }
    }
    this.queue.splice(0, taken, ...later);
    return batch;
  }

  private send(batch: PendingAppend[]): Promise<void> {
    if (!tracingOn()) return this.sendBatch(batch);
    // The group commit is a span of the first append's trace with a link to every append of the batch,
    // and the statement's pg span is its child.
    const links = batch.flatMap((p) => (p.link ? [p.link] : []));
    return inSpan(
      'event-store group commit',
      { links, attributes: { 'carewith.event_store.appends': batch.length } },
      () => this.sendBatch(batch),
      contextOfLink(batch[0]?.link),
    );
  }

  private async sendBatch(batch: PendingAppend[]): Promise<void> {
    this.onBatch?.(batch.length);
    let rows: BatchRow[];
    try {
      // A batch of one too: its NOTIFY names this store, so its own subscriptions are not woken twice.
      const result = await this.pool.query<BatchRow>({
        name: this.table.appendBatchName,
        text: this.table.appendBatchSql,
        values: [...batchParameters(batch), this.origin],
      });
      rows = result.rows;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && RETRY_ALONE.test(code)) {
        await Promise.all(batch.map((p) => this.sendAlone(p)));
      } else {
        for (const p of batch) p.reject(error);
      }
      return;
    }
    let wrote = false;
    const missing: PendingAppend[] = [];
    // Answered in one synchronous pass: only a missing answer needs another round trip.
    matchBatchRows(batch.length, rows).forEach((answer, i) => {
      const p = batch[i];
      if (answer === 'missing') {
        missing.push(p);
        return;
      }
      try {
        const result = outcomeOf(p.streamId, p.expected, answer);
        if (!result.duplicate && p.events.length > 0) wrote = true;
        p.resolve(result);
      } catch (error) {
        p.reject(error);
      }
    });
    await Promise.all(missing.map(async (p) => p.reject(await this.missingAnswer(p))));
    if (wrote) this.onCommitted();
  }

  private async sendAlone(p: PendingAppend): Promise<void> {
    try {
      const result = await runAppend(this.pool, this.table, p.streamId, p.events, p.expected);
      if (!result.duplicate && p.events.length > 0) this.onCommitted();
      p.resolve(result);
    } catch (error) {
      p.reject(error);
    }
  }

  // A request the batch answered nothing for: a conflict, carrying the stream's revision as it is now.
  private async missingAnswer(p: PendingAppend): Promise<unknown> {
    try {
      const { rows } = await this.pool.query<{ revision: string | null }>({
        name: this.table.lastRevisionName,
        text: this.table.lastRevisionSql,
        values: [p.streamId],
      });
      const revision = rows[0]?.revision ?? null;
      return new WrongExpectedRevisionError(p.streamId, p.expected, revision === null ? 'no_stream' : Number(revision));
    } catch (error) {
      return error;
    }
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
    const minIntervalMs = this.options.minIntervalMs ?? 0;
    try {
      while (!this.stopping) {
        this.wakeRequested = false;
        const readAt = performance.now();
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
        if (rows.length < BATCH_SIZE) {
          await this.wait(this.pollIntervalMs, true);
          // Woken sooner than the subscriber wants to be called: the appends of the rest of the interval
          // join this read.
          const early = minIntervalMs - (performance.now() - readAt);
          if (early > 0 && !this.stopping) await this.wait(early, false);
        }
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

  // Waits up to ms. stop() always ends the wait. A wake-up (an append committed) ends it too when
  // wakeEnds; otherwise it only marks more work, which the read after the wait sees.
  private wait(ms: number, wakeEnds: boolean): Promise<void> {
    if (this.stopping || (wakeEnds && this.wakeRequested)) return Promise.resolve();
    return new Promise((resolve) => {
      const woken = () => {
        this.wakeRequested = true;
        if (wakeEnds || this.stopping) finish();
      };
      const finish = () => {
        clearTimeout(timer);
        if (this.wakeSleeper === woken) this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      // A forgotten subscription must not keep the process alive on its own.
      timer.unref();
      this.wakeSleeper = woken;
    });
  }
}

// Wakes this store's subscriptions when another process's append commits: LISTEN on a connection of
// its own, open while there are subscriptions. Best effort by design: while it is down (and until it is
// back, retried every few seconds) the subscriptions still poll, so a lost notification costs at most
// one poll interval.
class CommitListener {
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private active = false;
  private down = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly channel: string,
    // A notification carrying this came from this store's own batch, which woke it already.
    private readonly origin: string,
    private readonly onNotify: () => void,
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (!this.active || this.client) return;
    const client = new Client(this.config);
    this.client = client;
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      // Said once per outage: subscriptions poll meanwhile, so nothing is lost but latency.
      if (this.active && !this.down) {
        this.down = true;
        log.warn({ err: error instanceof Error ? error.message : undefined }, 'event store listener down; polling');
      }
      client.end().catch(() => undefined);
      if (!this.active) return;
      this.retry = setTimeout(() => void this.connect(), 2000);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.origin) this.onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      if (this.down) log.info('event store listener back');
      this.down = false;
      // Whatever committed while this connection was being opened.
      this.onNotify();
    } catch (error) {
      lost(error);
    }
  }

  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

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
