import { Injectable } from '@nestjs/common';
import { CareTeamMemberView, DomainError, Language, MyCareTeam, TeamRole } from '@carewith/contracts';
import { BusClient, messagesIn } from '@carewith/platform';
import { AuditService } from '../audit/audit.service';
import { TeamAccessService } from './team-access.service';
import { checkRemoval, decideRoleChange, NOT_ON_THE_TEAM, teamNameIn } from './team-rules';
import { TeamStore } from './team-store';

@Injectable()
export class TeamsService {
  constructor(
    private readonly store: TeamStore,
    private readonly access: TeamAccessService,
    private readonly bus: BusClient,
    private readonly audit: AuditService,
  ) {}

  // An owner makes a member a Co-Caregiver or a Family Helper. A team always keeps one owner, and the
  // Primary Caregiver keeps full access: nobody else may change their role.
  async changeRole(actorId: string, careTeamId: string, userId: string, role: TeamRole): Promise<CareTeamMemberView> {
    await this.access.requireOwner(actorId, careTeamId);
    await this.store.transaction(async (em) => {
      await this.store.lockRoles(em, careTeamId);
      const member = await this.store.member(em, careTeamId, userId);
      if (!member) throw new DomainError('NOT_FOUND', NOT_ON_THE_TEAM);
      const isPrimary = await this.store.isPrimary(em, careTeamId, userId);
      const from = member.roleInTeam;
      // The owners count only when an owner would stop being one.
      const owners = from === 'OWNER' && role !== 'OWNER' ? await this.store.owners(em, careTeamId) : 0;
      if (decideRoleChange({ actorId, userId, isPrimary, from, to: role, owners }) === 'unchanged') return;
      member.roleInTeam = role;
      await this.store.saveMember(em, member);
      await this.audit.record(
        actorId,
        { action: 'member.role_changed', careTeamId, targetType: 'member', targetId: userId, meta: { from, to: role } },
        em,
      );
    });
    const members = await this.members(actorId, careTeamId);
    const changed = members.find((m) => m.userId === userId);
    if (!changed) throw new DomainError('NOT_FOUND', NOT_ON_THE_TEAM);
    return changed;
  }

  // An owner takes someone off the team; their access ends with their next request. The Primary
  // Caregiver cannot be removed (they leave by deleting their account, and an heir takes over).
  async removeMember(actorId: string, careTeamId: string, userId: string): Promise<{ removed: boolean }> {
    await this.access.requireOwner(actorId, careTeamId);
    await this.store.transaction(async (em) => {
      await this.store.lockRoles(em, careTeamId);
      const member = await this.store.member(em, careTeamId, userId);
      if (!member) throw new DomainError('NOT_FOUND', NOT_ON_THE_TEAM);
      checkRemoval({ actorId, userId, isPrimary: await this.store.isPrimary(em, careTeamId, userId) });
      await this.store.deleteMember(em, member.id);
      await this.audit.record(
        actorId,
        {
          action: 'member.removed',
          careTeamId,
          targetType: 'member',
          targetId: userId,
          meta: { role: member.roleInTeam },
        },
        em,
      );
    });
    return { removed: true };
  }

  // Each team's name in the reader's language: a name the product gave is said in it (decision 260).
  async listMine(actorId: string, language?: Language): Promise<MyCareTeam[]> {
    const t = messagesIn(language);
    const rows = await this.store.myTeams(actorId);
    return rows.map((r) => ({
      id: r.id,
      name: teamNameIn({ name: r.name, nameGenerated: r.name_generated }, t),
      role: r.role,
    }));
  }

  // A caregiver signing in for the first time gets a team of their own, as its Primary Caregiver.
  async ensureForUser(actorId: string, displayName: string): Promise<MyCareTeam[]> {
    // Named after them in each reader's language, never stored in English (decision 260).
    await this.store.ensureOwnTeam(actorId, displayName);
    return this.listMine(actorId);
  }

  async members(actorId: string, careTeamId: string): Promise<CareTeamMemberView[]> {
    await this.access.requireMember(actorId, careTeamId);
    const team = await this.store.team(careTeamId);
    const members = await this.store.members(careTeamId);
    const users = await this.bus.request('identity.users.getMany', { userIds: members.map((m) => m.userId) });
    const byId = new Map(users.map((u) => [u.id, u]));
    return members.map((m) => {
      const user = byId.get(m.userId);
      return {
        userId: m.userId,
        email: user?.email ?? '',
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        roleInTeam: m.roleInTeam,
        isPrimary: m.userId === team.primaryCaregiverId,
        joinedAt: m.createdAt.toISOString(),
      };
    });
  }
}
