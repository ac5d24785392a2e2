import { refusal } from '@carewith/platform/testing';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import {
  checkAcceptance,
  checkCancel,
  checkResend,
  displayName,
  invitationExpiresAt,
  invitationStatus,
  invitedRole,
  maskEmail,
  requireValidLink,
  roleOnJoining,
} from './invitation-rules';

describe('invitation rules', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const before = new Date('2026-03-10T11:59:59Z');
  const after = new Date('2026-03-10T12:00:01Z');

  it('shows a pending invitation past its expiry as expired, and one not yet past as pending', () => {
    expect(invitationStatus('pending', before, now)).toBe('expired');
    expect(invitationStatus('pending', after, now)).toBe('pending');
    // At the very moment of expiry it is still open.
    expect(invitationStatus('pending', now, now)).toBe('pending');
  });

  it('keeps an accepted or cancelled invitation as stored, however old', () => {
    expect(invitationStatus('accepted', before, now)).toBe('accepted');
    expect(invitationStatus('cancelled', before, now)).toBe('cancelled');
  });

  it('masks all of the local part but its first letter, and keeps the domain', () => {
    expect(maskEmail('hal.helper@example.com')).toBe('h***@example.com');
    expect(maskEmail('a@b.org')).toBe('a***@b.org');
  });

  it('names a person by their first and last name, either alone, or by address when they gave none', () => {
    expect(displayName({ firstName: 'Nora', lastName: 'Keeper', email: 'n@example.com' })).toBe('Nora Keeper');
    expect(displayName({ firstName: 'Nora', lastName: null, email: 'n@example.com' })).toBe('Nora');
    expect(displayName({ firstName: null, lastName: 'Keeper', email: 'n@example.com' })).toBe('Keeper');
    expect(displayName({ firstName: null, lastName: null, email: 'n@example.com' })).toBe('n@example.com');
  });

  it('makes a new 256-bit URL-safe token each time, and stores only its SHA-256', () => {
    const a = newInvitationToken();
    const b = newInvitationToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(hashInvitationToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInvitationToken(a)).toBe(hashInvitationToken(a));
    expect(hashInvitationToken(a)).not.toBe(hashInvitationToken(b));
    expect(hashInvitationToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('lasts fourteen days from each sending', () => {
    expect(invitationExpiresAt(now).toISOString()).toBe('2026-03-24T12:00:00.000Z');
  });

  it('carries the role asked for, else the role of the invitation it refreshes, else Family Helper', () => {
    expect(invitedRole('OWNER', undefined)).toEqual({ role: 'OWNER', meta: { role: 'OWNER' } });
    expect(invitedRole(undefined, 'OWNER')).toEqual({ role: 'OWNER', meta: { role: 'OWNER' } });
    expect(invitedRole(undefined, undefined)).toEqual({ role: 'SIBLING', meta: { role: 'SIBLING' } });
    // The audit entry names the role a refreshed invitation had when it changes.
    expect(invitedRole('SIBLING', 'OWNER')).toEqual({
      role: 'SIBLING',
      meta: { role: 'SIBLING', previousRole: 'OWNER' },
    });
    expect(invitedRole('OWNER', 'OWNER')).toEqual({ role: 'OWNER', meta: { role: 'OWNER' } });
  });

  it('reads a link with no invitation and a cancelled one the same: not valid', () => {
    const notValid = { code: 'NOT_FOUND', message: 'This invitation link is not valid.' };
    expect(refusal(() => requireValidLink(null))).toEqual(notValid);
    expect(refusal(() => requireValidLink({ status: 'cancelled' }))).toEqual(notValid);
    for (const status of ['pending', 'accepted'] as const) {
      const invitation = { status };
      expect(requireValidLink(invitation)).toBe(invitation);
    }
  });

  describe('accepting', () => {
    const invited = { id: 'ivy', email: 'ivy.invited@example.com' };
    const pending = { status: 'pending' as const, acceptedBy: null, expiresAt: after, email: invited.email };

    it('lets the invited address accept a pending invitation until the moment it expires', () => {
      expect(checkAcceptance(pending, invited, now)).toBe('accept');
      expect(checkAcceptance({ ...pending, expiresAt: now }, invited, now)).toBe('accept');
    });

    it('refuses an expired invitation, even to the invited address', () => {
      expect(refusal(() => checkAcceptance({ ...pending, expiresAt: before }, invited, now))).toEqual({
        code: 'CONFLICT',
        message: 'This invitation has expired. Ask for a new one.',
      });
    });

    it('refuses anyone signed in with another address, naming the invited one masked', () => {
      expect(refusal(() => checkAcceptance(pending, { id: 'mo', email: 'mallory@example.com' }, now))).toEqual({
        code: 'FORBIDDEN',
        message: 'This invitation was sent to i***@example.com. Please sign in with that e-mail address.',
      });
      // The comparison is exact: the address as invited.
      expect(refusal(() => checkAcceptance(pending, { ...invited, email: 'IVY.invited@example.com' }, now))).toEqual(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
    });

    it('uses a link once: its own user may come back to it, however late; anyone else is refused', () => {
      const accepted = { ...pending, status: 'accepted' as const, acceptedBy: invited.id, expiresAt: before };
      expect(checkAcceptance(accepted, invited, now)).toBe('accepted already');
      expect(refusal(() => checkAcceptance(accepted, { id: 'other', email: invited.email }, now))).toEqual({
        code: 'CONFLICT',
        message: 'This invitation has already been used.',
      });
    });

    it('gives a newcomer the invited role, raises a Family Helper invited as Co-Caregiver, and lowers nobody', () => {
      expect(roleOnJoining('SIBLING', undefined)).toBe('SIBLING');
      expect(roleOnJoining('OWNER', undefined)).toBe('OWNER');
      expect(roleOnJoining('OWNER', 'SIBLING')).toBe('OWNER');
      expect(roleOnJoining('SIBLING', 'SIBLING')).toBe('SIBLING');
      expect(roleOnJoining('SIBLING', 'OWNER')).toBe('OWNER');
    });
  });

  it('sends again only a pending invitation (expired or not), and cancels any but an accepted one', () => {
    expect(refusal(() => checkResend('pending'))).toBeNull();
    expect(refusal(() => checkResend('accepted'))).toEqual({
      code: 'CONFLICT',
      message: 'This invitation is accepted and cannot be resent.',
    });
    expect(refusal(() => checkResend('cancelled'))).toEqual({
      code: 'CONFLICT',
      message: 'This invitation is cancelled and cannot be resent.',
    });
    expect(refusal(() => checkCancel('pending'))).toBeNull();
    expect(refusal(() => checkCancel('cancelled'))).toBeNull();
    expect(refusal(() => checkCancel('accepted'))).toEqual({
      code: 'CONFLICT',
      message: 'This invitation has already been accepted.',
    });
  });
});
