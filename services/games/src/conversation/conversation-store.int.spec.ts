import { randomUUID } from 'node:crypto';
import { gamesTestDatabase } from '../testing/games-database';
import { activityRow, MasteryRow, resultRow, writeGames } from '../testing/games-seed';
import { ConversationStore } from './conversation-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const DAY = 86_400_000;

// The conversation facts' reads on real Postgres: an activity with its completion and its answers,
// and a loved one's week (what was completed in it and the week before, the items known and slipping,
// whether any activity was ever made).
describe('ConversationStore (real Postgres)', () => {
  let db: Awaited<ReturnType<typeof gamesTestDatabase>>;
  let store: ConversationStore;

  beforeAll(async () => {
    db = await gamesTestDatabase('games_conversation_store', 2);
    store = new ConversationStore(db.ds);
  });
  afterAll(() => db.close());

  it('reads an activity with its completion moment, and its answers in the order given', async () => {
    const seniorId = randomUUID();
    const played = activityRow({
      careTeamId: TEAM,
      createdBy: USER,
      seniorId,
      status: 'CLOSED',
      config: { title: 'Faces' },
    });
    const notPlayed = activityRow({ careTeamId: TEAM, createdBy: USER, seniorId, status: 'SENT' });
    const completedAt = new Date(Date.now() - DAY);
    const t0 = completedAt.getTime() - 60_000;
    await writeGames(db.ds, {
      activities: [played, notPlayed],
      results: [
        resultRow(played.id, { totalSteps: 2, correctAnswers: 2, totalTime: 60_000, accuracy: 1, completedAt }),
      ],
      events: [
        { gameInstanceId: played.id, revision: 0, eventId: randomUUID(), type: 'START', data: {}, at: new Date(t0) },
        {
          gameInstanceId: played.id,
          revision: 1,
          eventId: randomUUID(),
          type: 'STEP',
          data: { step: 1, answer: 'B' },
          at: new Date(t0 + 2000),
        },
        {
          gameInstanceId: played.id,
          revision: 2,
          eventId: randomUUID(),
          type: 'STEP',
          data: { step: 0, answer: 'A' },
          at: new Date(t0 + 1000),
        },
      ],
    });
    expect(await store.activity(played.id)).toEqual({
      id: played.id,
      senior_id: seniorId,
      care_team_id: TEAM,
      template_id: 'grandkid-match',
      config_json: { title: 'Faces' },
      completed_at: completedAt,
    });
    expect((await store.activity(notPlayed.id))?.completed_at).toBeNull();
    expect(await store.activity(randomUUID())).toBeNull();
    expect(await store.answers(played.id)).toEqual([
      { step: 0, answer: 'A' },
      { step: 1, answer: 'B' },
    ]);
    expect(await store.answers(notPlayed.id)).toEqual([]);
  });

  it("reads a loved one's week: completed in it (in order), the week before's count, known and slipping items, activities ever", async () => {
    const seniorId = randomUUID();
    const to = new Date();
    const from = new Date(to.getTime() - 7 * DAY);
    const completed = (daysAgo: number, title: string) => {
      const a = activityRow({ careTeamId: TEAM, createdBy: USER, seniorId, status: 'CLOSED', config: { title } });
      const r = resultRow(a.id, {
        totalSteps: 4,
        correctAnswers: 3,
        totalTime: 120_000,
        accuracy: 0.75,
        completedAt: new Date(to.getTime() - daysAgo * DAY),
      });
      return { a, r };
    };
    const rows = [
      completed(2, 'Later'),
      completed(5, 'Earlier'),
      completed(9, 'Week before'),
      completed(20, 'Long ago'),
    ];
    const item = (label: string, state: MasteryRow['state'], daysAgo: number): MasteryRow => ({
      seniorId,
      careTeamId: TEAM,
      itemKey: `person:${label.toLowerCase()}|`,
      kind: 'person',
      label,
      state,
      streak: 1,
      timesPlayed: 2,
      lastPlayedAt: new Date(to.getTime() - daysAgo * DAY),
    });
    await writeGames(db.ds, {
      activities: [...rows.map((x) => x.a), activityRow({ careTeamId: TEAM, createdBy: USER, seniorId })],
      results: rows.map((x) => x.r),
      mastery: [item('Emma', 'known', 3), item('Liam', 'slipping', 1), item('Noah', 'learning', 1)],
    });

    const played = await store.played(seniorId, from, to);
    expect(played.map((p) => p.config_json.title)).toEqual(['Earlier', 'Later']);
    expect(played[0]).toMatchObject({
      template_id: 'grandkid-match',
      summary_json: { totalSteps: 4, correctAnswers: 3 },
    });
    expect(await store.playedCount(seniorId, new Date(from.getTime() - 7 * DAY), from)).toBe(1);
    expect(await store.knownAndSlipping(seniorId)).toEqual([
      { label: 'Liam', state: 'slipping' },
      { label: 'Emma', state: 'known' },
    ]);
    expect(await store.activitiesEver(seniorId)).toBe(5);
    expect(await store.activitiesEver(randomUUID())).toBe(0);
  });
});
