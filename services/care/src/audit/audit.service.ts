import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditEntry, AuditRecord } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { SeniorEntity } from '../seniors/senior.entity';
import { TeamAccessService } from '../teams/team-access.service';
import { AuditLogEntity } from './audit-log.entity';
import { actorNames, auditTarget, AuditRow, toAuditEntry } from './audit-entry';

// The audit log: written by care itself inside the transaction of what it records (invitations,
// roles, erasures) and from the other services' facts (sends, revocations, exports, sign-ins:
// audit-facts.ts). Entries hold ids and counts only, never a name, phone or answer.
@Injectable()
export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
  ) {}

  async record(actorId: string | null, entry: AuditRecord, em: EntityManager = this.dataSource.manager) {
    const careTeamId = await this.teamOf(entry, em);
    const saved = await em.save(
      em.create(AuditLogEntity, {
        actorId,
        careTeamId,
        action: entry.action,
        ...auditTarget(entry),
        metaJSON: entry.meta ?? {},
      }),
    );
    return { id: saved.id };
  }

  // Another service's fact (audit-facts.ts): one entry per fact, dated when it happened.
  async recordFact(actorId: string | null, entry: AuditRecord, fact: { id: string; at: Date }): Promise<void> {
    const target = auditTarget(entry);
    await this.dataSource.query(
      `INSERT INTO audit_logs (actor_id, care_team_id, action, target_type, target_id, meta_json, fact_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (fact_id) WHERE fact_id IS NOT NULL DO NOTHING`,
      [
        actorId,
        await this.teamOf(entry, this.dataSource.manager),
        entry.action,
        target.targetType,
        target.targetId,
        JSON.stringify(entry.meta ?? {}),
        fact.id,
        fact.at,
      ],
    );
  }

  // The team an entry belongs to: given, else the loved one's, else none (a sign-in).
  private async teamOf(entry: AuditRecord, em: EntityManager): Promise<string | null> {
    if (entry.careTeamId) return entry.careTeamId;
    if (!entry.seniorId) return null;
    return (await em.findOneBy(SeniorEntity, { id: entry.seniorId }))?.careTeamId ?? null;
  }

  // A team's log, for its owners: the team's entries and its current members' sign-ins since they joined.
  async list(actorId: string, careTeamId: string, limit: number): Promise<AuditEntry[]> {
    await this.access.requireOwner(actorId, careTeamId);
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT a.id, a.actor_id, a.action, a.target_type, a.target_id, a.meta_json, a.created_at
         FROM audit_logs a
        WHERE a.care_team_id = $1
           OR (a.care_team_id IS NULL AND a.action = 'user.signed_in'
               AND EXISTS (SELECT 1 FROM care_team_members m
                            WHERE m.care_team_id = $1 AND m.user_id = a.actor_id AND m.created_at <= a.created_at))
        ORDER BY a.created_at DESC, a.id
        LIMIT $2`,
      [careTeamId, limit],
    );
    const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((id): id is string => id !== null))];
    const users = actorIds.length ? await this.bus.request('identity.users.getMany', { userIds: actorIds }) : [];
    const names = actorNames(users);
    return rows.map((r) => toAuditEntry(r, names));
  }
}
