import type { TeamRole } from '@carewith/contracts';
import { heirOf, isOnlyMember } from './succession';

// Members oldest first, as the team's rows are read.
const team = (...members: [string, TeamRole][]) => members.map(([userId, roleInTeam]) => ({ userId, roleInTeam }));
const heir = (actorId: string, primary: string, members: ReturnType<typeof team>) => {
  const s = heirOf(actorId, primary, members);
  return s && { heir: s.heir.userId, becomesPrimary: s.becomesPrimary };
};

describe('who carries a team on when a caregiver deletes their account', () => {
  it('erases a team only when they are its only member', () => {
    expect(isOnlyMember('ann', team(['ann', 'OWNER']))).toBe(true);
    expect(isOnlyMember('ann', team(['ann', 'OWNER'], ['bob', 'SIBLING']))).toBe(false);
  });

  it('makes the longest-standing other Co-Caregiver Primary when the Primary Caregiver leaves', () => {
    const members = team(['ann', 'OWNER'], ['hal', 'SIBLING'], ['cat', 'OWNER'], ['dan', 'OWNER']);
    expect(heir('ann', 'ann', members)).toEqual({ heir: 'cat', becomesPrimary: true });
  });

  it('makes the longest-standing member Primary (and a Co-Caregiver) when no other Co-Caregiver remains', () => {
    const members = team(['ann', 'OWNER'], ['hal', 'SIBLING'], ['ivy', 'SIBLING']);
    const succession = heirOf('ann', 'ann', members);
    expect(succession?.heir).toBe(members[1]);
    expect(succession?.becomesPrimary).toBe(true);
  });

  it('makes a Family Helper a Co-Caregiver when the last Co-Caregiver, not the Primary, leaves', () => {
    // The Primary Caregiver's account is gone already in some other way: the team still keeps an owner.
    expect(heir('cat', 'ann', team(['hal', 'SIBLING'], ['cat', 'OWNER']))).toEqual({
      heir: 'hal',
      becomesPrimary: false,
    });
  });

  it('needs no heir when a Co-Caregiver leaves beside another, or a Family Helper leaves', () => {
    expect(heir('cat', 'ann', team(['ann', 'OWNER'], ['cat', 'OWNER']))).toBeNull();
    expect(heir('hal', 'ann', team(['ann', 'OWNER'], ['hal', 'SIBLING']))).toBeNull();
    // A Family Helper's leaving raises nobody, whoever else is on the team.
    expect(heir('hal', 'ann', team(['hal', 'SIBLING'], ['ivy', 'SIBLING']))).toBeNull();
  });

  it('has nobody to hand over to when nobody else is on the team', () => {
    expect(heir('ann', 'ann', team(['ann', 'OWNER']))).toBeNull();
  });
});
