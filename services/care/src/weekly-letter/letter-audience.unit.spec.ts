import { dueLetters, letterAudience, LetterMember, LetterUser } from './letter-audience';

describe("the weekly letter's audience", () => {
  describe('whose letters are due', () => {
    // Sunday 8 March 2026, 17:30 in London (UTC then), 13:30 in New York, 02:30 Monday in Tokyo.
    const at = new Date('2026-03-08T17:30:00Z');

    it('names the loved ones for whom it is Sunday evening in their own zone, each with that Sunday', () => {
      const due = dueLetters(
        [
          { id: 'rose', time_zone: 'Europe/London' },
          { id: 'sam', time_zone: 'America/New_York' },
          { id: 'kenji', time_zone: 'Asia/Tokyo' },
          { id: 'tom', time_zone: 'Europe/London' },
        ],
        at,
      );
      expect(due).toEqual([
        { seniorId: 'rose', sunday: '2026-03-08' },
        { seniorId: 'tom', sunday: '2026-03-08' },
      ]);
    });

    it('sends nothing before 17:00 on Sunday', () => {
      expect(dueLetters([{ id: 'rose', time_zone: 'Europe/London' }], new Date('2026-03-08T16:59:00Z'))).toEqual([]);
    });

    it('skips a zone it cannot read, and still finds the others', () => {
      const rows = [
        { id: 'lost', time_zone: 'Mars/Olympus' },
        { id: 'rose', time_zone: 'Europe/London' },
      ];
      expect(dueLetters(rows, at)).toEqual([{ seniorId: 'rose', sunday: '2026-03-08' }]);
    });
  });

  describe('who gets it, and whose turn it is', () => {
    const senior = { firstName: 'Rose', careTeamId: 'team', timeZone: 'Europe/London' };
    // In rota order: who joined first, then by id.
    const members: LetterMember[] = [
      { user_id: 'ann', role_in_team: 'OWNER', letter: true },
      { user_id: 'hal', role_in_team: 'SIBLING', letter: true },
      { user_id: 'cat', role_in_team: 'OWNER', letter: false },
      { user_id: 'gone', role_in_team: 'OWNER', letter: true },
    ];
    // 'gone' deleted their account: identity no longer knows them.
    const users: LetterUser[] = [
      { id: 'cat', email: 'cat@example.com', firstName: null, language: null },
      { id: 'hal', email: 'hal@example.com', firstName: 'Hal', language: 'es' },
      { id: 'ann', email: 'ann@example.com', firstName: 'Ann', language: null },
    ];

    it('sends it to the members who want it and still have an account, in rota order', () => {
      expect(letterAudience(senior, members, users).recipients).toEqual([
        { userId: 'ann', email: 'ann@example.com', firstName: 'Ann', language: null },
        { userId: 'hal', email: 'hal@example.com', firstName: 'Hal', language: 'es' },
      ]);
    });

    it('lists every Co-Caregiver in rota order, whether or not they get the letter', () => {
      expect(letterAudience(senior, members, users)).toMatchObject({
        firstName: 'Rose',
        careTeamId: 'team',
        timeZone: 'Europe/London',
        coCaregivers: [
          { userId: 'ann', firstName: 'Ann' },
          { userId: 'cat', firstName: null },
          { userId: 'gone', firstName: null },
        ],
      });
    });
  });
});
