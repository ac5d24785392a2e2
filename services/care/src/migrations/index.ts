import { CareTeams1763760200000 } from './1763760200000-care-teams';
import { SeniorsCheckIns1763760400000 } from './1763760400000-seniors-check-ins';
import { AuditLogs1763761000000 } from './1763761000000-audit-logs';
import { MemberNotifications1763761200000 } from './1763761200000-member-notifications';
import { PrimaryCaregiver1763900000000 } from './1763900000000-primary-caregiver';
import { SeniorSendWindow1764000300000 } from './1764000300000-senior-send-window';
import { SeniorLanguage1764000500000 } from './1764000500000-senior-language';
import { WeeklyLetter1764160000000 } from './1764160000000-weekly-letter';
import { AuditFactIds1764300000000 } from './1764300000000-audit-fact-ids';
import { GeneratedTeamName1764300000258 } from './1764300000258-generated-team-name';
import { GeneratedNamelessTeam1764400000000 } from './1764400000000-generated-nameless-team';
import { CareHomes1764500000000 } from './1764500000000-care-homes';
import { ResidentPhotoVersion1764500000100 } from './1764500000100-resident-photo-version';

// Care's migrations in the order they run (the service and its tests' schemas alike).
export const CARE_MIGRATIONS = [
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
  GeneratedNamelessTeam1764400000000,
  CareHomes1764500000000,
  ResidentPhotoVersion1764500000100,
];
