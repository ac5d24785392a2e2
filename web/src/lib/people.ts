import { t } from '@lingui/core/macro';
import { TEAM_ROLE_LABELS, type CareTeamMemberView } from '@carewith/contracts';
import { dateFormat } from '../i18n/format';
import { inAppLanguage } from '../i18n/contract-messages';

// A member's full name, or their e-mail when they gave no name.
export const memberName = (m: Pick<CareTeamMemberView, 'firstName' | 'lastName' | 'email'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

// The team's creator is the Primary Caregiver; everyone else by their team role.
export const memberRoleLabel = (m: Pick<CareTeamMemberView, 'isPrimary' | 'roleInTeam'>) =>
  m.isPrimary ? t`Primary Caregiver` : inAppLanguage(TEAM_ROLE_LABELS[m.roleInTeam]);

export const formatDate = (iso: string) =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
