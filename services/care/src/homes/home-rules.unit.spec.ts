import { INACTIVE_FLAG_DAYS } from '@carewith/contracts';
import { refusal } from '@carewith/platform/testing';
import {
  activeAt,
  checkStaffRemoval,
  isInactive,
  requireManager,
  requireStaff,
  residentTeamName,
  staffRoleOnJoining,
} from './home-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);

describe('who may do what in a care home', () => {
  it('tells anyone not on the staff (another home’s staff too) that the home does not exist', () => {
    expect(refusal(() => requireStaff(null))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This care home could not be found.',
    });
    expect(refusal(() => requireManager(null))).toMatchObject({ code: 'NOT_FOUND' });
    expect([requireStaff('MANAGER'), requireStaff('COORDINATOR')]).toEqual(['MANAGER', 'COORDINATOR']);
  });

  it('lets Home Managers manage, and tells an Activity Coordinator in a plain sentence what they can do instead', () => {
    expect(refusal(() => requireManager('MANAGER'))).toBeNull();
    expect(refusal(() => requireManager('COORDINATOR'))).toEqual({
      code: 'FORBIDDEN',
      message:
        'Only a Home Manager can do this. Activity Coordinators can see residents, run sessions and keep records.',
      details: undefined,
    });
  });

  it('keeps one Home Manager: the last cannot be removed, with a field message; a coordinator always can', () => {
    expect(refusal(() => checkStaffRemoval({ role: 'MANAGER' }, 1))).toEqual({
      code: 'CONFLICT',
      message: 'A care home needs at least one Home Manager.',
      details: [{ field: 'userId', message: 'A care home needs at least one Home Manager.' }],
    });
    expect(refusal(() => checkStaffRemoval({ role: 'MANAGER' }, 2))).toBeNull();
    expect(refusal(() => checkStaffRemoval({ role: 'COORDINATOR' }, 1))).toBeNull();
    expect(refusal(() => checkStaffRemoval(null, 3))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never lowers a Home Manager who accepts a coordinator’s invitation', () => {
    expect(staffRoleOnJoining('COORDINATOR', undefined)).toBe('COORDINATOR');
    expect(staffRoleOnJoining('MANAGER', undefined)).toBe('MANAGER');
    expect(staffRoleOnJoining('COORDINATOR', 'MANAGER')).toBe('MANAGER');
    expect(staffRoleOnJoining('MANAGER', 'COORDINATOR')).toBe('MANAGER');
  });
});

describe('a resident flagged as inactive', () => {
  it(`flags a resident with no activity for ${INACTIVE_FLAG_DAYS} days, and not one active since`, () => {
    const joined = daysAgo(30);
    expect(isInactive({ lastActiveAt: daysAgo(INACTIVE_FLAG_DAYS), joinedAt: joined }, NOW)).toBe(true);
    expect(isInactive({ lastActiveAt: daysAgo(INACTIVE_FLAG_DAYS - 0.5), joinedAt: joined }, NOW)).toBe(false);
    expect(isInactive({ lastActiveAt: daysAgo(1), joinedAt: joined }, NOW)).toBe(false);
  });

  it('counts from the day they joined the home when they were never active', () => {
    expect(isInactive({ lastActiveAt: null, joinedAt: daysAgo(2) }, NOW)).toBe(false);
    expect(isInactive({ lastActiveAt: null, joinedAt: daysAgo(INACTIVE_FLAG_DAYS + 1) }, NOW)).toBe(true);
  });

  it('counts a record kept later for an earlier day on that day, and a record of today when it was kept', () => {
    const keptAt = new Date('2026-11-29T15:30:00Z');
    expect(activeAt('2026-11-29', keptAt)).toEqual(keptAt);
    expect(activeAt('2026-11-20', keptAt)).toEqual(new Date('2026-11-20T23:59:59.999Z'));
  });
});

describe("a resident's own care team", () => {
  it('is named after them for their family', () => {
    expect(residentTeamName('Rose')).toBe("Rose's family");
  });
});
