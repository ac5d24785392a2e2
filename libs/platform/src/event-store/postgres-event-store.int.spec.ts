import { randomBytes, randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { freshSchema, testDatabaseUrl, uniqueName } from '../testing/database';
import { expectEventually } from '../testing/eventually';
import { eventStoreContract } from './event-store.contract-suite';
import type { NewEvent, RecordedEvent } from './event-store.port';
import { appendInTransaction, EventIdConflictError, PostgresEventStore } from './postgres-event-store';

const TIMEOUT_MS = 60_000;
const EVENTUALLY = { timeoutMs: 30_000 };
const rand = () => randomBytes(6).toString('hex');
const event = (type = 'Happened'): NewEvent => ({ id: randomUUID(), type, data: { n: rand() } });
const ids = (events: RecordedEvent[]) => events.map((e) => e.id);
const positionOf = (e: RecordedEvent) => BigInt(e.checkpoint.split(':')[1]);
const newPool = () => new Pool({ connectionString: testDatabaseUrl(), max: 8 });

eventStoreContract('PostgresEventStore', async () => {
  const { schema, drop } = await freshSchema('es');
  const pool = newPool();
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
    teardown: async () => {
      await store.close();
      await pool.end();
      await drop();
    },
  };
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
