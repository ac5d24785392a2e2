import type { Link } from '@opentelemetry/api';
import type { Pool } from 'pg';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { type AppendRow, expectedToText, outcomeOf, runAppend } from './append';
import type { EventTable } from './event-table';
import { activeSpanLink, contextOfLink, inSpan, tracingOn } from '../../tracing/spans';

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

export type PendingAppend = {
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
export class AppendBatcher {
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
