import { randomUUID } from 'node:crypto';
import { AnyStep, GameConfig } from '@carewith/contracts';
import { TestDataSource } from '@carewith/platform/testing';
import { itemOfStep } from '../mastery/mastery';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, writeGames } from '../testing/games-seed';
import { recordCompletedItems } from './completed-items';
import { ReviewStore } from './review-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const step = (name: string) =>
  ({ id: name, question: 'Who is this?', options: [name, 'Someone'], correctAnswer: name }) as AnyStep;

// Spaced review's reads on real Postgres: the items with their review columns, and the activities the
// items come from (those not completed, and of the completed ones only each item's newest).
describe('ReviewStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: ReviewStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_review_store', 2);
    store = new ReviewStore(db.ds);
  });
  afterAll(() => db.drop());

  it("reads the loved one's items with their review state, and no one else's", async () => {
    const seniorId = randomUUID();
    const emma = itemOfStep(step('Emma'));
    const due = new Date('2026-10-02T00:00:00Z');
    await db.ds.query(
      `INSERT INTO item_mastery (senior_id, care_team_id, item_key, kind, label, state, times_played,
                                 review_interval_index, review_due_at, review_upkeep, review_streak)
       VALUES ($1, $2, $3, 'person', 'Emma', 'learning', 1, 2, $4, true, 3),
              ($5, $2, $3, 'person', 'Emma', 'known', 4, null, null, null, null)`,
      [seniorId, TEAM, emma.key, due, randomUUID()],
    );
    expect(await store.items(seniorId)).toEqual([
      {
        item_key: emma.key,
        kind: 'person',
        label: 'Emma',
        state: 'learning',
        review_interval_index: 2,
        review_due_at: due,
        review_upkeep: true,
        review_streak: 3,
      },
    ]);
  });

  it('reads the activities not completed and, of the completed ones, the newest holding each item, newest first', async () => {
    const seniorId = randomUUID();
    const at = (day: number) => new Date(Date.UTC(2026, 9, day, 10));
    const activity = (title: string, status: 'SENT' | 'CLOSED', day: number, names: string[]) =>
      activityRow({
        careTeamId: TEAM,
        createdBy: USER,
        seniorId,
        status,
        config: { title, steps: names.map(step) },
        createdAt: at(day),
      });
    const oldEmma = activity('Old Emma', 'CLOSED', 1, ['Emma']);
    const newEmma = activity('New Emma', 'CLOSED', 2, ['Emma', 'Liam']);
    const open = activity('Open', 'SENT', 3, ['Noah']);
    const elsewhere = { ...activity('Not theirs', 'SENT', 4, ['Ann']), seniorId: randomUUID() };
    await writeGames(db.ds, { activities: [oldEmma, newEmma, open, elsewhere] });
    await recordCompletedItems(
      db.ds,
      [oldEmma, newEmma].map((a) => ({
        id: a.id,
        senior_id: seniorId,
        template_id: 'grandkid-match' as const,
        config_json: a.config as GameConfig,
      })),
    );

    const rows = await store.activities(seniorId);
    expect(rows.map((r) => r.config_json.title)).toEqual(['Open', 'New Emma']);
    expect(rows[0]!.template_id).toBe('grandkid-match');
  });
});
