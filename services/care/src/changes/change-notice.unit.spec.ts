import { BUS_PATTERNS } from '@carewith/contracts';
import { CARE_CHANGES_OF_THEIR_OWN, CARE_READS, careChangeNotice } from './change-notice';

const TEAM = '11111111-1111-4111-8111-111111111111';
const SENIOR = '22222222-2222-4222-8222-222222222222';

// What care says of each answered request: nothing for a read, the team and loved one a change names,
// everything for a change that names neither and is not the member's own.
describe('careChangeNotice', () => {
  it('says nothing of a read, or of another service', () => {
    expect(careChangeNotice('care.seniors.authorize', 'ann', { seniorId: SENIOR, need: 'view' })).toBeNull();
    expect(careChangeNotice('care.dashboard', 'ann', {})).toBeNull();
    expect(careChangeNotice('games.schedule.create', 'ann', { seniorId: SENIOR })).toBeNull();
  });

  it('names the team and the loved one a change touched, and who made it', () => {
    expect(careChangeNotice('care.members.remove', 'ann', { careTeamId: TEAM, userId: 'ben' })).toEqual({
      actorId: 'ann',
      tags: [`team:${TEAM}`],
    });
    expect(careChangeNotice('care.seniors.update', 'ann', { seniorId: SENIOR, changes: {} })).toEqual({
      actorId: 'ann',
      tags: [`senior:${SENIOR}`],
    });
  });

  it('names only the member for a change of their own, and everything for one it cannot place', () => {
    expect(careChangeNotice('care.checkIns.create', 'ann', { mood: 3 })).toEqual({ actorId: 'ann', tags: [] });
    expect(careChangeNotice('care.account.delete', 'ann', {})).toEqual({ actorId: 'ann', all: true });
    expect(careChangeNotice('care.seniors.create', 'ann', { firstName: 'Rose' })).toEqual({
      actorId: 'ann',
      all: true,
    });
  });

  it("lists only care's own subjects as reads and changes of their own", () => {
    for (const pattern of [...CARE_READS, ...CARE_CHANGES_OF_THEIR_OWN]) {
      expect(pattern in BUS_PATTERNS && pattern.startsWith('care.')).toBe(true);
    }
  });
});
