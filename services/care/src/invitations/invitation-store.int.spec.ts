import { randomUUID } from 'node:crypto';
import type { TestDataSource } from '@carewith/platform/testing';
import { careTestDataSource, seedTeam } from '../testing/care-database';
import { InvitationEntity } from './invitation.entity';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { InvitationStore } from './invitation-store';

jest.setTimeout(60_000);

// The invitations' statements over real Postgres: one pending invitation per address however many
// invitations race, the team's list, a link's invitation (locked while it is accepted), and joining.
describe('InvitationStore (real Postgres)', () => {
  let db: TestDataSource;
  let store: InvitationStore;
  const [ann, bob, cat] = [randomUUID(), randomUUID(), randomUUID()];
  let team: string;

  // Invites the address as the service does: the pending invitation refreshed, else a new one.
  const invite = (email: string, careTeamId = team) =>
    store.transaction(async (em) => {
      const invitation = (await store.lockPending(em, careTeamId, email)) ?? store.draft(em, careTeamId, email);
      invitation.role = invitation.role ?? 'SIBLING';
      invitation.tokenHash = hashInvitationToken(newInvitationToken());
      invitation.status = 'pending';
      invitation.invitedBy = ann;
      invitation.sentAt = new Date();
      invitation.expiresAt = new Date(Date.now() + 86_400_000);
      // Two invitations of one address meet here: the second waits for the first's lock.
      await new Promise((r) => setTimeout(r, 50));
      return store.save(em, invitation);
    });

  beforeAll(async () => {
    db = await careTestDataSource('care_invitations_store', 4);
    store = new InvitationStore(db.ds);
    team = await seedTeam(db.ds, [
      [ann, 'OWNER'],
      [bob, 'SIBLING'],
    ]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("lists the team's members and reads the team", async () => {
    expect((await store.memberIds(team)).sort()).toEqual([ann, bob].sort());
    expect(await store.team(team)).toMatchObject({ id: team, name: 'The Smiths' });
  });

  it('keeps one pending invitation per address, however many invitations of it race', async () => {
    const [first, second] = await Promise.all([invite('cat@example.com'), invite('cat@example.com')]);
    expect(second.id).toBe(first.id);
    const again = await invite('cat@example.com');
    expect(again.id).toBe(first.id);
    const pending = (await store.latest(team)).filter((i) => i.email === 'cat@example.com');
    expect(pending.map((i) => [i.id, i.status])).toEqual([[first.id, 'pending']]);
    expect(pending[0]!.tokenHash).toBe(again.tokenHash);
  });

  it("lists a team's latest 100 invitations, newest first", async () => {
    const other = await seedTeam(db.ds, [[randomUUID(), 'OWNER']]);
    await db.ds.query(
      `INSERT INTO invitations (care_team_id, email, role, token_hash, invited_by, sent_at, expires_at, created_at)
       SELECT $1, 'p' || n || '@example.com', 'SIBLING', md5(random()::text || n), $2, now(), now(),
              now() - n * interval '1 minute'
         FROM generate_series(1, 101) AS n`,
      [other, ann],
    );
    const listed = await store.latest(other);
    expect(listed).toHaveLength(100);
    expect(listed[0]!.email).toBe('p1@example.com');
    expect(listed[99]!.email).toBe('p100@example.com');
  });

  it("finds an invitation by id and by its link's token, and locks it for the transaction that accepts it", async () => {
    const made = await invite('dan@example.com');
    expect((await store.byId(made.id))?.email).toBe('dan@example.com');
    expect(await store.byId(randomUUID())).toBeNull();
    expect((await store.byTokenHash(made.tokenHash))?.id).toBe(made.id);
    expect(await store.byTokenHash(hashInvitationToken('no such token'))).toBeNull();
    const order: string[] = [];
    const accept = (who: string) =>
      store.transaction(async (em) => {
        const invitation = (await store.byTokenHash(made.tokenHash, em))!;
        order.push(`${who} reads ${invitation.status}`);
        await new Promise((r) => setTimeout(r, 100));
        invitation.status = 'accepted';
        await store.save(em, invitation);
      });
    await Promise.all([accept('first'), accept('second')]);
    // Whichever takes the lock first (on a busy machine, either) reads it pending; the other waits for
    // that transaction and reads it accepted.
    expect(order.map((line) => line.replace(/^\w+ /, ''))).toEqual(['reads pending', 'reads accepted']);
    expect(new Set(order.map((line) => line.split(' ')[0]))).toEqual(new Set(['first', 'second']));
  });

  it('makes a newcomer a member with the role, raises a member to it, and leaves one who has it', async () => {
    await store.transaction(async (em) => {
      expect(await store.member(em, team, cat)).toBeNull();
      await store.join(em, team, cat, 'SIBLING', null);
      await store.join(em, team, bob, 'OWNER', await store.member(em, team, bob));
      await store.join(em, team, ann, 'OWNER', await store.member(em, team, ann));
    });
    const roles = await db.ds.query<{ user_id: string; role_in_team: string }[]>(
      'SELECT user_id, role_in_team FROM care_team_members WHERE care_team_id = $1 ORDER BY created_at',
      [team],
    );
    expect(roles).toEqual([
      { user_id: ann, role_in_team: 'OWNER' },
      { user_id: bob, role_in_team: 'OWNER' },
      { user_id: cat, role_in_team: 'SIBLING' },
    ]);
  });

  it('makes a new invitation that is not saved until asked', async () => {
    const draft = store.draft(db.ds.manager, team, 'eve@example.com');
    expect(draft).toBeInstanceOf(InvitationEntity);
    expect(draft.id).toBeUndefined();
    expect((await store.latest(team)).some((i) => i.email === 'eve@example.com')).toBe(false);
  });
});
