import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { activityRow, resultRow, writeGames } from '../testing/games-seed';
import { DASHBOARD_ROWS, RECENT_INSTANCES } from './dashboard-queries';
import { OVERVIEW, resultsPage, TREND } from './senior-results-queries';
import { gamesTestDataSource } from '../testing/games-database';

jest.setTimeout(120_000);

// The profile's and the dashboard's reads take an index range, not the table, at a size
// where PostgreSQL would read the whole table without one: 200 families of 100 results each over
// 400 days beside the loved one asked about.
const FAMILIES = 200;
const EACH = 100;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Family = { seniorId: string; careTeamId: string };

// The plan PostgreSQL chooses, as JSON text (node types and index names quoted, easy to match).
const planJson = async (ds: DataSource, sql: string, params: unknown[]) => {
  const [row] = await ds.query<{ 'QUERY PLAN': unknown }[]>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return JSON.stringify(row!['QUERY PLAN']);
};

// A played activity of a family: sent daysAgo, made an hour before and completed an hour after.
const closedActivity = (family: Family, daysAgo: number, now: number) =>
  activityRow({
    ...family,
    createdBy: family.careTeamId,
    status: 'CLOSED',
    config: { title: 'T' },
    sentAt: new Date(now - daysAgo * DAY_MS),
    createdAt: new Date(now - daysAgo * DAY_MS - HOUR_MS),
  });

// The activities with their results written, and both tables analysed (the planner sees their shape).
async function writePlayed(ds: DataSource, activities: ReturnType<typeof closedActivity>[]) {
  const results = activities.map((a) =>
    resultRow(a.id, {
      totalSteps: 4,
      correctAnswers: 3,
      totalTime: 60_000,
      accuracy: 0.75,
      completedAt: new Date(new Date(a.sentAt!).getTime() + HOUR_MS),
    }),
  );
  await writeGames(ds, { activities, results });
  await ds.query('ANALYZE game_instances');
  await ds.query('ANALYZE results');
}

describe('the reads of a loved one and a team use their indexes (real Postgres, EXPLAIN)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  const team = randomUUID();
  const senior = randomUUID();

  const plan = (sql: string, params: unknown[]) => planJson(ds, sql, params);
  const readsByIndex = (text: string, index: string) => {
    expect(text).toContain(`"Index Name":"${index}"`);
    expect(text).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"(results|game_instances)"/);
  };

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_plans', 2, []));
    // Family f's loved one is senior f (the one asked about is the first), each in a team of its own;
    // activity i of a family was sent i * 4 days ago, made an hour before and completed an hour after.
    const now = Date.now();
    const activities = Array.from({ length: FAMILIES }, (_, f) => {
      const family =
        f === 0 ? { seniorId: senior, careTeamId: team } : { seniorId: randomUUID(), careTeamId: randomUUID() };
      return Array.from({ length: EACH }, (_, i) => closedActivity(family, i * 4, now));
    }).flat();
    await writePlayed(ds, activities);
  });

  afterAll(async () => {
    await drop();
  });

  it('filled each result with its loved one and team from its activity', async () => {
    const [row] = await ds.query<{ n: number; missing: number }[]>(
      `SELECT count(*) FILTER (WHERE senior_id = $1)::int AS n, count(*) FILTER (WHERE care_team_id IS NULL)::int AS missing
         FROM results`,
      [senior],
    );
    expect(row).toEqual({ n: EACH, missing: 0 });
  });

  it('reads the overview from the loved one index, where the table alone would be read in full', async () => {
    readsByIndex(await plan(OVERVIEW, [senior]), 'results_senior_completed_idx');
    // From the index alone once the table's pages are known visible (autovacuum sees to that on a table
    // that is only added to): the index carries each result's accuracy and time.
    await ds.query('VACUUM (ANALYZE) results');
    expect(await plan(OVERVIEW, [senior])).toContain('"Node Type":"Index Only Scan"');
    // Without the index PostgreSQL reads the whole table: the index is what keeps the overview cheap.
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DROP INDEX results_senior_completed_idx');
      const [row] = await runner.query(`EXPLAIN (FORMAT JSON) ${OVERVIEW}`, [senior]);
      expect(JSON.stringify(row['QUERY PLAN'])).toMatch(/"Seq Scan"[^}]*"Relation Name":"results"/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('reads a page of results and the trend in index order, with no sort of the history', async () => {
    const first = resultsPage({ seniorId: senior, limit: 21 });
    const deeper = resultsPage({ seniorId: senior, limit: 21, before: `2025-06-01T10:00:00.123456Z_${randomUUID()}` });
    for (const q of [first, deeper]) {
      const text = await plan(q.sql, q.params);
      readsByIndex(text, 'results_senior_completed_idx');
      expect(text).not.toContain('"Node Type":"Sort"');
    }
    readsByIndex(await plan(TREND, [senior, new Date(Date.now() - 84 * 86_400_000)]), 'results_senior_completed_idx');
  });

  it('reads the dashboard from the team indexes, a window and ten rows, not every activity', async () => {
    const scope = [[team], [senior], new Date()];
    const rows = await plan(DASHBOARD_ROWS, scope);
    readsByIndex(rows, 'results_team_completed_idx');
    expect(rows).toContain('"Index Name":"game_instances_team_sent_idx"');
    // Neither every activity of the loved ones (to check who may see them) nor every activity of the
    // team (to find those never texted) is read.
    expect(rows).not.toContain('"Index Name":"game_instances_senior_idx"');
    expect(rows).not.toContain('"Index Name":"game_instances_team_idx"');
    readsByIndex(await plan(RECENT_INSTANCES, scope), 'game_instances_team_idx');
  });
});

