import { randomUUID } from 'node:crypto';
import { difficultyStreamId } from '@carewith/contracts';
import { gamesTestDatabase } from '../testing/games-database';
import { seedActivities } from '../testing/games-seed';
import { withCommandBus } from '../testing/games-commands';
import { DifficultyService } from './difficulty.service';

jest.setTimeout(120_000);

const SENIOR = randomUUID();
const TEAM = randomUUID();

describe('DifficultyService (real Postgres event store)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;
  let service: DifficultyService;
  let replica: Awaited<ReturnType<typeof withCommandBus<DifficultyService>>>;

  beforeAll(async () => {
    db = await gamesTestDatabase('games_difficulty');
    // Recording sessions needs no bus: only reading and pinning ask care.
    replica = await withCommandBus(DifficultyService, { store: db.events, dataSource: db.ds });
    service = replica.service;
  });
  afterAll(async () => {
    await replica.close();
    await db.close();
  });

  // Activities of the loved one, started and being completed now.
  const activities = (count: number) =>
    seedActivities(db.ds, { seniorId: SENIOR, careTeamId: TEAM, count, status: 'ACTIVE' });

  const completion = (id: string) =>
    service.recordCompletion(
      { id, seniorId: SENIOR, templateId: 'grandkid-match', startedAt: null },
      { accuracy: 0.5, at: Date.now() },
    );

  it('records ten activities of one loved one completed at the same moment, each once', async () => {
    const ids = await activities(10);
    await Promise.all(ids.map(completion));
    const stream = await db.events.readStream(difficultyStreamId(SENIOR, 'grandkid-match'));
    const recorded = stream.flatMap((e) =>
      e.type === 'SessionRecorded' ? [(e.data as { gameId: string }).gameId] : [],
    );
    expect(recorded.sort()).toEqual([...ids].sort());
    // Two hard activities in a row each time: level 3 -> 2 -> 1, then it stays at 1.
    expect(stream.filter((e) => e.type === 'LevelChanged')).toHaveLength(2);
    expect(await service.levelFor(SENIOR, 'grandkid-match')).toBe(1);
  });

  it('counts a repeated completion once, from the snapshot as from the stream', async () => {
    const [id] = await activities(1);
    const streamId = difficultyStreamId(SENIOR, 'grandkid-match');
    await completion(id!);
    const length = (await db.events.readStream(streamId)).length;
    expect(await db.ds.query('SELECT revision FROM difficulty_snapshots')).toEqual([{ revision: length - 1 }]);
    await completion(id!);
    // Without the snapshot (dropped: folded from the start again) it is still known.
    await db.ds.query('DELETE FROM difficulty_snapshots');
    await completion(id!);
    expect(await db.events.readStream(streamId)).toHaveLength(length);
  });

  it("goes with the loved one's activities (erasure), and an erased stream is folded from nothing", async () => {
    const streamId = difficultyStreamId(SENIOR, 'grandkid-match');
    await db.ds.query('DELETE FROM game_instances WHERE senior_id = $1', [SENIOR]);
    await db.events.deleteStream(streamId);
    expect(await db.ds.query('SELECT count(*)::int AS n FROM difficulty_snapshots')).toEqual([{ n: 0 }]);
    expect(await db.ds.query('SELECT count(*)::int AS n FROM difficulty_sessions')).toEqual([{ n: 0 }]);
    expect(await service.levelFor(SENIOR, 'grandkid-match')).toBe(3);
  });
});
