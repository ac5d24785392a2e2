// `npm run backup`: a backup of the embedded profile's data directory (the default), or with
// `--profile distributed` a pg_dump of the distributed profile's database (every service's schema,
// the PostgreSQL event store, photos and voice clips included). `--out FILE` names the file;
// otherwise it goes to backups/. `npm run restore` takes it back (tools/restore.mjs).
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  APP_SCHEMAS,
  clientConnection,
  databaseUrl,
  dataDir,
  embeddedServerRunning,
  fail,
  ROOT,
  runClient,
  say,
  seconds,
  tar,
} from './backup-common.mjs';

const { values } = parseArgs({
  options: { profile: { type: 'string', default: 'embedded' }, out: { type: 'string' } },
});
const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, '-')
  .replace(/-\d+Z$/, 'Z');
const startedAt = performance.now();

if (values.profile === 'embedded') {
  const dir = dataDir();
  // A copy of a running server's files is not a backup: stop the app (Ctrl-C on `npm start`) first.
  if (embeddedServerRunning(dir)) fail(`the embedded database in ${dir} is running: stop the app first, then back up`);
  try {
    statSync(join(dir, 'pg', 'PG_VERSION'));
  } catch {
    fail(`${dir} holds no embedded database (no pg/PG_VERSION): set DATA_DIR to the app's data directory`);
  }
  const out = resolve(values.out ?? join(ROOT, 'backups', `carewith-embedded-${stamp}.tar.gz`));
  mkdirSync(dirname(out), { recursive: true });
  // The whole directory: the database files and the session secret beside them (sessions survive).
  tar(['-czpf', out, '-C', dir, '.']);
  say(`backed up ${dir} to ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${seconds(startedAt)}`);
} else if (values.profile === 'distributed') {
  const connection = clientConnection(databaseUrl());
  const out = resolve(values.out ?? join(ROOT, 'backups', `carewith-${stamp}.dump`));
  mkdirSync(dirname(out), { recursive: true });
  // One consistent snapshot of the whole database, in the custom format pg_restore reads.
  runClient(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${out}`, `--dbname=${connection.url}`],
    connection.env,
  );
  // Each service's schema must be in it, with its tables' rows.
  const listing = runClient('pg_restore', ['--list', out]);
  const schemas = new Set([...listing.matchAll(/ SCHEMA - (\S+) /g)].map((m) => m[1]));
  const missing = APP_SCHEMAS.filter((schema) => !schemas.has(schema));
  if (missing.length) fail(`the dump lacks the schema(s) ${missing.join(', ')}: is DATABASE_URL the app's database?`);
  const tables = [...listing.matchAll(/ TABLE DATA (\S+) (\S+) /g)].map((m) => m[1]);
  const perSchema = APP_SCHEMAS.map((schema) => `${schema} ${tables.filter((s) => s === schema).length}`).join(', ');
  say(
    `backed up to ${out} (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${seconds(startedAt)}; tables: ${perSchema}`,
  );
} else {
  fail(`--profile must be embedded or distributed, not ${values.profile}`);
}
