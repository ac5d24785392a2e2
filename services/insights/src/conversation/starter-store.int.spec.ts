import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { insightsTestDataSource } from '../testing/insights-database';
import { WeeklyLetterStore } from '../weekly-letter/weekly-letter-store';
import { StarterStore } from './starter-store';

jest.setTimeout(60_000);

// The starters' statements over real Postgres: one writer's set per activity however the writers
// race, the family's marks, what "About me" shows, and the loved one's archive and erasure (their
// letters too).
describe('StarterStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: StarterStore;
  let letters: WeeklyLetterStore;
  const TEAM = randomUUID();
  const [rose, iris] = [randomUUID(), randomUUID()];
  const [ann, bob] = [randomUUID(), randomUUID()];
  const activity = (seniorId = rose) => ({ gameId: randomUUID(), seniorId, careTeamId: TEAM });

  beforeAll(async () => {
    db = await insightsTestDataSource('insights_starter_store', 4);
    store = new StarterStore(db.ds);
    letters = new WeeklyLetterStore(db.ds);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("stores one writer's set for an activity, whichever writer comes second, in order", async () => {
    const game = activity();
    const [local, model] = await Promise.all([
      store.addOnce(game, ['Ask about the garden.', 'Ask about the sea.'], 'local'),
      store.addOnce(game, ['Model one.', 'Model two.', 'Model three.'], 'openai'),
    ]);
    expect([local.written, model.written].sort()).toEqual([false, true]);
    const kept = local.written ? local.rows : model.rows;
    expect(new Set(kept.map((r) => r.writer)).size).toBe(1);
    expect(kept.map((r) => r.position)).toEqual(kept.map((_, i) => i));
    expect(await store.ofGame(game.gameId)).toEqual(kept);
    expect((local.written ? model : local).rows).toEqual(kept);
    expect(kept[0]).toMatchObject({
      game_instance_id: game.gameId,
      senior_id: rose,
      care_team_id: TEAM,
      talked_by: null,
    });
    expect(await store.ofGame(randomUUID())).toEqual([]);
  });

  it('marks a starter as talked about, with a note, and clears the mark', async () => {
    const { rows } = await store.addOnce(activity(), ['One.', 'Two.'], 'local');
    const marked = await store.mark(rows[0]!.id, ann, 'She smiled');
    expect(marked).toMatchObject({
      id: rows[0]!.id,
      talked_by: ann,
      talked_note: 'She smiled',
      talked_at: expect.any(Date),
    });
    expect(await store.byId(rows[0]!.id)).toEqual(marked);
    const cleared = await store.unmark(rows[0]!.id);
    expect(cleared).toMatchObject({ talked_by: null, talked_at: null, talked_note: null });
    expect(await store.mark(randomUUID(), ann, null)).toBeNull();
    expect(await store.unmark(randomUUID())).toBeNull();
    expect(await store.byId(randomUUID())).toBeNull();
  });

  it("gives the loved one's starters talked about, newest mark first, and no one else's", async () => {
    const { rows } = await store.addOnce(activity(iris), ['A.', 'B.', 'C.'], 'local');
    await store.mark(rows[2]!.id, ann, null);
    await new Promise((r) => setTimeout(r, 20));
    await store.mark(rows[0]!.id, bob, 'Laughed');
    await store.addOnce(activity(), ['Not hers.'], 'local').then(({ rows: [r] }) => store.mark(r!.id, ann, null));
    expect((await store.talkedAbout(iris)).map((r) => [r.text, r.talked_by])).toEqual([
      ['A.', bob],
      ['C.', ann],
    ]);
  });

  it("exports and erases the loved one's starters, their activities' and their letters, and no one else's", async () => {
    const mine = activity(rose);
    const unlinked = { ...activity(randomUUID()) };
    const theirs = activity(iris);
    await store.addOnce(mine, ['Mine.'], 'local');
    await store.addOnce(unlinked, ['An activity of theirs kept under another id.'], 'local');
    await store.addOnce(theirs, ['Theirs.'], 'local');
    const roseLetter = (sunday: string) => ({
      id: randomUUID(),
      seniorId: rose,
      firstName: 'Rose',
      sunday,
      from: `${sunday}T00:00:00.000Z`,
      to: `${sunday}T17:00:00.000Z`,
      timeZone: 'UTC',
      played: [],
      summary: '',
      knowsWell: [],
      slipping: [],
      starters: [],
      rota: null,
      writtenAt: `${sunday}T17:00:00.000Z`,
    });
    await letters.addOnce(rose, '2026-11-15', TEAM, roseLetter('2026-11-15'));
    await letters.addOnce(rose, '2026-11-08', TEAM, roseLetter('2026-11-08'));
    const exported = await store.exportBySenior(rose, [unlinked.gameId]);
    expect(exported.starters.map((s) => s.game_instance_id)).toContain(unlinked.gameId);
    expect(exported.starters.every((s) => s.senior_id === rose || s.game_instance_id === unlinked.gameId)).toBe(true);
    expect(exported.letters.map((l) => l.sunday)).toEqual(['2026-11-08', '2026-11-15']);
    const before = exported.starters.length + exported.letters.length;
    expect(await store.erase(rose, [unlinked.gameId])).toBe(before);
    expect(await store.exportBySenior(rose, [unlinked.gameId])).toEqual({ starters: [], letters: [] });
    expect(await store.ofGame(theirs.gameId)).toHaveLength(1);
    expect(await store.erase(rose, [])).toBe(0);
  });
});
