import {
  ANY,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type AllStreamSubscription,
  BACKWARDS,
  END,
  EventStoreDBClient,
  type EventData,
  excludeSystemEvents,
  type JSONType,
  NO_STREAM,
  type Position,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  assertOneHandler,
  readStreamsOneByOne,
  WrongExpectedRevisionError,
} from './event-store.port';

export type EventStoreDbEventStoreOptions = { connectionString: string };

// The fields of an ESDB recorded event this adapter reads; satisfied by both stream and $all reads.
type EsdbRecorded = {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: Position;
};

const CHECKPOINT_PATTERN = /^(\d+):(\d+)$/;

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new TypeError(`Expected revision must be a non-negative integer, got ${expected}`);
      }
      return BigInt(expected);
  }
}

function toEventData(event: NewEvent): EventData {
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    // The client JSON.stringify()s the value, so any JSON value works; its JSONType is merely narrower.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata ?? {},
  };
}

const encodeCheckpoint = (position: Position | undefined) =>
  position ? `${position.commit.toString()}:${position.prepare.toString()}` : '';

function decodeCheckpoint(checkpoint: string): Position {
  const match = CHECKPOINT_PATTERN.exec(checkpoint);
  if (!match) throw new TypeError(`Not an EventStoreDbEventStore checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

const isAfter = (a: Position, b: Position) => a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

function asMetadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
    ? (value as Record<string, unknown>)
    : {};
}

function toRecorded(event: EsdbRecorded): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    type: event.type,
    data: event.data,
    metadata: asMetadata(event.metadata),
    revision: Number(event.revision),
    checkpoint: encodeCheckpoint(event.position),
    createdAt: event.created,
  };
}

// System streams ($-prefixed, including $$metadata streams) and system event types ($>, $metadata, ...) are not ours.
const isSystem = (event: EsdbRecorded) => event.streamId.startsWith('$') || event.type.startsWith('$');

class EsdbSubscription implements Subscription {
  private stopping = false;
  private unsubscribed: Promise<void> | null = null;
  private readonly stream: AllStreamSubscription;
  private readonly done: Promise<void>;

  constructor(
    client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly onEnded: (subscription: EsdbSubscription) => void,
  ) {
    const from = options.from ? decodeCheckpoint(options.from) : null;
    assertOneHandler(options);
    this.stream = client.subscribeToAll({
      fromPosition: from ?? START,
      resolveLinkTos: false,
      // Filtered server-side so a prefix subscription does not pull the whole $all across the wire.
      filter: options.streamPrefix ? streamNameFilter({ prefixes: [options.streamPrefix] }) : excludeSystemEvents(),
    });
    this.done = this.run(from);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.unsubscribe();
    await this.done;
  }

  private async run(from: Position | null): Promise<void> {
    try {
      // for await pulls one event at a time, so the handler is never called concurrently.
      for await (const resolved of this.stream) {
        if (this.stopping) break;
        const event = resolved.event;
        if (!event || isSystem(event)) continue;
        // The server starts after fromPosition already; this guards the resume contract regardless.
        if (from && !isAfter(event.position, from)) continue;
        if (this.options.types && !this.options.types.includes(event.type)) continue;
        const recorded = toRecorded(event);
        if (this.options.handleBatch) await this.options.handleBatch([recorded]);
        else await this.options.handler!(recorded);
      }
    } catch (error) {
      // Errors caused by our own unsubscribe are expected.
      if (!this.stopping) {
        this.stopping = true;
        this.report(error);
      }
    } finally {
      this.stopping = true;
      await this.unsubscribe();
      this.onEnded(this);
    }
  }

  private unsubscribe(): Promise<void> {
    // Cancelling the gRPC call does not reliably end the piped stream, so destroy it too: that ends the for-await.
    this.unsubscribed ??= this.stream
      .unsubscribe()
      .catch(() => undefined)
      .then(() => void this.stream.destroy());
    return this.unsubscribed;
  }

  private report(error: unknown): void {
    try {
      if (this.options.onError) this.options.onError(error);
      // Without onError the failure would vanish; the subscription has stopped either way.
      else console.error('EventStoreDbEventStore subscription stopped', error);
    } catch (secondary) {
      console.error('EventStoreDbEventStore subscription onError threw', secondary);
    }
  }
}

export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbSubscription>();

  // A bare connection string is accepted too (e.g. 'esdb://localhost:2113?tls=false').
  constructor(options: EventStoreDbEventStoreOptions | string) {
    const connectionString = typeof options === 'string' ? options : options.connectionString;
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    const expected = options?.expectedRevision ?? 'any';
    const expectedRevision = toEsdbExpected(expected);
    // ESDB answers an idempotent retry with the original revisions, which are at or below the tail read here;
    // a real write always lands above it. That is how `duplicate` is told apart.
    const tailBefore = events.length > 0 ? await this.lastRevision(streamId) : null;
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), { expectedRevision });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? NO_STREAM : Number(error.actualVersion);
        return this.conflictOrDuplicate(streamId, events, expected, actual);
      }
      throw error;
    }
    if (!result.success) {
      // Only with throwOnAppendFailure=false in the connection string.
      const actual = result.nextExpectedRevision < 0n ? NO_STREAM : Number(result.nextExpectedRevision);
      return this.conflictOrDuplicate(streamId, events, expected, actual);
    }
    if (tailBefore !== null && result.nextExpectedRevision <= tailBefore) {
      return { nextRevision: Number(tailBefore), duplicate: true };
    }
    return { nextRevision: Number(result.nextExpectedRevision), duplicate: false };
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const from = options?.fromRevision ? { fromRevision: BigInt(options.fromRevision) } : {};
    try {
      for await (const resolved of this.client.readStream(streamId, from)) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  // EventStoreDB reads one stream per call.
  readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    return readStreamsOneByOne(this, streamIds);
  }

  async deleteStream(streamId: string): Promise<void> {
    try {
      // A tombstone, not a soft delete: an erased stream can never be written to again.
      await this.client.tombstoneStream(streamId);
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return;
      throw error;
    }
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = new EsdbSubscription(this.client, options, (s) => this.subscriptions.delete(s));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  // ESDB only dedupes a retry whose expected revision still lines up; a retry after the stream moved on comes back as
  // a wrong expected version, so look whether every id is already in the stream before calling it a conflict.
  private async conflictOrDuplicate(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    actual: number | 'no_stream',
  ): Promise<AppendResult> {
    if (actual !== NO_STREAM && events.length > 0) {
      const recorded = await this.readStream(streamId);
      const ids = new Set(recorded.map((e) => e.id));
      if (events.every((e) => ids.has(e.id))) {
        return { nextRevision: recorded.length > 0 ? recorded[recorded.length - 1].revision : actual, duplicate: true };
      }
    }
    throw new WrongExpectedRevisionError(streamId, expected, actual);
  }

  private async lastRevision(streamId: string): Promise<bigint | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event) return resolved.event.revision;
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }
}
