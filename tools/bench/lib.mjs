// Helpers shared by the benchmarks: loading the built platform code, bounded load loops, local-only guards.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Resolve packages from the platform library, so the bench uses the very pg/nats/Nest instances the built code does.
export const requireFromPlatform = createRequire(new URL('../../libs/platform/package.json', import.meta.url));
export const loadPlatform = () => requireFromPlatform('./dist/index.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const MiB = 1024 * 1024;

// The play rate limit is on in the bench, as in production: a budget per client address and minute
// (RATE_LIMIT_PLAY_PER_MINUTE, 600). In production each loved one answers from a phone of their own,
// a few answers a minute, behind the operator's proxy (TRUST_PROXY=true); the bench's players answer
// as fast as they can from one machine, so each answer names an address of its own in X-Forwarded-For
// (`first` keeps two senders' addresses apart). The limiter does per answer what it does in production:
// a lookup and a count in its store.
export function phoneAddresses(first = 10) {
  let n = 0;
  return () => {
    n = (n + 1) % 0xffffff;
    return `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

// Runs op(i) `count` times with `concurrency` workers, stopping early at the time cap; never runs unbounded.
export async function bounded({ count, concurrency, timeCapMs, op }) {
  let next = 0;
  let done = 0;
  const start = performance.now();
  const deadline = start + timeCapMs;
  const worker = async (w) => {
    while (next < count && performance.now() < deadline) {
      await op(next++, w);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const ms = performance.now() - start;
  return { done, ms, perSecond: done / (ms / 1000), capped: done < count };
}

// Warms each variant up briefly, then runs them alternately in rounds (A B C A B C ...), so a noisy neighbour
// slows all of them alike instead of whichever happened to run at the wrong moment. `count` and `timeCapMs`
// are per variant, spread over the rounds. The per-round spread is kept to show how noisy the run was.
export async function interleave({ variants, count, concurrency, timeCapMs, rounds = 4, warmup = 200 }) {
  for (const { op } of variants) await bounded({ count: warmup, concurrency, timeCapMs: 2000, op });
  const results = variants.map(() => ({ done: 0, ms: 0, rounds: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [k, { op }] of variants.entries()) {
      const r = await bounded({ count: Math.ceil(count / rounds), concurrency, timeCapMs: timeCapMs / rounds, op });
      results[k].done += r.done;
      results[k].ms += r.ms;
      results[k].rounds.push(r.perSecond);
    }
  }
  return results.map((r) => ({ ...r, perSecond: r.done / (r.ms / 1000), capped: r.done < count }));
}

// Notes for a row: the per-round range, and whether the time cap cut the run short.
export function runNote(r, count, unit) {
  const range = `rounds ${Math.min(...r.rounds).toFixed(0)}-${Math.max(...r.rounds).toFixed(0)} ${unit}`;
  return r.capped ? `${range}; time cap: ${r.done}/${count} done` : range;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

// Benchmarks only talk to this machine; refuse anything else rather than load someone's server.
export function assertLocal(url, what) {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?]*@)?([^/?]+)/i.exec(url)?.[1];
  const hosts = (authority ?? '').split(',').map((h) => h.replace(/:\d+$/, ''));
  if (!authority || !hosts.every((h) => LOCAL_HOSTS.has(h))) {
    throw new Error(`${what} must point at 127.0.0.1/localhost, got ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
  }
  return url;
}

// A TCP port free on the loopback interface right now.
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A free loopback port below the kernel's ephemeral range, for a server that binds it only some seconds
// later: a port from freePort() is an ephemeral one, which meanwhile may be handed to any process that
// binds port 0 (the services' health servers do) or opens a connection.
export async function freeFixedPort() {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // not Linux: keep the usual start of the range
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * Math.max(1, low - 10_000));
    // 10080 is one of the fetch standard's "bad ports": fetch and Chromium refuse it.
    if (port !== 10080 && (await canListen(port))) return port;
  }
  return freePort();
}

