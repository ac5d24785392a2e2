import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedSenior, seedTeam } from '../testing/care-database';
import { NotificationStore } from './notification-store';

jest.setTimeout(60_000);

// The notifications' statements over real Postgres: a member's own switches, each one turned on its
// own, and who gets a loved one's completion e-mails.
describe('NotificationStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: NotificationStore;
  const [ann, bob, cat] = [randomUUID(), randomUUID(), randomUUID()];
  let team: string;

  beforeAll(async () => {
    db = await careTestDataSource('care_notifications_store');
    store = new NotificationStore(db.ds);
    team = await seedTeam(db.ds, [
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
      [cat, 'SIBLING'],
    ]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("reads a member's switches (both on at first), and nothing for someone not on the team", async () => {
    expect(await store.member(team, bob)).toMatchObject({ notifyActivityCompleted: true, notifyWeeklyLetter: true });
    expect(await store.member(team, randomUUID())).toBeNull();
  });

  it("turns one of a member's switches, and only theirs", async () => {
    await store.setSwitch(team, bob, 'notifyActivityCompleted', false);
    await store.setSwitch(team, cat, 'notifyWeeklyLetter', false);
    expect(await store.member(team, bob)).toMatchObject({ notifyActivityCompleted: false, notifyWeeklyLetter: true });
    expect(await store.member(team, cat)).toMatchObject({ notifyActivityCompleted: true, notifyWeeklyLetter: false });
    expect(await store.member(team, ann)).toMatchObject({ notifyActivityCompleted: true, notifyWeeklyLetter: true });
  });

  it("gives the loved one, and the members who want the team's completion e-mails", async () => {
    const rose = await seedSenior(db.ds, team);
    expect(await store.senior(rose)).toMatchObject({ id: rose, careTeamId: team, firstName: 'Rose' });
    expect(await store.senior(randomUUID())).toBeNull();
    expect((await store.completionRecipients(team)).sort()).toEqual([ann, cat].sort());
    expect(await store.completionRecipients(randomUUID())).toEqual([]);
  });
});
