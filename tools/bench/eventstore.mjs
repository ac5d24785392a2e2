// Event-store append throughput against the cheapest possible write: one raw single-row INSERT per event.
// At 1, 8 and 64 concurrent writers, each level starting from empty tables. A second reference, the
// ceiling of group commit: the same appends gathered like the store's (one statement in flight, the rest
// waiting for the next) into an INSERT of the same rows into a table like the store's (same columns, same
// indexes), with none of the store's checks (expected revision, event id, locks, NOTIFY). No append to
// that table can be faster at the same concurrency. Between the two, the floor of any check: the same
// gathering into one INSERT that writes a request's row only if the stream's previous revision is there
// (one index probe a request) and returns what it wrote, the least an append with an expected revision can
// do (no lock, no NOTIFY, no event-id check, and generic plans). A third, from outside: emmett-postgresql's
// appendToStream on the same server, payload and writers (eventstore-emmett.mjs).
import { randomBytes, randomUUID } from 'node:crypto';
import { emmettAppend, emmettVersion, openEmmett } from './eventstore-emmett.mjs';
import { assertLocal, interleave, loadPlatform, requireFromPlatform, runNote } from './lib.mjs';

const EVENTS = 4000;
const TIME_CAP_MS = 10_000;
const STREAMS = 200;
const CONCURRENCIES = [1, 8, 64];
const TARGET_C8 = 200; // percent of raw INSERT at c=8
const TARGET_CEILING = 85; // percent of the group-commit ceiling at c=8 and c=64
const TARGET_EMMETT_C8 = 300; // percent of emmett-postgresql's appendToStream at c=8

// Shaped like a play STEP event, ~200 bytes of JSON.
const stepData = (i) => ({
  gameId: 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b',
  step: i,
  cardId: `card-${i % 24}`,
  answer: 'the blue teapot from the seaside',
  correct: i % 3 !== 0,
  hintsUsed: i % 2,
  elapsedMs: 1834 + (i % 500),
  at: '2025-01-01T10:00:00.000Z',
});

