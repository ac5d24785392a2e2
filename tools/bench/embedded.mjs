// Start-up time and memory of the embedded profile (one Node process plus an embedded Postgres).
// Cold start = first start on an empty data dir (initdb included); warm start = second start on the same dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freeFixedPort, MiB, repoRoot, sleep } from './lib.mjs';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const IDLE_MS = 3000;
const HEALTH_REQUESTS = 200;

export default async function embedded({ log }) {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'carewith-bench-')));
  // The embedded Postgres binds it only after initdb, seconds later: not an ephemeral port.
  const pgPort = await freeFixedPort();
  let app;
  try {
    // Baseline: a bare Node process that prints a line, started and measured the same way.
    const bare = await startProcess(
      ['-e', "process.stdout.write('READY {}\\n'); setInterval(() => {}, 1000)"],
      process.env,
    );
    const bareRss = rssOf(bare.child.pid);
    await stopProcess(bare);

    log('cold start (initialises the database) ...');
    app = await startApp(dataDir, pgPort);
    const cold = await atReady(app, dataDir);
    await stopProcess(app);
    app = undefined;

    log('warm start ...');
    app = await startApp(dataDir, pgPort);
    const warm = await atReady(app, dataDir);
    await sleep(IDLE_MS);
    const idleRss = rssOf(app.child.pid);
    const health = await sequentialHealth(app.url);
    const loadedRss = rssOf(app.child.pid);
    const loadedPg = postgresMemory(dataDir);
    const stopStarted = performance.now();
    await stopProcess(app);
    const stopMs = performance.now() - stopStarted;
    app = undefined;

    const pgNote = (pg) =>
      `${pg.count} postgres processes; RSS counts shared buffers once per process, PSS splits them`;
    return [
      {
        name: 'cold start: spawn -> READY line',
        value: cold.readyMs,
        unit: 'ms',
        baseline: 'bare node spawn -> line',
        baselineValue: bare.readyMs,
        note: `app-reported readyMs ${cold.line.readyMs}`,
      },
      {
        name: 'cold start: spawn -> first /api/health 200',
        value: cold.healthMs,
        unit: 'ms',
        baseline: 'cold spawn -> READY',
        baselineValue: cold.readyMs,
      },
      {
        name: 'warm start: spawn -> READY line',
        value: warm.readyMs,
        unit: 'ms',
        baseline: 'cold spawn -> READY',
        baselineValue: cold.readyMs,
        note: `app-reported readyMs ${warm.line.readyMs}`,
      },
      {
        name: 'warm start: spawn -> first /api/health 200',
        value: warm.healthMs,
        unit: 'ms',
        baseline: 'warm spawn -> READY',
        baselineValue: warm.readyMs,
      },
      {
        name: 'node RSS at READY (cold)',
        value: cold.rss / MiB,
        unit: 'MiB',
        baseline: 'bare node RSS',
        baselineValue: bareRss / MiB,
      },
      {
        name: 'node RSS at READY (warm)',
        value: warm.rss / MiB,
        unit: 'MiB',
        baseline: 'bare node RSS',
        baselineValue: bareRss / MiB,
      },
      {
        name: `node RSS after ${IDLE_MS / 1000} s idle (warm)`,
        value: idleRss / MiB,
        unit: 'MiB',
        baseline: 'RSS at READY (warm)',
        baselineValue: warm.rss / MiB,
      },
      {
        name: `node RSS after ${HEALTH_REQUESTS} x GET /api/health`,
        value: loadedRss / MiB,
        unit: 'MiB',
        baseline: 'RSS at READY (warm)',
        baselineValue: warm.rss / MiB,
      },
      { name: 'postgres RSS sum at READY (warm)', value: warm.pg.rss / MiB, unit: 'MiB', note: pgNote(warm.pg) },
      { name: 'postgres PSS sum at READY (warm)', value: warm.pg.pss / MiB, unit: 'MiB' },
      {
        name: `postgres RSS sum after ${HEALTH_REQUESTS} requests`,
        value: loadedPg.rss / MiB,
        unit: 'MiB',
        baseline: 'postgres RSS at READY',
        baselineValue: warm.pg.rss / MiB,
        note: pgNote(loadedPg),
      },
      {
        name: `postgres PSS sum after ${HEALTH_REQUESTS} requests`,
        value: loadedPg.pss / MiB,
        unit: 'MiB',
        baseline: 'postgres PSS at READY',
        baselineValue: warm.pg.pss / MiB,
      },
      {
        name: 'GET /api/health, sequential',
        value: health.perSecond,
        unit: 'req/s',
        note: `${health.done} requests, mean ${health.meanMs.toFixed(1)} ms`,
      },
      { name: 'stop: SIGTERM -> exit (warm)', value: stopMs, unit: 'ms' },
    ];
  } finally {
    if (app) await stopProcess(app).catch((e) => log(e.message));
    await reapPostgres(dataDir, log); // normally nothing left: the app stops its Postgres itself
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startApp(dataDir, pgPort) {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    READY_LINE: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
  };
  // Inherited values would change the profile; DATABASE_URL would even skip the embedded Postgres.
  for (const key of ['DATABASE_URL', 'PROFILE', 'BUS', 'QUEUE', 'EVENT_STORE', 'SERVICE_NAME']) delete env[key];
  return startProcess(['services/embedded/dist/main.js'], env);
}

