import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { JetStreamFactTransport } from '@carewith/platform';
import { testDatabaseUrl } from '@carewith/platform/testing';
import * as readline from 'node:readline';

const ROOT = resolve(__dirname, '..', '..');

// The embedded profile's system also lets a test of its stop signal the app and see how it ended.
export type EmbeddedRunning = RunningSystem & {
  dataDir: string;
  pgPort: number;
  signal(signal: NodeJS.Signals): void;
  exited(): Promise<number | string | null>;
};

export type RunningSystem = {
  profile: 'embedded' | 'distributed';
  url: string;
  databaseUrl: string;
  // Every line the system's processes printed so far (stdout and stderr); a shared system's: since
  // this file took it.
  logs(): string[];
  // A shared system (sharedEmbedded): stop() leaves it running for the worker's next file.
  shared?: boolean;
  stop(): Promise<void>;
};

// The fetch standard's "bad ports" at or above 10000: fetch and Chromium refuse to connect to them
// ("bad port"; a CI run drew 10080 for a gateway).
const FETCH_BLOCKED_PORTS = new Set([10080]);

// A free port below the kernel's ephemeral range, for a server that binds it only seconds later. A port
// the OS hands out for port 0 is an ephemeral one, which meanwhile may go to any outgoing connection
// (Postgres, NATS, Redis) or any process binding port 0: a CI run saw a gateway fail with EADDRINUSE.
export async function freePort(): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // not Linux: keep the usual start of the range
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * Math.max(1, low - 10_000));
    if (!FETCH_BLOCKED_PORTS.has(port) && (await canListen(port))) return port;
  }
  throw new Error('no free port found below the ephemeral range');
}