const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

// The q-quantile (0..1) of a list of numbers, nearest rank; NaN for an empty list.
export function quantile(values, q) {
  if (!values.length) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

// CPU time (user + system) a process has used so far, in ms; 0 once it is gone.
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

// Pids of every process whose command name is `comm` (e.g. all Postgres processes of the machine).
export function pidsNamed(comm) {
  const pids = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === comm) pids.push(Number(d));
    } catch {
      // gone
    }
  }
  return pids;
}

// Ctrl-C or SIGTERM during a benchmark: run its cleanup (stop what it started, drop what it created), then
// exit. Returns the function that removes the handler again.
export function onInterrupt(cleanup) {
  const handler = (signal) => {
    process.stderr.write(`[bench] ${signal}: cleaning up ...\n`);
    void Promise.resolve()
      .then(cleanup)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.removeListener('SIGINT', handler);
    process.removeListener('SIGTERM', handler);
  };
}

// What a benchmark started, stopped in reverse order once, by its normal end or an interrupt (whichever
// comes first; the other waits for it). `push` adds a stop; `done` runs the stops and removes the handler.
export function cleanupStack(log) {
  const stops = [];
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const fn of stops.splice(0).reverse()) await fn().catch((e) => log(`cleanup: ${e?.message ?? e}`));
    })());
  const removeInterruptHandler = onInterrupt(cleanup);
  return {
    push: (stop) => stops.push(stop),
    done: async () => {
      await cleanup();
      removeInterruptHandler();
    },
  };
}

// A bench player's next answer: START first, then STEPs over the steps its activity keeps (`sent` counts
// the answers the player has sent).
export function nextAnswer(player, playedSteps) {
  const n = player.sent++;
  const eventId = randomUUID();
  return n === 0
    ? { eventId, type: 'START', payload: { timestamp: Date.now() } }
    : { eventId, type: 'STEP', payload: { step: n % playedSteps, answer: 'A', timestamp: Date.now() } };
}

// CPU used per process group between two snapshots, from /proc (10 ms ticks) and process.cpuUsage().
// PostgreSQL counts the backends of the bench's own database and the server's background processes
// (WAL writer, checkpointer, ...), not the backends of other databases: the server may be shared.
export function cpuProbe(system, expressPid, db) {
  const pidOf = (name) => system.processes.find((p) => p.name === name)?.pid;
  let postgresPids = [];
  const groups = {
    gateway: () => [pidOf('gateway')],
    games: () => [pidOf('games')],
    'other services': () => ['identity', 'care', 'messaging', 'insights'].map(pidOf),
    postgres: () => postgresPids,
    nats: () => (system.natsPid ? [system.natsPid] : pidsNamed('nats-server')),
    ...(expressPid ? { express: () => [expressPid] } : {}),
  };
  const snapshot = async () => {
    const { rows } = await db.query(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() OR (datname IS NULL AND backend_type <> 'client backend')`,
    );
    // Once counted, a backend stays counted (its CPU before and after): the union of what was seen.
    postgresPids = [...new Set([...postgresPids, ...rows.map((r) => Number(r.pid))])];
    const snap = { client: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000 };
    for (const [group, pids] of Object.entries(groups)) {
      snap[group] = new Map(
        pids()
          .filter(Boolean)
          .map((pid) => [pid, cpuMsOf(pid)]),
      );
    }
    snap.at = performance.now();
    return snap;
  };
  const accumulate = (into, before, after) => {
    for (const group of Object.keys(groups)) {
      let ms = 0;
      for (const [pid, t] of after[group]) ms += t - (before[group].get(pid) ?? 0);
      into[group] = (into[group] ?? 0) + ms;
    }
    into['bench client'] = (into['bench client'] ?? 0) + after.client - before.client;
    into.wall = (into.wall ?? 0) + after.at - before.at;
  };
  return { snapshot, accumulate };
}
