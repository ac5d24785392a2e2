import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedTeam } from '../testing/care-database';
import { TeamStore } from './team-store';

jest.setTimeout(60_000);

// The teams' statements over real Postgres: who may do what, a caregiver's own team made once, the
// teams and members in the order the screens show them, and the role changes inside a transaction.
describe('TeamStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: TeamStore;
  const [ann, bob, cat, outsider] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let team: string;

  beforeAll(async () => {
    db = await careTestDataSource('care_teams_store', 4);
    store = new TeamStore(db.ds);
    team = await seedTeam(db.ds, [
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
      [cat, 'OWNER'],
    ]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("gives a member's role and whether they are the Primary Caregiver, and an outsider nothing", async () => {
    expect(await store.access(ann, team)).toEqual({ role: 'OWNER', isPrimary: true });
    expect(await store.access(bob, team)).toEqual({ role: 'SIBLING', isPrimary: false });
    expect(await store.access(outsider, team)).toBeNull();
    expect(await store.access(ann, randomUUID())).toBeNull();
  });

  it('lists the members in the order they joined, and reads the team', async () => {
    expect((await store.members(team)).map((m) => [m.userId, m.roleInTeam])).toEqual([
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
      [cat, 'OWNER'],
    ]);
    expect(await store.team(team)).toMatchObject({ id: team, name: 'The Smiths', primaryCaregiverId: ann });
  });

  it('makes a first-time caregiver one team of their own, however many sign-ins race', async () => {
    const dora = randomUUID();
    const made = await Promise.all([store.ensureOwnTeam(dora, 'Dora'), store.ensureOwnTeam(dora, 'Dora')]);
    expect(made.sort()).toEqual([false, true]);
    const [own] = await store.myTeams(dora);
    expect(await store.myTeams(dora)).toEqual([{ id: own!.id, name: 'Dora', name_generated: true, role: 'OWNER' }]);
    expect(await store.access(dora, own!.id)).toEqual({ role: 'OWNER', isPrimary: true });
    expect(await store.ensureOwnTeam(dora, 'Dora')).toBe(false);
  });

  it("lists a user's teams with the one they are Primary Caregiver of first, then the oldest", async () => {
    const older = await seedTeam(
      db.ds,
      [
        [randomUUID(), 'OWNER'],
        [bob, 'OWNER'],
      ],
      {
        joined: new Date(Date.now() - 7_200_000),
      },
    );
    const own = await seedTeam(db.ds, [[bob, 'OWNER']], { name: 'Bob', nameGenerated: true });
    expect((await store.myTeams(bob)).map((t) => [t.id, t.role])).toEqual([
      [own, 'OWNER'],
      [older, 'OWNER'],
      [team, 'SIBLING'],
    ]);
  });

  it('reads, changes and removes a member inside a transaction, and a rolled-back change leaves nothing', async () => {
    await store.transaction(async (em) => {
      await store.lockRoles(em, team);
      const member = (await store.member(em, team, bob))!;
      expect(await store.isPrimary(em, team, bob)).toBe(false);
      expect(await store.isPrimary(em, team, ann)).toBe(true);
      expect(await store.owners(em, team)).toBe(2);
      member.roleInTeam = 'OWNER';
      await store.saveMember(em, member);
      expect(await store.owners(em, team)).toBe(3);
    });
    expect(await store.access(bob, team)).toEqual({ role: 'OWNER', isPrimary: false });
    await expect(
      store.transaction(async (em) => {
        await store.deleteMember(em, (await store.member(em, team, cat))!.id);
        expect(await store.member(em, team, cat)).toBeNull();
        throw new Error('refused after the delete');
      }),
    ).rejects.toThrow('refused after the delete');
    expect(await store.access(cat, team)).toEqual({ role: 'OWNER', isPrimary: false });
    await store.transaction(async (em) => store.deleteMember(em, (await store.member(em, team, cat))!.id));
    expect(await store.access(cat, team)).toBeNull();
  });

  it("holds a team's roles for one transaction at a time", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = store.transaction(async (em) => {
      await store.lockRoles(em, team);
      order.push('first has the lock');
      await held;
      order.push('first done');
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = store.transaction(async (em) => {
      await store.lockRoles(em, team);
      order.push('second has the lock');
    });
    await new Promise((r) => setTimeout(r, 200));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first has the lock', 'first done', 'second has the lock']);
  });
});
