// The audit log (issue #10): who did what to which record, and when; owners read their team's log.
// Also a caregiver deleting their own account, which the log records.
import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api';
import { invitationToken } from '../support/invitations';
import { queryDb, removeDir, startEmbedded } from '../support/systems';

jest.setTimeout(180_000);

type System = Awaited<ReturnType<typeof startEmbedded>>;
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
  let system: System;
  let owner: ApiClient;
  let ownerId: string;
  let teamId: string;
  const tag = randomUUID().slice(0, 8);

  const log = async (api: ApiClient = owner) => {
    const res = await api.json<Entry[]>('GET', `/api/care-teams/${teamId}/audit-log`);
    expect(res.status).toBe(200);
    return res.body;
  };
  // A new team member: invited by the owner, signed in, accepted.
  const join = async (name: string, role: 'OWNER' | 'SIBLING') => {
    const email = `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com`;
    const invite = await owner.json<{ id: string }>('POST', '/api/invite', { email, role, careTeamId: teamId });
    expect(invite.status).toBe(201);
    const token = await invitationToken(system.databaseUrl, invite.body.id);
    const api = new ApiClient(system.url);
    const user = await api.signIn(name, email, `/invite/accept?token=${token}`);
    expect((await api.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
    return { api, id: user.id, invitationId: invite.body.id };
  };

  beforeAll(async () => {
    system = await startEmbedded();
    owner = new ApiClient(system.url);
    ownerId = (await owner.signIn('Audra Owner', `audra.${tag}@example.com`)).id;
    teamId = (await owner.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
  });
  afterAll(async () => {
    await system?.stop();
    if (system) removeDir(system.dataDir);
  });

  it('records sign-ins and the invitation lifecycle with actor, action, target and time', async () => {
    const before = Date.now();
    const helper = await join('Hugo Helper', 'SIBLING');
    const spare = await owner.json<{ id: string }>('POST', '/api/invite', {
      email: `spare.${tag}@example.com`,
      role: 'SIBLING',
      careTeamId: teamId,
    });
    expect((await owner.json('POST', `/api/invitations/${spare.body.id}/resend`)).status).toBe(200);
    expect((await owner.json('POST', `/api/invitations/${spare.body.id}/cancel`)).status).toBe(200);

    const entries = await log();
    const find = (action: string, targetId?: string) =>
      entries.find((e) => e.action === action && (targetId === undefined || e.targetId === targetId));
    expect(find('user.signed_in', ownerId)).toMatchObject({
      actorId: ownerId,
      actorName: 'Audra Owner',
      targetType: 'user',
    });
    // Hugo's sign-in to accept came before he joined: it is not this team's business.
    expect(find('user.signed_in', helper.id)).toBeUndefined();
    expect(find('invitation.created', helper.invitationId)).toMatchObject({
      actorId: ownerId,
      targetType: 'invitation',
      metaJSON: { role: 'SIBLING' },
    });
    expect(find('invitation.accepted', helper.invitationId)).toMatchObject({ actorId: helper.id });
    expect(find('invitation.resent', spare.body.id)).toMatchObject({ actorId: ownerId });
    expect(find('invitation.cancelled', spare.body.id)).toMatchObject({ actorId: ownerId });
    for (const e of entries) {
      expect(new Date(e.createdAt).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    }
    // Newest first.
    const times = entries.map((e) => new Date(e.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Only owners read the log; outsiders learn nothing.
    expect((await helper.api.request('GET', `/api/care-teams/${teamId}/audit-log`)).status).toBe(403);
    const outsider = new ApiClient(system.url);
    await outsider.signIn('Otis Outsider', `otis.${tag}@example.com`);
    expect((await outsider.request('GET', `/api/care-teams/${teamId}/audit-log`)).status).toBe(404);
    // Once a member, his sign-ins are.
    await helper.api.signIn('Hugo Helper', `hugo.${tag}@example.com`);
    expect((await log()).find((e) => e.action === 'user.signed_in' && e.actorId === helper.id)).toMatchObject({
      actorName: 'Hugo Helper',
      targetType: 'user',
    });
    // Another team's sign-ins are not in this log.
    const otisId = (await outsider.json<{ id: string }>('GET', '/api/auth/user')).body.id;
    expect((await log()).some((e) => e.actorId === otisId)).toBe(false);
  });

  it('records sends, link revocations and exports, and holds no name, phone or answer', async () => {
    const senior = await owner.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Marguerite',
      lastName: `Audit${tag}`,
      phone: '+15550102030',
    });
    const game = await owner.json<{ id: string }>('POST', '/api/games', {
      title: 'Audit game',
      templateId: 'places-flashcards',
      seniorId: senior.body.id,
      configJSON: { title: 'Audit game' },
    });
    expect(
      (await owner.json('POST', `/api/games/${game.body.id}/send-sms`, { message: 'Hello Marguerite' })).status,
    ).toBe(200);
    const link = await owner.json<{ link: { id: string } }>('POST', `/api/games/${game.body.id}/links`);
    const revoke = () => owner.json('POST', `/api/games/${game.body.id}/links/${link.body.link.id}/revoke`);
    expect((await revoke()).status).toBe(200);
    expect((await revoke()).status).toBe(200); // already off: not recorded twice
    expect((await owner.request('GET', `/api/seniors/${senior.body.id}/results.csv`)).status).toBe(200);
    expect((await owner.request('GET', `/api/games/${game.body.id}/results.csv`)).status).toBe(200);

    const entries = await log();
    const of = (action: string) => entries.filter((e) => e.action === action);
    expect(of('activity.sent')).toEqual([
      expect.objectContaining({
        actorId: ownerId,
        targetType: 'activity',
        targetId: game.body.id,
        metaJSON: { channel: 'sms' },
      }),
    ]);
    expect(of('link.revoked')).toEqual([
      expect.objectContaining({ actorId: ownerId, targetType: 'play_link', targetId: link.body.link.id }),
    ]);
    expect(of('export.senior_results')).toEqual([
      expect.objectContaining({ actorId: ownerId, targetType: 'senior', targetId: senior.body.id }),
    ]);
    expect(of('export.activity_results')).toEqual([
      expect.objectContaining({ actorId: ownerId, targetType: 'activity', targetId: game.body.id }),
    ]);
    const rows = await queryDb<{ row: string }>(system.databaseUrl, 'SELECT t::text AS row FROM care.audit_logs t');
    expect(rows.length).toBeGreaterThanOrEqual(entries.length);
    expect(rows.filter((r) => /Marguerite|5550102030|Hello/i.test(r.row))).toEqual([]);
  });

  it('changes roles, keeps one Co-Caregiver, and records each change', async () => {
    const helper = await join('Rita Roles', 'SIBLING');
    const promote = await owner.json<{ roleInTeam: string }>(
      'PATCH',
      `/api/care-teams/${teamId}/members/${helper.id}`,
      {
        roleInTeam: 'OWNER',
      },
    );
    expect(promote.status).toBe(200);
    expect(promote.body.roleInTeam).toBe('OWNER');
    const demoteSelf = await helper.api.json('PATCH', `/api/care-teams/${teamId}/members/${helper.id}`, {
      roleInTeam: 'SIBLING',
    });
    expect(demoteSelf.status).toBe(200);
    // The original owner is now the only one: they cannot step down.
    const last = await owner.json<{ message: string; errors: { field: string; message: string }[] }>(
      'PATCH',
      `/api/care-teams/${teamId}/members/${ownerId}`,
      { roleInTeam: 'SIBLING' },
    );
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A care team needs at least one Co-Caregiver.');
    const bad = await owner.json<{ errors: { field: string }[] }>(
      'PATCH',
      `/api/care-teams/${teamId}/members/${helper.id}`,
      {
        roleInTeam: 'BOSS',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field)).toEqual(['roleInTeam']);
    expect(
      (await helper.api.json('PATCH', `/api/care-teams/${teamId}/members/${ownerId}`, { roleInTeam: 'SIBLING' }))
        .status,
    ).toBe(403);

    const changes = (await log()).filter((e) => e.action === 'member.role_changed' && e.targetId === helper.id);
    expect(changes.map((e) => [e.actorId, e.metaJSON.from, e.metaJSON.to])).toEqual([
      [helper.id, 'OWNER', 'SIBLING'],
      [ownerId, 'SIBLING', 'OWNER'],
    ]);
  });

  it('deletes a caregiver account: a shared team passes to its longest-standing member, a team of one is erased', async () => {
    // Lena owns a team with a loved one, and has a check-in.
    const leaver = new ApiClient(system.url);
    const leaverEmail = `lena.${tag}@example.com`;
    const leaverId = (await leaver.signIn('Lena Leaver', leaverEmail)).id;
    const ownTeam = (await leaver.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
    const ownSenior = await leaver.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Solo',
      lastName: `Senior${tag}`,
    });
    expect(ownSenior.status).toBe(201);
    expect((await leaver.json('POST', '/api/check-ins', { mood: 2, freeText: `tired ${tag}` })).status).toBe(201);
    // A second browser of the same person: its session must end too.
    const otherBrowser = new ApiClient(system.url);
    await otherBrowser.signIn('Lena Leaver', leaverEmail);

    // A shared team where the leaver is the only owner: its first member (Stan) inherits it.
    const shared = await leaver.json<{ id: string }>('POST', '/api/invite', {
      email: `stan.${tag}@example.com`,
      role: 'SIBLING',
      careTeamId: ownTeam,
    });
    const stan = new ApiClient(system.url);
    const token = await invitationToken(system.databaseUrl, shared.body.id);
    const stanId = (await stan.signIn('Stan Stays', `stan.${tag}@example.com`, `/invite/accept?token=${token}`)).id;
    expect((await stan.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
    // Someone alone in their team, with a loved one.
    const loner = new ApiClient(system.url);
    const lonerId = (await loner.signIn('Lone Ranger', `lone.${tag}@example.com`)).id;
    const lonerTeam = (await loner.json<{ id: string }[]>('GET', '/api/care-teams')).body[0]!.id;
    const lonerSenior = await loner.json<{ id: string }>('POST', '/api/seniors', {
      firstName: 'Only',
      lastName: `Loner${tag}`,
      phone: '+15550107070',
    });

    expect((await new ApiClient(system.url).request('DELETE', '/api/account')).status).toBe(401);

    const gone = await leaver.json<{ teamsDeleted: number; teamsLeft: number; seniorsErased: number }>(
      'DELETE',
      '/api/account',
    );
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ teamsDeleted: 0, teamsLeft: 1, seniorsErased: 0 });
    expect((await leaver.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await otherBrowser.request('GET', '/api/auth/user')).status).toBe(401);
    expect(await queryDb(system.databaseUrl, 'SELECT 1 FROM identity.users WHERE id = $1', [leaverId])).toEqual([]);
    expect(
      await queryDb(system.databaseUrl, 'SELECT 1 FROM care.caregiver_check_ins WHERE user_id = $1', [leaverId]),
    ).toEqual([]);
    expect(
      await queryDb(system.databaseUrl, `SELECT 1 FROM gateway.sessions WHERE sess::text LIKE '%' || $1 || '%'`, [
        leaverId,
      ]),
    ).toEqual([]);
    // Stan now runs the team, which kept its loved one.
    const stanTeams = (await stan.json<{ id: string; role: string }[]>('GET', '/api/care-teams')).body;
    expect(stanTeams.find((t) => t.id === ownTeam)?.role).toBe('OWNER');
    // ...as its Primary Caregiver (decision 37): full access, erasure included.
    const stanSees = await stan.json<{ canErase: boolean }>('GET', `/api/seniors/${ownSenior.body.id}`);
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
    expect(await queryDb(system.databaseUrl, 'SELECT 1 FROM care.care_teams WHERE id = $1', [lonerTeam])).toEqual([]);
    expect(
      await queryDb(system.databaseUrl, 'SELECT 1 FROM care.seniors WHERE id = $1', [lonerSenior.body.id]),
    ).toEqual([]);
    expect(await queryDb(system.databaseUrl, 'SELECT 1 FROM identity.users WHERE id = $1', [lonerId])).toEqual([]);
    // Signing in again makes a fresh account with a fresh team.
    const again = await loner.signIn('Lone Ranger', `lone.${tag}@example.com`);
    expect(again.id).not.toBe(lonerId);
  });
});
