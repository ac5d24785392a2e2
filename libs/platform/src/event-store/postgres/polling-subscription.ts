import type { Pool } from 'pg';
import { assertOneHandler, type RecordedEvent, type SubscribeOptions, type Subscription } from '../event-store.port';
import type { EventRow, EventTable } from './event-table';

// A subscription to every event of the table, in commit order: it polls from its checkpoint, and is
// woken sooner by this process's appends and by the commit listener.

const BATCH_SIZE = 500;
const CHECKPOINT_PATTERN = /^(\d+):(\d+)$/;

export function toRecorded(row: EventRow): RecordedEvent {
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

export class PollingSubscription implements Subscription {
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
        const { types } = this.options;
        const { rows } = await this.pool.query<EventRow>(
          types
            ? {
                name: this.table.readAllTypedName,
                text: this.table.readAllTypedSql,
                values: [txId, position, this.options.streamPrefix ?? null, BATCH_SIZE, types],
              }
            : {
                name: this.table.readAllName,
                text: this.table.readAllSql,
                values: [txId, position, this.options.streamPrefix ?? null, BATCH_SIZE],
              },
        );
        const { handler, handleBatch } = this.options;
        const last = rows.at(-1);
        const wanted = types ? rows.filter((row) => types.includes(row.type)) : rows;
        if (handleBatch && wanted.length) {
          if (this.stopping) return;
          await handleBatch(wanted.map(toRecorded));
        }
        for (const row of handler ? wanted : []) {
          if (this.stopping) return;
          await handler!(toRecorded(row));
          txId = row.tx_id;
          position = row.position;
        }
        // Past every event read, the unwanted types too (once the wanted ones are handled).
        if (last && !this.stopping) {
          txId = last.tx_id;
          position = last.position;
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
