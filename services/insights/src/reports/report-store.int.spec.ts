import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { insightFigures } from '../figures/insight-figures';
import { insightsTestDataSource } from '../testing/insights-database';
import { NewReport, ReportStore } from './report-store';

jest.setTimeout(60_000);

// The reports' statements over real Postgres: a report stored whole and saved, the latest about a
// loved one or an activity, and the loved one's archive and erasure.
describe('ReportStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: ReportStore;
  const TEAM = randomUUID();
  const [rose, iris, ann] = [randomUUID(), randomUUID(), randomUUID()];
  const figures = insightFigures([], '7d', new Date('2026-11-15T12:00:00Z'), 'UTC');
  const report = (over: Partial<NewReport> = {}): NewReport => ({
    careTeamId: TEAM,
    seniorId: rose,
    gameInstanceId: null,
    type: 'WEEKLY_TREND',
    prompt: null,
    timeRange: '7d',
    writer: 'local',
    output: 'Rose played nothing this week.',
    figuresJSON: figures,
    factsJSON: { v: 1, kind: 'trend', name: 'Rose' },
    createdBy: ann,
    ...over,
  });
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  beforeAll(async () => {
    db = await insightsTestDataSource('insights_report_store');
    store = new ReportStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('stores a report whole, not saved, and marks it saved', async () => {
    const added = await store.add(report());
    expect(await store.byId(added.id)).toEqual({
      ...report(),
      id: added.id,
      saved: false,
      createdAt: expect.any(Date),
    });
    const saved = await store.markSaved((await store.byId(added.id))!);
    expect(saved.saved).toBe(true);
    expect((await store.byId(added.id))?.saved).toBe(true);
    expect(await store.byId(randomUUID())).toBeNull();
  });

  it('gives the latest reports about a loved one, an activity, or both, newest first', async () => {
    const game = randomUUID();
    const a = await store.add(report({ seniorId: iris }));
    const b = await store.add(report({ seniorId: iris, gameInstanceId: game, type: 'COGNITIVE_SUMMARY' }));
    const c = await store.add(report({ seniorId: null, gameInstanceId: game, type: 'COGNITIVE_SUMMARY' }));
    await db.ds.query(`UPDATE ai_reports SET created_at = now() - interval '1 hour' WHERE id = $1`, [a.id]);
    expect(ids(await store.latest({ seniorId: iris }))).toEqual([b.id, a.id]);
    expect(ids(await store.latest({ gameId: game })).sort()).toEqual([b.id, c.id].sort());
    expect(ids(await store.latest({ seniorId: iris, gameId: game }))).toEqual([b.id]);
  });

  it("gives the loved one's archive oldest first (their activities' reports too) and erases exactly that", async () => {
    const other = randomUUID();
    const theirGame = randomUUID();
    const mine = await store.add(report({ seniorId: other }));
    const ofGame = await store.add(report({ seniorId: null, gameInstanceId: theirGame }));
    const someoneElse = await store.add(report({ seniorId: randomUUID() }));
    await db.ds.query(`UPDATE ai_reports SET created_at = now() - interval '1 day' WHERE id = $1`, [ofGame.id]);
    expect(ids(await store.bySenior(other, [theirGame]))).toEqual([ofGame.id, mine.id]);
    expect(ids(await store.bySenior(other, []))).toEqual([mine.id]);
    expect(await store.erase(other, [theirGame])).toBe(2);
    expect(await store.bySenior(other, [theirGame])).toEqual([]);
    expect(await store.byId(someoneElse.id)).not.toBeNull();
    expect(await store.erase(other, [])).toBe(0);
  });
});