// Whether nothing listens on the port, on any interface (the gateway binds 0.0.0.0).
function canListen(port: number): Promise<boolean> {
  return new Promise((res) => {
    const server = createServer();
    server.once('error', () => res(false));
    server.listen(port, '0.0.0.0', () => server.close(() => res(true)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

// The embedded profile exactly as `npm start` runs it, with its data under a directory of the test's.
// Without a data directory of the test's, the system starts on a copy of a database that has been
// initialised and migrated once per build (embeddedTemplate): a first start (initdb, then every
// migration of five services) costs about a second more than a start on existing data, in each of
// some fifty systems a run starts. `fresh: true` starts on an empty directory, as `npm start` does the
// first time.
export async function startEmbedded(
  options: { dataDir?: string; pgPort?: number; env?: Record<string, string>; fresh?: boolean } = {},
): Promise<EmbeddedRunning> {
  if (options.dataDir || options.fresh) return launchEmbedded(options);
  return launchEmbedded({ ...options, dataDir: await templateCopy() });
}

// A new data directory (prefix: its name's start) holding a copy of the embedded template: a database
// initialised and migrated by this build, as the app leaves it after a first start.
export async function templateCopy(prefix = 'carewith-embedded-'): Promise<string> {
  const template = await embeddedTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // cp -a keeps the owner: as root, the cluster belongs to the `postgres` user, which must still own it.
  const copied = spawnSync('cp', ['-a', join(template, 'pg'), join(dataDir, 'pg')], { stdio: 'pipe' });
  if (copied.status !== 0) throw new Error(`copying the embedded template failed: ${copied.stderr}`);
  return dataDir;
}

// The embedded database as a first start leaves it, for this build of the app: made by the first
// caller of the run (a directory lock between jest workers), then shared read-only. A new build
// (any file of the services' and libraries' dist/ newer) makes a new one; older ones are removed a
// day later. A template older than the build would still be right (the app applies the migrations it
// lacks at start), only slower.
const TEMPLATE_PREFIX = 'carewith-embedded-template-';
function newestBuild(): string {
  let newest = 0;
  let files = 0;
  for (const top of ['services', 'libs'])
    for (const project of readdirSync(join(ROOT, top))) {
      const dist = join(ROOT, top, project, 'dist');
      if (!existsSync(dist)) continue;
      for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        files += 1;
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  return `${newest}:${files}`;
}
// One look per test file: the walk over dist/ and the lock are done once, not at each system's start.
let template: Promise<string> | undefined;
function embeddedTemplate(): Promise<string> {
  template ??= makeEmbeddedTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function makeEmbeddedTemplate(): Promise<string> {
  const key = createHash('sha256').update(newestBuild()).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${key}`);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(join(dir, 'pg', 'PG_VERSION'))) {
    if (Date.now() > deadline) throw new Error(`the embedded template at ${dir} was not made in time`);
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      // Another worker makes it; a lock left by a worker that died is taken over after 3 minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) removeDir(lock);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      const building = `${dir}.building`;
      removeDir(building);
      const first = await launchEmbedded({ dataDir: building });
      await first.stop();
      removeDir(join(building, 'session-secret'));
      renameSync(building, dir);
      removeOldTemplates(dir);
    } finally {
      removeDir(lock);
    }
  }
  return dir;
}

// Templates of earlier builds, a day after they were made (a run of an older checkout may still use one).
function removeOldTemplates(current: string) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(TEMPLATE_PREFIX))) {
    const path = join(tmpdir(), name);
    if (path === current) continue;
    const made = statSync(path, { throwIfNoEntry: false });
    if (made && Date.now() - made.mtimeMs > 86_400_000) removeDir(path);
  }
}

// The embedded app's process as `npm start` runs it, with its data under dataDir: every line it prints
// (stdout and stderr) is kept and handed to onLine; `exited` tells how it ended.
export async function spawnEmbedded(options: {
  dataDir: string;
  pgPort?: number;
  env?: Record<string, string>;
  onLine?: (line: string, app: { signal(signal: NodeJS.Signals): void }) => void;
}) {
  const pgPort = options.pgPort ?? (await freePort());
  const port = await freePort();
  const child = spawn(process.execPath, ['services/embedded/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...options.env,
      DATA_DIR: options.dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      READY_LINE: 'true',
      LOG_LEVEL: options.env?.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const signal = (name: NodeJS.Signals) => void child.kill(name);
  for (const stream of [child.stdout!, child.stderr!])
    readline.createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      options.onLine?.(line, { signal });
    });
  return {
    child,
    pgPort,
    output,
    signal,
    exited: (): Promise<number | string | null> =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode ?? child.signalCode)
        : new Promise((done) => child.once('exit', (code, name) => done(code ?? name))),
  };
}

async function launchEmbedded(
  options: { dataDir?: string; pgPort?: number; env?: Record<string, string> } = {},
): Promise<EmbeddedRunning> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'carewith-embedded-'));
  let ready: (url: string) => void = () => undefined;
  const app = await spawnEmbedded({
    ...options,
    dataDir,
    onLine: (line) => {
      if (line.startsWith('READY ')) ready((JSON.parse(line.slice(6)) as { url: string }).url);
    },
  });
  const { child, output, pgPort } = app;
  const url = await new Promise<string>((res, rej) => {
    // Not started in time: stopped, so it does not run on (with its database) after the test gives up.
    const timer = setTimeout(() => {
      rej(new Error(`embedded app did not start:\n${output.join('\n')}`));
      void stopChild(child);
    }, 90_000);
    ready = (url) => {
      clearTimeout(timer);
      res(url);
    };
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`embedded app exited with ${code}:\n${output.join('\n')}`));
    });
  });
  return {
    profile: 'embedded',
    url,
    dataDir,
    pgPort,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/carewith`,
    logs: () => [...output],
    stop: () => stopChild(child),
    // For a test of the stop itself: a signal to the app's process alone, and how it ended.
    signal: app.signal,
    exited: app.exited,
  };
}

export type EmbeddedSystem = Awaited<ReturnType<typeof startEmbedded>>;

// ---- The embedded system the files of a jest worker share ---------------------------------------
// Most files start the same system (the embedded profile, default settings) and keep to data of their
// own (a caregiver with a unique address, their team and loved ones), so the files of a worker use one
// (e2e/support/shared-systems.cjs tells how it outlives a file). Each file that takes it first waits for
// the facts the files before it left to be handled, and reads only the logs printed since it took it;
// its API clients connect from a loopback address of their own (connectFrom), so the gateway's
// per-address rate-limit budgets start afresh, as on a system of its own. A shared system that died is
// replaced by a new one. Outside a run with the e2e project's globalSetup: a system of the file's own.
const sharedRuns = require(join(ROOT, 'e2e', 'support', 'shared-systems.cjs')) as {
  alive(pid: number): boolean;
  stopRecorded(record: SharedRecord, graceMs?: number): Promise<void>;
  RUN_DIR_ENV: string;
  OWNER_ENV: string;
  KEEPER_ENV: string;
};
type SharedRecord = { keeperPid: number; appPid: number; url: string; pgPort: number; dataDir: string; log: string };

export async function sharedEmbedded(): Promise<EmbeddedRunning> {
  const dir = process.env[sharedRuns.RUN_DIR_ENV];
  if (!dir || !existsSync(dir)) return startEmbedded();
  const file = join(dir, `embedded-worker-${process.env.JEST_WORKER_ID ?? '1'}.json`);
  const databaseOf = (record: SharedRecord) => `postgres://postgres:postgres@127.0.0.1:${record.pgPort}/carewith`;
  let record = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SharedRecord) : undefined;
  // What the files before this one set going is done before this one looks at the tables. A system
  // that does not answer, or whose facts do not settle, is replaced rather than handed on.
  if (record && !((await answers(record)) && (await settles(databaseOf(record))))) {
    await sharedRuns.stopRecorded(record, 15_000);
    rmSync(file, { force: true });
    record = undefined;
  }
  // A start an earlier file of the worker began and gave up waiting for (its hook's time ran out) is
  // awaited, not doubled.
  const starting = Number(existsSync(`${file}.starting`) ? readFileSync(`${file}.starting`, 'utf8') : 0);
  if (!record && starting && sharedRuns.alive(starting)) record = await startedBy(file, starting);
  record ??= await startShared(file);
  const { url, pgPort, dataDir, log } = record;
  const from = statSync(log).size;
  const databaseUrl = databaseOf(record);
  const refuse = () => {
    throw new Error("a shared system is not signalled by a test file: start a system of the file's own");
  };
  return {
    profile: 'embedded',
    shared: true,
    url,
    dataDir,
    pgPort,
    databaseUrl,
    logs: () => readFileSync(log).subarray(from).toString('utf8').split('\n').filter(Boolean),
    stop: async () => undefined,
    signal: refuse,
    exited: refuse,
  };
}

const settles = (databaseUrl: string) =>
  factsSettled(databaseUrl, 60_000).then(
    () => true,
    (error: unknown) => {
      console.warn(`the shared system is replaced: ${String(error)}`);
      return false;
    },
  );

// The recorded app still runs and answers (a health check, generous on a loaded machine).
async function answers(record: SharedRecord): Promise<boolean> {
  if (!sharedRuns.alive(record.appPid) || !sharedRuns.alive(record.keeperPid)) return false;
  try {
    return (await fetch(`${record.url}/health`, { signal: AbortSignal.timeout(15_000) })).status === 200;
  } catch {
    return false;
  }
}

// The worker's shared system, as startEmbedded starts one (on a copy of the template), run by its
// keeper; the record once the app is ready.
async function startShared(file: string): Promise<SharedRecord> {
  const dataDir = await templateCopy('carewith-embedded-shared-');
  const [pgPort, port] = [await freePort(), await freePort()];
  const log = file.replace(/\.json$/, '.log');
  const keeper = spawn(process.execPath, [join(ROOT, 'e2e', 'support', 'shared-systems.cjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      READY_LINE: 'true',
      LOG_LEVEL: 'warn',
      [sharedRuns.KEEPER_ENV]: JSON.stringify({
        script: 'services/embedded/dist/main.js',
        ownerPid: Number(process.env[sharedRuns.OWNER_ENV] ?? process.ppid),
        file,
        log,
        record: { pgPort, dataDir, log },
      }),
    },
    // Nothing of this file's holds on to it: the next files of the worker use it.
    stdio: 'ignore',
  });
  keeper.unref();
  writeFileSync(`${file}.starting`, String(keeper.pid));
  return startedBy(file, keeper.pid!);
}

// The record once the keeper's app is ready. A loaded 2-core machine was seen to take more than 90 s
// for a start; 180 s, then the keeper is stopped (with its app and data).
async function startedBy(file: string, keeperPid: number): Promise<SharedRecord> {
  const deadline = Date.now() + 180_000;
  while (!existsSync(file)) {
    if (!sharedRuns.alive(keeperPid) || Date.now() > deadline) {
      if (sharedRuns.alive(keeperPid)) process.kill(keeperPid, 'SIGTERM');
      rmSync(`${file}.starting`, { force: true });
      const log = file.replace(/\.json$/, '.log');
      throw new Error(`the shared embedded app did not start:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(`${file}.starting`, { force: true });
  return JSON.parse(readFileSync(file, 'utf8')) as SharedRecord;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

// The distributed profile: one process per service on NATS, Redis and the machine's Postgres,
// with a database of its own.
export type DistributedSystem = RunningSystem & {
  redisUrl: string;
  // BullMQ's key prefix in Redis for this system.
  queuePrefix: string;
  kill(name: string, signal?: NodeJS.Signals): void;
  restart(name: string): Promise<unknown>;
  exited(name: string): Promise<number | string | null>;
  // Whether the process of that name runs now (the launcher restarts one that exits by itself).
  alive(name: string): boolean;
  processes: { name: string; pid?: number; healthPort?: number; restarts: number }[];
};

export async function startDistributed(
  options: {
    scale?: Record<string, number>;
    env?: Record<string, string>;
    port?: number;
    // Another PostgreSQL server than the machine's (a fault test's private one).
    postgresUrl?: string;
    // Settings of one process by name ("gateway", "games-2"), over `env`.
    processEnv?: Record<string, Record<string, string>>;
    // One process's own way to the PostgreSQL server, by name (a fault test's link); same database.
    processPostgresUrl?: Record<string, string>;
    // A database that exists already (a restored backup) instead of a new one; stop() drops it too.
    database?: string;
    // How long each process may take to become ready (the launcher's default: 60 s).
    readyTimeoutMs?: number;
  } = {},
): Promise<DistributedSystem> {
  const { launchDistributed } = require(join(ROOT, 'tools', 'launcher.cjs')) as {
    launchDistributed: (o: unknown) => Promise<{
      url: string;
      stop(): Promise<void>;
      kill(n: string, signal?: NodeJS.Signals): void;
      restart(n: string): Promise<unknown>;
      exited(n: string): Promise<number | string | null>;
      alive(n: string): boolean;
      processes: { name: string; pid?: number; healthPort?: number; restarts: number }[];
    }>;
  };
  const output: string[] = [];
  const suffix = randomBytes(4).toString('hex');
  // The server of the tests' own database (TEST_DATABASE_URL; 127.0.0.1:5432 by default).
  const postgresUrl = options.postgresUrl ?? new URL('/', testDatabaseUrl()).href.replace(/\/$/, '');
  const database = options.database ?? `e2e_${suffix}`;
  const databaseUrl = `${postgresUrl}/${database}`;
  const port = options.port ?? (await freePort());
  const system = await launchDistributed({
    env: {
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: `e2e_${suffix}`,
      // Its own NATS subjects: systems started side by side never answer each other.
      BUS_SUBJECT_PREFIX: `e2e_${suffix}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      // The test systems sign people in through the development page unless a test sets a provider.
      DEV_LOGIN: 'true',
      ...options.env,
    },
    scale: options.scale,
    processEnv: Object.fromEntries(
      [...new Set([...Object.keys(options.processEnv ?? {}), ...Object.keys(options.processPostgresUrl ?? {})])].map(
        (name) => {
          const own = options.processPostgresUrl?.[name];
          return [name, { ...options.processEnv?.[name], ...(own ? { DATABASE_URL: `${own}/${database}` } : {}) }];
        },
      ),
    ),
    port,
    timeoutMs: options.readyTimeoutMs,
    quiet: process.env.E2E_VERBOSE !== 'true',
    onLine: (name: string, line: string) => output.push(`[${name}] ${line}`),
  });
  return {
    profile: 'distributed',
    url: system.url,
    databaseUrl,
    redisUrl: options.env?.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    queuePrefix: `e2e_${suffix}`,
    logs: () => [...output],
    kill: system.kill,
    restart: system.restart,
    exited: system.exited,
    alive: system.alive,
    processes: system.processes,
    stop: async () => {
      await system.stop();
      // The system's facts stream (its own subjects on the shared NATS server) goes with it.
      const facts = new JetStreamFactTransport({
        natsUrl: options.env?.NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
        reconnectWaitMs: 500,
        subjectPrefix: `e2e_${suffix}`,
      });
      await Promise.race([facts.destroy(), new Promise((resolve) => setTimeout(resolve, 3000).unref())]).catch(
        () => undefined,
      );
      await facts.close().catch(() => undefined);
      const admin = new Client({ connectionString: `${postgresUrl}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function queryDb<T = Record<string, unknown>>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

// What a `SELECT count(*) AS n ...` query answers, as a number.
export async function countRows(databaseUrl: string, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await queryDb<{ n: string | number }>(databaseUrl, sql, params);
  return Number(row!.n);
}

// Waits until every fact recorded so far has been handled (embedded profile: every service's outbox
// empty and no consumer behind the log), so a check of the tables is not overtaken by a reaction still
// on its way (an audit entry follows its request moments later).
export async function factsSettled(databaseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // One connection for the whole wait (a connection to the embedded database starts a server process
  // of its own), and one statement a round: every outbox's rows and the log's unhandled facts.
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const outboxes = (
      await client.query<{ s: string }>(
        `SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'fact_outbox'`,
      )
    ).rows.map(({ s }) => `(SELECT count(*) FROM "${s}".fact_outbox)`);
    const log = await client.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'facts' AND table_name = 'consumers'`,
    );
    if (log.rowCount)
      outboxes.push(
        `(SELECT count(*) FROM facts.log l JOIN facts.consumers c ON l.seq > c.position AND l.subject = ANY(c.subjects))`,
      );
    const waitingSql = `SELECT ${outboxes.length ? outboxes.join(' + ') : '0'} AS n`;
    for (;;) {
      const waiting = Number((await client.query<{ n: string }>(waitingSql)).rows[0]!.n);
      if (!waiting) return;
      if (Date.now() > deadline) throw new Error(`${waiting} facts still not handled after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
