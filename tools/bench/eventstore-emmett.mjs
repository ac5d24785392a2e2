// emmett-postgresql (a dev dependency of the bench only) as an outside reference for the store's append:
// its appendToStream with the expected stream version tracked as the store's bench does, in a database
// of its own on the same server (emmett keeps its tables in the current schema), with the same payload,
// streams and writers, interleaved with the store's rounds.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

// Its package.json is not among the package's exports: found beside its entry point instead.
const entry = createRequire(import.meta.url).resolve('@event-driven-io/emmett-postgresql');
export const emmettVersion = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;

export async function openEmmett({ admin, url }) {
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  // Databases an earlier run could not drop (see drop below) go first, when nothing uses them any more.
  const { rows: stale } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_emmett\\_%'`);
  for (const { datname } of stale) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  const database = `bench_emmett_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  const target = new URL(url);
  target.pathname = `/${database}`;
  const connectionString = target.toString();
  return {
    connectionString,
    // One store per level on the level's own pool (emmett does not end a pool it is given), from empty tables.
    async level(pool) {
      const store = getPostgreSQLEventStore(connectionString, { connectionOptions: { pool } });
      await store.schema.migrate();
      await pool.query('TRUNCATE emt_messages, emt_streams RESTART IDENTITY');
      return store;
    },
    // Not WITH (FORCE): emmett keeps connections of its own beside the pool it is given, and one cut by the
    // server ends this process with an error no listener hears. Still in use, the database is dropped by
    // the next run instead.
    drop: () => admin.query(`DROP DATABASE IF EXISTS "${database}"`),
  };
}

// One event per call, streams round robin, each append expecting the version the previous one returned
// (0 for a new stream: emmett then creates it, and fails if it exists). emmett's conflict error does not
// carry the actual version, so a conflict (only if two workers meet on one stream) re-reads it.
export function emmettAppend(store, { streams, stepData, maxConflicts }) {
  const versions = new Map();
  let conflicts = 0;
  const op = async (i) => {
    const streamName = `bench-play-${i % streams}`;
    const events = [{ type: 'STEP', data: stepData(i) }];
    for (;;) {
      try {
        const expectedStreamVersion = versions.get(streamName) ?? 0n;
        const { nextExpectedStreamVersion } = await store.appendToStream(streamName, events, {
          expectedStreamVersion,
        });
        versions.set(streamName, nextExpectedStreamVersion);
        return;
      } catch (error) {
        // 412: emmett's code for a concurrency error.
        if (error?.errorCode !== 412 || conflicts > maxConflicts) throw error;
        conflicts++;
        versions.set(streamName, (await store.readStream(streamName)).currentStreamVersion);
      }
    }
  };
  op.conflicts = () => conflicts;
  return op;
}
