import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedMember, seedSenior, seedTeam } from '../testing/care-database';
import { WeeklyLetterStore } from './weekly-letter-store';

jest.setTimeout(60_000);

// What the weekly letter reads in care, over real Postgres: the loved ones' zones, and a team's
// members in rota order with their letter switch.
describe('WeeklyLetterStore (care, real Postgres)', () => {
  let db: TestDataSource;
  let store: WeeklyLetterStore;
  let team: string;
  let rose: string;
  let iris: string;

  beforeAll(async () => {
    db = await careTestDataSource('care_letter_store');
    store = new WeeklyLetterStore(db.ds);
    team = await seedTeam(db.ds, [[randomUUID(), 'OWNER']]);
    rose = await seedSenior(db.ds, team, { timeZone: 'Europe/London' });
    iris = await seedSenior(db.ds, team, { firstName: 'Iris', timeZone: 'Asia/Tokyo' });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("gives every loved one's time zone, or those of the loved ones named", async () => {
    const all = await store.zones();
    expect(all).toEqual(
      expect.arrayContaining([
        { id: rose, time_zone: 'Europe/London' },
        { id: iris, time_zone: 'Asia/Tokyo' },
      ]),
    );
    expect(all).toHaveLength(2);
    expect(await store.zones([iris, randomUUID()])).toEqual([{ id: iris, time_zone: 'Asia/Tokyo' }]);
    expect(await store.zones([])).toEqual([]);
  });

  it('reads the loved one, and none once they are gone', async () => {
    expect(await store.senior(rose)).toMatchObject({ id: rose, careTeamId: team });
    expect(await store.senior(randomUUID())).toBeNull();
  });

  it("gives a team's members in rota order (who joined first, then by id) with their letter switch", async () => {
    const joined = new Date('2026-01-01T10:00:00Z');
    const other = await seedTeam(db.ds, [], { joined });
    const [a, b] = [randomUUID(), randomUUID()].sort();
    const first = randomUUID();
    await seedMember(db.ds, other, b!, 'OWNER', new Date('2026-01-02T10:00:00Z'));
    await seedMember(db.ds, other, a!, 'SIBLING', new Date('2026-01-02T10:00:00Z'));
    await seedMember(db.ds, other, first, 'OWNER', joined);
    await db.ds.query('UPDATE care_team_members SET notify_weekly_letter = false WHERE user_id = $1', [a]);
    expect(await store.members(other)).toEqual([
      { user_id: first, role_in_team: 'OWNER', letter: true },
      { user_id: a, role_in_team: 'SIBLING', letter: false },
      { user_id: b, role_in_team: 'OWNER', letter: true },
    ]);
  });
});
