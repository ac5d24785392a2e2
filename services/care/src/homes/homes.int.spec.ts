import { randomUUID } from 'node:crypto';
import {
  addResidentRequestSchema,
  FactData,
  FactEnvelope,
  FactSubject,
  HomeRole,
  RecordConsentRequest,
  recordConsentRequestSchema,
  Resident,
} from '@carewith/contracts';
import { factEnvelope, JetStreamFactTransport, requestContext } from '@carewith/platform';
import { expectEventually, testNatsUrl } from '@carewith/platform/testing';
import { aPerson, CareDeployment, Person, refusalOf, startCare } from '../testing/care-deployment';
import { NEEDS_A_MANAGER, ONLY_MANAGERS } from './home-rules';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
// A fact's way to its consumer: the relay, JetStream, the consumer (generous on a busy machine).
const FACT_WAIT = { timeoutMs: 30_000 };
const RESIDENT_FACTS = ['care.resident-added', 'care.resident-removed', 'care.resident-consent-changed'] as const;

const aConsent = (over: Partial<RecordConsentRequest> = {}): RecordConsentRequest => ({
  photos: true,
  songs: true,
  basis: 'person',
  by: 'Rose herself',
  date: '2026-11-20',
  ...over,
});

// Care homes on the real bus (libs/contracts/src/care-home.ts): Mona manages Oak House, where Cora is an
// Activity Coordinator; Olga manages Elm Court, where Ben coordinates. Staff reach a home's residents
// only through the home, never as members of a resident's family team; the first of a family to accept
// their invitation becomes the team's Primary Caregiver.
describe('care homes (care on the real bus)', () => {
  let care: CareDeployment;
  let facts: JetStreamFactTransport;
  let stopConsuming: (() => Promise<void>) | undefined;
  const heard: FactEnvelope[] = [];
  const mona = aPerson('Mona Manager');
  const cora = aPerson('Cora Coordinator');
  const olga = aPerson('Olga Otherhome');
  const ben = aPerson('Ben Elsewhere');
  let oak: string;
  let elm: string;

  const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;
  // `manager` invites `person` to the home's staff as `role`, and they accept.
  const hire = async (homeId: string, manager: Person, person: Person, role: HomeRole) => {
    care.register(person);
    const invitation = await care.as(manager)('care.homes.inviteStaff', {
      homeId,
      invitation: { email: person.email, role },
    });
    return care.as(person)('care.homes.acceptInvitation', { token: tokenOf(invitation.link) });
  };
  const addResident = (homeId: string, firstName: string, by: Person = mona) =>
    care.as(by)('care.homes.residents.add', {
      homeId,
      resident: addResidentRequestSchema.parse({ firstName, lastName: 'Resident', room: '12' }),
    });
  const residentsOf = (homeId: string, reader: Person = mona) =>
    care.as(reader)('care.homes.residents.list', { homeId });
  const residentIn = async (homeId: string, residentId: string): Promise<Resident> =>
    (await residentsOf(homeId)).find((r) => r.id === residentId)!;
  const factsAbout = (residentId: string) =>
    heard.filter((f) => (f.data as { residentId: string }).residentId === residentId);
  // A fact as games records it, by `actor`: its id.
  const publish = async <S extends FactSubject>(subject: S, data: FactData<S>, actor: Person) => {
    const envelope = requestContext.run({ requestId: randomUUID(), actorId: actor.id }, () =>
      factEnvelope(subject, data),
    );
    await facts.publish([envelope]);
    return envelope.id;
  };
  // Care's consumer (of games' records unless named) has handled these facts.
  const handledBy = (consumer: string, ...factIds: string[]) =>
    expectEventually(async () => {
      const rows = await care.rows(
        `SELECT 1 FROM care.fact_handled WHERE consumer = $2 AND fact_id = ANY($1::uuid[])`,
        [factIds, consumer],
      );
      expect(rows).toHaveLength(factIds.length);
    }, FACT_WAIT);
  const handled = (...factIds: string[]) => handledBy('care.resident-activity', ...factIds);

  beforeAll(async () => {
    care = await startCare('care_homes');
    care.register(mona, olga);
    facts = new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: care.deployment.prefix,
    });
    const consumption = facts.consume({
      consumer: 'test-resident-facts',
      subjects: RESIDENT_FACTS,
      ackWaitMs: 10_000,
      concurrency: 1,
      retryDelayMs: () => 100,
      handle: async ({ envelope }) => {
        heard.push(envelope);
      },
    });
    stopConsuming = () => consumption.stop();
    oak = (await care.as(mona)('care.homes.create', { name: 'Oak House' })).id;
    elm = (await care.as(olga)('care.homes.create', { name: 'Elm Court' })).id;
    await hire(oak, mona, cora, 'COORDINATOR');
    await hire(elm, olga, ben, 'COORDINATOR');
  });
  afterAll(async () => {
    await stopConsuming?.();
    await facts?.close();
    await care?.stop();
  });

  it('given a new home, then its creator is its Home Manager and each member of staff lists the homes they work in', async () => {
    expect(await care.as(mona)('care.homes.listMine', {})).toEqual([
      { id: oak, name: 'Oak House', myRole: 'MANAGER', residents: expect.any(Number) },
    ]);
    expect(await care.as(cora)('care.homes.listMine', {})).toEqual([
      { id: oak, name: 'Oak House', myRole: 'COORDINATOR', residents: expect.any(Number) },
    ]);
    expect(await care.as(olga)('care.homes.listMine', {})).toEqual([expect.objectContaining({ id: elm })]);
  });

  it('given a staff invitation, when its link is followed, then it previews the home, and only the invited address may accept it', async () => {
    const ivy = aPerson('Ivy Invited');
    const sam = aPerson('Sam Someoneelse');
    care.register(ivy, sam);
    const invitation = await care.as(mona)('care.homes.inviteStaff', {
      homeId: oak,
      invitation: { email: ivy.email, role: 'COORDINATOR' },
    });
    expect(invitation.link).toMatch(/\/home-invitations\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(invitation.link);
    // The same link is e-mailed to the invited address, once.
    await expectEventually(async () =>
      expect(care.mails.filter((m) => m.refId === invitation.id)).toEqual([
        expect.objectContaining({
          to: ivy.email,
          kind: 'invitation',
          subject: 'Mona Manager invited you to Oak House on Care With',
        }),
      ]),
    );
    expect(care.mails.find((m) => m.refId === invitation.id)!.text).toContain(invitation.link);
    expect(await care.as(sam)('care.homes.previewInvitation', { token })).toEqual({
      homeName: 'Oak House',
      role: 'COORDINATOR',
      invitedByName: 'Mona Manager',
      expiresAt: invitation.expiresAt,
    });
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    // Only the hash of the token is kept.
    const [stored] = await care.rows<{ token_hash: string }>(
      'SELECT token_hash FROM care.home_invitations WHERE id = $1',
      [invitation.id],
    );
    expect(stored!.token_hash).not.toContain(token);
    expect(await refusalOf(care.as(sam)('care.homes.acceptInvitation', { token }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const view = await care.as(mona)('care.homes.get', { homeId: oak });
    expect(view.pendingInvitations).toEqual([
      { id: invitation.id, email: ivy.email, role: 'COORDINATOR', expiresAt: invitation.expiresAt },
    ]);
    await care.as(mona)('care.homes.cancelStaffInvitation', { homeId: oak, invitationId: invitation.id });
    expect(await refusalOf(care.as(ivy)('care.homes.acceptInvitation', { token }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await care.as(mona)('care.homes.get', { homeId: oak })).pendingInvitations).toEqual([]);
  });

  it("given two homes, when one home's staff ask anything of the other's, then they are told it does not exist", async () => {
    const rose = await addResident(oak, 'Rose');
    const ids = { homeId: oak, residentId: rose.id };
    for (const outsider of [olga, ben]) {
      const as = care.as(outsider);
      const refusals = await Promise.all([
        refusalOf(as('care.homes.get', { homeId: oak })),
        refusalOf(as('care.homes.residents.list', { homeId: oak })),
        refusalOf(
          as('care.homes.residents.add', {
            homeId: oak,
            resident: { firstName: 'X', lastName: 'Y', activeDaysTarget: 5 },
          }),
        ),
        refusalOf(as('care.homes.residents.update', { ...ids, changes: { room: '1' } })),
        refusalOf(as('care.homes.residents.remove', ids)),
        refusalOf(as('care.homes.residents.consent', { ...ids, consent: aConsent() })),
        refusalOf(as('care.homes.residents.inviteFamily', { ...ids, invitation: { email: 'fam@example.com' } })),
        refusalOf(
          as('care.homes.inviteStaff', { homeId: oak, invitation: { email: 'x@example.com', role: 'MANAGER' } }),
        ),
        refusalOf(as('care.homes.removeStaff', { homeId: oak, userId: cora.id })),
        refusalOf(as('care.homes.sessionResidents', { homeId: oak, residentIds: [rose.id] })),
      ]);
      expect(refusals.map((r) => r.code)).toEqual(refusals.map(() => 'NOT_FOUND'));
    }
    // Their own home's id does not reach another home's resident either.
    expect(
      await refusalOf(
        care.as(olga)('care.homes.residents.consent', { homeId: elm, residentId: rose.id, consent: aConsent() }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'This resident could not be found.' });
    expect(
      await refusalOf(care.as(ben)('care.homes.sessionResidents', { homeId: elm, residentIds: [rose.id] })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect((await residentsOf(elm, olga)).map((r) => r.id)).not.toContain(rose.id);
    // Nothing was written by the refused requests.
    expect((await residentIn(oak, rose.id)).consent).toBeNull();
  });

  it("given an Activity Coordinator, then they read the residents and the staff without addresses, and are refused each Home Manager's action in a plain sentence", async () => {
    const lily = await addResident(oak, 'Lily');
    const ids = { homeId: oak, residentId: lily.id };
    expect((await residentsOf(oak, cora)).map((r) => r.id)).toContain(lily.id);
    const asCora = await care.as(cora)('care.homes.get', { homeId: oak });
    expect(asCora.myRole).toBe('COORDINATOR');
    expect(asCora.staff.map((s) => s.email)).toEqual([null, null]);
    expect(asCora.pendingInvitations).toEqual([]);
    const asMona = await care.as(mona)('care.homes.get', { homeId: oak });
    expect(asMona.staff.map((s) => [s.name, s.email, s.role])).toEqual([
      ['Mona Manager', mona.email, 'MANAGER'],
      ['Cora Coordinator', cora.email, 'COORDINATOR'],
    ]);
    const as = care.as(cora);
    const refusals = await Promise.all([
      refusalOf(
        as('care.homes.residents.add', {
          homeId: oak,
          resident: { firstName: 'X', lastName: 'Y', activeDaysTarget: 5 },
        }),
      ),
      refusalOf(as('care.homes.residents.update', { ...ids, changes: { room: '1' } })),
      refusalOf(as('care.homes.residents.remove', ids)),
      refusalOf(as('care.homes.residents.consent', { ...ids, consent: aConsent() })),
      refusalOf(as('care.homes.residents.inviteFamily', { ...ids, invitation: { email: 'fam@example.com' } })),
      refusalOf(as('care.homes.inviteStaff', { homeId: oak, invitation: { email: 'x@example.com', role: 'MANAGER' } })),
      refusalOf(as('care.homes.removeStaff', { homeId: oak, userId: mona.id })),
    ]);
    expect(refusals).toEqual(refusals.map(() => ({ code: 'FORBIDDEN', message: ONLY_MANAGERS, details: undefined })));
    expect(await care.as(cora)('care.homes.sessionResidents', { homeId: oak, residentIds: [lily.id] })).toEqual({
      homeId: oak,
      homeName: 'Oak House',
      actorRole: 'COORDINATOR',
      residents: [
        {
          id: lily.id,
          seniorId: lily.seniorId,
          firstName: 'Lily',
          lastName: 'Resident',
          room: '12',
          activeDaysTarget: 5,
          photos: false,
          songs: false,
          careTeamId: expect.any(String),
        },
      ],
    });
  });

  it('given a new resident, then nothing of theirs may reach a shared screen until consent is recorded, and a best-interests decision must say whom it consulted', async () => {
    const ada = await addResident(oak, 'Ada');
    expect(ada).toMatchObject({ consent: null, familyLinked: false, photoUrl: null, activeDaysTarget: 5, room: '12' });
    const refused = await refusalOf(
      care.raw(mona)('care.homes.residents.consent', {
        homeId: oak,
        residentId: ada.id,
        consent: { ...aConsent({ basis: 'best-interests', by: 'Dr Patel' }) },
      }),
    );
    expect(refused).toMatchObject({ code: 'VALIDATION' });
    expect(refused.details).toEqual([expect.objectContaining({ message: 'Say whom they consulted' })]);
    expect((await residentIn(oak, ada.id)).consent).toBeNull();

    const consent = recordConsentRequestSchema.parse(
      aConsent({ photos: true, songs: false, basis: 'best-interests', by: 'Dr Patel', consulted: 'Her son Tom' }),
    );
    const recorded = await care.as(mona)('care.homes.residents.consent', { homeId: oak, residentId: ada.id, consent });
    expect(recorded.consent).toEqual({
      photos: true,
      songs: false,
      // Not asked: the family is not told.
      familyLine: false,
      basis: 'best-interests',
      by: 'Dr Patel',
      consulted: 'Her son Tom',
      date: '2026-11-20',
      recordedAt: expect.any(String),
      recordedByName: 'Mona Manager',
    });
    expect(
      (await care.as(cora)('care.homes.sessionResidents', { homeId: oak, residentIds: [ada.id] })).residents,
    ).toEqual([expect.objectContaining({ id: ada.id, photos: true, songs: false })]);
    // A later record replaces it; the earlier one is kept as its history.
    await care.as(mona)('care.homes.residents.consent', {
      homeId: oak,
      residentId: ada.id,
      consent: recordConsentRequestSchema.parse(aConsent({ photos: false, songs: false })),
    });
    expect((await residentIn(oak, ada.id)).consent).toMatchObject({ photos: false, songs: false, basis: 'person' });
    const kept = await care.rows('SELECT 1 FROM care.resident_consents WHERE resident_id = $1', [ada.id]);
    expect(kept).toHaveLength(2);
  });

  it('given a room or target changed, then only what was named changes; a target outside 1-7 is refused naming the field', async () => {
    const bea = await addResident(oak, 'Bea');
    const moved = await care.as(mona)('care.homes.residents.update', {
      homeId: oak,
      residentId: bea.id,
      changes: { room: '7B' },
    });
    expect(moved).toMatchObject({ room: '7B', activeDaysTarget: 5 });
    const refused = await refusalOf(
      care.raw(mona)('care.homes.residents.update', {
        homeId: oak,
        residentId: bea.id,
        changes: { activeDaysTarget: 9 },
      }),
    );
    expect(refused).toMatchObject({ code: 'VALIDATION' });
    expect(refused.details).toEqual([expect.objectContaining({ message: 'Choose 1 to 7 days a week' })]);
    const cleared = await care.as(mona)('care.homes.residents.update', {
      homeId: oak,
      residentId: bea.id,
      changes: { room: '', activeDaysTarget: 3 },
    });
    expect(cleared).toMatchObject({ room: null, activeDaysTarget: 3 });
  });

  it("given a family invitation, when the first of the family accepts, then they become the team's Primary Caregiver; the home's staff never reach the family's team", async () => {
    const fay = aPerson('Fay Family');
    const gus = aPerson('Gus Family');
    care.register(fay, gus);
    const iris = await addResident(oak, 'Iris');
    const [team] = await care.rows<{ primary_caregiver_id: string | null; name: string }>(
      'SELECT t.primary_caregiver_id, t.name FROM care.care_teams t JOIN care.seniors s ON s.care_team_id = t.id WHERE s.id = $1',
      [iris.seniorId],
    );
    expect(team).toEqual({ primary_caregiver_id: null, name: "Iris's family" });
    const invitation = await care.as(mona)('care.homes.residents.inviteFamily', {
      homeId: oak,
      residentId: iris.id,
      invitation: { email: fay.email },
    });
    // The link is the one e-mailed: an ordinary care-team invitation.
    const token = await care.invitationToken(invitation.id);
    expect(invitation.link).toContain(`/invite/accept?token=${token}`);
    const joined = await care.as(fay)('care.invitations.accept', { token });
    expect(joined.role).toBe('OWNER');
    const profile = await care.as(fay)('care.seniors.get', { seniorId: iris.seniorId });
    expect(profile).toMatchObject({ myRole: 'OWNER', canErase: true });
    expect((await residentIn(oak, iris.id)).familyLinked).toBe(true);

    // A second of the family joins as an ordinary Co-Caregiver; Fay stays Primary.
    const second = await care.as(mona)('care.homes.residents.inviteFamily', {
      homeId: oak,
      residentId: iris.id,
      invitation: { email: gus.email },
    });
    await care.as(gus)('care.invitations.accept', { token: await care.invitationToken(second.id) });
    expect(await care.as(gus)('care.seniors.get', { seniorId: iris.seniorId })).toMatchObject({ canErase: false });
    expect(
      await refusalOf(
        care.as(mona)('care.homes.residents.inviteFamily', {
          homeId: oak,
          residentId: iris.id,
          invitation: { email: fay.email },
        }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'email', message: 'This person is already on their care team.' }],
    });

    // The home's staff are no members of Iris's team: every family route answers them as any outsider.
    for (const staff of [mona, cora]) {
      const as = care.as(staff);
      const refusals = await Promise.all([
        refusalOf(as('care.seniors.get', { seniorId: iris.seniorId })),
        refusalOf(as('care.seniors.authorize', { seniorId: iris.seniorId, need: 'view' })),
        refusalOf(as('care.members.list', { careTeamId: joined.careTeamId })),
        refusalOf(as('care.invitations.list', { careTeamId: joined.careTeamId })),
      ]);
      expect(refusals.map((r) => r.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    }
  });

  it("given a resident's only family member deleting their account, then the team goes back to the home, and the next to accept becomes Primary", async () => {
    const hal = aPerson('Hal Family');
    const kit = aPerson('Kit Family');
    care.register(hal, kit);
    const june = await addResident(oak, 'June');
    const first = await care.as(mona)('care.homes.residents.inviteFamily', {
      homeId: oak,
      residentId: june.id,
      invitation: { email: hal.email },
    });
    await care.as(hal)('care.invitations.accept', { token: await care.invitationToken(first.id) });
    expect(await care.as(hal)('care.account.delete', {})).toMatchObject({
      teamsDeleted: 0,
      teamsLeft: 1,
      seniorsErased: 0,
    });
    expect(await residentIn(oak, june.id)).toMatchObject({ familyLinked: false });
    const next = await care.as(mona)('care.homes.residents.inviteFamily', {
      homeId: oak,
      residentId: june.id,
      invitation: { email: kit.email },
    });
    await care.as(kit)('care.invitations.accept', { token: await care.invitationToken(next.id) });
    expect(await care.as(kit)('care.seniors.get', { seniorId: june.seniorId })).toMatchObject({ canErase: true });
  });

  it('given a home with one Home Manager, then they cannot be removed (a field message), and a second manager lets the first leave', async () => {
    const pia = aPerson('Pia Founder');
    const quinn = aPerson('Quinn Deputy');
    care.register(pia);
    const home = (await care.as(pia)('care.homes.create', { name: 'Pine Lodge' })).id;
    expect(await refusalOf(care.as(pia)('care.homes.removeStaff', { homeId: home, userId: pia.id }))).toEqual({
      code: 'CONFLICT',
      message: NEEDS_A_MANAGER,
      details: [{ field: 'userId', message: NEEDS_A_MANAGER }],
    });
    await hire(home, pia, quinn, 'MANAGER');
    expect(await care.as(quinn)('care.homes.removeStaff', { homeId: home, userId: pia.id })).toEqual({ removed: true });
    expect(await care.as(pia)('care.homes.listMine', {})).toEqual([]);
    expect(await refusalOf(care.as(pia)('care.homes.get', { homeId: home }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(care.as(quinn)('care.homes.removeStaff', { homeId: home, userId: quinn.id }))).toMatchObject(
      {
        code: 'CONFLICT',
      },
    );
  });

  it('given residents added, consented and removed, then each change is a fact, and the family keeps the team when a resident leaves', async () => {
    const tess = await addResident(oak, 'Tess');
    const [{ care_team_id: careTeamId }] = (await care.rows<{ care_team_id: string }>(
      'SELECT care_team_id FROM care.seniors WHERE id = $1',
      [tess.seniorId],
    )) as [{ care_team_id: string }];
    const consented = await care.as(mona)('care.homes.residents.consent', {
      homeId: oak,
      residentId: tess.id,
      consent: recordConsentRequestSchema.parse(aConsent({ songs: false, familyLine: true })),
    });
    // Her family may hear what she joins in: kept with the consent and told with its fact.
    expect(consented.consent).toMatchObject({ photos: true, songs: false, familyLine: true });
    expect(await care.as(mona)('care.homes.residents.remove', { homeId: oak, residentId: tess.id })).toEqual({
      removed: true,
    });
    const ids = { residentId: tess.id, homeId: oak, seniorId: tess.seniorId };
    await expectEventually(async () => {
      expect(factsAbout(tess.id).map((f) => [f.subject, f.data])).toEqual([
        ['care.resident-added', { ...ids, careTeamId }],
        ['care.resident-consent-changed', { ...ids, photos: true, songs: false, familyLine: true }],
        ['care.resident-removed', { ...ids, careTeamId }],
      ]);
    }, FACT_WAIT);
    expect(factsAbout(tess.id).every((f) => f.actorId === mona.id)).toBe(true);
    expect((await residentsOf(oak)).map((r) => r.id)).not.toContain(tess.id);
    expect(await care.rows('SELECT 1 FROM care.seniors WHERE id = $1', [tess.seniorId])).toHaveLength(1);
  });

  it("given the family erasing a resident's loved one, then they leave the home with their profile, as a fact", async () => {
    const lou = aPerson('Lou Family');
    care.register(lou);
    const nell = await addResident(oak, 'Nell');
    // Erasure takes every stored fact naming her off the outbox and the stream (FactBus.forget): her
    // arrival is heard first, or on a busy machine it could be erased before this consumer read it.
    await expectEventually(async () => {
      expect(factsAbout(nell.id).map((f) => f.subject)).toEqual(['care.resident-added']);
    }, FACT_WAIT);
    const invitation = await care.as(mona)('care.homes.residents.inviteFamily', {
      homeId: oak,
      residentId: nell.id,
      invitation: { email: lou.email },
    });
    await care.as(lou)('care.invitations.accept', { token: await care.invitationToken(invitation.id) });
    // The home's staff cannot erase her: they are no members of her team.
    expect(await refusalOf(care.as(mona)('care.seniors.erase', { seniorId: nell.seniorId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await care.as(lou)('care.seniors.erase', { seniorId: nell.seniorId });
    expect((await residentsOf(oak)).map((r) => r.id)).not.toContain(nell.id);
    await expectEventually(async () => {
      expect(factsAbout(nell.id).map((f) => f.subject)).toEqual(['care.resident-added', 'care.resident-removed']);
    }, FACT_WAIT);
  });

  it("given games' records, then a resident's last activity follows the ones they took part in, and one never active is flagged a week after joining", async () => {
    const vera = await addResident(oak, 'Vera');
    const walt = await addResident(oak, 'Walt');
    const record = (residentId: string, seniorId: string, tookPart: boolean, date: string) =>
      publish(
        'games.resident-activity-recorded',
        {
          recordId: randomUUID(),
          residentId,
          homeId: oak,
          seniorId,
          sessionId: randomUUID(),
          date,
          kind: 'group',
          tookPart,
          minutes: 30,
          what: 'music',
          chips: [],
          song: null,
        },
        cora,
      );
    const today = new Date().toISOString().slice(0, 10);
    await handled(
      await record(walt.id, walt.seniorId, false, today),
      await record(vera.id, vera.seniorId, true, today),
    );
    const latest = (await residentIn(oak, vera.id)).lastActiveAt;
    expect(latest).not.toBeNull();
    // An older record does not move it back.
    await handled(await record(vera.id, vera.seniorId, true, '2026-01-05'));
    // Walt's "did not take part" left him never active: flagged once he has been here a week.
    await care.rows(`UPDATE care.home_residents SET joined_at = now() - interval '8 days' WHERE id = ANY($1::uuid[])`, [
      [vera.id, walt.id],
    ]);
    const after = await residentsOf(oak);
    const row = (id: string) => after.find((r) => r.id === id)!;
    expect([row(walt.id).lastActiveAt, row(walt.id).inactive]).toEqual([null, true]);
    expect([row(vera.id).lastActiveAt, row(vera.id).inactive]).toEqual([latest, false]);
  });

  it("given games' portrait of a resident, then the Residents list shows its address, a later one replaces it, an older one arriving late changes nothing, and a removal gives their initials back", async () => {
    const iris = await addResident(oak, 'Iris');
    expect(iris.photoUrl).toBeNull();
    const changed = (version: number | null) =>
      publish('games.resident-photo-changed', { residentId: iris.id, homeId: oak, version }, mona);
    const photoUrl = async () => (await residentIn(oak, iris.id)).photoUrl;
    const first = Date.parse('2026-11-20T10:00:00Z');
    await handledBy('care.resident-photo', await changed(first));
    expect(await photoUrl()).toBe(`/api/homes/${oak}/residents/${iris.id}/photo?v=${first}`);
    // The coordinator's list shows it too.
    expect((await residentsOf(oak, cora)).find((r) => r.id === iris.id)!.photoUrl).toBe(await photoUrl());
    await handledBy('care.resident-photo', await changed(first + 1000));
    expect(await photoUrl()).toBe(`/api/homes/${oak}/residents/${iris.id}/photo?v=${first + 1000}`);
    // Games' facts are ordered by when they happened: one older than what care knows changes nothing.
    const late = await requestContext.run({ requestId: randomUUID(), actorId: mona.id }, async () => {
      const envelope = factEnvelope(
        'games.resident-photo-changed',
        { residentId: iris.id, homeId: oak, version: first - 1000 },
        { at: new Date(Date.now() - 60_000) },
      );
      await facts.publish([envelope]);
      return envelope.id;
    });
    await handledBy('care.resident-photo', late);
    expect(await photoUrl()).toBe(`/api/homes/${oak}/residents/${iris.id}/photo?v=${first + 1000}`);
    await handledBy('care.resident-photo', await changed(null));
    expect(await photoUrl()).toBeNull();
    // Another home's resident named in a fact is left alone.
    const bea = await addResident(elm, 'Bea', olga);
    await handledBy(
      'care.resident-photo',
      await publish('games.resident-photo-changed', { residentId: bea.id, homeId: oak, version: first }, mona),
    );
    expect((await residentsOf(elm, olga)).find((r) => r.id === bea.id)!.photoUrl).toBeNull();
  });
});
