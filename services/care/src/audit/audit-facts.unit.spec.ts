import { randomUUID } from 'node:crypto';
import { FACTS, readFact, type FactEnvelope } from '@carewith/contracts';
import { AUDITED_FACTS, auditEntryOf, type AuditedFact } from './audit-facts';

const TEAM = randomUUID();
const GAME = randomUUID();
const factOf = (subject: AuditedFact['subject'], data: unknown): AuditedFact =>
  readFact(subject, {
    id: randomUUID(),
    subject,
    version: FACTS[subject].current,
    occurredAt: '2026-11-29T10:00:00.000Z',
    data,
  } satisfies FactEnvelope) as AuditedFact;

describe('the audit entry of each fact the log records', () => {
  it('names the action, the team and the target, with ids and counts only', () => {
    expect(
      auditEntryOf(
        factOf('games.activity-sent', {
          gameInstanceId: GAME,
          seniorId: randomUUID(),
          careTeamId: TEAM,
          channel: 'sms',
        }),
      ),
    ).toEqual({
      action: 'activity.sent',
      careTeamId: TEAM,
      targetType: 'activity',
      targetId: GAME,
      meta: { channel: 'sms' },
    });
    expect(auditEntryOf(factOf('games.activity-edited', { gameInstanceId: GAME, careTeamId: TEAM, steps: 4 }))).toEqual(
      {
        action: 'activity.edited',
        careTeamId: TEAM,
        targetType: 'activity',
        targetId: GAME,
        meta: { steps: 4 },
      },
    );
    expect(auditEntryOf(factOf('games.activity-results-exported', { gameInstanceId: GAME, careTeamId: TEAM }))).toEqual(
      {
        action: 'export.activity_results',
        careTeamId: TEAM,
        targetType: 'activity',
        targetId: GAME,
      },
    );
    const linkId = randomUUID();
    expect(auditEntryOf(factOf('games.play-link-revoked', { linkId, gameInstanceId: GAME, careTeamId: TEAM }))).toEqual(
      {
        action: 'link.revoked',
        careTeamId: TEAM,
        targetType: 'play_link',
        targetId: linkId,
        meta: { activityId: GAME },
      },
    );
    const shareId = randomUUID();
    const lovedOne = randomUUID();
    const share = { shareId, seniorId: lovedOne, careTeamId: TEAM };
    expect(
      auditEntryOf(
        factOf('games.about-me-shared', { ...share, basis: 'attorney', expiresAt: '2026-12-29T10:00:00.000Z' }),
      ),
    ).toEqual({
      action: 'about_me.shared',
      careTeamId: TEAM,
      seniorId: lovedOne,
      targetType: 'about_me_share',
      targetId: shareId,
      meta: { basis: 'attorney' },
    });
    expect(auditEntryOf(factOf('games.about-me-share-revoked', share))).toMatchObject({
      action: 'about_me.share_revoked',
      targetId: shareId,
    });
    expect(auditEntryOf(factOf('games.about-me-opened', share))).toMatchObject({
      action: 'about_me.opened',
      targetId: shareId,
    });
    const userId = randomUUID();
    expect(auditEntryOf(factOf('gateway.user-signed-in', { userId, provider: 'dev' }))).toEqual({
      action: 'user.signed_in',
      targetType: 'user',
      targetId: userId,
    });
    const seniorId = randomUUID();
    expect(auditEntryOf(factOf('gateway.senior-results-exported', { seniorId }))).toEqual({
      action: 'export.senior_results',
      seniorId,
    });
  });

  it('covers every audited subject, and a fact of another shape is refused before it reaches the log', () => {
    expect(new Set(AUDITED_FACTS).size).toBe(9);
    expect(() => factOf('games.activity-edited', { gameInstanceId: GAME, careTeamId: TEAM })).toThrow(/steps/);
  });
});