// The growth bench's shape: one family with a long history (a share of the table) beside many families
// whose whole history is recent. PostgreSQL then judges the dashboard's window by the team's share of
// the table; joined to the window's ids it read every activity and result and hashed them.
describe('the dashboard of a family with a long history among many recent ones (real Postgres, EXPLAIN)', () => {
  let ds: DataSource;
  let drop: () => Promise<void>;
  const team = randomUUID();
  const senior = randomUUID();

  beforeAll(async () => {
    ({ ds, drop } = await gamesTestDataSource('games_plans_long', 2, []));
    const now = Date.now();
    const long = Array.from({ length: 400 }, (_, day) =>
      closedActivity({ seniorId: senior, careTeamId: team }, day + 1, now),
    );
    const recent = Array.from({ length: 40 }, () => ({ seniorId: randomUUID(), careTeamId: randomUUID() })).flatMap(
      (family) => Array.from({ length: 30 }, (_, day) => closedActivity(family, day + 1, now)),
    );
    await writePlayed(ds, [...long, ...recent]);
  });

  afterAll(async () => {
    await drop();
  });

  it('reads the window’s activities and results by key, not every activity of the table', async () => {
    const text = await planJson(ds, DASHBOARD_ROWS, [[team], [senior], new Date()]);
    expect(text).toContain('"Index Name":"game_instances_pkey"');
    expect(text).toContain('"Index Name":"results_game_instance_key"');
    expect(text).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"game_instances"/);
  });

  it("reads the window's results team by team from the team's index, not the whole table", async () => {
    // Judged over all teams at once, the estimate of the long family's share made PostgreSQL read every
    // result of the table (twice: the last 30 days and the days of the 90).
    const text = await planJson(ds, DASHBOARD_ROWS, [[team], [senior], new Date()]);
    expect(text).toContain('"Index Name":"results_team_completed_idx"');
    expect(text).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"(results|game_instances)"/);
  });

  it('reads the ten newest activities in the order of the team index, not every activity of the team', async () => {
    const text = await planJson(ds, RECENT_INSTANCES, [[team], [senior], new Date()]);
    expect(text).toMatch(/"Node Type":"Index Scan"[^}]*"Index Name":"game_instances_team_idx"/);
    expect(text).not.toContain('"Index Name":"game_instances_senior_idx"');
    expect(text).not.toContain('Bitmap');
  });
});
