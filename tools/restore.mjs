// `npm run restore -- FILE`: takes back a backup made by `npm run backup` (tools/backup.mjs). The
// file says which profile it belongs to: a data-directory archive goes back into DATA_DIR (./data),
// the app stopped; a pg_dump goes into DATABASE_URL's database (created when missing; one that
// already holds the app's schemas needs --clean), the services stopped, and then the play projection
// is rebuilt from the events (tools/rebuild-read-model.sql; --no-rebuild skips it).
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  APP_SCHEMAS,
  clientConnection,
  databaseUrl,
  dataDir,
  embeddedPostgresVersion,
  embeddedServerRunning,
  fail,
  ROOT,
  runClient,
  say,
  seconds,
  serverOf,
  tar,
} from './backup-common.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    profile: { type: 'string' },
    clean: { type: 'boolean', default: false },
    'no-rebuild': { type: 'boolean', default: false },
  },
});
const file = positionals[0];
if (!file || !existsSync(file))
  fail('usage: npm run restore -- FILE [--clean] [--no-rebuild] (FILE from npm run backup)');

// pg_dump's custom format starts "PGDMP"; the data-directory archive is gzip.
const head = Buffer.alloc(5);
const fd = openSync(file, 'r');
readSync(fd, head, 0, 5, 0);
closeSync(fd);
const profile =
  head.toString('latin1') === 'PGDMP' ? 'distributed' : head[0] === 0x1f && head[1] === 0x8b ? 'embedded' : null;
if (!profile) fail(`${file} is neither a pg_dump nor a data-directory archive made by npm run backup`);
if (values.profile && values.profile !== profile)
  fail(`${file} is a backup of the ${profile} profile, not ${values.profile}`);
const startedAt = performance.now();
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d+Z$/, 'Z');

if (profile === 'embedded') await restoreEmbedded();
else await restoreDistributed();

async function restoreEmbedded() {
  const dir = dataDir();
  if (embeddedServerRunning(dir)) fail(`the embedded database in ${dir} is running: stop the app first, then restore`);
  // A data directory only opens with the same major version of PostgreSQL.
  const version = tar(['-xzOf', file, './pg/PG_VERSION']).trim();
  const server = await embeddedPostgresVersion();
  if (version !== server.major)
    fail(
      `the backup holds a PostgreSQL ${version} data directory; this install's embedded PostgreSQL is ${server.full}`,
    );
  // Whatever is there now is set aside, never deleted.
  if (existsSync(dir) && readdirSync(dir).length) {
    const aside = `${dir}.before-restore-${stamp}`;
    renameSync(dir, aside);
    say(`moved the current ${dir} aside to ${aside}`);
  }
  mkdirSync(dir, { recursive: true });
  tar(['-xzpf', file, '-C', dir]);
  say(`restored ${file} into ${dir} in ${seconds(startedAt)}; start the app (npm start)`);
}

async function restoreDistributed() {
  const url = databaseUrl();
  const { name, adminUrl } = serverOf(url);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const present = (await target.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [APP_SCHEMAS]))
      .rows;
    if (present.length && !values.clean)
      fail(
        `database ${name} already holds ${present.map((r) => r.nspname).join(', ')}: restore into a new database ` +
          '(DATABASE_URL), or pass --clean to replace them',
      );
    const connection = clientConnection(url);
    // One transaction: a restore that fails half-way leaves the database as it was.
    runClient(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(values.clean ? ['--clean', '--if-exists'] : []),
        `--dbname=${connection.url}`,
        file,
      ],
      connection.env,
    );
    say(`restored ${file} into ${name} in ${seconds(startedAt)}`);
    if (values['no-rebuild']) return;
    // The read tables are derived from the events: cleared here, the games service replays every
    // stream when it starts (from games.events, or from EventStoreDB when the deployment uses it).
    const rebuildAt = performance.now();
    await target.query('SET search_path = games');
    await target.query(readFileSync(join(ROOT, 'tools', 'rebuild-read-model.sql'), 'utf8'));
    say(
      `cleared the play projection for its rebuild in ${seconds(rebuildAt)}: the games service replays the events when it starts`,
    );
  } finally {
    await target.end();
  }
}
