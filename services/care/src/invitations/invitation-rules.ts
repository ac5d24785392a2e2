import { DomainError, INVITATION_TTL_DAYS, type Invitation, type TeamRole } from '@carewith/contracts';

// The rules of an invitation that need no database: what state the family sees, how long a link
// lasts, who may use it and with what role they join, and how its address is shown to someone who
// signed in with another one.

const DAY_MS = 24 * 60 * 60 * 1000;

type StoredStatus = Invitation['status'];

// A pending invitation past its expiry reads as expired (the row keeps 'pending'); every other state
// is shown as stored.
export const invitationStatus = (stored: StoredStatus, expiresAt: Date, now: Date): StoredStatus =>
  stored === 'pending' && expiresAt < now ? 'expired' : stored;

// A link sent (or sent again) at `sentAt` works for INVITATION_TTL_DAYS days.
export const invitationExpiresAt = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);

// The role an invitation carries: the one asked for, else the one of the pending invitation it
// refreshes, else Family Helper. The audit entry names the role it replaced when it changed.
export function invitedRole(
  requested: TeamRole | undefined,
  previous: TeamRole | undefined,
): { role: TeamRole; meta: { role: TeamRole; previousRole?: TeamRole } } {
  const role = requested ?? previous ?? 'SIBLING';
  return { role, meta: previous && previous !== role ? { role, previousRole: previous } : { role } };
}

// A link nobody has (no such token) and a cancelled one read the same: not valid.
export function requireValidLink<T extends { status: StoredStatus }>(invitation: T | null): T {
  if (!invitation || invitation.status === 'cancelled')
    throw new DomainError('NOT_FOUND', 'This invitation link is not valid.');
  return invitation;
}

// Whether a signed-in person may use a valid link: 'accept' joins them; 'accepted already' when they
// used it before (the link is single-use, but its own user may come back to it). Only the invited
// address may use it, and only before it expires (decision 7).
export function checkAcceptance(
  invitation: { status: StoredStatus; acceptedBy: string | null; expiresAt: Date; email: string },
  actor: { id: string; email: string },
  now: Date,
): 'accept' | 'accepted already' {
  if (invitation.status === 'accepted') {
    if (invitation.acceptedBy === actor.id) return 'accepted already';
    throw new DomainError('CONFLICT', 'This invitation has already been used.');
  }
  if (invitation.expiresAt < now) throw new DomainError('CONFLICT', 'This invitation has expired. Ask for a new one.');
  if (actor.email !== invitation.email) {
    throw new DomainError(
      'FORBIDDEN',
      `This invitation was sent to ${maskEmail(invitation.email)}. Please sign in with that e-mail address.`,
    );
  }
  return 'accept';
}

// The role someone has after accepting: the invited one when they are new to the team; a member
// invited as Co-Caregiver becomes one; nobody is ever lowered by an invitation.
export const roleOnJoining = (invited: TeamRole, current: TeamRole | undefined): TeamRole =>
  current === 'OWNER' || invited === 'OWNER' ? 'OWNER' : (current ?? invited);

// Only a pending invitation (expired or not) is sent again; an accepted one cannot be cancelled.
export function checkResend(status: StoredStatus): void {
  if (status !== 'pending') throw new DomainError('CONFLICT', `This invitation is ${status} and cannot be resent.`);
}

export function checkCancel(status: StoredStatus): void {
  if (status === 'accepted') throw new DomainError('CONFLICT', 'This invitation has already been accepted.');
}

// The invited address with all but the first letter of its local part hidden: "a***@example.com".
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

// A person's name as the family wrote it, or their address when they gave none.
export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
