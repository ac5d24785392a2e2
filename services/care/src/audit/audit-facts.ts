import { Injectable } from '@nestjs/common';
import type { AuditRecord, Fact, FactSubject } from '@carewith/contracts';
import { FactHandler } from '@carewith/platform';
import { AuditService } from './audit.service';

// The facts the audit log records, and the entry each one becomes (ids and counts only).
export const AUDITED_FACTS = [
  'games.activity-sent',
  'games.activity-edited',
  'games.activity-results-exported',
  'games.play-link-revoked',
  'gateway.user-signed-in',
  'gateway.senior-results-exported',
  'games.about-me-shared',
  'games.about-me-share-revoked',
  'games.about-me-opened',
] as const satisfies readonly FactSubject[];
export type AuditedFact = Fact<(typeof AUDITED_FACTS)[number]>;

export function auditEntryOf(fact: AuditedFact): AuditRecord {
  switch (fact.subject) {
    case 'games.activity-sent':
      return {
        action: 'activity.sent',
        careTeamId: fact.data.careTeamId,
        targetType: 'activity',
        targetId: fact.data.gameInstanceId,
        meta: { channel: fact.data.channel },
      };
    case 'games.activity-edited':
      return {
        action: 'activity.edited',
        careTeamId: fact.data.careTeamId,
        targetType: 'activity',
        targetId: fact.data.gameInstanceId,
        meta: { steps: fact.data.steps },
      };
    case 'games.activity-results-exported':
      return {
        action: 'export.activity_results',
        careTeamId: fact.data.careTeamId,
        targetType: 'activity',
        targetId: fact.data.gameInstanceId,
      };
    case 'games.play-link-revoked':
      return {
        action: 'link.revoked',
        careTeamId: fact.data.careTeamId,
        targetType: 'play_link',
        targetId: fact.data.linkId,
        meta: { activityId: fact.data.gameInstanceId },
      };
    case 'gateway.user-signed-in':
      return { action: 'user.signed_in', targetType: 'user', targetId: fact.data.userId };
    case 'gateway.senior-results-exported':
      return { action: 'export.senior_results', seniorId: fact.data.seniorId };
    case 'games.about-me-shared':
      return {
        action: 'about_me.shared',
        careTeamId: fact.data.careTeamId,
        seniorId: fact.data.seniorId,
        targetType: 'about_me_share',
        targetId: fact.data.shareId,
        meta: { basis: fact.data.basis },
      };
    case 'games.about-me-share-revoked':
      return {
        action: 'about_me.share_revoked',
        careTeamId: fact.data.careTeamId,
        seniorId: fact.data.seniorId,
        targetType: 'about_me_share',
        targetId: fact.data.shareId,
      };
    case 'games.about-me-opened':
      return {
        action: 'about_me.opened',
        careTeamId: fact.data.careTeamId,
        seniorId: fact.data.seniorId,
        targetType: 'about_me_share',
        targetId: fact.data.shareId,
      };
    default: {
      const unknown: never = fact;
      throw new Error(`not an audited fact: ${String(unknown)}`);
    }
  }
}

// The audit log follows what other services say happened, instead of being asked to write: each fact
// becomes one entry, by whoever caused it, at the time it happened.
@Injectable()
export class AuditFacts {
  constructor(private readonly audit: AuditService) {}

  @FactHandler(AUDITED_FACTS, { consumer: 'care.audit' })
  async onAudited(fact: AuditedFact): Promise<void> {
    await this.audit.recordFact(fact.actorId ?? null, auditEntryOf(fact), {
      id: fact.id,
      at: new Date(fact.occurredAt),
    });
  }
}
