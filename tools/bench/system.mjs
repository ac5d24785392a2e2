// Shared by the play and lighthouse benchmarks: a browser-like API session, players set up through the
// public API, a private NATS server, and the distributed profile with a database of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { assertLocal, freeFixedPort, repoRoot, requireFromPlatform, sleep } from './lib.mjs';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

// Keeps cookies and echoes the anti-forgery cookie in the x-csrf-token header on mutations, like the
// web app (and e2e/support/api.ts) does.
export class ApiSession {
  jar = new Map();

  // address: the client address it names in X-Forwarded-For (a loved one's phone, see phoneAddresses).
  constructor(baseUrl, { address } = {}) {
    this.baseUrl = assertLocal(baseUrl, 'API url');
    this.address = address;
  }

  cookie(name) {
    return this.jar.get(name);
  }

  cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method, path, json) {
    const mutating = !['GET', 'HEAD'].includes(method);
    if (mutating && !this.jar.has('csrf')) await this.request('GET', '/api/auth/csrf');
    const headers = {};
    if (this.jar.size) headers.cookie = this.cookieHeader();
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (mutating && this.jar.has('csrf')) headers['x-csrf-token'] = this.jar.get('csrf');
    if (this.address) headers['x-forwarded-for'] = this.address;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()))) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    let body = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body };
  }

  async expect(status, method, path, json) {
    const res = await this.request(method, path, json);
    if (res.status !== status) {
      throw new Error(
        `${method} ${path}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`,
      );
    }
    return res.body;
  }
}

// A caregiver signs in through the development sign-in, adds a loved one and makes `count` activities
// of `steps` two-option questions, each with a play link. Returns the tokens (last path segment).
export async function createPlayers(baseUrl, { count, steps = 20, concurrency = 4 }) {
  const api = new ApiSession(baseUrl);
  await api.expect(200, 'GET', '/api/auth/csrf');
  const suffix = randomBytes(3).toString('hex');
  await api.expect(200, 'POST', '/api/dev-login', { name: 'Bench Caregiver', email: `bench-${suffix}@example.com` });
  if (!api.cookie('sid')) throw new Error('dev sign-in set no sid cookie');
  const senior = await api.expect(201, 'POST', '/api/seniors', { firstName: 'Rose', lastName: 'Bench' });
  const questionSteps = Array.from({ length: steps }, (_, i) => ({
    id: `q${i + 1}`,
    question: `Question ${i + 1}: which one is it?`,
    options: ['A', 'B'],
    correctAnswer: 'A',
  }));
  const players = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const title = `Bench activity ${i + 1}`;
      const game = await api.expect(201, 'POST', '/api/games', {
        title,
        templateId: 'grandkid-match',
        seniorId: senior.id,
        configJSON: { title, steps: questionSteps },
      });
      const { playUrl } = await api.expect(201, 'POST', `/api/games/${game.id}/links`);
      players[i] = { gameId: game.id, playUrl, token: new URL(playUrl).pathname.split('/').pop() };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { api, senior, players };
}

// A NATS server of the bench's own on a free port: the services' subjects and queue groups are not
// namespaced, so a second distributed system on the machine's NATS (a test run, say) would share them.
export async function startPrivateNats(log) {
  const port = await freeFixedPort();
  // JetStream on (the facts between services), its store in a folder of its own.
  const storeDir = mkdtempSync(join(tmpdir(), 'bench-nats-'));
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const spawnError = new Promise((_, reject) => child.once('error', reject));
  let output = '';
  const ready = new Promise((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output = `${output}${line}\n`.slice(-2000);
        if (line.includes('Server is ready')) resolve();
      });
    }
  });
  const timeout = sleep(10_000).then(() => 'timeout');
  const outcome = await Promise.race([ready, exited.then(() => 'exited'), spawnError, timeout]);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if ((await Promise.race([exited, sleep(5000).then(() => 'timeout')])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(storeDir, { recursive: true, force: true });
  };
  if (outcome === 'timeout' || outcome === 'exited') {
    await stop();
    throw new Error(`nats-server did not start (${outcome}):\n${output}`);
  }
  log?.(`private nats-server on 127.0.0.1:${port} (pid ${child.pid})`);
  return { url: `nats://127.0.0.1:${port}`, pid: child.pid, stop };
}

export async function adminQuery(sql, params) {
  const { Client } = requireFromPlatform('pg');
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

// The distributed profile (tools/launcher.cjs) on a database of its own, a free gateway port and, unless
// BENCH_PRIVATE_NATS=false, a private NATS. stop() ends the processes and drops the database.
// `register` receives stop() at once, so an interrupt during the start still drops the database.
export async function startDistributedSystem({ log, env = {}, register }) {
  const { launchDistributed } = createRequire(import.meta.url)(`${repoRoot}tools/launcher.cjs`);
  const suffix = randomBytes(5).toString('hex');
  const database = `bench_${suffix}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((e) => log(`cleanup: ${e?.message ?? e}`));
    }
  };
  register?.(stop);
  try {
    await adminQuery(`CREATE DATABASE "${database}"`);
    cleanups.push(async () => {
      // BENCH_KEEP_DATABASE=true leaves it for a look at its plans (EXPLAIN) after the run.
      if (process.env.BENCH_KEEP_DATABASE === 'true') return log(`kept database ${database}`);
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      log(`dropped database ${database}`);
    });
    let natsUrl = assertLocal(process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222', 'BENCH_NATS_URL');
    let natsPid;
    if (process.env.BENCH_PRIVATE_NATS !== 'false') {
      const nats = await startPrivateNats(log);
      cleanups.push(nats.stop);
      natsUrl = nats.url;
      natsPid = nats.pid;
    }
    // The gateway binds its port only once the five services are up.
    const port = await freeFixedPort();
    const started = performance.now();
    const system = await launchDistributed({
      env: {
        DATABASE_URL: databaseUrl,
        QUEUE_PREFIX: database,
        NATS_URL: natsUrl,
        DEV_LOGIN: 'true',
        // The play rate limit stays at its default, as deployed; behind a proxy, as deployed (see
        // phoneAddresses in lib.mjs).
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${port}`,
        // Loopback only (the gateway's default is every interface).
        HOST: '127.0.0.1',
        // BENCH_CPU_PROF_DIR: every service writes a V8 CPU profile there when it stops (see cpuprofile-summary.mjs).
        ...(process.env.BENCH_CPU_PROF_DIR
          ? {
              NODE_OPTIONS:
                `${process.env.NODE_OPTIONS ?? ''} --require=${repoRoot}tools/bench/cpu-profile-preload.cjs`.trim(),
            }
          : {}),
        ...env,
        // BENCH_SYSTEM_ENV: JSON of extra variables for every process, for experiments
        // (e.g. '{"DATABASE_POOL_SIZE":"30"}').
        ...JSON.parse(process.env.BENCH_SYSTEM_ENV ?? '{}'),
      },
      port,
      quiet: true,
      timeoutMs: 90_000,
    });
    cleanups.push(system.stop);
    log(
      `distributed profile ready in ${((performance.now() - started) / 1000).toFixed(1)} s on port ${port}, database ${database}`,
    );
    return {
      // 127.0.0.1 spares the client a localhost lookup (and a try of ::1, where nothing listens).
      url: `http://127.0.0.1:${port}`,
      publicUrl: `http://localhost:${port}`,
      database,
      databaseUrl,
      natsUrl,
      natsPid,
      processes: system.processes,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
