import { TEAM_ROLE_LABELS, type CareTeamMemberView } from '@carewith/contracts';

// A member's full name, or their e-mail when they gave no name.
export const memberName = (m: Pick<CareTeamMemberView, 'firstName' | 'lastName' | 'email'>) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

// The team's creator is the Primary Caregiver; everyone else by their team role.
export const memberRoleLabel = (m: Pick<CareTeamMemberView, 'isPrimary' | 'roleInTeam'>) =>
  m.isPrimary ? 'Primary Caregiver' : TEAM_ROLE_LABELS[m.roleInTeam];

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));
