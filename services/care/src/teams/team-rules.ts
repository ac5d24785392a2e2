import { DomainError, TeamRole } from '@carewith/contracts';
import { messagesIn, type Translate } from '@carewith/platform';

// The rules of a care team that need no database (spec section 6): what each member may do, whose
// role may change, who may be removed, and what a new caregiver's own team is called.

// What a member may do in a team: their role, and whether they are its Primary Caregiver.
export type TeamAccess = { role: TeamRole; isPrimary: boolean };

// Seeing a loved one and the team's activities (every member), changing anything (Co-Caregivers), and
// erasing a loved one's records (the Primary Caregiver alone).
export type TeamNeed = 'view' | 'manage' | 'erase';

export const ONLY_CO_CAREGIVERS = 'Only a Co-Caregiver can do this. Family Helpers can view activities and progress.';
export const ONLY_PRIMARY_ERASES = "Only the team's Primary Caregiver can erase a loved one's records.";
export const PRIMARY_IS_PROTECTED =
  'The Primary Caregiver keeps full access: nobody else can change their role or remove them from the care team.';
export const PRIMARY_KEEPS_FULL_ACCESS = 'The Primary Caregiver keeps full access to the care team.';
export const PRIMARY_CANNOT_LEAVE = 'The Primary Caregiver stays on the care team while their account exists.';
export const NEEDS_A_CO_CAREGIVER = 'A care team needs at least one Co-Caregiver.';
export const NOT_ON_THE_TEAM = 'This person is not on this care team.';

// A member asking for more than their place allows is refused (403); an outsider never gets this far
// (they get a 404 and learn nothing).
export function requireAbility(access: TeamAccess, need: TeamNeed): void {
  if (need === 'manage' && access.role !== 'OWNER') throw new DomainError('FORBIDDEN', ONLY_CO_CAREGIVERS);
  if (need === 'erase' && !access.isPrimary) throw new DomainError('FORBIDDEN', ONLY_PRIMARY_ERASES);
}

export type RoleChange = {
  actorId: string;
  userId: string;
  // Whether the member whose role changes is the team's Primary Caregiver.
  isPrimary: boolean;
  from: TeamRole;
  to: TeamRole;
  // The team's Co-Caregivers now, the member among them when they are one.
  owners: number;
};

// An owner changing a member's role ('unchanged' when the member has it already). Nobody else may
// touch the Primary Caregiver's role, and the Primary Caregiver cannot give up full access; a team
// always keeps one Co-Caregiver.
export function decideRoleChange(change: RoleChange): 'unchanged' | 'change' {
  if (change.isPrimary && change.userId !== change.actorId) throw new DomainError('FORBIDDEN', PRIMARY_IS_PROTECTED);
  if (change.from === change.to) return 'unchanged';
  if (change.from === 'OWNER' && change.owners <= 1) {
    throw new DomainError('CONFLICT', NEEDS_A_CO_CAREGIVER, [{ field: 'roleInTeam', message: NEEDS_A_CO_CAREGIVER }]);
  }
  if (change.isPrimary) {
    throw new DomainError('CONFLICT', PRIMARY_KEEPS_FULL_ACCESS, [
      { field: 'roleInTeam', message: PRIMARY_KEEPS_FULL_ACCESS },
    ]);
  }
  return 'change';
}

// An owner taking someone off the team: anyone but the Primary Caregiver, who leaves only by deleting
// their account (an heir takes over then).
export function checkRemoval(removal: { actorId: string; userId: string; isPrimary: boolean }): void {
  if (!removal.isPrimary) return;
  if (removal.userId !== removal.actorId) throw new DomainError('FORBIDDEN', PRIMARY_IS_PROTECTED);
  throw new DomainError('CONFLICT', PRIMARY_CANNOT_LEAVE);
}

// The team a caregiver gets when they first sign in, named after them when they have a name: in the
// reader's language, from the name it was made from (decision 260). English by default, as the API's
// `name` says it.
export const ownTeamName = (displayName: string, t: Translate = messagesIn('en')) =>
  displayName ? t('team.generatedName', { name: displayName }) : t('team.generatedNameless');

// A stored team's name for a reader: the family's own, or the product's in the reader's language.
export const teamNameIn = (team: { name: string; nameGenerated: boolean }, t: Translate = messagesIn('en')) =>
  team.nameGenerated ? ownTeamName(team.name, t) : team.name;