// Spawns node and resolves at its READY line, with the spawn -> line time and the parsed line.
export function startProcess(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    const proc = { child, exited };
    const fail = (why) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ').slice(0, 60)}: ${why}\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no READY line within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    // Keep reading stdout after READY too: a full pipe would block the child.
    createInterface({ input: child.stdout }).on('line', (text) => {
      if (!text.startsWith('READY ') || proc.line) return;
      clearTimeout(timer);
      proc.readyMs = performance.now() - started;
      proc.line = JSON.parse(text.slice(6));
      proc.url = proc.line.url;
      proc.started = started;
      resolve(proc);
    });
    exited.then(({ code, signal }) => proc.line || fail(`exited before READY (code ${code}, signal ${signal})`));
  });
}

// Everything read right at READY, then the first successful health check (timed from spawn).
async function atReady(app, dataDir) {
  const rss = rssOf(app.child.pid);
  const pg = postgresMemory(dataDir);
  const deadline = performance.now() + 30_000;
  for (;;) {
    const status = await fetch(`${app.url}/api/health`).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    );
    if (status === 200) break;
    if (performance.now() > deadline) throw new Error(`/api/health not 200 within 30 s of READY (last ${status})`);
    await sleep(20);
  }
  return { readyMs: app.readyMs, healthMs: performance.now() - app.started, rss, pg, line: app.line };
}

async function sequentialHealth(url) {
  const started = performance.now();
  const deadline = started + 30_000;
  let done = 0;
  while (done < HEALTH_REQUESTS && performance.now() < deadline) {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
    done++;
  }
  const ms = performance.now() - started;
  return { done, perSecond: done / (ms / 1000), meanMs: ms / done };
}

// SIGTERM lets the app stop its embedded Postgres itself; SIGKILL only if it does not exit in time.
export async function stopProcess({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = sleep(STOP_TIMEOUT_MS).then(() => 'timeout');
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`process ${child.pid} did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
  }
}

// A Postgres left behind by a killed app: immediate shutdown (SIGQUIT), then SIGKILL whatever remains.
export async function reapPostgres(dataDir, log) {
  for (const signal of ['SIGQUIT', 'SIGKILL']) {
    const pids = postgresPids(dataDir);
    if (!pids.length) return;
    log(`sending ${signal} to leftover postgres ${pids.join(' ')}`);
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    for (let i = 0; i < 50 && postgresPids(dataDir).length; i++) await sleep(100);
  }
}

// --- /proc ---------------------------------------------------------------------------------------

const readProc = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return ''; // the process went away, or we may not read it
  }
};
const kBField = (text, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
const rssOf = (pid) => kBField(readProc(pid, 'status'), 'VmRSS');

// The postmaster is the process whose command line names our data dir; its children (backends,
// walwriter, ...) retitle themselves, so they are found as its descendants.
function postgresPids(dataDir) {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      const stat = readProc(d, 'stat');
      return {
        pid: Number(d),
        ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]),
        cmd: readProc(d, 'cmdline'),
      };
    });
  const found = new Set(
    procs.filter((p) => p.cmd.includes(`${dataDir}/pg`) && /postgres/.test(p.cmd)).map((p) => p.pid),
  );
  // Repeat until no new descendant turns up (a child may be listed before its parent).
  let size;
  do {
    size = found.size;
    for (const p of procs) if (found.has(p.ppid)) found.add(p.pid);
  } while (found.size > size);
  return [...found];
}

function postgresMemory(dataDir) {
  const pids = postgresPids(dataDir);
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    rss += rssOf(pid);
    pss += kBField(readProc(pid, 'smaps_rollup'), 'Pss');
  }
  return { count: pids.length, rss, pss };
}
