// Launches the distributed profile without Docker: every service as its own process against the
// local Postgres, NATS and Redis, N replicas of any service on request. Used by `npm run
// start:distributed` and by the integration and browser tests.
const { spawn } = require('node:child_process');
const { resolve } = require('node:path');
const readline = require('node:readline');

const ROOT = resolve(__dirname, '..');
const SERVICES = ['identity', 'care', 'games', 'messaging', 'insights'];

function startProcess(name, script, env, { onLine, quiet }) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, SERVICE_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      // The last lines explain a process that dies before it is ready.
      child.lastLines = [...(child.lastLines ?? []).slice(-19), line];
      onLine?.(line);
      if (!quiet) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return child;
}

function waitForReady(child, name, timeoutMs) {
  const tail = () => (child.lastLines ?? []).join('\n');
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not become ready within ${timeoutMs} ms\n${tail()}`)),
      timeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready\n${tail()}`));
    });
    child.readyCallback = (info) => {
      clearTimeout(timer);
      resolvePromise(info);
    };
  });
}

// Each process prints `READY {json}` once it serves (libs/platform ready-line.ts).
function readinessOf(line) {
  if (!line.startsWith('READY ')) return undefined;
  try {
    return JSON.parse(line.slice(6));
  } catch {
    return undefined;
  }
}

// A process that exits by itself is started again, as compose's `restart: unless-stopped` would:
// after 1 s, doubling up to 8 s while it keeps failing; a process that ran 30 s starts the count over.
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 8000;
const RESTART_RESET_AFTER_MS = 30_000;

/**
 * @param {{ env?: Record<string,string>, processEnv?: Record<string, Record<string,string>>, scale?: Record<string, number>, port?: number, quiet?: boolean, timeoutMs?: number, onLine?: (name: string, line: string) => void }} options
 * processEnv: settings of one process by its name ("games-2", "gateway") over `env` (a fault test
 * gives one process its own path to a server).
 */
async function launchDistributed(options = {}) {
  const env = { PROFILE: 'distributed', BUS: 'nats', QUEUE: 'bullmq', ...options.env, READY_LINE: 'true' };
  const scale = options.scale ?? {};
  const timeoutMs = options.timeoutMs ?? 60_000;
  const processes = [];
  // What the caller sees of each process; pid and health port follow restarts.
  const info = [];
  let stopping = false;
  let launched = false;
  const say = (line) => {
    options.onLine?.('launcher', line);
    if (!options.quiet) process.stdout.write(`[launcher] ${line}\n`);
  };
  const start = (name, script, extraEnv, previous) => {
    const child = startProcess(
      name,
      script,
      { ...env, ...extraEnv, ...options.processEnv?.[name] },
      {
        quiet: options.quiet,
        onLine: (line) => {
          options.onLine?.(name, line);
          const ready = readinessOf(line);
          if (ready && child.readyCallback) child.readyCallback(ready);
        },
      },
    );
    const entry = {
      name,
      child,
      script,
      extraEnv,
      startedAt: Date.now(),
      failures: previous?.failures ?? 0,
      restarts: previous?.restarts ?? 0,
      ready: waitForReady(child, name, timeoutMs),
    };
    let shown = info.find((p) => p.name === name);
    if (!shown) info.push((shown = { name, pid: child.pid, healthPort: undefined, restarts: 0 }));
    shown.pid = child.pid;
    shown.restarts = entry.restarts;
    entry.ready.then(
      (ready) => {
        if (ready?.port !== undefined && name !== 'gateway') shown.healthPort = ready.port;
      },
      () => undefined,
    );
    child.once('exit', (code, signal) => {
      if (stopping || !launched || entry.manual || processes.find((p) => p.name === name) !== entry) return;
      const failures = Date.now() - entry.startedAt > RESTART_RESET_AFTER_MS ? 0 : entry.failures + 1;
      const delay = Math.min(RESTART_FIRST_MS * 2 ** Math.max(0, failures - 1), RESTART_MAX_MS);
      say(`${name} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms (restart ${entry.restarts + 1})`);
      setTimeout(() => {
        if (stopping || processes.find((p) => p.name === name) !== entry) return;
        processes.splice(processes.indexOf(entry), 1);
        const next = start(name, script, extraEnv, { failures, restarts: entry.restarts + 1 });
        next.ready.then(
          () => say(`${name} is back`),
          () => undefined,
        );
      }, delay).unref();
    });
    processes.push(entry);
    return entry;
  };
  const alive = ({ child }) => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };
  try {
    const services = [];
    for (const service of SERVICES) {
      for (let i = 0; i < (scale[service] ?? 1); i++) {
        services.push(
          start(scale[service] > 1 ? `${service}-${i + 1}` : service, `services/${service}/dist/main.js`, {
            PORT: '0',
          }),
        );
      }
    }
    await Promise.all(services.map((s) => s.ready));
    const gateway = start('gateway', 'services/gateway/dist/main.js', { PORT: String(options.port ?? 3000) });
    const { port } = await gateway.ready;
    launched = true;
    return {
      url: `http://localhost:${port}`,
      processes: info,
      // A process stopped on purpose (a test's kill, like `docker kill`) is not restarted by itself.
      kill: (name, signal = 'SIGKILL') => {
        const entry = processes.find((p) => p.name === name);
        if (!entry) return false;
        entry.manual = true;
        return entry.child.kill(signal);
      },
      // Whether the process of that name runs now (a restarted one counts).
      alive: (name) => {
        const entry = processes.find((p) => p.name === name);
        return entry ? alive(entry) : false;
      },
      // Resolves with a process's exit code (or signal) once it has exited.
      exited: (name) => {
        const entry = processes.find((p) => p.name === name);
        if (!entry) return Promise.reject(new Error(`no process named ${name}`));
        const { child } = entry;
        if (child.exitCode !== null || child.signalCode !== null)
          return Promise.resolve(child.exitCode ?? child.signalCode);
        return new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
      },
      // Starts a process again (after a kill), with the same script and environment; resolves when ready.
      restart: async (name) => {
        const old = processes.find((p) => p.name === name);
        if (!old) throw new Error(`no process named ${name}`);
        processes.splice(processes.indexOf(old), 1);
        return start(name, old.script, old.extraEnv).ready;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { launchDistributed, SERVICES };

if (require.main === module) {
  const args = process.argv.slice(2);
  const scale = {};
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--scale') {
      const [service, count] = String(args[++i]).split('=');
      if (!SERVICES.includes(service) || !(Number(count) >= 1)) {
        console.error(`--scale expects SERVICE=N with SERVICE one of ${SERVICES.join(', ')}`);
        process.exit(2);
      }
      scale[service] = Number(count);
    }
  }
  launchDistributed({ scale, port: Number(process.env.PORT ?? 3000) })
    .then((system) => {
      console.log(`distributed profile ready at ${system.url}`);
      const shutdown = () => system.stop().then(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
