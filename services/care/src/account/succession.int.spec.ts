import { DEFAULT_ACCESSIBILITY } from '@carewith/contracts';
import { aPerson, CareDeployment, Person, refusalOf, startCare } from '../testing/care-deployment';
import { ONLY_CO_CAREGIVERS, ONLY_PRIMARY_ERASES } from '../teams/team-rules';

jest.setTimeout(60_000);

// Succession of the Primary Caregiver (decisions 37 and 42): the Primary leaves a team only by deleting
// their account; the longest-standing other Co-Caregiver takes over, else the longest-standing member
// (made a Co-Caregiver); a team where they are alone goes with its loved ones, and the other services
// are asked to erase their part. Care's real module on the real NATS; identity, games, insights and
// messaging answer as their contracts say.
describe('succession when a caregiver deletes their account (care on the real bus)', () => {
  let care: CareDeployment;

  const members = (careTeamId: string, asMember: Person) =>
    care
      .as(asMember)('care.members.list', { careTeamId })
      .then((list) => list.map(({ userId, roleInTeam, isPrimary }) => ({ userId, roleInTeam, isPrimary })));
  const lovedOne = (by: Person, careTeamId: string, phone?: string) =>
    care.as(by)('care.seniors.create', {
      firstName: 'Rosa',
      lastName: 'Diaz',
      careTeamId,
      phone: phone ?? null,
      prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
    });

  beforeAll(async () => {
    care = await startCare('care_succession');
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('given a Primary Caregiver with a Family Helper and two Co-Caregivers, when the Primary deletes their account, then the longest-standing other Co-Caregiver becomes Primary, audited, and the others keep their roles', async () => {
    const ann = aPerson('Ann Primary');
    const hal = aPerson('Hal Helper');
    const cat = aPerson('Cat Cocare');
    const dan = aPerson('Dan Cocare');
    const team = (await care.signUp(ann)).id;
    // Hal has been on the team longest, but he is no Co-Caregiver.
    await care.join(team, ann, hal, 'SIBLING');
    await care.join(team, ann, cat, 'OWNER');
    await care.join(team, ann, dan, 'OWNER');
    const senior = await lovedOne(ann, team);
    expect(await refusalOf(care.as(cat)('care.seniors.erase', { seniorId: senior.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: ONLY_PRIMARY_ERASES,
    });

    await expect(care.as(ann)('care.account.delete', {})).resolves.toEqual({
      teamsDeleted: 0,
      teamsLeft: 1,
      seniorsErased: 0,
    });

    expect(await members(team, dan)).toEqual([
      { userId: hal.id, roleInTeam: 'SIBLING', isPrimary: false },
      { userId: cat.id, roleInTeam: 'OWNER', isPrimary: true },
      { userId: dan.id, roleInTeam: 'OWNER', isPrimary: false },
    ]);
    const entries = await care.as(cat)('care.audit.list', { careTeamId: team, limit: 50 });
    expect(entries.find((e) => e.action === 'member.role_changed')).toMatchObject({
      actorId: ann.id,
      targetId: cat.id,
      metaJSON: { from: 'OWNER', to: 'OWNER', primary: true, reason: 'previous owner deleted their account' },
    });
    expect(entries.filter((e) => e.action === 'account.deleted').map((e) => e.targetId)).toEqual([ann.id]);
    // The heir has the Primary's full access: erasure is theirs now, and still nobody else's.
    expect(await refusalOf(care.as(dan)('care.seniors.erase', { seniorId: senior.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: ONLY_PRIMARY_ERASES,
    });
    await expect(care.as(cat)('care.seniors.erase', { seniorId: senior.id })).resolves.toMatchObject({ activities: 0 });
    // The one who left reaches nothing.
    expect(await refusalOf(care.as(ann)('care.members.list', { careTeamId: team }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('given a Primary Caregiver whose team has only Family Helpers, when they delete their account, then the longest-standing member becomes Co-Caregiver and Primary', async () => {
    const bob = aPerson('Bob Primary');
    const ivy = aPerson('Ivy Helper');
    const jon = aPerson('Jon Helper');
    const team = (await care.signUp(bob)).id;
    await care.join(team, bob, ivy, 'SIBLING');
    await care.join(team, bob, jon, 'SIBLING');
    const kay = aPerson('Kay Cousin');
    care.register(kay);
    // Before: a Family Helper may not invite.
    expect(
      await refusalOf(care.as(ivy)('care.invitations.create', { email: kay.email, careTeamId: team })),
    ).toMatchObject({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS });

    await care.as(bob)('care.account.delete', {});

    expect(await members(team, jon)).toEqual([
      { userId: ivy.id, roleInTeam: 'OWNER', isPrimary: true },
      { userId: jon.id, roleInTeam: 'SIBLING', isPrimary: false },
    ]);
    const [changed] = await care.rows<{ meta_json: unknown }>(
      `SELECT meta_json FROM care.audit_logs WHERE care_team_id = $1 AND action = 'member.role_changed'`,
      [team],
    );
    expect(changed?.meta_json).toMatchObject({ from: 'SIBLING', to: 'OWNER', primary: true });
    // After: the heir manages the team.
    await expect(
      care.as(ivy)('care.invitations.create', { email: kay.email, careTeamId: team }),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('given a Primary Caregiver whose one other member is a Family Helper, when they delete their account, then that member runs the team as its Primary with full access to its loved one, their check-ins go, and the log names the one who left as nobody identity knows', async () => {
    const lena = aPerson('Lena Leaver');
    const stan = aPerson('Stan Stays');
    const team = (await care.signUp(lena)).id;
    await care.join(team, lena, stan, 'SIBLING');
    const senior = await lovedOne(lena, team);
    await care.as(lena)('care.checkIns.create', { mood: 2, freeText: 'tired' });
    await expect(care.as(stan)('care.seniors.get', { seniorId: senior.id })).resolves.toMatchObject({
      canErase: false,
    });

    await expect(care.as(lena)('care.account.delete', {})).resolves.toEqual({
      teamsDeleted: 0,
      teamsLeft: 1,
      seniorsErased: 0,
    });
    // As identity does once the account is gone.
    care.forget(lena);

    expect(await care.as(stan)('care.teams.listMine', {})).toEqual([
      expect.objectContaining({ id: team, role: 'OWNER' }),
    ]);
    expect(await members(team, stan)).toEqual([{ userId: stan.id, roleInTeam: 'OWNER', isPrimary: true }]);
    await expect(care.as(stan)('care.seniors.get', { seniorId: senior.id })).resolves.toMatchObject({
      id: senior.id,
      myRole: 'OWNER',
      canErase: true,
    });
    expect(await care.rows('SELECT id FROM care.caregiver_check_ins WHERE user_id = $1', [lena.id])).toEqual([]);
    const entries = await care.as(stan)('care.audit.list', { careTeamId: team, limit: 50 });
    expect(entries.find((e) => e.action === 'member.role_changed')).toMatchObject({
      actorId: lena.id,
      actorName: null,
      targetId: stan.id,
      metaJSON: expect.objectContaining({ from: 'SIBLING', to: 'OWNER' }),
    });
    expect(entries.find((e) => e.action === 'account.deleted')).toMatchObject({ actorId: lena.id, actorName: null });
  });

  it('given a caregiver alone on their team, when they delete their account, then the team and its loved ones go and games, insights and messaging are asked to erase their part', async () => {
    const sol = aPerson('Sol Alone');
    const team = (await care.signUp(sol)).id;
    const senior = await lovedOne(sol, team, '+15557654321');
    const heardBefore = care.standIns.heard.length;

    await expect(care.as(sol)('care.account.delete', {})).resolves.toEqual({
      teamsDeleted: 1,
      teamsLeft: 0,
      seniorsErased: 1,
    });

    const asked = care.standIns.heard.slice(heardBefore);
    expect(asked.filter((h) => h.pattern === 'games.erase.bySenior').map((h) => h.data)).toEqual([
      { seniorId: senior.id, careTeamId: team },
      // The team's activities without a loved one, and its photos.
      { seniorId: null, careTeamId: team },
    ]);
    expect(asked.find((h) => h.pattern === 'insights.erase.bySenior')?.data).toEqual({
      seniorId: senior.id,
      gameIds: [],
    });
    expect(asked.find((h) => h.pattern === 'insights.conversation.erase')?.data).toEqual({
      seniorId: senior.id,
      gameIds: [],
    });
    expect(asked.find((h) => h.pattern === 'messaging.erase')?.data).toEqual({
      phones: ['+15557654321'],
      emails: [],
      refIds: [senior.id],
    });
    // Each asked as the one deleting their account.
    expect(new Set(asked.map((h) => h.meta.actorId))).toEqual(new Set([sol.id]));
    expect(await care.rows('SELECT id FROM care.care_teams WHERE id = $1', [team])).toEqual([]);
    expect(await care.rows('SELECT id FROM care.seniors WHERE id = $1', [senior.id])).toEqual([]);
    expect(await care.as(sol)('care.teams.listMine', {})).toEqual([]);
    const [erased] = await care.rows<{ target_id: string }>(
      `SELECT target_id FROM care.audit_logs WHERE action = 'senior.erased' AND care_team_id = $1`,
      [team],
    );
    expect(erased).toEqual({ target_id: senior.id });
  });

  it('given a Co-Caregiver who is not the Primary, when they delete their account, then the Primary stays, the invitation they accepted and their check-ins go, and the invitations they sent are cancelled', async () => {
    const ann = aPerson('Ann Primary');
    const cat = aPerson('Cat Cocare');
    const zed = aPerson('Zed Nephew');
    const team = (await care.signUp(ann)).id;
    const accepted = await care.join(team, ann, cat, 'OWNER');
    care.register(zed);
    const sent = await care.as(cat)('care.invitations.create', { email: zed.email, careTeamId: team });
    const zedToken = await care.invitationToken(sent.id);
    await care.as(cat)('care.checkIns.create', { mood: 4, freeText: 'A good week' });
    expect(await care.rows('SELECT id FROM care.caregiver_check_ins WHERE user_id = $1', [cat.id])).toHaveLength(1);

    await expect(care.as(cat)('care.account.delete', {})).resolves.toMatchObject({ teamsLeft: 1, teamsDeleted: 0 });

    expect(await members(team, ann)).toEqual([{ userId: ann.id, roleInTeam: 'OWNER', isPrimary: true }]);
    expect(
      await care.rows(`SELECT 1 FROM care.audit_logs WHERE care_team_id = $1 AND action = 'member.role_changed'`, [
        team,
      ]),
    ).toEqual([]);
    expect(await care.rows('SELECT id FROM care.invitations WHERE id = $1', [accepted.id])).toEqual([]);
    expect(await care.rows('SELECT status FROM care.invitations WHERE id = $1', [sent.id])).toEqual([
      { status: 'cancelled' },
    ]);
    expect(await refusalOf(care.as(zed)('care.invitations.accept', { token: zedToken }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This invitation link is not valid.',
    });
    expect(await care.rows('SELECT id FROM care.caregiver_check_ins WHERE user_id = $1', [cat.id])).toEqual([]);
  });
});
