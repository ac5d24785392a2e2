import { randomBytes, randomUUID } from 'node:crypto';
import { Client, Pool, type PoolClient, type QueryConfig } from 'pg';
import { freshSchema, testDatabaseUrl, uniqueName } from '../testing/database';
import { expectEventually } from '../testing/eventually';
import { eventStoreContract } from './event-store.contract-suite';
import { type NewEvent, type RecordedEvent, WrongExpectedRevisionError } from './event-store.port';
import {
  appendInTransaction,
  type BatchRow,
  EventIdConflictError,
  matchBatchRows,
  PostgresEventStore,
} from './postgres-event-store';

const TIMEOUT_MS = 60_000;
const EVENTUALLY = { timeoutMs: 30_000 };
const rand = () => randomBytes(6).toString('hex');
const event = (type = 'Happened'): NewEvent => ({ id: randomUUID(), type, data: { n: rand() } });
const ids = (events: RecordedEvent[]) => events.map((e) => e.id);
const positionOf = (e: RecordedEvent) => BigInt(e.checkpoint.split(':')[1]);
const newPool = (applicationName?: string) => {
  const pool = new Pool({ connectionString: testDatabaseUrl(), max: 8, application_name: applicationName });
  // A killed idle connection is reported here; the pool opens a new one when next asked.
  pool.on('error', () => undefined);
  return pool;
};

// A crash between a batch and its reply: holds the events table against writes until one of this
// application's connections is waiting inside an append, ends every connection of the application (the
// store's pool and its listener) while that append is in flight, then lets writes through again.
async function crashMidAppend(applicationName: string, schema: string): Promise<void> {
  const admin = new Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query('BEGIN');
    await admin.query(`LOCK TABLE "${schema}".events IN EXCLUSIVE MODE`);
    const deadline = Date.now() + 10_000;
    for (;;) {
      // Inside a transaction pg_stat_activity is read once and kept: ask for a fresh look each time.
      await admin.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await admin.query(
        `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND state = 'active' AND wait_event_type = 'Lock'`,
        [applicationName],
      );
      if (rows.length) break;
      if (Date.now() > deadline) throw new Error('no append was in flight to crash');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      applicationName,
    ]);
  } finally {
    await admin.query('ROLLBACK').catch(() => undefined);
    await admin.end();
  }
}

eventStoreContract('PostgresEventStore', async () => {
  const { schema, drop } = await freshSchema('es');
  const applicationName = uniqueName('es_contract');
  const pool = newPool(applicationName);
  const store = new PostgresEventStore({ pool, schema });
  try {
    await store.init();
  } catch (error) {
    // No teardown is handed back on failure, so clean up here.
    await pool.end();
    await drop();
    throw error;
  }
  return {
    store,
    killConnections: () => crashMidAppend(applicationName, schema),
    teardown: async () => {
      await store.close();
      await pool.end();
      await drop();
    },
  };
});

describe('matchBatchRows', () => {
  const row = (index: number, status: BatchRow['r_status'] = 'ok'): BatchRow => ({
    r_index: index,
    r_status: status,
    r_revision: '0',
  });

  it('gives each request the row carrying its index, whatever the order the rows came in', () => {
    expect(matchBatchRows(3, [row(2), row(0, 'conflict'), row(1, 'duplicate')])).toEqual([
      row(0, 'conflict'),
      row(1, 'duplicate'),
      row(2),
    ]);
  });

  it('marks a request without a row as missing, and ignores rows that answer no request', () => {
    expect(matchBatchRows(3, [row(0), row(2), row(7), row(-1)])).toEqual([row(0), 'missing', row(2)]);
    expect(matchBatchRows(2, [])).toEqual(['missing', 'missing']);
  });
});

