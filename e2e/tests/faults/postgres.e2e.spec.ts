import { expectEventually, PrivateServer, privatePostgres } from '@carewith/platform/testing';
import {
  expectFullService,
  FaultSystem,
  readyOf,
  RECOVERY_MS,
  SERVICE_PROCESSES,
  startFaultSystem,
  throughOutage,
} from '../../support/faults';

jest.setTimeout(300_000);

// Issue #20 items 2, 3 and 5: a PostgreSQL restart used to end the gateway (an unheard pool error),
// freeze the play projection for good, and answer 500. A private cluster is killed, stopped and
// paused under play load with a signed-in caregiver; every process must ride it out.
describe('a PostgreSQL outage under play load', () => {
  let pg: PrivateServer;
  let fault: FaultSystem;

  beforeAll(async () => {
    pg = await privatePostgres();
    await pg.start();
    fault = await startFaultSystem({ postgresUrl: pg.url });
  });
  afterAll(async () => {
    // The system drops its database on the private server; then the server goes.
    await fault?.system.stop();
    await pg?.dispose();
  });

  const databaseDownEverywhere = () =>
    expectEventually(
      async () => {
        for (const name of SERVICE_PROCESSES) {
          const ready = await readyOf(fault.system, name);
          expect([name, ready.status, ready.dependencies.postgres?.status]).toEqual([name, 503, 'down']);
        }
      },
      { timeoutMs: 8_000, intervalMs: 250 },
    );

  it('killed (a crash) and started again: nothing lost, the projection catches up, no process dies', async () => {
    await throughOutage(fault, { begin: () => pg.kill(), end: () => pg.start(), lastsMs: 12_000 }, async () => {
      await databaseDownEverywhere();
      // The games service also says its projection is stalled.
      const games = await readyOf(fault.system, 'games');
      expect(games.dependencies.projection?.status).toBe('down');
    });
    expect(fault.system.logs().join('\n')).toMatch(/play projection running again/);
  });

  it('stopped (fast shutdown) and started again', async () => {
    await throughOutage(
      fault,
      { begin: () => pg.stop(), end: () => pg.start(), lastsMs: 10_000 },
      databaseDownEverywhere,
    );
  });

  it('paused and resumed', async () => {
    await throughOutage(
      fault,
      { begin: () => pg.pause(), end: () => pg.resume(), lastsMs: 10_000 },
      databaseDownEverywhere,
    );
  });

  // What compose's restart policy does, the launcher does too: a process that exits is started again.
  it('the launcher restarts a process that dies, and says so', async () => {
    const { system } = fault;
    const games = system.processes.find((p) => p.name === 'games')!;
    process.kill(games.pid!, 'SIGKILL');
    await expectEventually(() =>
      expect(system.logs().join('\n')).toMatch(/\[launcher\] games exited \(SIGKILL\); restarting in \d+ ms/),
    );
    await expectEventually(() => expect([system.alive('games'), games.restarts]).toEqual([true, 1]), {
      timeoutMs: 60_000,
    });
    await expectEventually(() => expectFullService(fault), { timeoutMs: RECOVERY_MS + 30_000, intervalMs: 250 });
  });
});
