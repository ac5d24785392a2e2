import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedSenior, seedTeam } from '../testing/care-database';
import { SeniorStore } from './senior-store';
import type { SeniorFields } from './senior-profile';

jest.setTimeout(60_000);

// The loved ones' statements over real Postgres: a profile added, changed in a transaction (or not,
// when it rolls back) and removed; who may see which loved one; the team a new one joins.
describe('SeniorStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: SeniorStore;
  const [ann, bob, cat] = [randomUUID(), randomUUID(), randomUUID()];
  let team: string;
  let other: string;
  const fields = (careTeamId: string): SeniorFields => ({
    careTeamId,
    firstName: 'Rose',
    lastName: 'Smith',
    phone: '+15550000101',
    prefsJSON: { accessibility: { largeText: true, audioInstructions: false, highContrast: false } },
    timeZone: 'Europe/London',
    quietFrom: '15:00',
    quietTo: '09:00',
    pausedUntil: null,
    language: 'en',
  });

  beforeAll(async () => {
    db = await careTestDataSource('care_seniors_store');
    store = new SeniorStore(db.ds);
    team = await seedTeam(db.ds, [
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
    ]);
    other = await seedTeam(db.ds, [[cat, 'OWNER']], { name: 'The Joneses' });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('adds a profile and reads it back whole', async () => {
    const added = await store.add(fields(team));
    expect(await store.byId(added.id)).toEqual({ ...fields(team), id: added.id, createdAt: expect.any(Date) });
    expect(await store.byId(randomUUID())).toBeNull();
  });

  it('saves a change in a transaction, and keeps the profile as it was when the transaction rolls back', async () => {
    const senior = (await store.byId((await store.add(fields(team))).id))!;
    senior.firstName = 'Rosie';
    await store.transaction((em) => store.save(em, senior));
    senior.lastName = 'Jones';
    await expect(
      store.transaction(async (em) => {
        await store.save(em, senior);
        throw new Error('the fact could not be recorded');
      }),
    ).rejects.toThrow('the fact could not be recorded');
    expect(await store.byId(senior.id)).toMatchObject({ firstName: 'Rosie', lastName: 'Smith' });
  });

  it('removes a profile in a transaction', async () => {
    const id = await seedSenior(db.ds, team, { firstName: 'Iris' });
    await store.transaction((em) => store.remove(em, id));
    expect(await store.byId(id)).toBeNull();
  });

  it('lists the loved ones each user may see, with their role in the team', async () => {
    const rose = await seedSenior(db.ds, other, { firstName: 'Nora' });
    const seen = (actor: string) => store.accessible(actor);
    expect(await seen(cat)).toEqual([{ seniorId: rose, careTeamId: other, role: 'OWNER' }]);
    const bobs = await seen(bob);
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((s) => s.careTeamId === team && s.role === 'SIBLING')).toBe(true);
    expect(await seen(randomUUID())).toEqual([]);
  });

  it('reads a team, and finds the first team a user joined as a Co-Caregiver', async () => {
    expect(await store.team(other)).toMatchObject({ id: other, name: 'The Joneses' });
    await seedTeam(
      db.ds,
      [
        [randomUUID(), 'OWNER'],
        [cat, 'SIBLING'],
      ],
      { joined: new Date(Date.now() - 9_000_000) },
    );
    const later = await seedTeam(db.ds, [[cat, 'OWNER']], { joined: new Date(Date.now() + 60_000) });
    expect(await store.firstOwnedTeam(cat)).toBe(other);
    expect(later).not.toBe(other);
    expect(await store.firstOwnedTeam(bob)).toBeNull();
  });
});
