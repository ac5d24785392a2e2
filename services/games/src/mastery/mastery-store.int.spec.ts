import { randomUUID } from 'node:crypto';
import { TestDataSource } from '@carewith/platform/testing';
import { gamesTestDataSource } from '../testing/games-database';
import { activityRow, MasteryRow, writeGames } from '../testing/games-seed';
import { MasteryStore } from './mastery-store';

jest.setTimeout(60_000);

const TEAM = randomUUID();
const USER = randomUUID();
const DAY = 86_400_000;

// "What Margaret knows" read on real Postgres: the items played, the most recent first, and the
// activities not completed yet (their items may still be new).
describe('MasteryStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: MasteryStore;

  beforeAll(async () => {
    db = await gamesTestDataSource('games_mastery_store', 2);
    store = new MasteryStore(db.ds);
  });
  afterAll(() => db.drop());

  it("reads the loved one's items, the most recently played first, then by label", async () => {
    const seniorId = randomUUID();
    const now = Date.now();
    const item = (label: string, state: MasteryRow['state'], daysAgo: number, who = seniorId): MasteryRow => ({
      seniorId: who,
      careTeamId: TEAM,
      itemKey: `person:${label.toLowerCase()}|`,
      kind: 'person',
      label,
      state,
      streak: 2,
      timesPlayed: 3,
      lastPlayedAt: new Date(now - daysAgo * DAY),
    });
    await writeGames(db.ds, {
      mastery: [
        item('Liam', 'learning', 5),
        item('Emma', 'known', 1),
        item('Ann', 'slipping', 5),
        item('Zed', 'known', 0, randomUUID()),
      ],
    });
    const rows = await store.items(seniorId);
    expect(rows.map((r) => r.label)).toEqual(['Emma', 'Ann', 'Liam']);
    expect(rows[0]).toEqual({
      item_key: 'person:emma|',
      kind: 'person',
      label: 'Emma',
      photo: null,
      state: 'known',
      times_played: 3,
      last_played_at: new Date(now - DAY),
    });
  });

  it("reads the loved one's activities not completed yet, oldest first", async () => {
    const seniorId = randomUUID();
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const row = (title: string, status: 'DRAFT' | 'SENT' | 'CLOSED', day: number) =>
      activityRow({ careTeamId: TEAM, createdBy: USER, seniorId, status, config: { title }, createdAt: at(day) });
    await writeGames(db.ds, {
      activities: [row('Sent', 'SENT', 3), row('Done', 'CLOSED', 1), row('Draft', 'DRAFT', 2)],
    });
    const rows = await store.openActivities(seniorId);
    expect(rows).toEqual([
      { template_id: 'grandkid-match', config_json: { title: 'Draft' } },
      { template_id: 'grandkid-match', config_json: { title: 'Sent' } },
    ]);
  });
});
