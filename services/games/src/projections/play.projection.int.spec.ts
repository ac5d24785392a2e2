import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GameEvent, gameStreamId } from '@carewith/contracts';
import { PostgresEventStore } from '@carewith/platform';
import { expectEventually, Link, testDatabaseUrl } from '@carewith/platform/testing';
import { gamesTestDatabase } from '../testing/games-database';
import { PlayProjector } from './play.projection';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();

describe('play projection (real Postgres)', () => {
  let ds: DataSource;
  let store: PostgresEventStore;
  let closeDb: () => Promise<void>;
  const projectors: PlayProjector[] = [];

  const projector = (options: ConstructorParameters<typeof PlayProjector>[3] = {}, lockUrl = testDatabaseUrl()) => {
    const p = new PlayProjector(ds, store, lockUrl, { lockPollMs: 50, retryMs: 50, ...options });
    projectors.push(p);
    return p;
  };

  async function newGame(): Promise<string> {
    const id = randomUUID();
    await ds.query(
      `INSERT INTO game_instances (id, care_team_id, template_id, created_by, status, config_json, sent_at) VALUES ($1, $2, 'grandkid-match', $3, 'SENT', '{"title":"T"}', now())`,
      [id, TEAM, USER],
    );
    return id;
  }

  async function play(gameId: string, answers: number, complete: boolean) {
    const t = Date.now();
    // Version 1 payloads, as the play endpoints stored them before version 2 (the upcaster reads them).
    const events: { type: GameEvent['type']; data: Record<string, unknown> }[] = [
      { type: 'START', data: { gameInstanceId: gameId, linkId: null, at: t } },
    ];
    for (let step = 0; step < answers; step++)
      events.push({ type: 'STEP', data: { gameInstanceId: gameId, step, answer: `a${step}`, at: t + step + 1 } });
    if (complete) {
      events.push({
        type: 'COMPLETE',
        data: {
          gameInstanceId: gameId,
          summary: { totalSteps: answers, correctAnswers: 1, totalTime: 5000, engagement: 'high' },
          accuracy: 1 / answers,
          at: t + 100,
        },
      });
    }
    // One append per event, as the play endpoints do.
    for (const [i, e] of events.entries()) {
      await store.append(gameStreamId(gameId), [{ id: randomUUID(), type: e.type, data: e.data }], {
        expectedRevision: i === 0 ? 'no_stream' : i - 1,
      });
    }
    return events.length;
  }

  const snapshot = async () => ({
    events: await ds.query(`SELECT id, game_instance_id, type, payload_json, created_at FROM game_events ORDER BY id`),
    results: await ds.query(
      `SELECT game_instance_id, summary_json, raw_json, computed_scores_json, completed_at, first_try_json
         FROM results ORDER BY game_instance_id`,
    ),
    instances: await ds.query(`SELECT id, status, started_at FROM game_instances ORDER BY id`),
  });
  const eventCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM game_events`))[0].n);

  beforeAll(async () => {
    ({ ds, events: store, close: closeDb } = await gamesTestDatabase('games_proj', 5));
  });

  afterEach(async () => {
    for (const p of projectors.splice(0)) await p.stop();
  });

  afterAll(async () => {
    await closeDb();
  });

  it('projects play into the read tables, with exactly one of several projectors active', async () => {
    const [a, b, c] = [projector(), projector(), projector()];
    a.start();
    b.start();
    c.start();
    const games = [await newGame(), await newGame(), await newGame()];
    const total =
      (await play(games[0]!, 3, true)) + (await play(games[1]!, 2, false)) + (await play(games[2]!, 4, true));
    await expectEventually(async () => expect(await eventCount()).toBe(total));
    expect([a, b, c].filter((p) => p.leader)).toHaveLength(1);
    const statuses = await ds.query(`SELECT id, status FROM game_instances WHERE id = ANY($1::uuid[])`, [games]);
    expect(Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status]))).toEqual({
      [games[0]!]: 'CLOSED',
      [games[1]!]: 'ACTIVE',
      [games[2]!]: 'CLOSED',
    });
    const results = await ds.query(`SELECT game_instance_id, raw_json FROM results WHERE game_instance_id = $1`, [
      games[2],
    ]);
    expect(results[0].raw_json.map((r: { step: number }) => r.step)).toEqual([0, 1, 2, 3]);

    // The leader goes away: another takes over and carries on.
    const leader = [a, b, c].find((p) => p.leader)!;
    await leader.stop();
    const more = await play(await newGame(), 2, true);
    await expectEventually(async () => expect(await eventCount()).toBe(total + more));
    expect([a, b, c].filter((p) => p.leader)).toHaveLength(1);
  });

  it('rebuilt from zero, yields identical read tables', async () => {
    const p = projector();
    p.start();
    await expectEventually(() => expect(p.leader).toBe(true));
    const appended = Number((await ds.query(`SELECT count(*) AS n FROM events`))[0].n);
    const expected = appended + (await play(await newGame(), 5, true));
    await expectEventually(async () => expect(await eventCount()).toBe(expected));
    const before = await snapshot();
    await p.rebuild();
    await expectEventually(async () => expect(await snapshot()).toEqual(before));
  });

  it('one batch leaves the read tables exactly as the same events applied one at a time', async () => {
    const p = projector();
    const games = [await newGame(), await newGame(), await newGame()];
    await play(games[0]!, 3, true);
    await play(games[1]!, 2, false);
    await play(games[2]!, 4, true);
    const erased = randomUUID(); // no such activity: its events are dropped
    await store.append(gameStreamId(erased), [
      { id: randomUUID(), type: 'START', data: { gameInstanceId: erased, linkId: null, at: Date.now() } },
    ]);
    // Interleaved as a poll would find them, and with one event delivered twice.
    const streams = await Promise.all([...games, erased].map((g) => store.readStream(gameStreamId(g))));
    const batch = streams.flatMap((events) => events.map((e, i) => [i, e] as const));
    batch.sort((x, y) => x[0] - y[0]);
    const recorded = [...batch.map(([, e]) => e), streams[0]![1]!];

    // Only these activities: the rebuild clears what earlier tests projected.
    const mine = async () => {
      const all = await snapshot();
      const ours = (id: string) => games.includes(id);
      return {
        events: all.events.filter((r: { game_instance_id: string }) => ours(r.game_instance_id)),
        results: all.results.filter((r: { game_instance_id: string }) => ours(r.game_instance_id)),
        instances: all.instances.filter((r: { id: string }) => ours(r.id)),
      };
    };
    for (const e of recorded) await p.apply(e);
    const oneByOne = await mine();
    expect(oneByOne.results).toHaveLength(2);
    expect(oneByOne.events).toHaveLength(5 + 3 + 6);
    await p.rebuild();
    await p.applyBatch(recorded);
    expect(await mine()).toEqual(oneByOne);
  });

  it('a crash between the read-model write and the checkpoint loses and duplicates nothing', async () => {
    const p0 = projector();
    p0.start();
    await expectEventually(() => expect(p0.leader).toBe(true));
    const caughtUp = await eventCount();
    await p0.stop();
    // The next projector dies inside the transaction of its third event, once.
    let applied = 0;
    let crashed = false;
    const p = projector({
      beforeCommit: () => {
        applied++;
        if (applied === 3 && !crashed) {
          crashed = true;
          throw new Error('simulated crash');
        }
      },
    });
    const game = await newGame();
    const n = await play(game, 4, true);
    p.start();
    await expectEventually(async () => expect(await eventCount()).toBe(caughtUp + n));
    expect(crashed).toBe(true);
    const rows = await ds.query(
      `SELECT type, count(*) AS n FROM game_events WHERE game_instance_id = $1 GROUP BY type ORDER BY type`,
      [game],
    );
    expect(rows).toEqual([
      { type: 'COMPLETE', n: '1' },
      { type: 'START', n: '1' },
      { type: 'STEP', n: '4' },
    ]);
    expect(await ds.query(`SELECT count(*)::int AS n FROM results WHERE game_instance_id = $1`, [game])).toEqual([
      { n: 1 },
    ]);
  });

  it('keeps retrying with backoff through a failure that outlasts its first retry, and says so', async () => {
    const p = projector({ maxRetryMs: 200 });
    p.start();
    await expectEventually(() => expect(p.leader).toBe(true));
    const caughtUp = await eventCount();
    // The checkpoint table is away: every write and every restart from the checkpoint fails.
    await ds.query('ALTER TABLE projection_checkpoints RENAME TO projection_checkpoints_away');
    let n = 0;
    try {
      n = await play(await newGame(), 2, true);
      await expectEventually(() => expect(p.state()).toMatchObject({ status: 'down' }));
      expect(p.state()?.detail).toMatch(/^play projection stalled since /);
      // Several retries fail in a row...
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await ds.query('ALTER TABLE projection_checkpoints_away RENAME TO projection_checkpoints');
    }
    // ...and the one after the table is back catches up.
    await expectEventually(async () => expect(await eventCount()).toBe(caughtUp + n));
    expect(p.state()).toEqual({ status: 'up', detail: 'projecting' });
  });

  it('steps down when its lock connection dies, so two projectors never run at once', async () => {
    const a = projector();
    a.start();
    await expectEventually(() => expect(a.leader).toBe(true));
    const b = projector();
    b.start();
    await expectEventually(() => expect(b.state()).toEqual({ status: 'up', detail: 'standing by' }));
    // The lock's connection dies (a database blip): a steps down, and the lock is free for whichever asks
    // first (b polling, or a trying again: both are fine; two leaders at once are not).
    const lockPid = (p: PlayProjector) => (p as unknown as { lease: { pid?: number } }).lease.pid;
    const killed = lockPid(a);
    await ds.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND objid = (hashtext('projector:play-v1')::bigint & 4294967295)::oid`,
    );
    await expectEventually(() => {
      const leaders = [a, b].filter((p) => p.leader);
      expect(leaders).toHaveLength(1);
      expect(lockPid(leaders[0])).not.toBe(killed);
    });
    const [leader, standby] = a.leader ? [a, b] : [b, a];
    const before = await eventCount();
    const n = await play(await newGame(), 3, true);
    await expectEventually(async () => expect(await eventCount()).toBe(before + n));
    // The other keeps trying (the one whose lock died after its backoff) and stays a standby while the
    // leader holds the lock.
    await expectEventually(() => expect(standby.state()).toEqual({ status: 'up', detail: 'standing by' }));
    expect([leader.leader, standby.leader]).toEqual([true, false]);
  });

  // A partition between the leader and the database: no error, no close, the lock's session idles
  // on at the server. Without a lease the server keeps the lock until TCP keepalive gives up (two
  // hours by default) and nobody projects meanwhile.
  it('a leader cut off from the database steps down, and another takes over within the lease', async () => {
    const link = await Link.to(testDatabaseUrl());
    try {
      const lease = { leaseMs: 2000, heartbeatMs: 200 };
      const a = projector(lease, link.url(testDatabaseUrl()));
      a.start();
      await expectEventually(() => expect(a.leader).toBe(true));
      const b = projector(lease);
      b.start();
      await expectEventually(() => expect(b.state()).toEqual({ status: 'up', detail: 'standing by' }));
      link.partition();
      const cutAt = Date.now();
      const before = await eventCount();
      const n = await play(await newGame(), 3, true);
      // a gives up before its lease ends; b leads once the server has let the lock go.
      await expectEventually(() => expect([a.leader, b.leader]).toEqual([false, true]), { timeoutMs: 6_000 });
      expect(Date.now() - cutAt).toBeLessThan(6_000);
      await expectEventually(async () => expect(await eventCount()).toBe(before + n));
      // Healed, a finds its old session ended and stands by: one leader.
      link.heal();
      await expectEventually(() => expect(a.state()).toEqual({ status: 'up', detail: 'standing by' }));
      expect([a.leader, b.leader]).toEqual([false, true]);
    } finally {
      link.heal();
      await link.close();
    }
  });
});
