// The facts' dead letters, for an operator: `npm run facts -- list` shows every service's, and
// `npm run facts -- replay [--consumer NAME] [--fact ID] [--schema NAME]` asks the owning services to run
// them again (within a few seconds; a replay that fails again stays, with its new error).
// Reads DATABASE_URL, as the backup does (the distributed profile's database by default).
import pg from 'pg';
import { listDeadLetters, requestReplay } from '@carewith/platform';
import { databaseUrl } from './backup-common.mjs';

const [command, ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const pool = new pg.Pool({ connectionString: databaseUrl() });
try {
  if (command === 'list') {
    const rows = await listDeadLetters(pool, { schema: option('schema') });
    if (!rows.length) console.log('no dead letters');
    for (const r of rows)
      console.log(
        [
          r.schema,
          r.consumer,
          r.subject,
          r.factId,
          `${r.attempts} tries`,
          r.deadAt.toISOString(),
          r.replayRequested ? 'replay asked' : '',
          r.error,
        ]
          .filter(Boolean)
          .join('  '),
      );
  } else if (command === 'replay') {
    const marked = await requestReplay(pool, {
      schema: option('schema'),
      consumer: option('consumer'),
      factId: option('fact'),
    });
    console.log(`${marked} dead letter(s) marked for replay; their services run them within a few seconds`);
  } else {
    console.error('usage: npm run facts -- list | replay [--consumer NAME] [--fact ID] [--schema NAME]');
    process.exitCode = 2;
  }
} finally {
  await pool.end();
}
