import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { AccountModule } from './account/account.module';
import { AuditLogEntity } from './audit/audit-log.entity';
import { AuditModule } from './audit/audit.module';
import { CheckInEntity } from './check-ins/check-in.entity';
import { CheckInsModule } from './check-ins/check-ins.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { InvitationEntity } from './invitations/invitation.entity';
import { InvitationsModule } from './invitations/invitations.module';
import { CareTeams1763760200000 } from './migrations/1763760200000-care-teams';
import { SeniorsCheckIns1763760400000 } from './migrations/1763760400000-seniors-check-ins';
import { AuditLogs1763761000000 } from './migrations/1763761000000-audit-logs';
import { MemberNotifications1763761200000 } from './migrations/1763761200000-member-notifications';
import { PrimaryCaregiver1763900000000 } from './migrations/1763900000000-primary-caregiver';
import { SeniorSendWindow1764000300000 } from './migrations/1764000300000-senior-send-window';
import { SeniorLanguage1764000500000 } from './migrations/1764000500000-senior-language';
import { WeeklyLetter1764160000000 } from './migrations/1764160000000-weekly-letter';
import { GeneratedTeamName1764300000258 } from './migrations/1764300000258-generated-team-name';
import { NotificationsModule } from './notifications/notifications.module';
import { SeniorEntity } from './seniors/senior.entity';
import { SeniorsModule } from './seniors/seniors.module';
import { CareTeamEntity, CareTeamMemberEntity } from './teams/care-team.entity';
import { TeamsModule } from './teams/teams.module';
import { WeeklyLetterModule } from './weekly-letter/weekly-letter.module';
import { AuditFactIds1764300000000 } from './migrations/1764300000000-audit-fact-ids';

// Care teams, members, invitations, loved ones and caregiver check-ins. The service's platform (its
// schema, bus, queue) and one module per feature; each feature module declares what it uses.
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
        AuditFactIds1764300000000,
        GeneratedTeamName1764300000258,
      ],
      queue: true,
      busClient: true,
      facts: true,
    }),
    TeamsModule,
    AuditModule,
    InvitationsModule,
    SeniorsModule,
    CheckInsModule,
    DashboardModule,
    AccountModule,
    NotificationsModule,
    WeeklyLetterModule,
  ],
})
export class CareModule {}
