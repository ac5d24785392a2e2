// The audit log: who did what to which record, and when; owners read their team's log.
// Also a caregiver deleting their own account, which the log records.
import { randomUUID } from 'node:crypto';
import { expectEventually } from '@carewith/platform/testing';
import { ApiClient } from '../support/api';
import {
  aCaregiver,
  addActivity,
  addLovedOne,
  addMember,
  aLovedOne,
  aMember,
  anActivity,
  sendActivity,
  signUp,
  useSystem,
} from '../support/fixtures';
import { queryDb } from '../support/systems';

jest.setTimeout(180_000);

type Entry = {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  metaJSON: Record<string, unknown>;
  createdAt: string;
};

describe('audit log and account deletion (API, embedded profile)', () => {
  const world = useSystem({ shared: true, caregiver: { name: 'Audra Owner' } });
  const tag = randomUUID().slice(0, 8);

  const log = async (api: ApiClient = world.api) => {
    const res = await api.json<Entry[]>('GET', `/api/care-teams/${world.caregiver.teamId}/audit-log`);
    expect(res.status).toBe(200);
    return res.body;
  };
  // A new team member: invited by the owner, signed in, accepted.
  const join = (name: string, role: 'OWNER' | 'SIBLING') =>
    addMember(world.system, world.caregiver, aMember({ name, role }));

  // Who reads the log, the invitations' entries, their order and the sign-ins of other teams are
  // care's rules: audit/audit.int.spec.ts; here, sign-ins as the gateway records them, through the route.
  it("records the team's sign-ins through the gateway, naming the member, from the day they joined", async () => {
    const helper = await join('Hugo Helper', 'SIBLING');
    const entries = await log();
    const signIn = (userId: string) => entries.find((e) => e.action === 'user.signed_in' && e.targetId === userId);
    expect(signIn(world.caregiver.id)).toMatchObject({
      actorId: world.caregiver.id,
      actorName: 'Audra Owner',
      targetType: 'user',
    });
    // Hugo's sign-in to accept came before he joined: it is not this team's business.
    expect(signIn(helper.id)).toBeUndefined();
    // Once a member, his sign-ins are.
    await helper.api.signIn(helper.name, helper.email);
    await expectEventually(async () =>
      expect((await log()).find((e) => e.action === 'user.signed_in' && e.actorId === helper.id)).toMatchObject({
        actorName: 'Hugo Helper',
        targetType: 'user',
      }),
    );
  });

  it('records sends, link revocations and exports, and holds no name, phone or answer', async () => {
    const senior = await addLovedOne(
      world.api,
      aLovedOne({ firstName: 'Marguerite', lastName: `Audit${tag}`, phone: '+15550102030' }),
    );
    const game = await addActivity(
      world.api,
      anActivity({ title: 'Audit game', templateId: 'places-flashcards', seniorId: senior.id }),
    );
    await sendActivity(world.api, game.id, 'Hello Marguerite');
    const link = await world.api.json<{ link: { id: string } }>('POST', `/api/games/${game.id}/links`);
    const revoke = () => world.api.json('POST', `/api/games/${game.id}/links/${link.body.link.id}/revoke`);
    expect((await revoke()).status).toBe(200);
    expect((await revoke()).status).toBe(200); // already off: not recorded twice
    expect((await world.api.request('GET', `/api/seniors/${senior.id}/results.csv`)).status).toBe(200);
    expect((await world.api.request('GET', `/api/games/${game.id}/results.csv`)).status).toBe(200);

    // The log follows the services' facts: each entry lands moments after its action.
    const entries = await expectEventually(async () => {
      const all = await log();
      expect(all.filter((e) => e.action === 'export.activity_results')).toHaveLength(1);
      return all;
    });
    // The entry each fact becomes (its target type, its meta) is care's: audit/audit.int.spec.ts.
    const recorded = (action: string) => entries.filter((e) => e.action === action).map((e) => [e.actorId, e.targetId]);
    expect(recorded('activity.sent')).toEqual([[world.caregiver.id, game.id]]);
    expect(recorded('link.revoked')).toEqual([[world.caregiver.id, link.body.link.id]]);
    expect(recorded('export.senior_results')).toEqual([[world.caregiver.id, senior.id]]);
    expect(recorded('export.activity_results')).toEqual([[world.caregiver.id, game.id]]);
    const rows = await queryDb<{ row: string }>(
      world.system.databaseUrl,
      'SELECT t::text AS row FROM care.audit_logs t',
    );
    expect(rows.length).toBeGreaterThanOrEqual(entries.length);
    expect(rows.filter((r) => /Marguerite|5550102030|Hello/i.test(r.row))).toEqual([]);
  });

  // Who may change a role, a Co-Caregiver stepping down and each change's entry are care's:
  // teams/access.int.spec.ts; here, the route's answers as the gateway gives them.
  it('changes a role (200), keeps one Co-Caregiver (409 with the spec text) and names a bad role (400)', async () => {
    const helper = await join('Rita Roles', 'SIBLING');
    const member = (userId: string) => `/api/care-teams/${world.caregiver.teamId}/members/${userId}`;
    // The owner is the team's only Co-Caregiver: they cannot step down.
    const last = await world.api.json<{ message: string }>('PATCH', member(world.caregiver.id), {
      roleInTeam: 'SIBLING',
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A care team needs at least one Co-Caregiver.');
    const bad = await world.api.json<{ errors: { field: string }[] }>('PATCH', member(helper.id), {
      roleInTeam: 'BOSS',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field)).toEqual(['roleInTeam']);
    const promote = await world.api.json<{ roleInTeam: string }>('PATCH', member(helper.id), { roleInTeam: 'OWNER' });
    expect(promote.status).toBe(200);
    expect(promote.body.roleInTeam).toBe('OWNER');
  });

  // Who takes over a shared team (and its loved ones, with the Primary's full access), the check-ins
  // and the care data that go, and the entries that record it are care's: account/succession.int.spec.ts;
  // here, the route, the sessions and identity's part.
  it('deletes a caregiver account: a shared team passes to its longest-standing member, a team of one is erased', async () => {
    const lena = await signUp(world.system, aCaregiver({ name: 'Lena Leaver' }));
    const { api: leaver, id: leaverId, teamId: ownTeam } = lena;
    // A second browser of the same person: its session must end too.
    const otherBrowser = (await signUp(world.system, { name: lena.name, email: lena.email })).api;

    // A shared team where the leaver is the only owner: its first member (Stan) inherits it.
    const { api: stan } = await addMember(world.system, lena, aMember({ name: 'Stan Stays' }));
    // Someone alone in their team, with a loved one.
    const lone = await signUp(world.system, aCaregiver({ name: 'Lone Ranger' }));
    const { api: loner, id: lonerId } = lone;
    await addLovedOne(loner, aLovedOne({ firstName: 'Only', lastName: `Loner${tag}`, phone: '+15550107070' }));

    expect((await new ApiClient(world.system.url).request('DELETE', '/api/account')).status).toBe(401);

    const gone = await leaver.json<{ teamsDeleted: number; teamsLeft: number; seniorsErased: number }>(
      'DELETE',
      '/api/account',
    );
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ teamsDeleted: 0, teamsLeft: 1, seniorsErased: 0 });
    expect((await leaver.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await otherBrowser.request('GET', '/api/auth/user')).status).toBe(401);
    expect(await queryDb(world.system.databaseUrl, 'SELECT 1 FROM identity.users WHERE id = $1', [leaverId])).toEqual(
      [],
    );
    expect(
      await queryDb(world.system.databaseUrl, `SELECT 1 FROM gateway.sessions WHERE sess::text LIKE '%' || $1 || '%'`, [
        leaverId,
      ]),
    ).toEqual([]);
    // Identity has forgotten them: the log of the team Stan now runs no longer names them.
    const stanLog = (await stan.json<Entry[]>('GET', `/api/care-teams/${ownTeam}/audit-log`)).body;
    expect(stanLog.find((e) => e.action === 'account.deleted')).toMatchObject({ actorId: leaverId, actorName: null });

    // The loner's team goes with its loved one.
    const lonerGone = await loner.json<{ teamsDeleted: number; seniorsErased: number }>('DELETE', '/api/account');
    expect(lonerGone.body).toEqual({ teamsDeleted: 1, teamsLeft: 0, seniorsErased: 1 });
    expect(await queryDb(world.system.databaseUrl, 'SELECT 1 FROM identity.users WHERE id = $1', [lonerId])).toEqual(
      [],
    );
    // Signing in again makes a fresh account with a fresh team.
    const again = await loner.signIn(lone.name, lone.email);
    expect(again.id).not.toBe(lonerId);
  });
});
