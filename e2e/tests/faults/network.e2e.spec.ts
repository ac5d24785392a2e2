import {
  expectNoDuplicates,
  FaultSystem,
  projectionLeaders,
  projectionLockHolders,
  readyOf,
  serviceProcesses,
  soon,
  startFaultSystem,
  throughOutage,
} from '../../support/faults';
import { Link } from '@carewith/platform/testing';
import { queryDb } from '../../support/systems';

jest.setTimeout(300_000);

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
const GAMES = ['games-1', 'games-2', 'games-3'];
// Six loved ones playing three activities each, one after another: long enough to span each fault.
const LOAD = { players: 6, games: 3, sends: 1 };

// Faults between hosts, not on one. Every process reaches NATS over a link of its
// host's (the gateway over one, the services over another) and each of the three games replicas
// reaches PostgreSQL over a link of its own (libs/platform/src/testing/link.ts: latency, loss, partitions), so one
// path can be slowed or cut while the others stay whole.
describe('faults between hosts under play load', () => {
  let gatewayToNats: Link;
  let servicesToNats: Link;
  const gamesToPostgres: Record<string, Link> = {};
  let fault: FaultSystem;

  beforeAll(async () => {
    gatewayToNats = await Link.to(NATS_URL);
    servicesToNats = await Link.to(NATS_URL);
    for (const name of GAMES) gamesToPostgres[name] = await Link.to(POSTGRES_URL);
    fault = await startFaultSystem({
      scale: { games: GAMES.length },
      // Nine processes start side by side: on a busy two-core machine that can take over a minute.
      readyTimeoutMs: 180_000,
      env: { NATS_URL: servicesToNats.url(NATS_URL) },
      processEnv: { gateway: { NATS_URL: gatewayToNats.url(NATS_URL) } },
      processPostgresUrl: Object.fromEntries(GAMES.map((name) => [name, gamesToPostgres[name]!.url(POSTGRES_URL)])),
    });
  });
  afterAll(async () => {
    for (const link of [gatewayToNats, servicesToNats, ...Object.values(gamesToPostgres)]) link?.heal();
    await fault?.system.stop();
    for (const link of [gatewayToNats, servicesToNats, ...Object.values(gamesToPostgres)]) await link?.close();
  });

  const readyStates = () =>
    Promise.all(serviceProcesses(fault.system).map(async (name) => [name, (await readyOf(fault.system, name)).status]));

  it('200 ms more round trip and 2 % loss between every process and NATS: slower, nothing lost, /ready stays up', async () => {
    const links = [gatewayToNats, servicesToNats];
    await throughOutage(
      fault,
      {
        // 100 ms each way; a lost segment is sent again after TCP's timeout (about 200 ms + the round trip).
        begin: () => links.forEach((link) => link.set({ latencyMs: 100, loss: 0.02, retransmitMs: 400 })),
        end: () => links.forEach((link) => link.set({ latencyMs: 0, loss: 0, retransmitMs: 0 })),
        lastsMs: 15_000,
      },
      async () => {
        // A slow bus is not a broken one: every service stays ready, and so does the gateway's report.
        for (let probe = 0; probe < 4; probe++) {
          expect(await readyStates()).toEqual(serviceProcesses(fault.system).map((name) => [name, 200]));
          const health = await fetch(`${fault.system.url}/api/health`);
          expect([health.status, await health.json()]).toEqual([200, expect.objectContaining({ status: 'ok' })]);
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      },
      LOAD,
    );
    await expectNoDuplicates(fault);
  });

  it('the games replica that leads the projection cut off from PostgreSQL: it stops, another takes over', async () => {
    const [leader, ...others] = await projectionLeaders(fault.system);
    expect([leader, others]).toEqual([expect.stringMatching(/^games-\d$/), []]);
    const cut = gamesToPostgres[leader!]!;
    const projected = async () =>
      (await queryDb<{ n: number }>(fault.system.databaseUrl, 'SELECT count(*)::int AS n FROM games.game_events'))[0]!
        .n;
    await throughOutage(
      fault,
      { begin: () => cut.partition(), end: () => cut.heal(), lastsMs: 20_000 },
      async () => {
        // The cut replica says so at once; another replica leads while the cut lasts, alone, and the
        // read tables keep up with the play.
        await soon(5_000, async () => {
          const ready = await readyOf(fault.system, leader!);
          expect([ready.status, ready.dependencies.postgres?.status]).toEqual([503, 'down']);
        });
        await soon(10_000, async () => {
          const leaders = await projectionLeaders(fault.system);
          expect([leaders.length, leaders.includes(leader!)]).toEqual([1, false]);
          expect(await projectionLockHolders(fault.system)).toBe(1);
        });
        const before = await projected();
        await soon(5_000, async () => expect(await projected()).toBeGreaterThan(before));
      },
      LOAD,
    );
    // Back on the network, the old leader stands by: one lock holder, the one that took over.
    expect(await projectionLeaders(fault.system)).not.toContain(leader);
    expect(await projectionLockHolders(fault.system)).toBe(1);
    expect(fault.system.logs().join('\n')).toMatch(
      new RegExp(`\\[${leader}\\].*play projection lock lost; stepping down`),
    );
    await expectNoDuplicates(fault);
  });

  it('the gateway cut off from NATS while the services still reach it: /api/health says the bus, nothing lost', async () => {
    await throughOutage(
      fault,
      { begin: () => gatewayToNats.partition(), end: () => gatewayToNats.heal(), lastsMs: 12_000 },
      async () => {
        await soon(8_000, async () => {
          const res = await fetch(`${fault.system.url}/api/health`);
          const health = (await res.json()) as { dependencies: Record<string, { status: string }> };
          expect([res.status, health.dependencies.bus?.status]).toEqual([503, 'down']);
        });
        // The services are whole: their own /ready says so.
        expect(await readyStates()).toEqual(serviceProcesses(fault.system).map((name) => [name, 200]));
      },
      LOAD,
    );
    await expectNoDuplicates(fault);
  });
});
