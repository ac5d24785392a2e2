import { DEFAULT_ACCESSIBILITY } from '@carewith/contracts';
import { aCareFamily, aPerson, CareDeployment, refusalOf, seatFamily, startCare } from '../testing/care-deployment';
import {
  NEEDS_A_CO_CAREGIVER,
  ONLY_CO_CAREGIVERS,
  PRIMARY_CANNOT_LEAVE,
  PRIMARY_IS_PROTECTED,
  PRIMARY_KEEPS_FULL_ACCESS,
} from './team-rules';

jest.setTimeout(60_000);

const NOT_FOUND_PROFILE = "This loved one's profile could not be found.";

// Who may read and change a loved one's care team (spec section 6; decisions 9, 23, 38, 42, 43):
// care's real module on the real NATS, asked as the gateway asks, with each member as the actor.
// Every member reads; Co-Caregivers change; the Primary Caregiver keeps full access; outsiders learn
// nothing. A refused change leaves the tables as they were.
describe('care team access (care on the real bus)', () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann, cat, hal, otto } = family;
  let team: string;
  let ottoTeam: string;
  let seniorId: string;

  const roleOf = async (userId: string, careTeamId = team) =>
    (
      await care.rows<{ role_in_team: string }>(
        'SELECT role_in_team FROM care.care_team_members WHERE care_team_id = $1 AND user_id = $2',
        [careTeamId, userId],
      )
    )[0]?.role_in_team ?? null;
  const primaryOf = async (careTeamId = team) =>
    (
      await care.rows<{ primary_caregiver_id: string }>(
        'SELECT primary_caregiver_id FROM care.care_teams WHERE id = $1',
        [careTeamId],
      )
    )[0]?.primary_caregiver_id;
  const auditActions = async (careTeamId = team) =>
    (
      await care.rows<{ action: string }>(
        'SELECT action FROM care.audit_logs WHERE care_team_id = $1 ORDER BY created_at, id',
        [careTeamId],
      )
    ).map((r) => r.action);

  beforeAll(async () => {
    care = await startCare('care_access');
    ({ team, ottoTeam } = await seatFamily(care, family));
    const senior = await care.as(ann)('care.seniors.create', {
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: '+15551234567',
      careTeamId: team,
      prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
    });
    seniorId = senior.id;
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('given a team of three, when any member reads it, then they see everyone named by identity and the Primary marked; an outsider and a caller with no account learn nothing', async () => {
    const members = await care.as(hal)('care.members.list', { careTeamId: team });
    expect(
      members.map(({ userId, email, firstName, roleInTeam, isPrimary }) => ({
        userId,
        email,
        firstName,
        roleInTeam,
        isPrimary,
      })),
    ).toEqual([
      { userId: ann.id, email: ann.email, firstName: 'Ann', roleInTeam: 'OWNER', isPrimary: true },
      { userId: cat.id, email: cat.email, firstName: 'Cat', roleInTeam: 'OWNER', isPrimary: false },
      { userId: hal.id, email: hal.email, firstName: 'Hal', roleInTeam: 'SIBLING', isPrimary: false },
    ]);
    // Joining through an invitation gives no team of one's own (decision 15).
    expect(await care.as(hal)('care.teams.listMine', {})).toEqual([
      { id: team, name: "Ann's Care Team", role: 'SIBLING' },
    ]);
    expect(await refusalOf(care.as(otto)('care.members.list', { careTeamId: team }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Care team not found',
    });
    expect(await refusalOf(care.as(null)('care.members.list', { careTeamId: team }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('given a Family Helper, when they change a role or take someone off the team, then they are refused and nothing is written', async () => {
    const before = await auditActions();
    expect(
      await refusalOf(
        care.as(hal)('care.members.changeRole', { careTeamId: team, userId: hal.id, roleInTeam: 'OWNER' }),
      ),
    ).toEqual({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS, details: undefined });
    expect(await refusalOf(care.as(hal)('care.members.remove', { careTeamId: team, userId: cat.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: ONLY_CO_CAREGIVERS,
    });
    expect(await roleOf(hal.id)).toBe('SIBLING');
    expect(await roleOf(cat.id)).toBe('OWNER');
    expect(await auditActions()).toEqual(before);
  });

  it('given the Primary Caregiver, when another Co-Caregiver changes their role or removes them, or they step down or leave, then each is refused and the Primary keeps full access', async () => {
    const before = await auditActions();
    const byCat = care.as(cat);
    expect(
      await refusalOf(byCat('care.members.changeRole', { careTeamId: team, userId: ann.id, roleInTeam: 'SIBLING' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: PRIMARY_IS_PROTECTED });
    expect(await refusalOf(byCat('care.members.remove', { careTeamId: team, userId: ann.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: PRIMARY_IS_PROTECTED,
    });
    const byAnn = care.as(ann);
    expect(
      await refusalOf(byAnn('care.members.changeRole', { careTeamId: team, userId: ann.id, roleInTeam: 'SIBLING' })),
    ).toMatchObject({ code: 'CONFLICT', message: PRIMARY_KEEPS_FULL_ACCESS });
    expect(await refusalOf(byAnn('care.members.remove', { careTeamId: team, userId: ann.id }))).toMatchObject({
      code: 'CONFLICT',
      message: PRIMARY_CANNOT_LEAVE,
    });
    expect(await roleOf(ann.id)).toBe('OWNER');
    expect(await primaryOf()).toBe(ann.id);
    expect(await auditActions()).toEqual(before);
  });

  it('given a team whose only Co-Caregiver is its Primary, when they step down, then the team keeps its Co-Caregiver (409 naming the field)', async () => {
    expect(
      await refusalOf(
        care.as(otto)('care.members.changeRole', { careTeamId: ottoTeam, userId: otto.id, roleInTeam: 'SIBLING' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: NEEDS_A_CO_CAREGIVER,
      details: [{ field: 'roleInTeam', message: NEEDS_A_CO_CAREGIVER }],
    });
    expect(await roleOf(otto.id, ottoTeam)).toBe('OWNER');
    expect(await auditActions(ottoTeam)).toEqual([]);
  });

  it('given a Co-Caregiver, when they raise a Family Helper and lower them again, then each change is made and audited with its roles', async () => {
    const raised = await care.as(cat)('care.members.changeRole', {
      careTeamId: team,
      userId: hal.id,
      roleInTeam: 'OWNER',
    });
    expect(raised).toMatchObject({ userId: hal.id, roleInTeam: 'OWNER', isPrimary: false });
    // Raised, they manage: they read the invitations a Family Helper may not.
    await expect(care.as(hal)('care.invitations.list', { careTeamId: team })).resolves.toEqual(expect.any(Array));
    await care.as(cat)('care.members.changeRole', { careTeamId: team, userId: hal.id, roleInTeam: 'SIBLING' });
    expect(await roleOf(hal.id)).toBe('SIBLING');
    const changes = await care.rows<{ actor_id: string; target_id: string; meta_json: unknown }>(
      `SELECT actor_id, target_id, meta_json FROM care.audit_logs
        WHERE care_team_id = $1 AND action = 'member.role_changed' ORDER BY created_at, id`,
      [team],
    );
    expect(changes).toEqual([
      { actor_id: cat.id, target_id: hal.id, meta_json: { from: 'SIBLING', to: 'OWNER' } },
      { actor_id: cat.id, target_id: hal.id, meta_json: { from: 'OWNER', to: 'SIBLING' } },
    ]);
    expect(await refusalOf(care.as(hal)('care.invitations.list', { careTeamId: team }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('given a Co-Caregiver who is not the Primary, when they step down to Family Helper, then it is made and audited with them as its actor, newest first; a role the spec does not know is refused on its field', async () => {
    const rita = aPerson('Rita Roles');
    await care.join(team, ann, rita, 'SIBLING');
    await expect(
      care.as(ann)('care.members.changeRole', { careTeamId: team, userId: rita.id, roleInTeam: 'OWNER' }),
    ).resolves.toMatchObject({ userId: rita.id, roleInTeam: 'OWNER' });
    await expect(
      care.as(rita)('care.members.changeRole', { careTeamId: team, userId: rita.id, roleInTeam: 'SIBLING' }),
    ).resolves.toMatchObject({ userId: rita.id, roleInTeam: 'SIBLING', isPrimary: false });
    expect(await roleOf(rita.id)).toBe('SIBLING');
    const changes = (await care.as(ann)('care.audit.list', { careTeamId: team, limit: 100 })).filter(
      (e) => e.action === 'member.role_changed' && e.targetId === rita.id,
    );
    expect(changes.map((e) => [e.actorId, e.metaJSON.from, e.metaJSON.to])).toEqual([
      [rita.id, 'OWNER', 'SIBLING'],
      [ann.id, 'SIBLING', 'OWNER'],
    ]);

    const before = await auditActions();
    expect(
      await refusalOf(
        care.raw(ann)('care.members.changeRole', { careTeamId: team, userId: rita.id, roleInTeam: 'BOSS' }),
      ),
    ).toMatchObject({ code: 'VALIDATION', details: [{ field: 'roleInTeam', message: expect.any(String) }] });
    expect(await roleOf(rita.id)).toBe('SIBLING');
    expect(await auditActions()).toEqual(before);
  });

  it('given a loved one, when each member reads and changes the profile, then every member reads, only Co-Caregivers change or get the phone, and outsiders learn nothing', async () => {
    const byHal = care.as(hal);
    await expect(byHal('care.seniors.get', { seniorId })).resolves.toMatchObject({
      id: seniorId,
      firstName: 'Rosa',
      myRole: 'SIBLING',
    });
    await expect(byHal('care.seniors.authorize', { seniorId, need: 'view' })).resolves.toEqual({
      seniorId,
      careTeamId: team,
      role: 'SIBLING',
    });
    for (const refused of [
      byHal('care.seniors.update', { seniorId, changes: { firstName: 'Rosalind', phone: undefined } }),
      byHal('care.seniors.contact', { seniorId }),
      byHal('care.seniors.authorize', { seniorId, need: 'manage' }),
      byHal('care.seniors.pause', { seniorId, days: 3 }),
      byHal('care.seniors.create', {
        firstName: 'Pablo',
        lastName: 'Diaz',
        phone: null,
        careTeamId: team,
        prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
      }),
    ])
      expect(await refusalOf(refused)).toMatchObject({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS });
    // Naming no team, a loved one goes to a team they are a Co-Caregiver of: a Family Helper has none.
    expect(
      await refusalOf(care.raw(hal)('care.seniors.create', { firstName: 'Pablo', lastName: 'Diaz' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'Only a Co-Caregiver can add a loved one.' });
    expect(
      await care.rows('SELECT first_name, paused_until FROM care.seniors WHERE care_team_id = $1', [team]),
    ).toEqual([{ first_name: 'Rosa', paused_until: null }]);

    expect(await refusalOf(care.as(otto)('care.seniors.get', { seniorId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_FOUND_PROFILE,
    });
    expect(await refusalOf(care.as(otto)('care.seniors.contact', { seniorId }))).toMatchObject({ code: 'NOT_FOUND' });

    await expect(care.as(cat)('care.seniors.contact', { seniorId })).resolves.toMatchObject({ phone: '+15551234567' });
    await expect(
      care.as(cat)('care.seniors.update', { seniorId, changes: { firstName: 'Rosalind', phone: undefined } }),
    ).resolves.toMatchObject({ firstName: 'Rosalind' });
  });

  it('given a Co-Caregiver, when they take a Family Helper off the team, then it is audited and the helper loses access at their next request', async () => {
    const ivy = aPerson('Ivy Helper');
    await care.join(team, cat, ivy, 'SIBLING');
    await expect(care.as(ivy)('care.seniors.get', { seniorId })).resolves.toMatchObject({ id: seniorId });

    await expect(care.as(cat)('care.members.remove', { careTeamId: team, userId: ivy.id })).resolves.toEqual({
      removed: true,
    });
    expect(await roleOf(ivy.id)).toBeNull();
    expect(await refusalOf(care.as(ivy)('care.members.list', { careTeamId: team }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusalOf(care.as(ivy)('care.seniors.get', { seniorId }))).toMatchObject({ code: 'NOT_FOUND' });
    const [removal] = await care.rows<{ actor_id: string; meta_json: unknown }>(
      `SELECT actor_id, meta_json FROM care.audit_logs WHERE action = 'member.removed' AND target_id = $1`,
      [ivy.id],
    );
    expect(removal).toEqual({ actor_id: cat.id, meta_json: { role: 'SIBLING' } });
  });
});
