import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, TeamRole } from '@carewith/contracts';
import { CareTeamMemberEntity } from './care-team.entity';

// Authorization from care-team membership (spec section 6). Outsiders learn nothing: 404.
@Injectable()
export class TeamAccessService {
  constructor(private readonly dataSource: DataSource) {}

  async membership(actorId: string, careTeamId: string): Promise<CareTeamMemberEntity | null> {
    return this.dataSource.getRepository(CareTeamMemberEntity).findOneBy({ careTeamId, userId: actorId });
  }

  async requireMember(actorId: string, careTeamId: string): Promise<TeamRole> {
    const member = await this.membership(actorId, careTeamId);
    if (!member) throw new DomainError('NOT_FOUND', 'Care team not found');
    return member.roleInTeam;
  }

  async requireOwner(actorId: string, careTeamId: string): Promise<void> {
    const role = await this.requireMember(actorId, careTeamId);
    if (role !== 'OWNER') {
      throw new DomainError(
        'FORBIDDEN',
        'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.',
      );
    }
  }
}
