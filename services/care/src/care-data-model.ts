import { AuditLogEntity } from './audit/audit-log.entity';
import { CheckInEntity } from './check-ins/check-in.entity';
import { InvitationEntity } from './invitations/invitation.entity';
import { CareTeams1763760200000 } from './migrations/1763760200000-care-teams';
import { SeniorsCheckIns1763760400000 } from './migrations/1763760400000-seniors-check-ins';
import { AuditLogs1763761000000 } from './migrations/1763761000000-audit-logs';
import { MemberNotifications1763761200000 } from './migrations/1763761200000-member-notifications';
import { PrimaryCaregiver1763900000000 } from './migrations/1763900000000-primary-caregiver';
import { SeniorSendWindow1764000300000 } from './migrations/1764000300000-senior-send-window';
import { SeniorLanguage1764000500000 } from './migrations/1764000500000-senior-language';
import { WeeklyLetter1764160000000 } from './migrations/1764160000000-weekly-letter';
import { AuditFactIds1764300000000 } from './migrations/1764300000000-audit-fact-ids';
import { GeneratedTeamName1764300000258 } from './migrations/1764300000258-generated-team-name';
import { SeniorEntity } from './seniors/senior.entity';
import { CareTeamEntity, CareTeamMemberEntity } from './teams/care-team.entity';

// care's tables: the service's module and the integration tests build the same schema from these.
export const CARE_DATA_MODEL = {
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
};
