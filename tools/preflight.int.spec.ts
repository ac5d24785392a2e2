import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freeLoopbackPort } from '@carewith/platform/testing';

// On a machine without PostgreSQL, Redis or NATS and without a container engine, `npm
// test` stops before building, within 10 s, with one message saying what is missing and how to start
// it, and a non-zero exit. Missing services are closed loopback ports the tests are pointed at (the
// variables they read); TEST_CONTAINERS=false stands for a machine without a container engine.
const ROOT = resolve(__dirname, '..');
const LIMIT_MS = 10_000;

type Run = { code: number | null; out: string; ms: number };

function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  // Past the limit it is ended: the test reports that, not a hang.
  const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS * 2);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, out, ms: performance.now() - started });
    }),
  );
}

const closedPorts = async () => ({
  TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/test`,
  TEST_REDIS_URL: `redis://127.0.0.1:${await freeLoopbackPort()}`,
  TEST_NATS_URL: `nats://127.0.0.1:${await freeLoopbackPort()}`,
  TEST_CONTAINERS: 'false',
});

describe('npm test on a machine without its services', () => {
  it('stops before building, within 10 s, naming what is missing and how to start it', async () => {
    const env = await closedPorts();
    const result = await run('npm', ['test'], env);
    expect(result.code).not.toBe(0);
    expect(result.ms).toBeLessThan(LIMIT_MS);
    const port = (url: string) => new URL(url).port;
    expect(result.out).toContain(
      `npm test needs PostgreSQL at 127.0.0.1:${port(env.TEST_DATABASE_URL)}, Redis at 127.0.0.1:${port(env.TEST_REDIS_URL)}, NATS at 127.0.0.1:${port(env.TEST_NATS_URL)}`,
    );
    expect(result.out).toContain('start Docker');
    expect(result.out).toContain('`redis-server --daemonize yes`');
    expect(result.out).toContain('docs/operations.md');
    // Nothing was built: the build's first line never came.
    expect(result.out).not.toMatch(/nx run|run-many/);
  }, 30_000);

  it('names only what is missing: the machine PostgreSQL and NATS listen, Redis does not', async () => {
    const { TEST_REDIS_URL, TEST_CONTAINERS } = await closedPorts();
    const result = await run(process.execPath, ['tools/preflight.mjs'], { TEST_REDIS_URL, TEST_CONTAINERS });
    expect(result.code).toBe(1);
    expect(result.out).toContain(`npm test needs Redis at 127.0.0.1:${new URL(TEST_REDIS_URL).port}:`);
    expect(result.out).not.toMatch(/PostgreSQL at|NATS at/);
  }, 30_000);

  it('goes on, silently, where everything listens', async () => {
    const result = await run(process.execPath, ['tools/preflight.mjs'], { TEST_CONTAINERS: 'false' });
    expect({ code: result.code, out: result.out }).toEqual({ code: 0, out: '' });
  }, 30_000);
});
