import { letterDateSchema, letterWeekAt, letterWeekOf, nextLetterAt, rotaTurn } from './weekly-letter';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('the week a letter covers', () => {
  it('given Sunday 17:30 in UTC then the letter of that Sunday is due, covering the 7 days before', () => {
    const week = letterWeekAt(at('2026-11-15T17:30:00Z'), 'UTC');
    expect(week.sunday).toBe('2026-11-15');
    expect(week.due).toBe(true);
    expect(iso(week.from)).toBe('2026-11-08T17:00:00.000Z');
    expect(iso(week.to)).toBe('2026-11-15T17:00:00.000Z');
  });

  it('given Sunday before 17:00 then the last letter is the week before, and nothing is due', () => {
    expect(letterWeekAt(at('2026-11-15T16:59:00Z'), 'UTC')).toMatchObject({ sunday: '2026-11-08', due: false });
  });

  it('given the Monday after then that Sunday is the latest letter, no longer due (never days late)', () => {
    expect(letterWeekAt(at('2026-11-16T09:00:00Z'), 'UTC')).toMatchObject({ sunday: '2026-11-15', due: false });
    expect(letterWeekAt(at('2026-11-21T23:00:00Z'), 'UTC')).toMatchObject({ sunday: '2026-11-15', due: false });
  });

  it("reads Sunday 17:00 in the loved one's own zone", () => {
    // 17:00 in New York (EST) is 22:00 UTC.
    expect(letterWeekAt(at('2026-11-15T21:59:00Z'), 'America/New_York').due).toBe(false);
    const ny = letterWeekAt(at('2026-11-15T22:00:00Z'), 'America/New_York');
    expect(ny).toMatchObject({ sunday: '2026-11-15', due: true });
    expect(iso(ny.to)).toBe('2026-11-15T22:00:00.000Z');
    // Kolkata is UTC+5:30: an hourly run at 12:00 UTC is 17:30 there.
    const kolkata = letterWeekAt(at('2026-11-15T12:00:00Z'), 'Asia/Kolkata');
    expect(kolkata).toMatchObject({ sunday: '2026-11-15', due: true });
    expect(iso(kolkata.to)).toBe('2026-11-15T11:30:00.000Z');
    // In Auckland it is already Monday: that Sunday's letter went the evening before.
    expect(letterWeekAt(at('2026-11-15T17:30:00Z'), 'Pacific/Auckland')).toMatchObject({
      sunday: '2026-11-15',
      due: false,
    });
  });

  it('joins the weeks with no gap and no overlap across a clock change', () => {
    // Europe/London leaves summer time on Sunday 25 October 2026.
    const before = letterWeekOf('2026-10-25', 'Europe/London');
    const after = letterWeekOf('2026-11-01', 'Europe/London');
    expect(iso(before.from)).toBe('2026-10-18T16:00:00.000Z');
    expect(iso(before.to)).toBe('2026-10-25T17:00:00.000Z');
    expect(after.from).toEqual(before.to);
    expect(before.to.getTime() - before.from.getTime()).toBe(7 * 86_400_000 + 3_600_000);
  });

  it('says when the next letter comes', () => {
    expect(iso(nextLetterAt(at('2026-11-16T09:00:00Z'), 'UTC'))).toBe('2026-11-22T17:00:00.000Z');
    expect(iso(nextLetterAt(at('2026-11-15T16:00:00Z'), 'UTC'))).toBe('2026-11-15T17:00:00.000Z');
  });

  it("takes only a real Sunday's date as a week", () => {
    expect(letterDateSchema.safeParse('2026-11-15').success).toBe(true);
    for (const bad of ['2026-11-16', '2026-02-30', '15-11-2026', '2026-11-15T00:00', ''])
      expect(letterDateSchema.safeParse(bad).success).toBe(false);
    expect(letterDateSchema.safeParse('2026-11-16').error?.issues[0]?.message).toBe(
      'Week must be the date of a Sunday',
    );
  });
});

describe('the rota of whose turn it is to send the next activity', () => {
  const team = ['Ann', 'Ben', 'Cara'];
  const sundays = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06'];

  it('given three Co-Caregivers then each has a turn in the same order, one week each', () => {
    const turns = sundays.map((s) => rotaTurn(team, s));
    expect(new Set(turns.slice(0, 3))).toEqual(new Set(team));
    expect(turns.slice(3)).toEqual(turns.slice(0, 3));
    const start = team.indexOf(turns[0]!);
    expect(turns.slice(0, 3)).toEqual([0, 1, 2].map((i) => team[(start + i) % 3]));
  });

  it('given the same week then the same person (whatever replica or retry asks)', () => {
    expect(rotaTurn(team, '2026-11-15')).toBe(rotaTurn([...team], '2026-11-15'));
  });

  it('given one Co-Caregiver then always them, and nobody without one', () => {
    expect(sundays.map((s) => rotaTurn(['Ann'], s))).toEqual(sundays.map(() => 'Ann'));
    expect(rotaTurn([], '2026-11-15')).toBeNull();
  });
});
