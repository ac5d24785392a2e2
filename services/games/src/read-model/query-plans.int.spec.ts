import { randomUUID } from 'node:crypto';
import { ABANDONED_SWEEP_SQL } from '../difficulty/difficulty-store';
import { OPEN_ACTIVITIES_SQL } from '../mastery/mastery-store';
import { gamesTestDatabase, planOf } from '../testing/games-database';
import { seedActivities } from '../testing/games-seed';

jest.setTimeout(180_000);

const TEAM = randomUUID();
const FAMILY = randomUUID();

// The reads of a long history at the size where they hurt: 20,000 completed activities of other families
// and 1,000 of one loved one. Each must be answered from an index, not a scan of the table.
describe('query plans at size (real Postgres)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;

  beforeAll(async () => {
    db = await gamesTestDatabase('games_plans');
    await seedActivities(db.ds, { seniorId: 'many', careTeamId: TEAM, count: 20_000, status: 'CLOSED' });
    await seedActivities(db.ds, { seniorId: FAMILY, careTeamId: TEAM, count: 1_000, status: 'CLOSED' });
    await seedActivities(db.ds, { seniorId: FAMILY, careTeamId: TEAM, count: 30, status: 'SENT' });
    await seedActivities(db.ds, {
      seniorId: 'many',
      careTeamId: TEAM,
      count: 5,
      status: 'ACTIVE',
      startedAgoMs: 2 * 86_400_000,
    });
  });
  afterAll(() => db.close());

  it('the abandoned sweep reads only started, open activities', async () => {
    const plan = await planOf(db.ds, ABANDONED_SWEEP_SQL, [new Date(Date.now() - 86_400_000), null]);
    expect(plan).toContain('game_instances_started_open_idx');
    expect(plan).not.toMatch(/Seq Scan on game_instances/);
    // And it finds them.
    expect(await db.ds.query(ABANDONED_SWEEP_SQL, [new Date(Date.now() - 86_400_000), null])).toHaveLength(5);
  });

  it("mastery's new items read only the loved one's activities not completed yet", async () => {
    const plan = await planOf(db.ds, OPEN_ACTIVITIES_SQL, [FAMILY]);
    expect(plan).toContain('game_instances_senior_open_idx');
    expect(await db.ds.query(OPEN_ACTIVITIES_SQL, [FAMILY])).toHaveLength(30);
  });
});
