import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, writeGames } from '../testing/games-seed';
import { DifficultyStore } from './difficulty-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const HOUR = 3_600_000;

// The abandoned-session sweep's statements on real Postgres: the activities started long enough ago
// and never completed (of one loved one or of everyone), each marked once so the next sweep skips it.
describe('DifficultyStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: DifficultyStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_difficulty_store', 2);
    store = new DifficultyStore(db.ds);
  });
  afterAll(() => db.drop());

  it('finds started activities not completed before the moment, oldest first, until each is marked', async () => {
    const rose = randomUUID();
    const walt = randomUUID();
    const now = Date.now();
    const started = (seniorId: string | null, status: 'ACTIVE' | 'CLOSED', hoursAgo: number) =>
      activityRow({
        careTeamId: TEAM,
        createdBy: USER,
        seniorId,
        status,
        templateId: 'recipe-sequencing',
        startedAt: new Date(now - hoursAgo * HOUR),
      });
    const roseOld = started(rose, 'ACTIVE', 30);
    const roseOlder = started(rose, 'ACTIVE', 40);
    const roseRecent = started(rose, 'ACTIVE', 2);
    const roseDone = started(rose, 'CLOSED', 50);
    const waltOld = started(walt, 'ACTIVE', 26);
    const nobodys = started(null, 'ACTIVE', 60);
    await writeGames(db.ds, { activities: [roseOld, roseOlder, roseRecent, roseDone, waltOld, nobodys] });
    const before = new Date(now - 24 * HOUR);

    const rows = await store.startedBefore(before, rose);
    expect(rows.map((r) => r.id)).toEqual([roseOlder.id, roseOld.id]);
    expect(rows[0]).toEqual({
      id: roseOlder.id,
      senior_id: rose,
      template_id: 'recipe-sequencing',
      started_at: roseOlder.startedAt,
    });
    const everyone = (await store.startedBefore(before, null)).map((r) => r.id);
    expect(everyone).toEqual(expect.arrayContaining([roseOlder.id, roseOld.id, waltOld.id]));
    expect(everyone).not.toContain(nobodys.id);

    await store.markAbandoned(roseOlder.id);
    await store.markAbandoned(roseOlder.id);
    // An activity erased meanwhile has no row to mark: nothing happens.
    await store.markAbandoned(randomUUID());
    expect((await store.startedBefore(before, rose)).map((r) => r.id)).toEqual([roseOld.id]);
    expect(await db.ds.query('SELECT count(*)::int AS n FROM difficulty_abandoned')).toEqual([{ n: 1 }]);
  });
});
