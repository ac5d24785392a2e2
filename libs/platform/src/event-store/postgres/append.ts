import type { ClientBase, QueryConfig, QueryResult, QueryResultRow } from 'pg';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { type EventTable, type EventTableTarget, eventTable } from './event-table';

// One append through the table's append function, and how its answer reads to the caller.

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

export type AppendRow = { r_status: 'ok' | 'duplicate' | 'conflict' | 'partial'; r_revision: string | null };

export function expectedToText(streamId: string, expected: ExpectedRevision): string {
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
export function outcomeOf(streamId: string, expected: ExpectedRevision, row: AppendRow): AppendResult {
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

export async function runAppend(
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
