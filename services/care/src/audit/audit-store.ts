import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuditRecord } from '@carewith/contracts';
import { SeniorEntity } from '../seniors/senior.entity';
import { AuditLogEntity } from './audit-log.entity';
import type { AuditRow } from './audit-entry';

// An entry as it is written: who, which team (or none, a sign-in), what, about what.
export type AuditLine = {
  actorId: string | null;
  careTeamId: string | null;
  action: AuditRecord['action'];
  targetType: string | null;
  targetId: string | null;
  meta: Record<string, unknown>;
};

// The audit log (migrations 1763761000000-audit-logs, 1764300000000-audit-fact-ids): every statement
// of it in one place. Care's own entries are written in the transaction of what they record (`em`).
@Injectable()
export class AuditStore {
  constructor(private readonly dataSource: DataSource) {}

  // The team of a loved one, or null once they are erased.
  async seniorTeam(seniorId: string, em: EntityManager = this.dataSource.manager): Promise<string | null> {
    return (await em.findOneBy(SeniorEntity, { id: seniorId }))?.careTeamId ?? null;
  }

  async insert(line: AuditLine, em: EntityManager = this.dataSource.manager): Promise<{ id: string }> {
    const saved = await em.save(
      em.create(AuditLogEntity, {
        actorId: line.actorId,
        careTeamId: line.careTeamId,
        action: line.action,
        targetType: line.targetType,
        targetId: line.targetId,
        metaJSON: line.meta,
      }),
    );
    return { id: saved.id };
  }

  // Another service's fact: one entry per fact (its id), dated when it happened; a redelivery adds none.
  async insertFact(line: AuditLine, fact: { id: string; at: Date }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO audit_logs (actor_id, care_team_id, action, target_type, target_id, meta_json, fact_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (fact_id) WHERE fact_id IS NOT NULL DO NOTHING`,
      [
        line.actorId,
        line.careTeamId,
        line.action,
        line.targetType,
        line.targetId,
        JSON.stringify(line.meta),
        fact.id,
        fact.at,
      ],
    );
  }

  // A team's log, newest first: the team's entries and its current members' sign-ins since they joined.
  teamLog(careTeamId: string, limit: number): Promise<AuditRow[]> {
    return this.dataSource.query<AuditRow[]>(
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
  }
}
