import type { Invitation } from '@carewith/contracts';

// The rules of an invitation that need no database: what state the family sees, and how its address
// is shown to someone who signed in with another one.

// A pending invitation past its expiry reads as expired (the row keeps 'pending'); every other state
// is shown as stored.
export const invitationStatus = (stored: Invitation['status'], expiresAt: Date, now: Date): Invitation['status'] =>
  stored === 'pending' && expiresAt < now ? 'expired' : stored;

// The invited address with all but the first letter of its local part hidden: "a***@example.com".
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

// A person's name as the family wrote it, or their address when they gave none.
export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
