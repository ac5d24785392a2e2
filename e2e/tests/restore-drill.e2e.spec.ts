// The restore drill: a family written through the API, `npm run backup` of the
// distributed profile's database, the database dropped, `npm run restore` into a fresh one (which
// clears the play projection for its rebuild), the system started again on it, and every figure the
// API shows either member, every download and every photo and voice byte compared with before.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { runTool } from '../support/backup-tools';
import { expectFamilyIn, familyFigures, writeFamily } from '../support/family';
import { DistributedSystem, freePort, queryDb, removeDir, startDistributed } from '../support/systems';

jest.setTimeout(420_000);

const count = async (databaseUrl: string, sql: string) => (await queryDb<{ n: number }>(databaseUrl, sql))[0]!.n;

describe('restore drill (distributed profile)', () => {
  let system: DistributedSystem | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'carewith-drill-'));
  afterAll(async () => {
    await system?.stop();
    removeDir(dir);
  });

  it('brings back every figure and byte of a family after the database is dropped', async () => {
    // The same port and session secret after the restore: links carry the same address, and the
    // members' cookies still open their sessions, which the backup holds.
    const port = await freePort();
    const env = { SESSION_SECRET: randomBytes(32).toString('hex') };
    // The drill starts two systems, six processes each: on a machine shared with other runs a start
    // has taken more than the launcher's usual minute.
    const readyTimeoutMs = 150_000;
    system = await startDistributed({ port, env, readyTimeoutMs });
    const family = await writeFamily(system);
    // Downloads first: they add audit entries, which the backup then holds and the reads show.
    const downloads = await familyFigures(family, 'downloads');
    const reads = await familyFigures(family, 'reads');
    expectFamilyIn(family, reads, downloads);

    const dump = join(dir, 'carewith.dump');
    const backup = await runTool('backup', ['--profile', 'distributed', '--out', dump], {
      DATABASE_URL: system.databaseUrl,
    });
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('tables: identity') });
    const events = await count(system.databaseUrl, 'SELECT count(*)::int AS n FROM games.events');
    expect(events).toBeGreaterThan(5);
    const dropped = system.databaseUrl;
    await system.stop();
    system = undefined;
    expect(
      await count(
        'postgres://postgres@127.0.0.1:5432/postgres',
        `SELECT count(*)::int AS n FROM pg_database WHERE datname = '${dropped.split('/').pop()}'`,
      ),
    ).toBe(0);

    const database = `e2e_restored_${randomBytes(4).toString('hex')}`;
    const restoredUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
    const restore = await runTool('restore', [dump], { DATABASE_URL: restoredUrl });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('cleared the play projection') });
    // Every event came back, and nothing the projector writes: the figures below are replayed.
    expect(await count(restoredUrl, 'SELECT count(*)::int AS n FROM games.events')).toBe(events);
    expect(await count(restoredUrl, 'SELECT count(*)::int AS n FROM games.results')).toBe(0);
    expect(await count(restoredUrl, 'SELECT count(*)::int AS n FROM games.item_mastery')).toBe(0);

    system = await startDistributed({ port, env, database, readyTimeoutMs });
    await expectEventually(async () => expect(await familyFigures(family, 'reads')).toEqual(reads), {
      timeoutMs: 60_000,
    });
    expect(await familyFigures(family, 'downloads')).toEqual(downloads);
    process.stdout.write(`restore drill: backup ${backup.ms} ms, restore ${restore.ms} ms, ${events} events\n`);
  });
});
