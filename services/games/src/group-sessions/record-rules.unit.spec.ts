import { activeDays, daysSoFar, monthRange, SESSION_MINUTES_CAP, sessionMinutes, targetDays } from './record-rules';

const at = (iso: string) => new Date(iso);

describe('a group record’s minutes', () => {
  it('are the session’s clock minutes, at least one and at most the cap', () => {
    expect(sessionMinutes(at('2026-03-02T10:00:00Z'), at('2026-03-02T10:17:20Z'))).toBe(17);
    expect(sessionMinutes(at('2026-03-02T10:00:00Z'), at('2026-03-02T10:00:05Z'))).toBe(1);
    expect(sessionMinutes(at('2026-03-02T10:00:00Z'), at('2026-03-02T16:00:00Z'))).toBe(SESSION_MINUTES_CAP);
  });
});

describe('the month’s evidence', () => {
  it('scales the weekly target to the days of the month so far', () => {
    expect(daysSoFar('2026-03', at('2026-03-14T12:00:00Z'))).toBe(14);
    expect(targetDays(5, '2026-03', at('2026-03-14T12:00:00Z'))).toBe(10);
    // A past month counts all its days; a future one none.
    expect(targetDays(7, '2026-02', at('2026-03-14T12:00:00Z'))).toBe(28);
    expect(targetDays(5, '2026-04', at('2026-03-14T12:00:00Z'))).toBe(0);
  });

  it('counts a day once, and only a day they took part', () => {
    expect(
      activeDays([
        { date: '2026-03-02', tookPart: true },
        { date: '2026-03-02', tookPart: true },
        { date: '2026-03-03', tookPart: false },
      ]),
    ).toBe(1);
  });

  it('reads a month as its first day and the first day after it', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});
