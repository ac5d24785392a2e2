import { AuditLogEntity } from './audit/audit-log.entity';
import { CheckInEntity } from './check-ins/check-in.entity';
import {
  CareHomeEntity,
  HomeInvitationEntity,
  HomeResidentEntity,
  HomeStaffEntity,
  ResidentConsentEntity,
} from './homes/care-home.entity';
import { InvitationEntity } from './invitations/invitation.entity';
import { SeniorEntity } from './seniors/senior.entity';
import { CareTeamEntity, CareTeamMemberEntity } from './teams/care-team.entity';

// The entities care maps (the service and its tests' schemas alike).
export const CARE_ENTITIES = [
  CareTeamEntity,
  CareTeamMemberEntity,
  InvitationEntity,
  SeniorEntity,
  CheckInEntity,
  AuditLogEntity,
  CareHomeEntity,
  HomeStaffEntity,
  HomeInvitationEntity,
  HomeResidentEntity,
  ResidentConsentEntity,
];
