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

  it('records sign-ins and the invitation lifecycle with actor, action, target and time', async () => {
    const before = Date.now();
    const helper = await join('Hugo Helper', 'SIBLING');
    const spare = await world.api.json<{ id: string }>('POST', '/api/invite', {
      email: `spare.${tag}@example.com`,
      role: 'SIBLING',
      careTeamId: world.caregiver.teamId,
    });
    expect((await world.api.json('POST', `/api/invitations/${spare.body.id}/resend`)).status).toBe(200);
    expect((await world.api.json('POST', `/api/invitations/${spare.body.id}/cancel`)).status).toBe(200);

    const entries = await log();
    const find = (action: string, targetId?: string) =>
      entries.find((e) => e.action === action && (targetId === undefined || e.targetId === targetId));
    expect(find('user.signed_in', world.caregiver.id)).toMatchObject({
      actorId: world.caregiver.id,
      actorName: 'Audra Owner',
      targetType: 'user',
    });
    // Hugo's sign-in to accept came before he joined: it is not this team's business.
    expect(find('user.signed_in', helper.id)).toBeUndefined();
    expect(find('invitation.created', helper.invitationId)).toMatchObject({
      actorId: world.caregiver.id,
      targetType: 'invitation',
      metaJSON: { role: 'SIBLING' },
    });
    expect(find('invitation.accepted', helper.invitationId)).toMatchObject({ actorId: helper.id });
    expect(find('invitation.resent', spare.body.id)).toMatchObject({ actorId: world.caregiver.id });
    expect(find('invitation.cancelled', spare.body.id)).toMatchObject({ actorId: world.caregiver.id });
    for (const e of entries) {
      expect(new Date(e.createdAt).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    }
    // Newest first.
    const times = entries.map((e) => new Date(e.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Only owners read the log; outsiders learn nothing.
    expect((await helper.api.request('GET', `/api/care-teams/${world.caregiver.teamId}/audit-log`)).status).toBe(403);
    const outsider = await signUp(world.system, aCaregiver({ name: 'Otis Outsider' }));
    expect((await outsider.api.request('GET', `/api/care-teams/${world.caregiver.teamId}/audit-log`)).status).toBe(404);
    // Once a member, his sign-ins are.
    await helper.api.signIn(helper.name, helper.email);
    await expectEventually(async () =>
      expect((await log()).find((e) => e.action === 'user.signed_in' && e.actorId === helper.id)).toMatchObject({
        actorName: 'Hugo Helper',
        targetType: 'user',
      }),
    );
    // Another team's sign-ins are not in this log.
    expect((await log()).some((e) => e.actorId === outsider.id)).toBe(false);
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
    const of = (action: string) => entries.filter((e) => e.action === action);
    expect(of('activity.sent')).toEqual([
      expect.objectContaining({
        actorId: world.caregiver.id,
        targetType: 'activity',
        targetId: game.id,
        metaJSON: { channel: 'sms' },
      }),
    ]);
    expect(of('link.revoked')).toEqual([
      expect.objectContaining({ actorId: world.caregiver.id, targetType: 'play_link', targetId: link.body.link.id }),
    ]);
    expect(of('export.senior_results')).toEqual([
      expect.objectContaining({ actorId: world.caregiver.id, targetType: 'senior', targetId: senior.id }),
    ]);
    expect(of('export.activity_results')).toEqual([
      expect.objectContaining({ actorId: world.caregiver.id, targetType: 'activity', targetId: game.id }),
    ]);
    const rows = await queryDb<{ row: string }>(
      world.system.databaseUrl,
      'SELECT t::text AS row FROM care.audit_logs t',
    );
    expect(rows.length).toBeGreaterThanOrEqual(entries.length);
    expect(rows.filter((r) => /Marguerite|5550102030|Hello/i.test(r.row))).toEqual([]);
  });

  it('changes roles, keeps one Co-Caregiver, and records each change', async () => {
    const helper = await join('Rita Roles', 'SIBLING');
    const promote = await world.api.json<{ roleInTeam: string }>(
      'PATCH',
      `/api/care-teams/${world.caregiver.teamId}/members/${helper.id}`,
      {
        roleInTeam: 'OWNER',
      },
    );
    expect(promote.status).toBe(200);
    expect(promote.body.roleInTeam).toBe('OWNER');
    const demoteSelf = await helper.api.json(
      'PATCH',
      `/api/care-teams/${world.caregiver.teamId}/members/${helper.id}`,
      {
        roleInTeam: 'SIBLING',
      },
    );
    expect(demoteSelf.status).toBe(200);
    // The original owner is now the only one: they cannot step down.
    const last = await world.api.json<{ message: string; errors: { field: string; message: string }[] }>(
      'PATCH',
      `/api/care-teams/${world.caregiver.teamId}/members/${world.caregiver.id}`,
      { roleInTeam: 'SIBLING' },
    );
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A care team needs at least one Co-Caregiver.');
    const bad = await world.api.json<{ errors: { field: string }[] }>(
      'PATCH',
      `/api/care-teams/${world.caregiver.teamId}/members/${helper.id}`,
      {
        roleInTeam: 'BOSS',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field)).toEqual(['roleInTeam']);
    expect(
      (
        await helper.api.json('PATCH', `/api/care-teams/${world.caregiver.teamId}/members/${world.caregiver.id}`, {
          roleInTeam: 'SIBLING',
        })
      ).status,
    ).toBe(403);

    const changes = (await log()).filter((e) => e.action === 'member.role_changed' && e.targetId === helper.id);
    expect(changes.map((e) => [e.actorId, e.metaJSON.from, e.metaJSON.to])).toEqual([
      [helper.id, 'OWNER', 'SIBLING'],
      [world.caregiver.id, 'SIBLING', 'OWNER'],
    ]);
  });

  it('deletes a caregiver account: a shared team passes to its longest-standing member, a team of one is erased', async () => {
    // Lena owns a team with a loved one, and has a check-in.
    const lena = await signUp(world.system, aCaregiver({ name: 'Lena Leaver' }));
    const { api: leaver, id: leaverId, teamId: ownTeam } = lena;
    const ownSenior = await addLovedOne(leaver, aLovedOne({ firstName: 'Solo', lastName: `Senior${tag}` }));
    expect((await leaver.json('POST', '/api/check-ins', { mood: 2, freeText: `tired ${tag}` })).status).toBe(201);
    // A second browser of the same person: its session must end too.
    const otherBrowser = (await signUp(world.system, { name: lena.name, email: lena.email })).api;

    // A shared team where the leaver is the only owner: its first member (Stan) inherits it.
    const { api: stan, id: stanId } = await addMember(world.system, lena, aMember({ name: 'Stan Stays' }));
    // Someone alone in their team, with a loved one.
    const lone = await signUp(world.system, aCaregiver({ name: 'Lone Ranger' }));
    const { api: loner, id: lonerId, teamId: lonerTeam } = lone;
    const lonerSenior = await addLovedOne(
      loner,
      aLovedOne({ firstName: 'Only', lastName: `Loner${tag}`, phone: '+15550107070' }),
    );

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
      await queryDb(world.system.databaseUrl, 'SELECT 1 FROM care.caregiver_check_ins WHERE user_id = $1', [leaverId]),
    ).toEqual([]);
    expect(
      await queryDb(world.system.databaseUrl, `SELECT 1 FROM gateway.sessions WHERE sess::text LIKE '%' || $1 || '%'`, [
        leaverId,
      ]),
    ).toEqual([]);
    // Stan now runs the team, which kept its loved one.
    const stanTeams = (await stan.json<{ id: string; role: string }[]>('GET', '/api/care-teams')).body;
    expect(stanTeams.find((t) => t.id === ownTeam)?.role).toBe('OWNER');
    // ...as its Primary Caregiver (decision 37): full access, erasure included.
    const stanSees = await stan.json<{ canErase: boolean }>('GET', `/api/seniors/${ownSenior.id}`);
    expect(stanSees.status).toBe(200);
    expect(stanSees.body.canErase).toBe(true);
    const stanMembers = await stan.json<{ userId: string; isPrimary: boolean }[]>(
      'GET',
      `/api/care-teams/${ownTeam}/members`,
    );
    expect(stanMembers.body).toEqual([
      expect.objectContaining({ userId: stanId, roleInTeam: 'OWNER', isPrimary: true }),
    ]);
    const stanLog = (await stan.json<Entry[]>('GET', `/api/care-teams/${ownTeam}/audit-log`)).body;
    expect(stanLog.find((e) => e.action === 'member.role_changed')).toMatchObject({
      actorId: leaverId,
      actorName: null,
      targetId: stanId,
      metaJSON: expect.objectContaining({ from: 'SIBLING', to: 'OWNER' }),
    });
    expect(stanLog.find((e) => e.action === 'account.deleted')).toMatchObject({ actorId: leaverId, actorName: null });

    // The loner's team goes with its loved one.
    const lonerGone = await loner.json<{ teamsDeleted: number; seniorsErased: number }>('DELETE', '/api/account');
    expect(lonerGone.body).toEqual({ teamsDeleted: 1, teamsLeft: 0, seniorsErased: 1 });
    expect(await queryDb(world.system.databaseUrl, 'SELECT 1 FROM care.care_teams WHERE id = $1', [lonerTeam])).toEqual(
      [],
    );
    expect(
      await queryDb(world.system.databaseUrl, 'SELECT 1 FROM care.seniors WHERE id = $1', [lonerSenior.id]),
    ).toEqual([]);
    expect(await queryDb(world.system.databaseUrl, 'SELECT 1 FROM identity.users WHERE id = $1', [lonerId])).toEqual(
      [],
    );
    // Signing in again makes a fresh account with a fresh team.
    const again = await loner.signIn(lone.name, lone.email);
    expect(again.id).not.toBe(lonerId);
  });
});
