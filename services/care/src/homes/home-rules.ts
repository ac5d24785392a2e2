import { DomainError, INACTIVE_FLAG_DAYS, type HomeRole } from '@carewith/contracts';

// The rules of a care home that need no database (libs/contracts/src/care-home.ts): who may reach a
// home and do what in it, who may leave its staff, when a resident is flagged as inactive, and what
// a resident's own care team is called.

const DAY_MS = 24 * 60 * 60 * 1000;

export const HOME_NOT_FOUND = 'This care home could not be found.';
export const RESIDENT_NOT_FOUND = 'This resident could not be found.';
export const ONLY_MANAGERS =
  'Only a Home Manager can do this. Activity Coordinators can see residents, run sessions and keep records.';
export const NEEDS_A_MANAGER = 'A care home needs at least one Home Manager.';
export const NOT_ON_THE_STAFF = 'This person does not work in this care home.';

// Anyone not on a home's staff (another home's staff too) learns nothing of it: 404.
export function requireStaff(role: HomeRole | null): HomeRole {
  if (!role) throw new DomainError('NOT_FOUND', HOME_NOT_FOUND);
  return role;
}

// Staff asking for more than their role allows are refused (403) with a plain sentence.
export function requireManager(role: HomeRole | null): void {
  if (requireStaff(role) !== 'MANAGER') throw new DomainError('FORBIDDEN', ONLY_MANAGERS);
}

// A Home Manager taking someone off the staff (themselves too): a home always keeps one Home Manager.
export function checkStaffRemoval(removed: { role: HomeRole } | null, managers: number): void {
  if (!removed) throw new DomainError('NOT_FOUND', NOT_ON_THE_STAFF);
  if (removed.role === 'MANAGER' && managers <= 1)
    throw new DomainError('CONFLICT', NEEDS_A_MANAGER, [{ field: 'userId', message: NEEDS_A_MANAGER }]);
}

// Someone accepting a staff invitation: the invited role, and a Home Manager already is never lowered.
export const staffRoleOnJoining = (invited: HomeRole, current: HomeRole | undefined): HomeRole =>
  current === 'MANAGER' || invited === 'MANAGER' ? 'MANAGER' : 'COORDINATOR';

// No activity for INACTIVE_FLAG_DAYS days, counted from when they joined the home when never active.
export function isInactive(resident: { lastActiveAt: Date | null; joinedAt: Date }, now: number): boolean {
  const since = (resident.lastActiveAt ?? resident.joinedAt).getTime();
  return now - since >= INACTIVE_FLAG_DAYS * DAY_MS;
}

// When a recorded activity made a resident active: when it was recorded, but never later than the
// end of the day it took place (a record kept afterwards for an earlier day counts on that day).
export function activeAt(day: string, recordedAt: Date): Date {
  const endOfDay = new Date(`${day}T23:59:59.999Z`);
  return recordedAt < endOfDay ? recordedAt : endOfDay;
}

// The care team a new resident gets, for their family to join: "<First name>'s family".
export const residentTeamName = (firstName: string) => `${firstName}'s family`;
