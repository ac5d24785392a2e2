import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

// Private NATS, Redis and PostgreSQL servers for fault tests: each on a free loopback port with its
// data in a temporary directory, so a test can kill, stop and pause it without touching the
// machine's shared servers.
export type PrivateServer = {
  url: string;
  // Runs it (again, on the same port and data) and resolves once it serves.
  start(): Promise<void>;
  // SIGKILL: a crash, every process of the server at once.
  kill(): Promise<void>;
  // A clean stop (SIGTERM; PostgreSQL's fast shutdown, as its container image stops it).
  stop(): Promise<void>;
  // SIGSTOP / SIGCONT: a server that hangs without closing its connections.
  pause(): void;
  resume(): void;
  dispose(): Promise<void>;
};

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

// Alive and not a zombie (an orphan PID 1 does not reap stays one; it is gone all the same).
const running = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

// A process and its children (PostgreSQL's backends), read from /proc.
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

// A server that is one child process of ours (nats-server, redis-server).
function childServer(name: string, port: number, command: string, args: string[], dir: string): PrivateServer {
  let child: ChildProcess | undefined;
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  const server: PrivateServer = {
    url: '',
    start: async () => {
      child = spawn(command, args, { stdio: 'ignore' });
      await until(`${name} did not accept connections on ${port}`, () => accepts(port));
    },
    kill: async () => {
      child?.kill('SIGKILL');
      await exited();
    },
    stop: async () => {
      child?.kill('SIGTERM');
      await exited();
    },
    pause: () => {
      child?.kill('SIGSTOP');
      if (child?.pid) untilStopped([child.pid]);
    },
    resume: () => void child?.kill('SIGCONT'),
    dispose: async () => {
      child?.kill('SIGCONT');
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

// maxPayload: the largest message the server takes (max_payload, 1 MiB unless set; a setting of the
// configuration file only).
export async function privateNats({ maxPayload }: { maxPayload?: number } = {}): Promise<PrivateServer> {
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(join(tmpdir(), 'carewith-nats-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir];
  if (maxPayload) {
    writeFileSync(join(dir, 'nats.conf'), `max_payload: ${maxPayload}\n`);
    args.push('-c', join(dir, 'nats.conf'));
  }
  const server = childServer('nats-server', port, '/usr/sbin/nats-server', args, dir);
  return { ...server, url: `nats://127.0.0.1:${port}` };
}

export async function privateRedis(): Promise<PrivateServer> {
  const port = await freeLoopbackPort();
  const dir = mkdtempSync(join(tmpdir(), 'carewith-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const server = childServer('redis-server', port, 'redis-server', args, dir);
  return { ...server, url: `redis://127.0.0.1:${port}` };
}

// A PostgreSQL cluster of its own (trust auth, user postgres). As root, its binaries run as the
// postgres user, which owns the directory; the postmaster is our own child, so its exit is reaped.
// settings: extra server settings (-c name=value), e.g. shared_preload_libraries.
export async function privatePostgres(settings: Record<string, string> = {}): Promise<PrivateServer> {
  const port = await freeLoopbackPort();
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
  const bin = (tool: string) => `/usr/lib/postgresql/${version}/bin/${tool}`;
  const dir = mkdtempSync(join(tmpdir(), 'carewith-pg-'));
  const data = join(dir, 'data');
  const user =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  execFileSync(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], { stdio: 'ignore', ...user });
  const url = `postgres://postgres@127.0.0.1:${port}`;
  let postmaster: ChildProcess | undefined;
  const pid = () => postmaster?.pid ?? 0;
  const gone = (pids: number[]) => until('PostgreSQL did not exit', async () => !pids.some(running));
  return {
    url,
    start: async () => {
      const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
      for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
      postmaster = spawn(bin('postgres'), args, { stdio: 'ignore', ...user });
      await until('PostgreSQL did not accept connections', async () => {
        const client = new Client({ connectionString: `${url}/postgres` });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query('SELECT 1');
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      });
    },
    kill: async () => {
      const pids = withChildren(pid());
      signalAll(pids, 'SIGKILL');
      await gone(pids);
    },
    stop: async () => {
      const pids = withChildren(pid());
      signalAll([pid()], 'SIGINT');
      await gone(pids);
    },
    pause: () => {
      const pids = withChildren(pid());
      signalAll(pids, 'SIGSTOP');
      untilStopped(pids);
    },
    resume: () => signalAll(withChildren(pid()), 'SIGCONT'),
    dispose: async () => {
      if (pid() && running(pid())) {
        const pids = withChildren(pid());
        signalAll(pids, 'SIGCONT');
        signalAll(pids, 'SIGKILL');
        await gone(pids);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A signal is delivered on its own time: on a busy machine a server went on answering for a moment
// after SIGSTOP was sent. Returns once the kernel shows each process stopped (state T), or after 2 s.
function untilStopped(pids: number[]): void {
  const stopped = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'T';
    } catch {
      return true; // no /proc (not Linux) or the process is gone: nothing to wait for
    }
  };
  const deadline = Date.now() + 2000;
  while (!pids.every(stopped) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}