export default async function eventstore({ log }) {
  const { Pool } = requireFromPlatform('pg');
  const { PostgresEventStore, EventStoreDbEventStore, WrongExpectedRevisionError } = loadPlatform();
  const url = assertLocal(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    'BENCH_DATABASE_URL',
  );
  const { esdbUrl, esdbSkip } = await probeEventStoreDb(EventStoreDbEventStore);
  log(
    `payload ${JSON.stringify(stepData(1234)).length} bytes of JSON, ${EVENTS} events per variant, cap ${TIME_CAP_MS / 1000} s`,
  );

  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  const rows = [];
  let emmett;
  try {
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".raw_events (
      id bigserial PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`);
    await new PostgresEventStore({ pool: admin, schema }).init();
    await admin.query(`CREATE TABLE "${schema}".ceiling_events (LIKE "${schema}".events INCLUDING ALL)`);
    await admin.query(`CREATE TABLE "${schema}".checked_events (LIKE "${schema}".events INCLUDING ALL)`);
    emmett = await openEmmett({ admin, url });

    for (const concurrency of CONCURRENCIES) {
      await admin.query(
        `TRUNCATE "${schema}".raw_events, "${schema}".events, "${schema}".ceiling_events, "${schema}".checked_events RESTART IDENTITY`,
      );
      // One pool per level, sized to the number of workers.
      // At most 32 connections: the server may serve others too (64 writers then share them).
      const pool = new Pool({ connectionString: url, max: Math.min(concurrency, 32) });
      // The floor's own connections, on generic plans as the store's functions are (a custom plan a call
      // costs more than the statement: decision 162).
      const genericPool = new Pool({
        connectionString: url,
        max: Math.min(concurrency, 32),
        options: '-c plan_cache_mode=force_generic_plan',
      });
      const esdb = esdbUrl ? new EventStoreDbEventStore({ connectionString: esdbUrl }) : undefined;
      const emmettPool = new Pool({ connectionString: emmett.connectionString, max: Math.min(concurrency, 32) });
      let emmettStore;
      try {
        const pg = new PostgresEventStore({ pool, schema });
        emmettStore = await emmett.level(emmettPool);
        // EventStoreDB cannot be truncated: fresh stream names per run instead.
        const esdbRun = `bench${randomBytes(4).toString('hex')}`;
        const variants = [
          {
            name: 'raw INSERT',
            // A named (prepared) statement, as the store uses: neither side pays for parsing on every call.
            op: (i) =>
              pool.query({
                name: 'bench_raw_insert',
                text: `INSERT INTO "${schema}".raw_events (stream_id, type, data) VALUES ($1, $2, $3::jsonb)`,
                values: [`play-${i % STREAMS}`, 'STEP', JSON.stringify(stepData(i))],
              }),
          },
          {
            name: 'unchecked group INSERT (ceiling)',
            op: groupInsert(pool, `"${schema}".ceiling_events`),
          },
          {
            name: 'checked group INSERT (floor of a check)',
            op: groupInsert(genericPool, `"${schema}".checked_events`, { checked: true }),
          },
          {
            name: `PostgresEventStore append, expected revision, ${STREAMS} streams`,
            op: trackedAppend(pg, 'pg', WrongExpectedRevisionError),
          },
          { name: "PostgresEventStore append, 'any'", op: anyAppend(pg, 'pg') },
          ...(esdb
            ? [
                {
                  name: `EventStoreDbEventStore append, expected revision, ${STREAMS} streams`,
                  op: trackedAppend(esdb, esdbRun, WrongExpectedRevisionError),
                },
                { name: "EventStoreDbEventStore append, 'any'", op: anyAppend(esdb, esdbRun) },
              ]
            : []),
          {
            name: `emmett-postgresql ${emmettVersion} appendToStream, expected version, ${STREAMS} streams`,
            op: emmettAppend(emmettStore, { streams: STREAMS, stepData, maxConflicts: EVENTS }),
          },
        ];
        const results = await interleave({ variants, count: EVENTS, concurrency, timeCapMs: TIME_CAP_MS });
        const [raw, ceiling, floor, ...stores] = results;
        // The variants after the three references, in the order of `stores`.
        const storeVariants = variants.slice(3);
        const emmettResult = stores.pop();
        log(`c=${concurrency}: ${results.map((r, k) => `${variants[k].name} ${r.perSecond.toFixed(0)}/s`).join(', ')}`);
        stores.forEach((r, k) => {
          const conflicts = storeVariants[k].op.conflicts?.() ?? 0;
          const ratio = (r.perSecond / raw.perSecond) * 100;
          const target = concurrency === 8 ? `${ratio >= TARGET_C8 ? 'MEETS' : 'BELOW'} target >= ${TARGET_C8}%; ` : '';
          rows.push({
            name: `${storeVariants[k].name}, c=${concurrency}`,
            value: r.perSecond,
            unit: 'events/s',
            baseline: `raw INSERT c=${concurrency}`,
            baselineValue: raw.perSecond,
            note: `${target}${runNote(r, EVENTS, 'ev/s')}; ${((r.perSecond / ceiling.perSecond) * 100).toFixed(0)}% of the ceiling, ${((r.perSecond / floor.perSecond) * 100).toFixed(0)}% of the floor of a check${conflicts ? `; ${conflicts} conflicts retried` : ''}`,
          });
        });
        const [pgTracked, pgAny] = stores;
        if (concurrency !== 1) {
          for (const [r, how] of [
            [pgTracked, 'expected revision'],
            [pgAny, "'any'"],
          ]) {
            rows.push({
              name: `PostgresEventStore append, ${how}, vs the group-commit ceiling, c=${concurrency}`,
              value: r.perSecond,
              unit: 'events/s',
              baseline: `unchecked group INSERT c=${concurrency}`,
              baselineValue: ceiling.perSecond,
              note: meets((r.perSecond / ceiling.perSecond) * 100, TARGET_CEILING),
            });
          }
        }
        const emmettConflicts = variants.at(-1).op.conflicts();
        rows.push({
          name: `PostgresEventStore append vs emmett-postgresql appendToStream, expected revision, c=${concurrency}`,
          value: pgTracked.perSecond,
          unit: 'events/s',
          baseline: `emmett-postgresql ${emmettVersion} c=${concurrency}`,
          baselineValue: emmettResult.perSecond,
          note: `${concurrency === 8 ? `${meets((pgTracked.perSecond / emmettResult.perSecond) * 100, TARGET_EMMETT_C8)}; ` : ''}emmett ${runNote(emmettResult, EVENTS, 'ev/s')}${emmettConflicts ? `; ${emmettConflicts} conflicts retried` : ''}`,
        });
        rows.push({
          name: `unchecked group INSERT (ceiling of group commit), c=${concurrency}`,
          value: ceiling.perSecond,
          unit: 'events/s',
          baseline: `raw INSERT c=${concurrency}`,
          baselineValue: raw.perSecond,
          note: `${runNote(ceiling, EVENTS, 'ev/s')}; the store's batching with bare rows and no checks`,
        });
        rows.push({
          name: `checked group INSERT (floor of a check) vs the group-commit ceiling, c=${concurrency}`,
          value: floor.perSecond,
          unit: 'events/s',
          baseline: `unchecked group INSERT c=${concurrency}`,
          baselineValue: ceiling.perSecond,
          note: `${runNote(floor, EVENTS, 'ev/s')}; one revision probe a request, nothing else: ${
            (floor.perSecond / ceiling.perSecond) * 100 >= TARGET_CEILING
              ? `at or above the ${TARGET_CEILING}% target, so a checked append can reach it`
              : `below the ${TARGET_CEILING}% target, so no append that checks its revision reaches it`
          }`,
        });
        rows.push({
          name: `raw INSERT itself, c=${concurrency}`,
          value: raw.perSecond,
          unit: 'events/s',
          note: runNote(raw, EVENTS, 'ev/s'),
        });
      } finally {
        await esdb?.close();
        await pool.end();
        await genericPool.end();
        // emmett keeps connections of its own beside the pool it is given: closed before its database is
        // dropped (a dropped database's idle connection would end the process with an unheard error).
        await emmettStore?.close();
        await emmettPool.end();
      }
    }
    if (esdbSkip) rows.push({ name: 'EventStoreDbEventStore append', value: null, unit: 'skipped', note: esdbSkip });
  } finally {
    await emmett?.drop().catch((e) => log(`could not drop emmett's database: ${e.message}`));
    await admin
      .query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      .catch((e) => log(`could not drop ${schema}: ${e.message}`));
    await admin.end();
  }
  return rows;
}