describe('PostgresEventStore specifics', () => {
  let pool: Pool;
  let schema: string;
  let drop: () => Promise<void>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    ({ schema, drop } = await freshSchema('es'));
    pool = newPool();
    store = new PostgresEventStore({ pool, schema });
    await store.init();
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await drop();
  });

  // Runs `body` with two pooled clients and always leaves them clean.
  async function withClients(body: (a: PoolClient, b: PoolClient) => Promise<void>): Promise<void> {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await body(a, b);
    } finally {
      await a.query('ROLLBACK').catch(() => undefined);
      await b.query('ROLLBACK').catch(() => undefined);
      a.release();
      b.release();
    }
  }

  it(
    'delivers an event whose transaction commits after a later-positioned event was already delivered',
    async () => {
      const prefix = `late${rand()}-`;
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void seen.push(e) });
      const [earlyEvent, lateEvent, marker] = [event('Early'), event('Late'), event('Marker')];
      try {
        await withClients(async (early, late) => {
          // `early` takes its transaction id first, so it is the older transaction...
          await early.query('BEGIN');
          await early.query('SELECT pg_current_xact_id()');
          // ...but `late` inserts first and so draws the smaller position.
          await late.query('BEGIN');
          await appendInTransaction(late, { schema }, `${prefix}late`, [lateEvent]);
          await appendInTransaction(early, { schema }, `${prefix}early`, [earlyEvent]);
          await early.query('COMMIT');
          await expectEventually(() => expect(ids(seen)).toEqual([earlyEvent.id]), EVENTUALLY);

          await late.query('COMMIT');
        });
        await store.append(`${prefix}early`, [marker]);
        await expectEventually(() => expect(ids(seen)).toContain(marker.id), EVENTUALLY);
        expect(ids(seen)).toEqual([earlyEvent.id, lateEvent.id, marker.id]);
        // The point of the test: ordering by position alone would have skipped the late event.
        expect(positionOf(seen[1])).toBeLessThan(positionOf(seen[0]));
      } finally {
        await subscription.stop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'holds back newer commits while an older transaction is open, then delivers both in transaction order',
    async () => {
      const prefix = `hold${rand()}-`;
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void seen.push(e) });
      const [older, newer, rolledBack] = [event('Older'), event('Newer'), event('RolledBack')];
      try {
        await withClients(async (open, aborted) => {
          await open.query('BEGIN');
          await appendInTransaction(open, { schema }, `${prefix}a`, [older]);
          await aborted.query('BEGIN');
          await appendInTransaction(aborted, { schema }, `${prefix}c`, [rolledBack]);
          await store.append(`${prefix}b`, [newer]);
          // A negative can only be observed over time: several poll intervals pass without delivery.
          await new Promise((resolve) => setTimeout(resolve, 400));
          expect(seen).toEqual([]);
          await aborted.query('ROLLBACK');
          await open.query('COMMIT');
        });
        await expectEventually(() => expect(seen).toHaveLength(2), EVENTUALLY);
        expect(ids(seen)).toEqual([older.id, newer.id]);
        expect(await store.readStream(`${prefix}c`)).toEqual([]);
      } finally {
        await subscription.stop();
      }
    },
    TIMEOUT_MS,
  );

  it('holds the stream lock for the caller transaction, so a concurrent append waits and then conflicts', async () => {
    const streamId = `lock${rand()}`;
    await store.append(streamId, [event()], { expectedRevision: 'no_stream' });
    await withClients(async (tx) => {
      await tx.query('BEGIN');
      await appendInTransaction(tx, { schema }, streamId, [event()], { expectedRevision: 0 });
      const competing = store.append(streamId, [event()], { expectedRevision: 0 });
      let settled = false;
      void competing.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      await tx.query('COMMIT');
      await expect(competing).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 1 });
    });
    expect((await store.readStream(streamId)).map((e) => e.revision)).toEqual([0, 1]);
  });

  it('refuses (retryably) a caller transaction older than the stream tail, keeping per-stream delivery order', async () => {
    const streamId = `old${rand()}`;
    await withClients(async (tx) => {
      await tx.query('BEGIN');
      await tx.query('SELECT pg_current_xact_id()');
      await store.append(streamId, [event()]);
      await expect(appendInTransaction(tx, { schema }, streamId, [event()])).rejects.toMatchObject({ code: '40001' });
    });
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('rejects a batch of which only some event ids are already recorded, writing nothing', async () => {
    const streamId = `partial${rand()}`;
    const a = event();
    await store.append(streamId, [a]);
    await expect(store.append(streamId, [a, event()])).rejects.toBeInstanceOf(EventIdConflictError);
    expect(await store.readStream(streamId)).toHaveLength(1);
    // The same inside a group commit, next to appends that succeed.
    const other = `partial${rand()}`;
    const [partial, fine] = await Promise.allSettled([
      store.append(streamId, [event(), a]),
      store.append(other, [event(), event()], { expectedRevision: 'no_stream' }),
    ]);
    expect(partial).toMatchObject({ status: 'rejected', reason: expect.any(EventIdConflictError) });
    expect(fine).toEqual({ status: 'fulfilled', value: { nextRevision: 1, duplicate: false } });
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it("answers ids already recorded as a duplicate (or a partial) even when the expected revision is the stream's own", async () => {
    // The batch looks ids up only for a request that would conflict; a caller that sends a recorded id
    // with the stream's current revision, 'any' or 'stream_exists' still gets the single append's
    // answer, and nothing is written.
    const streamId = `own${rand()}`;
    const a = event();
    await store.append(streamId, [a], { expectedRevision: 'no_stream' });
    const other = `own${rand()}`;
    const [again, partial, fine] = await Promise.allSettled([
      store.append(streamId, [a], { expectedRevision: 0 }),
      store.append(`${streamId}x`, [event()], { expectedRevision: 'no_stream' }),
      store.append(other, [event()], { expectedRevision: 'no_stream' }),
    ]);
    expect(again).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: true } });
    expect(partial).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
    expect(fine).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
    for (const expectedRevision of [0, 'any', 'stream_exists'] as const) {
      const answers = await Promise.allSettled([
        store.append(streamId, [a], { expectedRevision }),
        store.append(streamId + expectedRevision, [event()]),
      ]);
      expect(answers[0]).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: true } });
      expect(answers[1]).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
      await expect(store.append(streamId, [a, event()], { expectedRevision })).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
    }
    expect((await store.readStream(streamId)).map((e) => e.id)).toEqual([a.id]);
  });

  it('answers an empty append with the stream revision inside a group commit, writing nothing', async () => {
    const streamId = `empty${rand()}`;
    await store.append(streamId, [event(), event()]);
    const [empty, missing] = await Promise.all([
      store.append(streamId, [], { expectedRevision: 1 }),
      store.append(`empty${rand()}`, []),
    ]);
    expect(empty).toEqual({ nextRevision: 1, duplicate: false });
    expect(missing).toEqual({ nextRevision: -1, duplicate: false });
  });

  it('sends appends asked for together as one batch, and one alone when nothing else waits', async () => {
    const sizes: number[] = [];
    const batching = new PostgresEventStore({ pool, schema, onBatch: (size) => sizes.push(size) });
    const streams = Array.from({ length: 20 }, () => `together${rand()}`);
    await Promise.all(streams.map((s) => batching.append(s, [event()])));
    expect(sizes[0]).toBeGreaterThan(1);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20);
    expect(sizes.length).toBeLessThan(20);
    sizes.length = 0;
    await batching.append(streams[0], [event()], { expectedRevision: 0 });
    expect(sizes).toEqual([1]);
    // At most maxBatchSize per statement.
    const small = new PostgresEventStore({ pool, schema, maxBatchSize: 4, onBatch: (size) => sizes.push(size) });
    sizes.length = 0;
    await Promise.all(streams.map((s) => small.append(s, [event()])));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
    expect(() => new PostgresEventStore({ pool, schema, maxBatchSize: 0 })).toThrow(TypeError);
    await Promise.all([batching.close(), small.close()]);
  });

  it('fails an append the batch answered nothing for as a conflict, so the caller re-reads and retries', async () => {
    // Fault injection: the batch statement runs for real, but its answer for the second request is lost.
    const dropping = new Proxy(pool, {
      get(target, key) {
        if (key === 'query')
          return async (config: QueryConfig) => {
            const result = await target.query(config);
            if (config.name?.startsWith('es_append_batch'))
              result.rows = result.rows.filter((r: { r_index: number }) => r.r_index !== 1);
            return result;
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const lossy = new PostgresEventStore({ pool: dropping, schema });
    const streams = [0, 1, 2].map(() => `lossy${rand()}`);
    const written = streams.map(() => event());
    const results = await Promise.allSettled(streams.map((s, i) => lossy.append(s, [written[i]])));
    expect(results[0]).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: { nextRevision: 0, duplicate: false } });
    expect(results[1].status).toBe('rejected');
    const reason = (results[1] as PromiseRejectedResult).reason as WrongExpectedRevisionError;
    expect(reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(reason.actual).toBe(0);
    // The retry with the same event id learns that it was written after all.
    expect(await store.append(streams[1], [written[1]])).toEqual({ nextRevision: 0, duplicate: true });
    await lossy.close();
  });

  it(
    'runs a batch that deadlocked with a caller transaction again one append at a time, failing none of them',
    async () => {
      const [first, second] = [`dl${rand()}-a`, `dl${rand()}-b`].sort();
      await withClients(async (tx) => {
        await tx.query('BEGIN');
        await appendInTransaction(tx, { schema }, second, [event()]);
        // The batch takes `first`'s lock, then waits for `second`'s, which the transaction holds...
        const batch = Promise.allSettled([store.append(first, [event()]), store.append(second, [event()])]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // ...and the transaction now waits for `first`'s: a cycle, which Postgres breaks by failing one side.
        const callerAppend = await appendInTransaction(tx, { schema }, first, [event()]).then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        );
        await tx.query(callerAppend === 'ok' ? 'COMMIT' : 'ROLLBACK');
        const results = await batch;
        for (const r of results) expect(r.status).toBe('fulfilled');
        const expectedLength = callerAppend === 'ok' ? 2 : 1;
        expect(await store.readStream(first)).toHaveLength(expectedLength);
        expect(await store.readStream(second)).toHaveLength(expectedLength);
      });
    },
    TIMEOUT_MS,
  );

  it(
    'wakes a subscription of another process (another store, its own pool) by NOTIFY, long before its poll',
    async () => {
      const otherPool = newPool();
      // A poll interval far beyond the test's patience: only the notification can deliver in time.
      const listening = new PostgresEventStore({ pool: otherPool, schema, pollIntervalMs: 60_000 });
      const prefix = `notify${rand()}-`;
      const seen: RecordedEvent[] = [];
      try {
        listening.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void seen.push(e) });
        // The first poll (at start) finds nothing; let the listener connect.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const e = event();
        await store.append(`${prefix}s`, [e]);
        // The woken read delivers only rows older than every running transaction of the server: another
        // test file's open transaction (a migration under load) can hold the event back at that read, and
        // no notification comes when it ends. So while it is not seen, another append (another
        // notification) wakes the listener again; all within a third of its poll.
        await expectEventually(
          async () => {
            if (!ids(seen).includes(e.id)) await store.append(`${prefix}nudge`, [event()]);
            expect(ids(seen)[0]).toBe(e.id);
          },
          { timeoutMs: 20_000 },
        );
      } finally {
        await listening.close();
        await otherPool.end();
      }
    },
    TIMEOUT_MS,
  );

  it('is woken once by its own append: its NOTIFY, which other processes need, is ignored here', async () => {
    const ownPool = newPool();
    const reads: number[] = [];
    const query = ownPool.query.bind(ownPool) as (...args: unknown[]) => unknown;
    ownPool.query = ((config: { text?: string }, ...rest: unknown[]) => {
      if (typeof config === 'object' && config?.text?.includes('pg_snapshot_xmin')) reads.push(Date.now());
      return query(config, ...rest);
    }) as Pool['query'];
    // Polls every 3 s: an event held back behind another test's open transaction (the read waits for
    // older transactions of the whole server) is still delivered, by a poll, long after the 300 ms below.
    const own = new PostgresEventStore({ pool: ownPool, schema, pollIntervalMs: 3_000 });
    const prefix = `own${rand()}-`;
    const seen: string[] = [];
    const subscription = own.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void seen.push(e.id) });
    try {
      // The first read (at start) and the listener's connect.
      await new Promise((resolve) => setTimeout(resolve, 500));
      reads.splice(0);
      const e = event();
      await own.append(`${prefix}s`, [e]);
      await expectEventually(() => expect(seen).toEqual([e.id]));
      expect(reads.length).toBeGreaterThanOrEqual(1);
      const readsWhenSeen = reads.length;
      // Time for the notification to come back: it wakes nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reads).toHaveLength(readsWhenSeen);
    } finally {
      await subscription.stop();
      await own.close();
      await ownPool.end();
    }
  }, 20_000);

  it('gathers the appends of its minimum interval into one batch, however often appends wake it', async () => {
    const prefix = `gather${rand()}-`;
    const batches: string[][] = [];
    const subscription = store.subscribeToAll({
      streamPrefix: prefix,
      minIntervalMs: 300,
      handleBatch: async (events) => void batches.push(ids(events)),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Ten appends 20 ms apart, each waking the subscription.
      const written: string[] = [];
      const started = Date.now();
      for (let i = 0; i < 10; i++) {
        const e = event();
        written.push(e.id);
        await store.append(`${prefix}s`, [e]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await expectEventually(() => expect(batches.flat()).toEqual(written), { timeoutMs: 5_000 });
      // Fewer calls than appends (one per interval at most, the first at once), each within about an
      // interval of its events.
      expect(batches.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 300) + 1);
      expect(batches.length).toBeLessThan(written.length);
    } finally {
      await subscription.stop();
    }
  });

  it('uses "<txid>:<position>" checkpoints and rejects malformed ones', async () => {
    const streamId = `cp${rand()}`;
    await store.append(streamId, [event()]);
    const [recorded] = await store.readStream(streamId);
    expect(recorded.checkpoint).toMatch(/^\d+:\d+$/);
    expect(() => store.subscribeToAll({ from: 'nonsense', handler: async () => undefined })).toThrow(TypeError);
  });

  it('init is idempotent, creates a missing schema and supports a custom table name', async () => {
    const otherSchema = uniqueName('es_init');
    const otherPool = newPool();
    const stores = [0, 1, 2].map(
      () => new PostgresEventStore({ pool: otherPool, schema: otherSchema, table: 'my_events' }),
    );
    try {
      await Promise.all(stores.map((s) => s.init()));
      await stores[0].init();
      await stores[1].append('s', [event()]);
      expect(await stores[2].readStream('s')).toHaveLength(1);
      const { rows } = await otherPool.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2',
        [otherSchema, 'my_events'],
      );
      expect(rows[0].n).toBe('1');
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await otherPool.query(`DROP SCHEMA IF EXISTS "${otherSchema}" CASCADE`);
      await otherPool.end();
    }
  });

  it('close() stops subscriptions but leaves the pool usable', async () => {
    const closing = new PostgresEventStore({ pool, schema });
    const prefix = `close${rand()}-`;
    const seen: RecordedEvent[] = [];
    closing.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void seen.push(e) });
    await closing.close();
    await store.append(`${prefix}s`, [event()]);
    const probe: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ streamPrefix: prefix, handler: async (e) => void probe.push(e) });
    await expectEventually(() => expect(probe).toHaveLength(1), EVENTUALLY);
    await subscription.stop();
    expect(seen).toEqual([]);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await expect(closing.append(`${prefix}s`, [event()])).rejects.toThrow(/closed/);
  });
});
