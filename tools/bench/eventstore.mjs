// Event-store append throughput against the cheapest possible write: one raw single-row INSERT per event.
// At 1 and at 8 concurrent connections, each level starting from empty tables.
import { randomBytes, randomUUID } from 'node:crypto';
import { assertLocal, interleave, loadPlatform, requireFromPlatform, runNote } from './lib.mjs';

const EVENTS = 4000;
const TIME_CAP_MS = 10_000;
const STREAMS = 200;
const CONCURRENCIES = [1, 8];

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
  try {
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".raw_events (
      id bigserial PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`);
    await new PostgresEventStore({ pool: admin, schema }).init();

    for (const concurrency of CONCURRENCIES) {
      await admin.query(`TRUNCATE "${schema}".raw_events, "${schema}".events RESTART IDENTITY`);
      // One pool per level, sized to the number of workers.
      const pool = new Pool({ connectionString: url, max: concurrency });
      const esdb = esdbUrl ? new EventStoreDbEventStore({ connectionString: esdbUrl }) : undefined;
      try {
        const pg = new PostgresEventStore({ pool, schema });
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
        ];
        const results = await interleave({ variants, count: EVENTS, concurrency, timeCapMs: TIME_CAP_MS });
        const [raw, ...stores] = results;
        log(`c=${concurrency}: ${results.map((r, k) => `${variants[k].name} ${r.perSecond.toFixed(0)}/s`).join(', ')}`);
        stores.forEach((r, k) => {
          const conflicts = variants[k + 1].op.conflicts?.() ?? 0;
          rows.push({
            name: `${variants[k + 1].name}, c=${concurrency}`,
            value: r.perSecond,
            unit: 'events/s',
            baseline: `raw INSERT c=${concurrency}`,
            baselineValue: raw.perSecond,
            note: runNote(r, EVENTS, 'ev/s') + (conflicts ? `; ${conflicts} conflicts retried` : ''),
          });
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
      }
    }
    if (esdbSkip) rows.push({ name: 'EventStoreDbEventStore append', value: null, unit: 'skipped', note: esdbSkip });
  } finally {
    await admin
      .query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      .catch((e) => log(`could not drop ${schema}: ${e.message}`));
    await admin.end();
  }
  return rows;
}

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