const meets = (percent, target) => `${percent >= target ? 'MEETS' : 'BELOW'} target >= ${target}%`;

// EventStoreDB is optional: an unset or unreachable EVENTSTORE_URL skips it without losing the Postgres figures.
async function probeEventStoreDb(EventStoreDbEventStore) {
  const url = process.env.EVENTSTORE_URL;
  if (!url)
    return { esdbSkip: 'EVENTSTORE_URL not set, so no EventStoreDB reachable (e.g. esdb://127.0.0.1:2113?tls=false)' };
  const store = new EventStoreDbEventStore({ connectionString: assertLocal(url, 'EVENTSTORE_URL') });
  try {
    let timer;
    const timeout = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 5 s')), 5000)),
    );
    await Promise.race([store.readStream(`bench-probe-${randomUUID()}`), timeout]).finally(() => clearTimeout(timer));
    return { esdbUrl: url };
  } catch (error) {
    return {
      esdbSkip: `EventStoreDB at EVENTSTORE_URL unreachable: ${String(error?.message ?? error)
        .split('\n')[0]
        .slice(0, 80)}`,
    };
  } finally {
    await store.close().catch(() => undefined);
  }
}

// One event per call, streams round robin, each append expecting the revision the previous one returned:
// the optimistic-concurrency path a game takes. A conflict (only if two workers meet on one stream) is
// retried from the actual revision, as a game would after re-reading.
function trackedAppend(store, prefix, WrongExpectedRevisionError) {
  const revisions = new Map();
  let conflicts = 0;
  const op = async (i) => {
    const streamId = `${prefix}-play-${i % STREAMS}`;
    const event = { id: randomUUID(), type: 'STEP', data: stepData(i) };
    for (;;) {
      try {
        const expectedRevision = revisions.get(streamId) ?? 'no_stream';
        const { nextRevision } = await store.append(streamId, [event], { expectedRevision });
        revisions.set(streamId, nextRevision);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || conflicts > EVENTS) throw error;
        conflicts++;
        revisions.set(streamId, error.actual === 'no_stream' ? undefined : error.actual);
      }
    }
  };
  op.conflicts = () => conflicts;
  return op;
}

