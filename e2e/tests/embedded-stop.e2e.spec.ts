// Stopping the embedded profile (`npm start`, then SIGTERM: docker stop, systemd, kill): the app stops
// in its own order, so a request already being received is still answered and written, the services'
// connections close before their database stops, and the process exits 0.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ApiClient } from '../support/api';
import { EmbeddedSystem, queryDb, removeDir, spawnEmbedded, startEmbedded, templateCopy } from '../support/systems';

jest.setTimeout(120_000);

// A POST whose body arrives in two parts: the request is in flight from the first part on. `sent`:
// the first part (the headers and half the body) has left for the app.
function slowPost(url: string, path: string, headers: Record<string, string>, body: string) {
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  let sent!: Promise<void>;
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    sent = new Promise((written) => req.write(body.slice(0, half), () => written()));
    finish = () => req.end(body.slice(half));
  });
  return { answer, sent, finish: () => finish() };
}

// Polls until `check` holds (a loaded machine takes its time; a fixed sleep guessed).
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('stopping the embedded app', () => {
  let system: EmbeddedSystem | undefined;
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('answers the request in flight, closes its connections, then stops its database and exits 0', async () => {
    system = await startEmbedded({ env: { LOG_LEVEL: 'info' } });
    const api = new ApiClient(system.url);
    await api.request('GET', '/api/auth/csrf');
    const email = `stop-${Date.now()}@example.com`;
    const post = slowPost(
      system.url,
      '/api/early-access',
      {
        'content-type': 'application/json',
        cookie: `csrf=${api.cookie('csrf')}`,
        'x-csrf-token': api.cookie('csrf')!,
      },
      JSON.stringify({ name: 'In Flight', email, biggestChallenge: 'OTHER' }),
    );
    // The first half has reached the app before it is told to stop: sent, and a request made after it
    // answered (the app reads its connections in the order they came; a fixed 300 ms was too short
    // on a loaded machine).
    await post.sent;
    expect((await fetch(`${system.url}/health`)).status).toBe(200);
    const exited = system.exited();
    system.signal('SIGTERM');
    // The rest of the body once the app is stopping (it says so), not after a guessed 500 ms.
    const running = system;
    await until('the app says it is shutting down', () =>
      running.logs().some((line) => line.includes('"msg":"shutting down"')),
    );
    post.finish();

    await expect(post.answer).resolves.toMatchObject({ status: 201 });
    await expect(exited).resolves.toBe(0);
    const logs = system.logs().join('\n');
    expect(logs).toContain('"msg":"shutting down"');
    expect(logs).not.toContain('administrator command');
    expect(logs).not.toContain('connection lost');

    // Written before the stop: there on the next start of the same data.
    const { dataDir, pgPort } = system;
    system = await startEmbedded({ dataDir, pgPort });
    const rows = await queryDb(system.databaseUrl, 'SELECT name FROM identity.early_access_signups WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ name: 'In Flight' }]);
  });
});

// Stopped while it starts (a launcher that gives up, an operator's second thought): the stop waits for the
// start, then runs in order; the embedded database never outlives the app.
describe('stopping the embedded app while it starts', () => {
  let dataDir = '';
  afterAll(() => dataDir && removeDir(dataDir));

  it('stops once started, database included, and exits 0', async () => {
    // On data a first start has migrated (the template's copy), as most starts are: the start the stop
    // waits for is mounting the services, not a first start's every migration, which on a loaded
    // machine alone outlasted the app's 9 s shutdown deadline (it exited 1).
    dataDir = await templateCopy('carewith-embedded-stop-');
    const app = await spawnEmbedded({
      dataDir,
      env: { LOG_LEVEL: 'debug' },
      // The database is up and the services are still mounting.
      onLine: (line, running) => {
        if (line.includes('database system is ready to accept connections')) running.signal('SIGTERM');
      },
    });
    // A last resort only: on a loaded machine the start and the stop take their time.
    const timer = setTimeout(() => app.signal('SIGKILL'), 150_000);
    try {
      const code = await app.exited();
      // What the app said, when it did not exit 0 (its deadline passed, or its stop failed).
      if (code !== 0) console.log(app.output.slice(-40).join('\n'));
      expect(code).toBe(0);
    } finally {
      clearTimeout(timer);
    }
    const logs = app.output.join('\n');
    expect(logs).toContain('"msg":"shutting down"');
    expect(logs).toContain('database system is shut down');
    // No server left on the data: a running one keeps its lock file.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
