import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { InvitationEntity } from './invitations/invitation.entity';
import { InvitationsNatsController } from './invitations/invitations.nats-controller';
import { InvitationsService } from './invitations/invitations.service';
import { CareTeams1763760200000 } from './migrations/1763760200000-care-teams';
import { CareTeamEntity, CareTeamMemberEntity } from './teams/care-team.entity';
import { TeamAccessService } from './teams/team-access.service';
import { TeamsNatsController } from './teams/teams.nats-controller';
import { TeamsService } from './teams/teams.service';

// Care teams, members, invitations, seniors and caregiver check-ins.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'care',
      entities: [CareTeamEntity, CareTeamMemberEntity, InvitationEntity],
      migrations: [CareTeams1763760200000],
      queue: true,
      busClient: true,
    }),
  ],
  controllers: [TeamsNatsController, InvitationsNatsController],
  providers: [TeamAccessService, TeamsService, InvitationsService],
})
export class CareModule {}
