import { randomUUID } from 'node:crypto';
import { DEFAULT_ACCESSIBILITY, FactData, FactSubject } from '@carewith/contracts';
import { factEnvelope, JetStreamFactTransport, requestContext } from '@carewith/platform';
import { expectEventually, testNatsUrl } from '@carewith/platform/testing';
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

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
// A fact's way to the log: the relay, JetStream, care's consumer (generous on a busy machine).
const FACT_WAIT = { timeoutMs: 30_000 };

// The team's audit log (decision 36): written by care in the transaction of what it records, and from
// the other services' facts, which reach care over the real NATS JetStream here. Owners read it; it
// holds ids and counts, never names, addresses or phone numbers; a member's sign-ins show from the
// day they joined.
describe('the audit log (care on the real bus)', () => {
  let care: CareDeployment;
  let facts: JetStreamFactTransport;
  const family = aCareFamily();
  const { ann, cat, hal, otto } = family;
  let team: string;

  // A fact as another service records it, by `actor`, at `at`.
  const fact = <S extends FactSubject>(subject: S, data: FactData<S>, actor: Person, at = new Date()) =>
    requestContext.run({ requestId: randomUUID(), actorId: actor.id }, () => factEnvelope(subject, data, { at }));
  const log = (reader: Person) => care.as(reader)('care.audit.list', { careTeamId: team, limit: 500 });

  beforeAll(async () => {
    care = await startCare('care_audit');
    facts = new JetStreamFactTransport({
      natsUrl: testNatsUrl(),
      reconnectWaitMs: 200,
      subjectPrefix: care.deployment.prefix,
    });
    ({ team } = await seatFamily(care, family));
  });
  afterAll(async () => {
    await facts?.close();
    await care?.stop();
  });

  it('given a team, when its members ask for the log, then Co-Caregivers read it, a Family Helper is refused and an outsider learns nothing', async () => {
    const entries = await log(cat);
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['invitation.created', 'invitation.accepted']));
    expect(await refusalOf(log(hal))).toMatchObject({ code: 'FORBIDDEN', message: ONLY_CO_CAREGIVERS });
    expect(await refusalOf(log(otto))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusalOf(care.as(null)('care.audit.list', { careTeamId: team, limit: 10 }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('given the life of invitations, when the log is read, then each step is an entry by its actor, with its target and time, newest first', async () => {
    const before = Date.now();
    const ivy = aPerson('Ivy Helper');
    const joined = await care.join(team, ann, ivy, 'SIBLING');
    const sam = aPerson('Sam Spare');
    care.register(sam);
    const spare = await care.as(ann)('care.invitations.create', {
      email: sam.email,
      role: 'SIBLING',
      careTeamId: team,
    });
    await care.as(cat)('care.invitations.resend', { invitationId: spare.id });
    await care.as(ann)('care.invitations.cancel', { invitationId: spare.id });

    const entries = await log(ann);
    const find = (action: string, targetId: string) =>
      entries.filter((e) => e.action === action && e.targetId === targetId);
    expect(find('invitation.created', joined.id)).toEqual([
      expect.objectContaining({
        actorId: ann.id,
        actorName: 'Ann Primary',
        targetType: 'invitation',
        metaJSON: { role: 'SIBLING' },
      }),
    ]);
    expect(find('invitation.accepted', joined.id)).toEqual([
      expect.objectContaining({ actorId: ivy.id, actorName: 'Ivy Helper', targetType: 'invitation' }),
    ]);
    expect(find('invitation.resent', spare.id)).toEqual([
      expect.objectContaining({ actorId: cat.id, targetType: 'invitation' }),
    ]);
    expect(find('invitation.cancelled', spare.id)).toEqual([
      expect.objectContaining({ actorId: ann.id, targetType: 'invitation' }),
    ]);
    const times = entries.map((e) => new Date(e.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const lifecycle = entries.filter((e) => [joined.id, spare.id].includes(e.targetId ?? ''));
    expect(lifecycle.map((e) => e.action)).toEqual([
      'invitation.cancelled',
      'invitation.resent',
      'invitation.created',
      'invitation.accepted',
      'invitation.created',
    ]);
    for (const e of lifecycle) expect(new Date(e.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('given invitations, a loved one and role changes, when the log is stored, then it holds ids and counts only, and names its actors as identity knows them when read', async () => {
    const senior = await care.as(ann)('care.seniors.create', {
      firstName: 'Rosalind',
      lastName: 'Diaz',
      phone: '+15559871234',
      careTeamId: team,
      prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
    });
    await care.as(ann)('care.seniors.export', { seniorId: senior.id });
    await care.as(ann)('care.members.changeRole', { careTeamId: team, userId: hal.id, roleInTeam: 'OWNER' });
    await care.as(ann)('care.members.changeRole', { careTeamId: team, userId: hal.id, roleInTeam: 'SIBLING' });

    const stored = JSON.stringify(
      await care.rows('SELECT actor_id, action, target_type, target_id, meta_json FROM care.audit_logs'),
    );
    for (const personal of ['@', 'Rosalind', 'Diaz', '5559871234', 'Ann', 'Hal', 'Cat'])
      expect(stored).not.toContain(personal);

    const exported = (await log(cat)).find((e) => e.action === 'export.senior_archive');
    expect(exported).toMatchObject({
      actorId: ann.id,
      actorName: 'Ann Primary',
      targetType: 'senior',
      targetId: senior.id,
    });
    // Renamed at identity: the log says the name of today, as it never stored one.
    care.register({ ...ann, firstName: 'Annie' });
    expect((await log(cat)).find((e) => e.action === 'export.senior_archive')?.actorName).toBe('Annie Primary');
  });

  it('given facts from the other services, when they reach care, then each becomes one entry by its actor, however often it is delivered', async () => {
    const gameInstanceId = randomUUID();
    const seniorId = randomUUID();
    const sent = fact('games.activity-sent', { gameInstanceId, seniorId, careTeamId: team, channel: 'sms' }, cat);
    // Delivered twice (a relay's retry): one entry.
    await facts.publish([sent]);
    await facts.publish([sent]);
    const entry = await expectEventually(async () => {
      const found = (await log(ann)).find((e) => e.action === 'activity.sent');
      if (!found) throw new Error('the fact has not reached the log yet');
      return found;
    }, FACT_WAIT);
    expect(entry).toMatchObject({
      actorId: cat.id,
      actorName: 'Cat Cocare',
      targetType: 'activity',
      targetId: gameInstanceId,
      metaJSON: { channel: 'sms' },
      createdAt: sent.occurredAt,
    });
    const revoked = fact('games.play-link-revoked', { gameInstanceId, linkId: randomUUID(), careTeamId: team }, ann);
    await facts.publish([revoked, sent]);
    await expectEventually(async () => {
      expect((await log(ann)).map((e) => e.action)).toContain('link.revoked');
    }, FACT_WAIT);
    expect(await care.rows('SELECT id FROM care.audit_logs WHERE fact_id = $1', [sent.id])).toHaveLength(1);
  });

  it('given exports and a revoked link recorded by the gateway and games, when their facts reach care, then each is an entry by its actor naming its target, and no entry holds the name or phone of the loved one', async () => {
    const senior = await care.as(ann)('care.seniors.create', {
      firstName: 'Marguerite',
      lastName: 'Audit',
      phone: '+15550102030',
      careTeamId: team,
      prefsJSON: { accessibility: { ...DEFAULT_ACCESSIBILITY } },
    });
    const gameInstanceId = randomUUID();
    const linkId = randomUUID();
    await facts.publish([
      fact('gateway.senior-results-exported', { seniorId: senior.id }, ann),
      fact('games.activity-results-exported', { gameInstanceId, careTeamId: team }, cat),
      fact('games.play-link-revoked', { gameInstanceId, linkId, careTeamId: team }, ann),
    ]);
    const entries = await expectEventually(async () => {
      const all = await log(ann);
      const arrived = ['export.senior_results', 'export.activity_results', 'link.revoked'].every((action) =>
        all.some((e) => e.action === action && [senior.id, gameInstanceId, linkId].includes(e.targetId ?? '')),
      );
      if (!arrived) throw new Error('the facts have not reached the log yet');
      return all;
    }, FACT_WAIT);
    const of = (action: string, targetId: string) =>
      entries.filter((e) => e.action === action && e.targetId === targetId);
    expect(of('export.senior_results', senior.id)).toEqual([
      expect.objectContaining({ actorId: ann.id, targetType: 'senior' }),
    ]);
    expect(of('export.activity_results', gameInstanceId)).toEqual([
      expect.objectContaining({ actorId: cat.id, targetType: 'activity' }),
    ]);
    expect(of('link.revoked', linkId)).toEqual([
      expect.objectContaining({ actorId: ann.id, targetType: 'play_link', metaJSON: { activityId: gameInstanceId } }),
    ]);
    const stored = await care.rows<{ row: string }>('SELECT t::text AS row FROM care.audit_logs t');
    expect(stored.filter((r) => /Marguerite|Audit|5550102030/i.test(r.row))).toEqual([]);
  });

  it("given members' sign-ins, when the team's log is read, then it shows its members' sign-ins since they joined, and never an outsider's", async () => {
    const now = fact('gateway.user-signed-in', { userId: hal.id, provider: 'dev' }, hal);
    const beforeJoining = fact(
      'gateway.user-signed-in',
      { userId: hal.id, provider: 'dev' },
      hal,
      new Date(Date.now() - 2 * DAY_MS),
    );
    const outsider = fact('gateway.user-signed-in', { userId: otto.id, provider: 'dev' }, otto);
    await facts.publish([beforeJoining, outsider, now]);
    await expectEventually(async () => {
      expect(
        await care.rows('SELECT id FROM care.audit_logs WHERE fact_id = ANY($1)', [
          [now.id, beforeJoining.id, outsider.id],
        ]),
      ).toHaveLength(3);
    }, FACT_WAIT);
    const signIns = (await log(cat)).filter((e) => e.action === 'user.signed_in');
    expect(signIns.map((e) => ({ actorId: e.actorId, createdAt: e.createdAt }))).toEqual([
      { actorId: hal.id, createdAt: now.occurredAt },
    ]);
  });
});
