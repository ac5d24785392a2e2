import { randomUUID } from 'node:crypto';
import { ApiClient } from '../support/api';
import { addLovedOne, addMember, aLovedOne, aMember, signUp, useSystem } from '../support/fixtures';
import { invitationToken } from '../support/invitations';
import { queryDb } from '../support/systems';

jest.setTimeout(120_000);

type Invitation = { id: string; email: string; role: string; status: string };

describe('invitations (embedded profile)', () => {
  // A system of its own, not the worker's shared one: a check counts every entry of the audit log,
  // which another file's scheduled texts could add to.
  const world = useSystem({ caregiver: { name: 'Olga Owner' } });
  const tag = randomUUID().slice(0, 8);
  const address = (who: string) => `${who}.${tag}@example.com`;
  let teamId: string;
  beforeAll(() => {
    teamId = world.caregiver.teamId!;
  });

  const invite = (email: string, role = 'SIBLING') =>
    world.api.json<Invitation & { message?: string; errors?: { field: string }[] }>('POST', '/api/invite', {
      email,
      role,
      careTeamId: teamId,
    });
  // Someone signed in (a care team of their own), invited or not.
  const member = async (name: string, email: string) => (await signUp(world.system, { name, email })).api;

  it('gives a first-time caregiver a care team of their own, as its owner', async () => {
    const teams = await world.api.json<{ id: string; name: string; role: string }[]>('GET', '/api/care-teams');
    expect(teams.body).toEqual([{ id: teamId, name: "Olga's Care Team", role: 'OWNER' }]);
    const members = await world.api.json<{ email: string; roleInTeam: string; isPrimary: boolean }[]>(
      'GET',
      `/api/care-teams/${teamId}/members`,
    );
    expect(members.body).toMatchObject([{ email: world.caregiver.email, roleInTeam: 'OWNER', isPrimary: true }]);
  });

  it('stores only a hash of the token, and e-mails the link through the outbox', async () => {
    const created = await invite(address('hana'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: address('hana'), role: 'SIBLING', status: 'pending' });
    const token = await invitationToken(world.system.databaseUrl, created.body.id);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await queryDb<{ token_hash: string }>(
      world.system.databaseUrl,
      'SELECT token_hash FROM care.invitations WHERE id = $1',
      [created.body.id],
    );
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await queryDb<{ to_address: string; subject: string; status: string }>(
      world.system.databaseUrl,
      'SELECT to_address, subject, status FROM messaging.messages WHERE ref_id = $1',
      [created.body.id],
    );
    expect(mail).toEqual([
      {
        to_address: address('hana'),
        subject: "Olga Owner invited you to Olga's Care Team on Care With",
        status: 'outbox',
      },
    ]);
  });

  it('lets the invitee join with the invited role, once', async () => {
    const created = await invite(address('ivan'), 'OWNER');
    const token = await invitationToken(world.system.databaseUrl, created.body.id);
    const preview = await new ApiClient(world.system.url).json('GET', `/api/invitations/preview?token=${token}`);
    expect(preview.body).toEqual({
      teamName: "Olga's Care Team",
      inviterName: 'Olga Owner',
      role: 'OWNER',
      status: 'pending',
      email: address('ivan'),
    });
    const ivan = await member('Ivan Invitee', address('ivan'));
    expect((await ivan.json('POST', '/api/invitations/accept', { token })).body).toEqual({
      careTeamId: teamId,
      role: 'OWNER',
    });
    // Accepting again is harmless for the same person; nobody else can reuse the link.
    expect((await ivan.json('POST', '/api/invitations/accept', { token })).status).toBe(200);
    const other = await member('Other Person', address('other'));
    expect((await other.json('POST', '/api/invitations/accept', { token })).status).toBe(409);
    const teams = await ivan.json<{ id: string; role: string }[]>('GET', '/api/care-teams');
    expect(teams.body.map((t) => [t.id, t.role])).toContainEqual([teamId, 'OWNER']);
    // As a Co-Caregiver, Ivan may invite too.
    const byIvan = await ivan.json('POST', '/api/invite', {
      email: address('vera'),
      role: 'SIBLING',
      careTeamId: teamId,
    });
    expect(byIvan.status).toBe(201);
    const list = await world.api.json<Invitation[]>('GET', `/api/invitations?careTeamId=${teamId}`);
    expect(list.body.find((i) => i.email === address('ivan'))?.status).toBe('accepted');
  });

  it('refuses the link to anyone signed in with another address', async () => {
    const created = await invite(address('jade'));
    const token = await invitationToken(world.system.databaseUrl, created.body.id);
    const impostor = await member('Not Jade', address('notjade'));
    const res = await impostor.json<{ message: string }>('POST', '/api/invitations/accept', { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(
      /^This invitation was sent to j\*\*\*@example\.com\. Please sign in with that e-mail address\.$/,
    );
  });

  it('resend issues a new link and retires the old one; cancel revokes it', async () => {
    const created = await invite(address('kim'));
    const first = await invitationToken(world.system.databaseUrl, created.body.id);
    const resent = await world.api.json<Invitation>('POST', `/api/invitations/${created.body.id}/resend`);
    expect(resent.status).toBe(200);
    const second = await invitationToken(world.system.databaseUrl, created.body.id, { not: first });
    expect(second).not.toBe(first);
    expect((await new ApiClient(world.system.url).json('GET', `/api/invitations/preview?token=${first}`)).status).toBe(
      404,
    );
    expect((await world.api.json('POST', `/api/invitations/${created.body.id}/cancel`)).body).toMatchObject({
      status: 'cancelled',
    });
    expect((await new ApiClient(world.system.url).json('GET', `/api/invitations/preview?token=${second}`)).status).toBe(
      404,
    );
    const kim = await member('Kim', address('kim'));
    expect((await kim.json('POST', '/api/invitations/accept', { token: second })).status).toBe(404);
    const list = await world.api.json<Invitation[]>('GET', `/api/invitations?careTeamId=${teamId}`);
    expect(list.body.map((i) => i.id)).not.toContain(created.body.id);
  });

  it('refuses an expired link', async () => {
    const created = await invite(address('lee'));
    const token = await invitationToken(world.system.databaseUrl, created.body.id);
    await queryDb(
      world.system.databaseUrl,
      "UPDATE care.invitations SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [created.body.id],
    );
    const lee = await member('Lee', address('lee'));
    const res = await lee.json<{ message: string }>('POST', '/api/invitations/accept', { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This invitation has expired. Ask for a new one.');
  });

  it('refuses to invite someone already on the team, and refreshes a pending invitation instead of duplicating it', async () => {
    const self = await invite(world.caregiver.email);
    expect(self.status).toBe(409);
    expect(self.body.errors?.[0]?.field).toBe('email');
    const a = await invite(address('mo'));
    const b = await invite(address('mo'), 'OWNER');
    expect(b.body.id).toBe(a.body.id);
    expect(b.body.role).toBe('OWNER');
  });

  it('re-inviting a pending address takes the role chosen this time, and keeps its role when none is given', async () => {
    const first = await invite(address('remy'), 'OWNER');
    expect(first.body.role).toBe('OWNER');
    // Asked again without a role: the pending invitation keeps offering Co-Caregiver.
    const again = await world.api.json<Invitation>('POST', '/api/invite', {
      email: address('remy'),
      careTeamId: teamId,
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, role: 'OWNER', status: 'pending' });
    // The role chosen this time is the one it offers, and the change is on record.
    const changed = await invite(address('remy'), 'SIBLING');
    expect(changed.body).toMatchObject({ id: first.body.id, role: 'SIBLING' });
    const rows = await queryDb<{ role: string }>(
      world.system.databaseUrl,
      'SELECT role FROM care.invitations WHERE id = $1',
      [first.body.id],
    );
    expect(rows).toEqual([{ role: 'SIBLING' }]);
    const log = await world.api.json<{ action: string; targetId: string; metaJSON: Record<string, unknown> }[]>(
      'GET',
      `/api/care-teams/${teamId}/audit-log`,
    );
    expect(
      log.body.filter((e) => e.action === 'invitation.created' && e.targetId === first.body.id).map((e) => e.metaJSON),
    ).toEqual([{ role: 'SIBLING', previousRole: 'OWNER' }, { role: 'OWNER' }, { role: 'OWNER' }]);
    // A first invitation without a role is for a Family Helper (the spec's default).
    const fresh = await world.api.json<Invitation>('POST', '/api/invite', {
      email: address('nell'),
      careTeamId: teamId,
    });
    expect(fresh.body.role).toBe('SIBLING');
  });

  it('keeps the Primary Caregiver: an invited Co-Caregiver cannot demote or remove them, nor erase a loved one', async () => {
    const { api: cora, id: coraId } = await addMember(
      world.system,
      world.caregiver,
      aMember({ name: 'Cora Co', email: address('cora'), role: 'OWNER' }),
    );
    const ownerId = world.caregiver.id;
    const senior = await addLovedOne(world.api, aLovedOne({ firstName: 'Rhoda', lastName: 'Kept' }));
    const state = () =>
      queryDb(
        world.system.databaseUrl,
        `SELECT (SELECT count(*) FROM care.audit_logs) AS audit,
                (SELECT json_agg(json_build_array(user_id, role_in_team) ORDER BY user_id)
                   FROM care.care_team_members WHERE care_team_id = $1) AS members,
                (SELECT primary_caregiver_id FROM care.care_teams WHERE id = $1) AS primary,
                (SELECT count(*) FROM care.seniors WHERE id = $2) AS seniors`,
        [teamId, senior.id],
      );
    const before = await state();

    // The reported scenario: the invited Co-Caregiver demotes the Primary to Family Helper.
    const demote = await cora.json<{ message: string }>('PATCH', `/api/care-teams/${teamId}/members/${ownerId}`, {
      roleInTeam: 'SIBLING',
    });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe(
      'The Primary Caregiver keeps full access: nobody else can change their role or remove them from the care team.',
    );
    const remove = await cora.json<{ message: string }>('DELETE', `/api/care-teams/${teamId}/members/${ownerId}`);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(demote.body.message);
    const erase = await cora.json<{ message: string }>('DELETE', `/api/seniors/${senior.id}`);
    expect(erase.status).toBe(403);
    expect(erase.body.message).toBe("Only the team's Primary Caregiver can erase a loved one's records.");
    expect(await state()).toEqual(before);

    // The Primary still has full access: they see the loved one, may erase, and manage the team.
    const members = await world.api.json<{ userId: string; roleInTeam: string; isPrimary: boolean }[]>(
      'GET',
      `/api/care-teams/${teamId}/members`,
    );
    expect(members.body.find((m) => m.userId === ownerId)).toMatchObject({ roleInTeam: 'OWNER', isPrimary: true });
    const ownerView = await world.api.json<{ myRole: string; canErase: boolean }>('GET', `/api/seniors/${senior.id}`);
    expect(ownerView.body).toMatchObject({ myRole: 'OWNER', canErase: true });
    const coraView = await cora.json<{ myRole: string; canErase: boolean }>('GET', `/api/seniors/${senior.id}`);
    expect(coraView.body).toMatchObject({ myRole: 'OWNER', canErase: false });
    const demoteCora = await world.api.json<{ roleInTeam: string }>(
      'PATCH',
      `/api/care-teams/${teamId}/members/${coraId}`,
      {
        roleInTeam: 'SIBLING',
      },
    );
    expect(demoteCora.body.roleInTeam).toBe('SIBLING');
    expect((await world.api.json('DELETE', `/api/care-teams/${teamId}/members/${coraId}`)).status).toBe(200);
    expect((await cora.request('GET', `/api/seniors/${senior.id}`)).status).toBe(404);
    expect((await world.api.json('DELETE', `/api/seniors/${senior.id}`)).status).toBe(200);
  });

  it('validates the invitation body with the spec messages and writes nothing', async () => {
    const before = await queryDb<{ n: string }>(world.system.databaseUrl, 'SELECT count(*) AS n FROM care.invitations');
    const res = await world.api.json<{ errors: { field: string; message: string }[] }>('POST', '/api/invite', {
      email: 'nope',
      role: 'KING',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'careTeamId', message: 'Care team is required' },
      ]),
    );
    expect(res.body.errors.map((e) => e.field)).toContain('role');
    const after = await queryDb<{ n: string }>(world.system.databaseUrl, 'SELECT count(*) AS n FROM care.invitations');
    expect(after).toEqual(before);
  });
});
