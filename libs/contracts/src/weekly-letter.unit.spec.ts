import { letterDateSchema, letterWeekAt, letterWeekOf, nextLetterAt, rotaTurn } from './weekly-letter';
import { letterFigures, letterSummaryShape } from './weekly-letter-words';

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

describe("the letter's summary in no language, from its figures", () => {
  const result = (first: number | null, total: number, correct = total) => ({
    correctAnswers: correct,
    totalSteps: total,
    totalTimeMs: 60_000,
    firstTryAnswers: first,
    helpedAnswers: first === null ? null : 0,
  });

  it('given nothing played then it says so, whatever the week before', () => {
    expect(letterSummaryShape({ played: [], previousWeekCount: 3 })).toEqual({ kind: 'nothing' });
  });

  it('compares with the week before: the same, none, or its count', () => {
    const two = [result(2, 3), result(1, 2)];
    const against = (previousWeekCount: number) => letterSummaryShape({ played: two, previousWeekCount });
    expect(against(2)).toMatchObject({ kind: 'finished', count: 2, before: 'same' });
    expect(against(0)).toMatchObject({ before: 'none' });
    expect(against(5)).toMatchObject({ before: 5 });
  });

  it('counts the answers that came at once, the correct ones where a result has no first tries', () => {
    expect(letterSummaryShape({ played: [result(2, 3), result(null, 2, 1)], previousWeekCount: 1 })).toEqual({
      kind: 'finished',
      count: 2,
      before: 1,
      answers: { kind: 'some', first: 3, total: 5 },
    });
    expect(letterSummaryShape({ played: [result(3, 3)], previousWeekCount: 1 })).toMatchObject({
      answers: { kind: 'every' },
      before: 'same',
    });
    expect(letterSummaryShape({ played: [result(0, 0)], previousWeekCount: 0 })).toMatchObject({ answers: null });
  });
});

describe("a letter's figures", () => {
  const played = (result?: { correctAnswers: number }) => ({
    gameInstanceId: '00000000-0000-4000-8000-000000000001',
    title: 'Our street',
    templateId: 'places-flashcards' as const,
    completedAt: '2026-11-10T15:00:00.000Z',
    howItWent: 'all 3 on the first try, in 6 min',
    ...(result
      ? {
          result: { ...result, totalSteps: 3, totalTimeMs: 360_000, firstTryAnswers: 3, helpedAnswers: 0 },
        }
      : {}),
  });

  it('are there when every activity kept its result and the week before its count', () => {
    expect(letterFigures({ played: [played({ correctAnswers: 3 })], previousWeekCount: 0 })).toEqual({
      played: [{ correctAnswers: 3, totalSteps: 3, totalTimeMs: 360_000, firstTryAnswers: 3, helpedAnswers: 0 }],
      previousWeekCount: 0,
    });
    expect(letterFigures({ played: [], previousWeekCount: 2 })).toEqual({ played: [], previousWeekCount: 2 });
  });

  it('are missing from a letter written before they were kept', () => {
    expect(letterFigures({ played: [played()], previousWeekCount: 0 })).toBeNull();
    expect(letterFigures({ played: [played({ correctAnswers: 3 })], previousWeekCount: undefined })).toBeNull();
    expect(letterFigures({ played: [], previousWeekCount: undefined })).toBeNull();
  });
});
