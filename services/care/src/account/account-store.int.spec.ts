import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedSenior, seedTeam } from '../testing/care-database';
import { AccountStore } from './account-store';

jest.setTimeout(60_000);

// A caregiver's account deletion's statements over real Postgres: their teams and members in the
// order an heir is chosen, what goes with them (check-ins, invitations), an heir taking over, and a
// team erased.
describe('AccountStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: AccountStore;
  const [ann, bob, cat] = [randomUUID(), randomUUID(), randomUUID()];
  let shared: string;
  let alone: string;

  const invite = (careTeamId: string, invitedBy: string, status: string, acceptedBy: string | null = null) =>
    db.ds
      .query<{ id: string }[]>(
        `INSERT INTO invitations (care_team_id, email, role, token_hash, status, invited_by, sent_at, expires_at, accepted_by)
         VALUES ($1, $2, 'SIBLING', $3, $4, $5, now(), now() + interval '7 days', $6) RETURNING id`,
        [careTeamId, `${randomUUID()}@example.com`, randomUUID(), status, invitedBy, acceptedBy],
      )
      .then(([row]) => row!.id);
  const invitation = (id: string) =>
    db.ds.query<{ status: string }[]>('SELECT status FROM invitations WHERE id = $1', [id]).then(([r]) => r ?? null);

  beforeAll(async () => {
    db = await careTestDataSource('care_account_store');
    store = new AccountStore(db.ds);
    shared = await seedTeam(db.ds, [
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
      [cat, 'SIBLING'],
    ]);
    alone = await seedTeam(db.ds, [[ann, 'OWNER']], { joined: new Date(Date.now() - 600_000) });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("lists a caregiver's teams, each team's members oldest first, and a team's loved ones", async () => {
    expect((await store.teamsOf(ann)).sort()).toEqual([shared, alone].sort());
    expect((await store.members(shared)).map((m) => m.userId)).toEqual([ann, bob, cat]);
    const rose = await seedSenior(db.ds, alone);
    expect((await store.seniorsOf(alone)).map((s) => s.id)).toEqual([rose]);
    expect(await store.seniorsOf(shared)).toEqual([]);
  });

  it("forgets a caregiver's check-ins and invitations with the transaction, touching nobody else's", async () => {
    await db.ds.query('INSERT INTO caregiver_check_ins (user_id, mood) VALUES ($1, 3), ($1, 4), ($2, 2)', [bob, cat]);
    expect(await store.checkInIds(bob)).toHaveLength(2);
    const accepted = await invite(shared, ann, 'accepted', bob);
    const pending = await invite(shared, bob, 'pending');
    const sentAndAccepted = await invite(shared, bob, 'accepted', cat);
    const othersPending = await invite(shared, ann, 'pending');
    await expect(
      store.transaction(async (em) => {
        await store.forgetCaregiver(em, bob);
        throw new Error('the audit entry failed');
      }),
    ).rejects.toThrow('the audit entry failed');
    expect(await store.checkInIds(bob)).toHaveLength(2);
    await store.transaction((em) => store.forgetCaregiver(em, bob));
    expect(await store.checkInIds(bob)).toEqual([]);
    expect(await store.checkInIds(cat)).toHaveLength(1);
    expect(await invitation(accepted)).toBeNull();
    expect(await invitation(pending)).toEqual({ status: 'cancelled' });
    expect(await invitation(sentAndAccepted)).toEqual({ status: 'accepted' });
    expect(await invitation(othersPending)).toEqual({ status: 'pending' });
  });

  it('hands a team to an heir: their new role, the Primary Caregiver, and the one leaving gone', async () => {
    await store.transaction(async (em) => {
      const team = await store.lockTeam(em, shared);
      expect(team.primaryCaregiverId).toBe(ann);
      const [, heir] = await store.members(shared, em);
      heir!.roleInTeam = 'OWNER';
      await store.saveMember(em, heir!);
      await store.setPrimary(em, shared, heir!.userId);
      await store.leave(em, shared, ann);
    });
    expect((await store.members(shared)).map((m) => [m.userId, m.roleInTeam])).toEqual([
      [bob, 'OWNER'],
      [cat, 'SIBLING'],
    ]);
    expect((await store.transaction((em) => store.lockTeam(em, shared))).primaryCaregiverId).toBe(bob);
  });

  it('erases a team with its members and loved ones', async () => {
    await store.transaction((em) => store.deleteTeam(em, alone));
    expect(await store.members(alone)).toEqual([]);
    expect(await store.seniorsOf(alone)).toEqual([]);
    expect(await store.teamsOf(ann)).toEqual([]);
    await expect(store.transaction((em) => store.lockTeam(em, alone))).rejects.toThrow();
  });
});
