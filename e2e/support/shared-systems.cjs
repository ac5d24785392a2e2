// Systems shared by the e2e files of one jest worker (sharedEmbedded in systems.ts; docs/conventions.md,
// "Testing"). Jest gives each test file its own module registry and globals, so a system outlives its
// file only as processes and files on disk:
// - the e2e project's globalSetup (setup) makes a directory for the run and names it, and the jest
//   process that owns the run, in the environment its workers inherit;
// - the first file of a worker that asks for a shared system starts this file as a script, the
//   system's keeper: it runs the app, appends the app's output to a log file, and once the app is
//   ready writes a record (address, pids, data directory) named after the worker; later files of the
//   worker read the record and use the same app;
// - the keeper stops the app (and removes its data) when told to (SIGTERM), and by itself when the
//   run's jest process is gone (a run killed half-way leaves nothing behind); the project's
//   globalTeardown (teardown) tells every keeper of the run to stop.
const { spawn } = require('node:child_process');
const {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const readline = require('node:readline');

const ROOT = resolve(__dirname, '..', '..');
const RUN_DIR_ENV = 'CAREWITH_E2E_SHARED_DIR';
const OWNER_ENV = 'CAREWITH_E2E_OWNER_PID';
const KEEPER_ENV = 'CAREWITH_E2E_KEEPER';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const kill = (pid, signal) => {
  try {
    process.kill(pid, signal);
  } catch {
    // gone already
  }
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Stops a recorded system: its keeper stops the app and removes its data; a keeper that does not
// finish in time is killed with its app, and the data removed here.
async function stopRecorded(record, graceMs = 30_000) {
  kill(record.keeperPid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(record.keeperPid) && Date.now() < deadline) await sleep(100);
  if (alive(record.keeperPid) || alive(record.appPid)) {
    kill(record.keeperPid, 'SIGKILL');
    kill(record.appPid, 'SIGKILL');
  }
  rmSync(record.dataDir, { recursive: true, force: true });
}

// jest globalSetup of the e2e project. E2E_SHARED_SYSTEMS=off: no directory, so every file starts a
// system of its own (to tell whether a failure comes from sharing).
async function setup() {
  delete process.env[RUN_DIR_ENV];
  if (process.env.E2E_SHARED_SYSTEMS === 'off') return;
  process.env[RUN_DIR_ENV] = mkdtempSync(join(tmpdir(), 'carewith-e2e-shared-'));
  process.env[OWNER_ENV] = String(process.pid);
}

// jest globalTeardown of the e2e project: every shared system of the run, side by side.
async function teardown() {
  const dir = process.env[RUN_DIR_ENV];
  if (!dir || !existsSync(dir)) return;
  const records = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      try {
        return JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch {
        return undefined;
      }
    })
    .filter(Boolean);
  // A start still under way when the run ended: its keeper stops it.
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.starting')))
    kill(Number(readFileSync(join(dir, name), 'utf8')), 'SIGTERM');
  await Promise.all(records.map((record) => stopRecorded(record)));
  rmSync(dir, { recursive: true, force: true });
}

// The keeper: `node shared-systems.cjs` with its task in CAREWITH_E2E_KEEPER; the rest of its
// environment is the app's.
function keep() {
  const task = JSON.parse(process.env[KEEPER_ENV]);
  delete process.env[KEEPER_ENV];
  const log = createWriteStream(task.log, { flags: 'a' });
  const app = spawn(process.execPath, [task.script], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  for (const stream of [app.stdout, app.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (ready || !line.startsWith('READY ')) return;
      ready = true;
      const { url } = JSON.parse(line.slice(6));
      const record = { keeperPid: process.pid, appPid: app.pid, url, ...task.record };
      writeFileSync(`${task.file}.tmp`, JSON.stringify(record));
      renameSync(`${task.file}.tmp`, task.file);
    });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    app.kill('SIGTERM');
    setTimeout(() => app.kill('SIGKILL'), 15_000).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
  // The run's jest process gone (finished, or killed before its teardown): nothing will use the app.
  const watch = () => (alive(task.ownerPid) ? setTimeout(watch, 1000).unref() : stop());
  watch();
  app.on('exit', (code, signal) => {
    // A record names a running app only; the next file that asks starts a new one.
    rmSync(task.file, { force: true });
    rmSync(`${task.file}.starting`, { force: true });
    rmSync(task.record.dataDir, { recursive: true, force: true });
    log.end(`[keeper] the app exited (${code ?? signal})\n`, () => process.exit(0));
  });
}

if (require.main === module) keep();

module.exports = { setup, teardown, stopRecorded, alive, RUN_DIR_ENV, OWNER_ENV, KEEPER_ENV };
