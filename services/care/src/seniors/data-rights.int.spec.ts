import { randomUUID } from 'node:crypto';
import { DEFAULT_ACCESSIBILITY } from '@carewith/contracts';
import { aCareFamily, CareDeployment, refusalOf, seatFamily, startCare } from '../testing/care-deployment';
import { ONLY_CO_CAREGIVERS, ONLY_PRIMARY_ERASES } from '../teams/team-rules';

jest.setTimeout(60_000);

const PHONE = '+15552223333';
const ACTIVITY = randomUUID();

// A loved one's data rights (decisions 35, 36, 39, 42): the profile export is for Co-Caregivers and is
// audited before anything leaves; erasure is the Primary Caregiver's alone, asks games, insights and
// messaging for their part (stand-ins here, answering as their contracts say, with something to
// erase), and removes the profile last with an entry of counts. A refused erasure asks nobody.
describe("a loved one's data rights (care on the real bus)", () => {
  let care: CareDeployment;
  const family = aCareFamily();
  const { ann, cat, hal, otto } = family;
  let team: string;
  let seniorId: string;

  const erasureRequests = () =>
    care.standIns.heard.filter((h) => h.pattern !== 'identity.users.get' && h.pattern !== 'identity.users.getMany');

  beforeAll(async () => {
    care = await startCare('care_data_rights', {
      'games.erase.bySenior': () => ({ gameIds: [ACTIVITY], photos: 2, voiceClips: 1 }),
      'insights.erase.bySenior': () => ({ rows: 3, jobs: 1 }),
      'insights.conversation.erase': () => ({ rows: 2, jobs: 0 }),
      'messaging.erase': () => ({ rows: 4, jobs: 1 }),
    });
    ({ team } = await seatFamily(care, family));
    seniorId = (
      await care.as(ann)('care.seniors.create', {
        firstName: 'Rosa',
        lastName: 'Diaz',
        phone: PHONE,
        careTeamId: team,
        prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
      })
    ).id;
  });
  afterAll(async () => {
    await care?.stop();
  });

  it('given a Family Helper, an outsider or a caller with no account, when they export the profile, then they are refused and no export is recorded; a Co-Caregiver gets it, audited', async () => {
    expect(await refusalOf(care.as(hal)('care.seniors.export', { seniorId }))).toMatchObject({
      code: 'FORBIDDEN',
      message: ONLY_CO_CAREGIVERS,
    });
    expect(await refusalOf(care.as(otto)('care.seniors.export', { seniorId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(care.as(null)('care.seniors.export', { seniorId }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await care.rows(`SELECT 1 FROM care.audit_logs WHERE action = 'export.senior_archive'`)).toEqual([]);

    await expect(care.as(cat)('care.seniors.export', { seniorId })).resolves.toMatchObject({
      id: seniorId,
      firstName: 'Rosa',
      phone: PHONE,
      careTeamName: "Ann's Care Team",
    });
    expect(
      await care.rows(`SELECT actor_id, target_id FROM care.audit_logs WHERE action = 'export.senior_archive'`),
    ).toEqual([{ actor_id: cat.id, target_id: seniorId }]);
  });

  it('given anyone but the Primary Caregiver, when they erase the loved one, then they are refused, no other service is asked, and the profile stays', async () => {
    const before = erasureRequests().length;
    for (const [who, code, message] of [
      [cat, 'FORBIDDEN', ONLY_PRIMARY_ERASES],
      [hal, 'FORBIDDEN', ONLY_PRIMARY_ERASES],
      [otto, 'NOT_FOUND', "This loved one's profile could not be found."],
    ] as const)
      expect(await refusalOf(care.as(who)('care.seniors.erase', { seniorId }))).toMatchObject({ code, message });
    expect(await refusalOf(care.as(null)('care.seniors.erase', { seniorId }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(erasureRequests()).toHaveLength(before);
    await expect(care.as(hal)('care.seniors.get', { seniorId })).resolves.toMatchObject({ firstName: 'Rosa' });
    expect(await care.rows(`SELECT 1 FROM care.audit_logs WHERE action = 'senior.erased'`)).toEqual([]);
  });

  it('given the Primary Caregiver, when they erase the loved one, then every service is asked for its part, the profile goes last, and the entry holds the counts only; erased again, it is not found', async () => {
    const before = erasureRequests().length;
    const summary = await care.as(ann)('care.seniors.erase', { seniorId });
    expect(summary).toEqual({
      activities: 1,
      photos: 2,
      voiceClips: 1,
      reports: 3,
      conversation: 2,
      messages: 4,
      jobs: 2,
    });
    expect(
      erasureRequests()
        .slice(before)
        .map(({ pattern, data }) => ({ pattern, data })),
    ).toEqual([
      { pattern: 'games.erase.bySenior', data: { seniorId, careTeamId: team } },
      { pattern: 'insights.erase.bySenior', data: { seniorId, gameIds: [ACTIVITY] } },
      { pattern: 'insights.conversation.erase', data: { seniorId, gameIds: [ACTIVITY] } },
      // The loved one's own id too: their weekly letters are sent with it as their reference.
      { pattern: 'messaging.erase', data: { phones: [PHONE], emails: [], refIds: [ACTIVITY, seniorId] } },
    ]);
    expect(await refusalOf(care.as(ann)('care.seniors.get', { seniorId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await care.rows('SELECT id FROM care.seniors WHERE id = $1', [seniorId])).toEqual([]);
    expect(
      await care.rows(`SELECT actor_id, target_id, meta_json FROM care.audit_logs WHERE action = 'senior.erased'`),
    ).toEqual([{ actor_id: ann.id, target_id: seniorId, meta_json: summary }]);
    // Erasing again is a clear "not found", and asks nobody.
    const asked = erasureRequests().length;
    expect(await refusalOf(care.as(ann)('care.seniors.erase', { seniorId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: "This loved one's profile could not be found.",
    });
    expect(erasureRequests()).toHaveLength(asked);
  });
});
