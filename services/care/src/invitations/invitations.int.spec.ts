import { INVITATION_TTL_DAYS } from '@carewith/contracts';
import {
  aCareFamily,
  aPerson,
  CareDeployment,
  Person,
  refusalOf,
  seatFamily,
  startCare,
} from '../testing/care-deployment';
import { ONLY_CO_CAREGIVERS } from '../teams/team-rules';
import { hashInvitationToken } from './invitation-token';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_VALID = 'This invitation link is not valid.';

// Invitations end to end inside care (decisions 7, 8, 9, 15, 44): created by a Co-Caregiver, e-mailed
// with a single-use link (taken off the real queue, as messaging takes it), previewed, accepted only
// by the invited address, expired, sent again, cancelled. Care's real module on the real NATS; identity
// answers with the people's names and addresses. A refused request writes nothing and sends nothing.
describe('invitations (care on the real bus)', () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann, cat, hal, otto } = family;
  let team: string;

  const invitationRows = (email: string) =>
    care.rows<{ id: string; status: string; role: string; accepted_by: string | null }>(
      'SELECT id, status, role, accepted_by FROM care.invitations WHERE email = $1 ORDER BY created_at',
      [email],
    );
  const membership = async (person: Person) =>
    (
      await care.rows<{ role_in_team: string }>(
        'SELECT role_in_team FROM care.care_team_members WHERE care_team_id = $1 AND user_id = $2',
        [team, person.id],
      )
    )[0]?.role_in_team ?? null;
  const invite = (by: Person, person: Person, role?: 'OWNER' | 'SIBLING') => {
    care.register(person);
    return care.as(by)('care.invitations.create', { email: person.email, careTeamId: team, ...(role ? { role } : {}) });
  };

  beforeAll(async () => {
    care = await startCare('care_invitations');
    ({ team } = await seatFamily(care, family));
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('given a Co-Caregiver, when they invite an address, then an e-mail carries a link whose preview names the team and inviter, and the invitee joins with the role offered, once', async () => {
    const bea = aPerson('Bea Sister');
    care.register(bea);
    const sent = Date.now();
    const invitation = await care.as(cat)('care.invitations.create', {
      email: bea.email,
      careTeamId: team,
      role: 'SIBLING',
    });
    expect(invitation).toMatchObject({ careTeamId: team, email: bea.email, role: 'SIBLING', status: 'pending' });
    expect(new Date(invitation.expiresAt).getTime() - sent).toBeGreaterThanOrEqual(
      INVITATION_TTL_DAYS * DAY_MS - 60_000,
    );

    const token = await care.invitationToken(invitation.id);
    expect(care.mails.find((m) => m.refId === invitation.id)).toMatchObject({
      to: bea.email,
      kind: 'invitation',
      careTeamId: team,
    });
    // Only the token's hash is stored (decision 7).
    expect(await care.rows('SELECT token_hash FROM care.invitations WHERE id = $1', [invitation.id])).toEqual([
      { token_hash: hashInvitationToken(token) },
    ]);

    await expect(care.as(null)('care.invitations.preview', { token })).resolves.toEqual({
      teamName: "Ann's Care Team",
      inviterName: 'Cat Cocare',
      role: 'SIBLING',
      status: 'pending',
      email: bea.email,
    });
    await expect(care.as(bea)('care.invitations.accept', { token })).resolves.toEqual({
      careTeamId: team,
      role: 'SIBLING',
    });
    expect(await care.as(bea)('care.teams.listMine', {})).toEqual([
      expect.objectContaining({ id: team, role: 'SIBLING' }),
    ]);
    // The link is single-use, but its own user may come back to it.
    await expect(care.as(bea)('care.invitations.accept', { token })).resolves.toEqual({
      careTeamId: team,
      role: 'SIBLING',
    });
    expect(
      await care.rows('SELECT count(*)::int AS n FROM care.care_team_members WHERE user_id = $1', [bea.id]),
    ).toEqual([{ n: 1 }]);
    const listed = await care.as(ann)('care.invitations.list', { careTeamId: team });
    expect(listed.find((i) => i.id === invitation.id)).toMatchObject({
      status: 'accepted',
      acceptedAt: expect.any(String),
    });
  });

  it('given a Family Helper, when they invite, list, resend or cancel, then they are refused and nothing is written or sent; an outsider learns nothing', async () => {
    const dora = aPerson('Dora Cousin');
    expect(await refusalOf(invite(hal, dora))).toMatchObject({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS });
    expect(await invitationRows(dora.email)).toEqual([]);

    const pending = await invite(cat, aPerson('Pia Pending'));
    for (const refused of [
      care.as(hal)('care.invitations.list', { careTeamId: team }),
      care.as(hal)('care.invitations.resend', { invitationId: pending.id }),
      care.as(hal)('care.invitations.cancel', { invitationId: pending.id }),
    ])
      expect(await refusalOf(refused)).toMatchObject({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS });
    expect(await refusalOf(care.as(otto)('care.invitations.list', { careTeamId: team }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusalOf(care.as(otto)('care.invitations.cancel', { invitationId: pending.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const [row] = await care.rows<{ status: string; sent_at: Date }>(
      'SELECT status, sent_at FROM care.invitations WHERE id = $1',
      [pending.id],
    );
    expect(row).toEqual({ status: 'pending', sent_at: new Date(pending.sentAt) });
    // No second e-mail went out for the refused resend (the first one may still be on its way in).
    await care.invitationToken(pending.id);
    expect(care.mails.filter((m) => m.refId === pending.id)).toHaveLength(1);
  });

  it('given an invitation, when someone signed in with another address uses its link, then they are told the masked address, and nothing changes until the invited person accepts', async () => {
    const dan = aPerson('Dan Brother');
    const eve = aPerson('Eve Stranger');
    care.register(eve);
    const invitation = await invite(ann, dan);
    const token = await care.invitationToken(invitation.id);

    expect(await refusalOf(care.as(eve)('care.invitations.accept', { token }))).toEqual({
      code: 'FORBIDDEN',
      message: 'This invitation was sent to d***@example.com. Please sign in with that e-mail address.',
      details: undefined,
    });
    expect(await membership(eve)).toBeNull();
    expect(await invitationRows(dan.email)).toEqual([
      { id: invitation.id, status: 'pending', role: 'SIBLING', accepted_by: null },
    ]);

    await care.as(dan)('care.invitations.accept', { token });
    expect(await membership(dan)).toBe('SIBLING');
    expect(await refusalOf(care.as(eve)('care.invitations.accept', { token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This invitation has already been used.',
    });
    expect(await membership(eve)).toBeNull();
  });

  it('given an invitation past its expiry, when it is previewed or accepted, then it reads as expired and is refused; sent again, the new link works and the old one does not', async () => {
    const fay = aPerson('Fay Niece');
    const invitation = await invite(cat, fay, 'OWNER');
    const oldToken = await care.invitationToken(invitation.id);
    // Fifteen days later: the test moves the invitation's clock, as care reads expiry from the row.
    await care.rows(`UPDATE care.invitations SET expires_at = now() - interval '1 day' WHERE id = $1`, [invitation.id]);

    await expect(care.as(null)('care.invitations.preview', { token: oldToken })).resolves.toMatchObject({
      status: 'expired',
    });
    const listed = await care.as(cat)('care.invitations.list', { careTeamId: team });
    expect(listed.find((i) => i.id === invitation.id)?.status).toBe('expired');
    expect(await refusalOf(care.as(fay)('care.invitations.accept', { token: oldToken }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This invitation has expired. Ask for a new one.',
    });
    expect(await membership(fay)).toBeNull();

    const resent = await care.as(cat)('care.invitations.resend', { invitationId: invitation.id });
    expect(resent).toMatchObject({ id: invitation.id, status: 'pending', role: 'OWNER' });
    expect(new Date(resent.expiresAt).getTime()).toBeGreaterThan(Date.now() + (INVITATION_TTL_DAYS - 1) * DAY_MS);
    const newToken = await care.invitationToken(invitation.id, { not: oldToken });
    expect(await refusalOf(care.as(fay)('care.invitations.accept', { token: oldToken }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_VALID,
    });
    await expect(care.as(fay)('care.invitations.accept', { token: newToken })).resolves.toEqual({
      careTeamId: team,
      role: 'OWNER',
    });
    expect(await membership(fay)).toBe('OWNER');
  });

  it('given a pending invitation, when a Co-Caregiver cancels it, then its link is not valid and it leaves the list; an accepted one can be neither cancelled nor resent', async () => {
    const gus = aPerson('Gus Uncle');
    const invitation = await invite(ann, gus);
    const token = await care.invitationToken(invitation.id);
    await expect(care.as(cat)('care.invitations.cancel', { invitationId: invitation.id })).resolves.toMatchObject({
      status: 'cancelled',
    });
    expect(await refusalOf(care.as(null)('care.invitations.preview', { token }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_VALID,
    });
    expect(await refusalOf(care.as(gus)('care.invitations.accept', { token }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_VALID,
    });
    expect(await membership(gus)).toBeNull();
    const listed = await care.as(ann)('care.invitations.list', { careTeamId: team });
    expect(listed.map((i) => i.id)).not.toContain(invitation.id);

    const [accepted] = await care.rows<{ id: string }>(
      `SELECT id FROM care.invitations WHERE email = $1 AND status = 'accepted'`,
      [hal.email],
    );
    expect(await refusalOf(care.as(ann)('care.invitations.cancel', { invitationId: accepted!.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This invitation has already been accepted.',
    });
    expect(await refusalOf(care.as(ann)('care.invitations.resend', { invitationId: accepted!.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This invitation is accepted and cannot be resent.',
    });
  });

  it('given someone already on the team, when they are invited, then it is refused (409 on the e-mail field) and no invitation is made', async () => {
    const before = await invitationRows(hal.email);
    expect(await refusalOf(invite(cat, hal, 'OWNER'))).toEqual({
      code: 'CONFLICT',
      message: 'This person is already on your care team.',
      details: [{ field: 'email', message: 'This person is already on your care team.' }],
    });
    expect(await invitationRows(hal.email)).toEqual(before);
    expect(await membership(hal)).toBe('SIBLING');
  });

  it('given a pending invitation, when the same address is invited again, then the one invitation is refreshed with the role chosen this time, audited with the role it replaced, and only the newest link works', async () => {
    const kim = aPerson('Kim Grandson');
    const first = await invite(ann, kim, 'SIBLING');
    const firstToken = await care.invitationToken(first.id);
    const again = await invite(ann, kim, 'OWNER');
    expect(again).toMatchObject({ id: first.id, role: 'OWNER', status: 'pending' });
    const secondToken = await care.invitationToken(first.id, { not: firstToken });
    // Naming no role keeps the pending invitation's (decision 44).
    const third = await invite(ann, kim);
    expect(third).toMatchObject({ id: first.id, role: 'OWNER' });
    const thirdToken = await care.invitationToken(first.id, { not: secondToken });
    expect(await invitationRows(kim.email)).toEqual([
      { id: first.id, status: 'pending', role: 'OWNER', accepted_by: null },
    ]);
    const audited = await care.rows<{ meta_json: unknown }>(
      `SELECT meta_json FROM care.audit_logs WHERE action = 'invitation.created' AND target_id = $1 ORDER BY created_at, id`,
      [first.id],
    );
    expect(audited.map((a) => a.meta_json)).toEqual([
      { role: 'SIBLING' },
      { role: 'OWNER', previousRole: 'SIBLING' },
      { role: 'OWNER' },
    ]);

    for (const old of [firstToken, secondToken])
      expect(await refusalOf(care.as(kim)('care.invitations.accept', { token: old }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    await care.as(kim)('care.invitations.accept', { token: thirdToken });
    expect(await membership(kim)).toBe('OWNER');
  });
});