const anyAppend = (store, prefix) => (i) =>
  store.append(`${prefix}-any-${i % STREAMS}`, [{ id: randomUUID(), type: 'STEP', data: stepData(i) }], {
    expectedRevision: 'any',
  });

// The ceiling of group commit at a given concurrency: appends gathered exactly as the store gathers them
// (one statement in flight; what arrives meanwhile, and in the same turn, goes in the next, up to 64)
// into one INSERT of the same rows into a table like the store's, with no check at all (each stream's
// next revision is counted here). Checked, the floor of a check: a row goes in only if its stream's
// previous revision is there (revision 0: the unique key alone; a scalar subquery, so the probe is one
// index lookup a row, never a hash of the table), and each caller learns from the
// returned rows whether its own did; a row missing from them fails its append.
function groupInsert(pool, table, { checked = false } = {}) {
  const queue = [];
  const revisions = new Map();
  let inFlight = false;
  let scheduled = false;
  const text = checked
    ? `INSERT INTO ${table} (stream_id, revision, event_id, type, data)
       SELECT r.s, r.rev, r.id, r.type, r.data
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::jsonb[]) AS r(s, rev, id, type, data)
        WHERE r.rev = 0 OR (SELECT true FROM ${table} e WHERE e.stream_id = r.s AND e.revision = r.rev - 1)
       RETURNING stream_id`
    : `INSERT INTO ${table} (stream_id, revision, event_id, type, data)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::jsonb[])`;
  const schedule = () => {
    if (inFlight || scheduled || !queue.length) return;
    scheduled = true;
    setImmediate(async () => {
      scheduled = false;
      const batch = queue.splice(0, 64);
      inFlight = true;
      try {
        const { rows } = await pool.query({
          name: checked ? 'bench_checked_insert' : 'bench_group_insert',
          text,
          values: [
            batch.map((b) => b.stream),
            batch.map((b) => b.revision),
            batch.map((b) => b.id),
            batch.map(() => 'STEP'),
            batch.map((b) => b.data),
          ],
        });
        const written = checked ? new Set(rows.map((r) => r.stream_id)) : undefined;
        for (const b of batch) {
          if (!written || written.has(b.stream)) b.resolve();
          else b.reject(new Error(`${b.stream}: revision ${b.revision - 1} is not there`));
        }
      } catch (error) {
        for (const b of batch) b.reject(error);
      } finally {
        inFlight = false;
        schedule();
      }
    });
  };
  return (i) =>
    new Promise((resolve, reject) => {
      const stream = `ceiling-${i % STREAMS}`;
      const revision = (revisions.get(stream) ?? -1) + 1;
      revisions.set(stream, revision);
      queue.push({ stream, revision, id: randomUUID(), data: JSON.stringify(stepData(i)), resolve, reject });
      schedule();
    });
}
