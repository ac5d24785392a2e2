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

/**
 * @param {{ env?: Record<string,string>, scale?: Record<string, number>, port?: number, quiet?: boolean, timeoutMs?: number, onLine?: (name: string, line: string) => void }} options
 */
async function launchDistributed(options = {}) {
  const env = { PROFILE: 'distributed', BUS: 'nats', QUEUE: 'bullmq', ...options.env, READY_LINE: 'true' };
  const scale = options.scale ?? {};
  const timeoutMs = options.timeoutMs ?? 60_000;
  const processes = [];
  const start = (name, script, extraEnv) => {
    const child = startProcess(
      name,
      script,
      { ...env, ...extraEnv },
      {
        quiet: options.quiet,
        onLine: (line) => {
          options.onLine?.(name, line);
          const ready = readinessOf(line);
          if (ready && child.readyCallback) child.readyCallback(ready);
        },
      },
    );
    const entry = { name, child, script, extraEnv, ready: waitForReady(child, name, timeoutMs) };
    processes.push(entry);
    return entry;
  };
  const stop = async () => {
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
    const serviceInfo = await Promise.all(services.map((s) => s.ready));
    const gateway = start('gateway', 'services/gateway/dist/main.js', { PORT: String(options.port ?? 3000) });
    const { port } = await gateway.ready;
    return {
      url: `http://localhost:${port}`,
      processes: processes.map((p, i) => ({ name: p.name, pid: p.child.pid, healthPort: serviceInfo[i]?.port })),
      kill: (name, signal = 'SIGKILL') => processes.find((p) => p.name === name)?.child.kill(signal),
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
