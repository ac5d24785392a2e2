import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditEntry, AuditRecord } from '@carewith/contracts';
import { BusClient } from '@carewith/platform';
import { TeamAccessService } from '../teams/team-access.service';
import { AuditLine, AuditStore } from './audit-store';
import { actorNames, auditTarget, toAuditEntry } from './audit-entry';

// The audit log: written by care itself inside the transaction of what it records (invitations,
// roles, erasures) and from the other services' facts (sends, revocations, exports, sign-ins:
// audit-facts.ts). Entries hold ids and counts only, never a name, phone or answer.
@Injectable()
export class AuditService {
  constructor(
    private readonly store: AuditStore,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
  ) {}

  // `em`: the transaction of what the entry records (none: on its own).
  async record(actorId: string | null, entry: AuditRecord, em?: EntityManager) {
    return this.store.insert(await this.lineOf(actorId, entry, em), em);
  }

  // Another service's fact (audit-facts.ts): one entry per fact, dated when it happened.
  async recordFact(actorId: string | null, entry: AuditRecord, fact: { id: string; at: Date }): Promise<void> {
    await this.store.insertFact(await this.lineOf(actorId, entry), fact);
  }

  private async lineOf(actorId: string | null, entry: AuditRecord, em?: EntityManager): Promise<AuditLine> {
    return {
      actorId,
      careTeamId: await this.teamOf(entry, em),
      action: entry.action,
      ...auditTarget(entry),
      meta: entry.meta ?? {},
    };
  }

  // The team an entry belongs to: given, else the loved one's, else none (a sign-in).
  private async teamOf(entry: AuditRecord, em?: EntityManager): Promise<string | null> {
    if (entry.careTeamId) return entry.careTeamId;
    if (!entry.seniorId) return null;
    return this.store.seniorTeam(entry.seniorId, em);
  }

  // A team's log, for its owners: the team's entries and its current members' sign-ins since they joined.
  async list(actorId: string, careTeamId: string, limit: number): Promise<AuditEntry[]> {
    await this.access.requireOwner(actorId, careTeamId);
    const rows = await this.store.teamLog(careTeamId, limit);
    const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((id): id is string => id !== null))];
    const users = actorIds.length ? await this.bus.request('identity.users.getMany', { userIds: actorIds }) : [];
    const names = actorNames(users);
    return rows.map((r) => toAuditEntry(r, names));
  }
}
