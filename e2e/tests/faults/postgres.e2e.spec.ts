import { expectEventually, privatePostgres } from '@carewith/platform/testing';
import {
  expectDownEverywhere,
  expectFullService,
  outageOf,
  readyOf,
  RECOVERY_MS,
  SERVICE_PROCESSES,
  soon,
  throughOutage,
  useFaultSuite,
} from '../../support/faults';

jest.setTimeout(300_000);

// A PostgreSQL restart used to end the gateway (an unheard pool error),
// freeze the play projection for good, and answer 500. A private cluster is killed, stopped and
// paused under play load with a signed-in caregiver; every process must ride it out.
describe('a PostgreSQL outage under play load', () => {
  const pg = useFaultSuite(privatePostgres, (server) => ({ postgresUrl: server.url }));

  const databaseDownEverywhere = () => expectDownEverywhere(pg.fault.system, SERVICE_PROCESSES, 'postgres');

  it('killed (a crash) and started again: nothing lost, the projection catches up, no process dies', async () => {
    await throughOutage(pg.fault, outageOf(pg.server, 'kill', 12_000), async () => {
      await databaseDownEverywhere();
      // The games service also says its projection is stalled.
      const games = await readyOf(pg.fault.system, 'games');
      expect(games.dependencies.projection?.status).toBe('down');
    });
    expect(pg.fault.system.logs().join('\n')).toMatch(/play projection running again/);
  });

  it('stopped (fast shutdown) and started again', async () => {
    await throughOutage(pg.fault, outageOf(pg.server, 'stop', 10_000), databaseDownEverywhere);
  });

  it('paused and resumed', async () => {
    await throughOutage(pg.fault, outageOf(pg.server, 'pause', 10_000), databaseDownEverywhere);
  });

  // What compose's restart policy does, the launcher does too: a process that exits is started again.
  it('the launcher restarts a process that dies, and says so', async () => {
    const { system } = pg.fault;
    const games = system.processes.find((p) => p.name === 'games')!;
    process.kill(games.pid!, 'SIGKILL');
    await expectEventually(() =>
      expect(system.logs().join('\n')).toMatch(/\[launcher\] games exited \(SIGKILL\); restarting in \d+ ms/),
    );
    await expectEventually(() => expect([system.alive('games'), games.restarts]).toEqual([true, 1]), {
      timeoutMs: 60_000,
    });
    await soon(RECOVERY_MS + 30_000, () => expectFullService(pg.fault));
  });
});
