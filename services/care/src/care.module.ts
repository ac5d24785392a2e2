import { Module } from '@nestjs/common';
import { ServicePlatformModule } from '@carewith/platform';
import { AccountModule } from './account/account.module';
import { AuditModule } from './audit/audit.module';
import { CARE_ENTITIES } from './care-entities';
import { ChangesModule } from './changes/changes.module';
import { CheckInsModule } from './check-ins/check-ins.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { HomesModule } from './homes/homes.module';
import { InvitationsModule } from './invitations/invitations.module';
import { CARE_MIGRATIONS } from './migrations';
import { NotificationsModule } from './notifications/notifications.module';
import { SeniorsModule } from './seniors/seniors.module';
import { TeamsModule } from './teams/teams.module';
import { WeeklyLetterModule } from './weekly-letter/weekly-letter.module';

// Care teams, members, invitations, loved ones and caregiver check-ins. The service's platform (its
// schema, bus, queue) and one module per feature; each feature module declares what it uses.
@Module({
  imports: [
    ServicePlatformModule.forService({
      name: 'care',
      entities: CARE_ENTITIES,
      migrations: CARE_MIGRATIONS,
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
    HomesModule,
    ChangesModule,
  ],
})
export class CareModule {}
