import { Module } from '@nestjs/common';
import { AccountService } from './account/account.service';
import { AuditLogEntity } from './audit/audit-log.entity';
import { AuditNatsController } from './audit/audit.nats-controller';
import { AuditService } from './audit/audit.service';
import { AuditLogs1763761000000 } from './migrations/1763761000000-audit-logs';
import { MemberNotifications1763761200000 } from './migrations/1763761200000-member-notifications';
import { NotificationsNatsController } from './notifications/notifications.nats-controller';
import { NotificationsService } from './notifications/notifications.service';
import { ServicePlatformModule } from '@carewith/platform';
import { InvitationEntity } from './invitations/invitation.entity';
import { InvitationsNatsController } from './invitations/invitations.nats-controller';
import { InvitationsService } from './invitations/invitations.service';
import { CareTeams1763760200000 } from './migrations/1763760200000-care-teams';
import { SeniorsCheckIns1763760400000 } from './migrations/1763760400000-seniors-check-ins';
import { PrimaryCaregiver1763900000000 } from './migrations/1763900000000-primary-caregiver';
import { SeniorSendWindow1764000300000 } from './migrations/1764000300000-senior-send-window';
import { SeniorLanguage1764000500000 } from './migrations/1764000500000-senior-language';
import { WeeklyLetter1764160000000 } from './migrations/1764160000000-weekly-letter';
import { WeeklyLetterAudienceService } from './weekly-letter/weekly-letter-audience.service';
import { WeeklyLetterNatsController } from './weekly-letter/weekly-letter.nats-controller';
import { SeniorEntity } from './seniors/senior.entity';
import { SeniorsService } from './seniors/seniors.service';
import { SeniorsNatsController } from './seniors/seniors.nats-controller';
import { CheckInEntity } from './check-ins/check-in.entity';
import { CheckInsService } from './check-ins/check-ins.service';
import { CareDashboardService } from './dashboard/care-dashboard.service';
import { CareTeamEntity, CareTeamMemberEntity } from './teams/care-team.entity';
import { TeamAccessService } from './teams/team-access.service';
import { TeamsNatsController } from './teams/teams.nats-controller';
import { TeamsService } from './teams/teams.service';

// Care teams, members, invitations, seniors and caregiver check-ins.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'care',
      entities: [CareTeamEntity, CareTeamMemberEntity, InvitationEntity, SeniorEntity, CheckInEntity, AuditLogEntity],
      migrations: [
        CareTeams1763760200000,
        SeniorsCheckIns1763760400000,
        AuditLogs1763761000000,
        MemberNotifications1763761200000,
        PrimaryCaregiver1763900000000,
        SeniorSendWindow1764000300000,
        SeniorLanguage1764000500000,
        WeeklyLetter1764160000000,
      ],
      queue: true,
      busClient: true,
    }),
  ],
  controllers: [
    TeamsNatsController,
    InvitationsNatsController,
    SeniorsNatsController,
    AuditNatsController,
    NotificationsNatsController,
    WeeklyLetterNatsController,
  ],
  providers: [
    TeamAccessService,
    TeamsService,
    InvitationsService,
    SeniorsService,
    CheckInsService,
    CareDashboardService,
    AuditService,
    AccountService,
    NotificationsService,
    WeeklyLetterAudienceService,
  ],
})
export class CareModule {}
