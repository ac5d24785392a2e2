import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { seedActivity, seedResults } from '../testing/games-seed';
import { DashboardStore } from './dashboard-store';

jest.setTimeout(60_000);

const USER = randomUUID();
const DAY = 86_400_000;

// The reads of results and figures on real Postgres: the dashboard's window for the caller's scope, a
// loved one's results page by page, their overview and their trend.
describe('DashboardStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: DashboardStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_dashboard_store', 2);
    store = new DashboardStore(db.ds);
  });
  afterAll(() => db.drop());

  it("reads the window of the caller's teams and loved ones, and the newest activities of it", async () => {
    const team = randomUUID();
    const rose = randomUUID();
    const hidden = randomUUID();
    const done = await seedActivity(db.ds, {
      careTeamId: team,
      seniorId: rose,
      createdBy: USER,
      title: 'Done',
      sentDaysAgo: 3,
      completedDaysAgo: 2,
      accuracy: 0.5,
    });
    const sent = await seedActivity(db.ds, {
      careTeamId: team,
      seniorId: rose,
      createdBy: USER,
      title: 'Sent',
      sentDaysAgo: 1,
    });
    await seedActivity(db.ds, { careTeamId: team, seniorId: hidden, createdBy: USER, title: 'Hidden', sentDaysAgo: 1 });
    await seedActivity(db.ds, {
      careTeamId: randomUUID(),
      seniorId: rose,
      createdBy: USER,
      title: 'Other team',
      sentDaysAgo: 1,
    });

    const { rows, recent } = await store.dashboard({ teamIds: [team], seniorIds: [rose], now: new Date() });
    expect(rows.map((r) => r.title).sort()).toEqual(['Done', 'Sent']);
    expect(rows.find((r) => r.id === done)).toMatchObject({
      senior_id: rose,
      template_id: 'grandkid-match',
      result_id: expect.any(String),
      computed_scores_json: { accuracy: 0.5 },
      completed_at: expect.any(Date),
    });
    expect(rows.find((r) => r.id === sent)).toMatchObject({ result_id: null, sent_at: expect.any(Date) });
    expect(recent.map((r) => r.id)).toEqual([sent, done]);
    expect(await store.dashboard({ teamIds: [randomUUID()], seniorIds: [rose], now: new Date() })).toEqual({
      rows: [],
      recent: [],
    });
  });

  it("reads a loved one's results page by page, their overview and their trend", async () => {
    const team = randomUUID();
    const seniorId = randomUUID();
    await seedResults(db.ds, { careTeamId: team, seniorId, createdBy: USER, count: 5 });

    const first = await store.resultsPage({ seniorId, limit: 3 });
    expect(first).toHaveLength(3);
    const second = await store.resultsPage({ seniorId, limit: 3, before: first[2]!.cursor });
    expect(second).toHaveLength(2);
    const all = [...first, ...second];
    expect(new Set(all.map((r) => r.id)).size).toBe(5);
    const moments = all.map((r) => r.completed_at.getTime());
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    // The newest: of the first three (same second), the third is a microsecond later (seedResults).
    expect(first[0]).toMatchObject({ template_id: 'grandkid-match', title: 'Match 2', song_title: null });

    const overview = await store.overview(seniorId);
    expect(overview).toMatchObject({ n: 5, last: first[0]!.completed_at });
    // (0 + 1 + 2 + 3 + 4) / 6 / 5 and (1 + 2 + 3 + 4 + 5) minutes / 5.
    expect(overview!.accuracy).toBeCloseTo(10 / 30);
    expect(overview!.total_time).toBeCloseTo(3 * 60_000);
    expect(await store.overview(randomUUID())).toMatchObject({ n: 0, last: null });

    const trend = await store.trend(seniorId, new Date(Date.now() - DAY));
    expect(trend).toHaveLength(5);
    expect(trend[0]).toMatchObject({ template_id: 'grandkid-match', completed_at: expect.any(Date) });
    expect(await store.trend(seniorId, new Date(Date.now() + DAY))).toEqual([]);
  });
});
