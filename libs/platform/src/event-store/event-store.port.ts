// The event store port. Adapters: PostgreSQL (postgres-event-store.ts) and EventStoreDB
// (eventstoredb-event-store.ts); both are held to event-store.contract-suite.ts.

export type NewEvent = {
  // Client-supplied id: appending an event whose id the stream already holds is a no-op.
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
};

export type RecordedEvent = {
  id: string;
  streamId: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  // 0-based position of the event inside its stream.
  revision: number;
  // Opaque, totally ordered position across all streams; a subscription resumes after it.
  checkpoint: string;
  createdAt: Date;
};

// 'no_stream': the stream must not exist yet; a number: the revision of the stream's last event.
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export type AppendResult = {
  // Revision of the stream's last event after the append.
  nextRevision: number;
  // True when every event id was already recorded (an idempotent retry): nothing was written.
  duplicate: boolean;
};

export type Subscription = {
  // Resolves once the subscription has stopped and no handler call is in flight.
  stop(): Promise<void>;
};

export type SubscribeOptions = {
  // null or undefined: from the very first event.
  from?: string | null;
  // Called once per event, in order, one at a time. A throw stops the subscription (onError is told).
  // Give this or handleBatch.
  handler?: (event: RecordedEvent) => Promise<void>;
  // Instead of handler: called with each run of events the store has ready (in order, never empty,
  // one call at a time), so a subscriber can apply them in one transaction. The PostgreSQL adapter
  // passes up to a whole poll; EventStoreDB, which streams, one event per call.
  handleBatch?: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
  // Only streams whose id starts with this prefix (e.g. 'game-').
  streamPrefix?: string;
  // Only events of these types reach the handler (the others are passed over, and a subscriber resuming
  // from a checkpoint may meet them again); without it, every type.
  types?: readonly string[];
  // A subscriber that pays per call (a transaction per batch) may ask for fewer, larger batches: after a
  // read that was not full, the next one comes at most this often, however soon appends wake it.
  // PostgreSQL adapter only; default 0 (read again as soon as woken).
  minIntervalMs?: number;
};

export type ReadStreamOptions = { fromRevision?: number };

export interface EventStore {
  append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  // fromRevision: only the events from that revision on (a snapshot's reader skips what it holds).
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  // Several streams at once (an archive's page of activities): every id asked for is a key, an unknown or
  // deleted stream with no events. PostgreSQL reads them in one statement; an adapter that cannot may
  // use readStreamsOneByOne.
  readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>>;
  // Erasure: removes the stream's events; it then reads as empty. Deleting an unknown stream is a no-op.
  // (PostgreSQL deletes the rows; EventStoreDB tombstones the stream and its scavenge frees the space.)
  deleteStream(streamId: string): Promise<void>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

// readStreams for an adapter without a read of several streams in one call: one readStream per stream,
// a few at a time.
export async function readStreamsOneByOne(
  store: Pick<EventStore, 'readStream'>,
  streamIds: string[],
  concurrency = 8,
): Promise<Map<string, RecordedEvent[]>> {
  const read = new Map<string, RecordedEvent[]>();
  const unique = [...new Set(streamIds)];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const streamId = unique[next++]!;
      read.set(streamId, await store.readStream(streamId));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  // In the order asked for, whatever order the reads finished in.
  return new Map(unique.map((id) => [id, read.get(id)!]));
}

// A subscription is given exactly one of handler and handleBatch.
export function assertOneHandler(options: SubscribeOptions): void {
  if (options.handler && options.handleBatch)
    throw new TypeError('subscribeToAll takes handler or handleBatch, not both');
  if (!options.handler && !options.handleBatch) throw new TypeError('subscribeToAll needs a handler or a handleBatch');
}

// Thrown by append when the expected revision does not match; maps to the CONFLICT domain code.
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
