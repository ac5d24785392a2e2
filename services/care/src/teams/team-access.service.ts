import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, TeamRole } from '@carewith/contracts';
import { requireAbility, TeamAccess } from './team-rules';

export type { TeamAccess } from './team-rules';

// Authorization from care-team membership (spec section 6). Outsiders learn nothing: 404.
@Injectable()
export class TeamAccessService {
  constructor(private readonly dataSource: DataSource) {}

  async accessOf(actorId: string, careTeamId: string): Promise<TeamAccess | null> {
    const [row] = await this.dataSource.query<{ role: TeamRole; isPrimary: boolean }[]>(
      `SELECT m.role_in_team AS role, (t.primary_caregiver_id = m.user_id) AS "isPrimary"
         FROM care_team_members m JOIN care_teams t ON t.id = m.care_team_id
        WHERE m.care_team_id = $1 AND m.user_id = $2`,
      [careTeamId, actorId],
    );
    return row ?? null;
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
