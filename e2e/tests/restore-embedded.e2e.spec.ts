// The embedded profile's backup: `npm run backup` copies the stopped app's data
// directory (refusing while it runs), `npm run restore` puts it back into an empty one, and the app
// started on it shows every figure, download and byte as before, to the same signed-in members.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectEventually } from '@carewith/platform/testing';
import { runTool } from '../support/backup-tools';
import { expectFamilyIn, familyFigures, writeFamily } from '../support/family';
import { freePort, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(180_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;

describe('backup and restore (embedded profile)', () => {
  let system: System | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'carewith-embedded-backup-'));
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
    removeDir(dir);
  });

  it('restores the stopped data directory with every figure, byte and session', async () => {
    const port = await freePort();
    const env = { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
    system = await startEmbedded({ env });
    const family = await writeFamily(system);
    const downloads = await familyFigures(family, 'downloads');
    const reads = await familyFigures(family, 'reads');
    expectFamilyIn(family, reads, downloads);

    const archive = join(dir, 'carewith.tar.gz');
    const original = system.dataDir;
    const running = await runTool('backup', ['--out', archive], { DATA_DIR: original });
    expect(running).toMatchObject({ code: 1, output: expect.stringContaining('is running: stop the app first') });
    expect(existsSync(archive)).toBe(false);
    await system.stop();
    system = undefined;
    const backup = await runTool('backup', ['--out', archive], { DATA_DIR: original });
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`backed up ${original}`) });
    removeDir(original);

    // A directory of its own, as startEmbedded makes: as root, PostgreSQL runs as the `postgres`
    // user, who cannot reach into the test's private directory.
    const restored = mkdtempSync(join(tmpdir(), 'carewith-restored-'));
    const restore = await runTool('restore', [archive], { DATA_DIR: restored });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining(`into ${restored}`) });
    system = await startEmbedded({ env, dataDir: restored });
    await expectEventually(async () => expect(await familyFigures(family, 'reads')).toEqual(reads), {
      timeoutMs: 30_000,
    });
    expect(await familyFigures(family, 'downloads')).toEqual(downloads);
    process.stdout.write(`embedded backup ${backup.ms} ms, restore ${restore.ms} ms\n`);
  });
});
