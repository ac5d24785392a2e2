import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { displayName, invitationStatus, maskEmail } from './invitation-rules';

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
});
