import { Injectable } from '@nestjs/common';
import { DomainError, TeamRole } from '@carewith/contracts';
import { TeamStore } from './team-store';
import { requireAbility, TeamAccess } from './team-rules';

export type { TeamAccess } from './team-rules';

// Authorization from care-team membership (spec section 6). Outsiders learn nothing: 404.
@Injectable()
export class TeamAccessService {
  constructor(private readonly store: TeamStore) {}

  accessOf(actorId: string, careTeamId: string): Promise<TeamAccess | null> {
    return this.store.access(actorId, careTeamId);
  }

  async requireMemberAccess(actorId: string, careTeamId: string): Promise<TeamAccess> {
    const access = await this.accessOf(actorId, careTeamId);
    if (!access) throw new DomainError('NOT_FOUND', 'Care team not found');
    return access;
  }

  async requireMember(actorId: string, careTeamId: string): Promise<TeamRole> {
    return (await this.requireMemberAccess(actorId, careTeamId)).role;
  }

  async requireOwner(actorId: string, careTeamId: string): Promise<TeamAccess> {
    const access = await this.requireMemberAccess(actorId, careTeamId);
    requireAbility(access, 'manage');
    return access;
  }
}
