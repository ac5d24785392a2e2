import {
  DEFAULT_QUIET_HOURS,
  isQuiet,
  nextSendTime,
  pauseRequestSchema,
  pauseUntil,
  quietHoursSchema,
  SendWindowSettings,
  timeZoneSchema,
  zonedInstant,
} from './send-window';

const london: SendWindowSettings = { timeZone: 'Europe/London', quietHours: { ...DEFAULT_QUIET_HOURS } };
const newYork: SendWindowSettings = { timeZone: 'America/New_York', quietHours: { ...DEFAULT_QUIET_HOURS } };
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('nextSendTime: the first moment a text may go, in the loved one time zone', () => {
  it.each([
    ['before 09:00 GMT', '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z'],
    ['at 09:00 exactly', '2026-11-23T09:00:00.000Z', '2026-11-23T09:00:00.000Z'],
    ['inside the window', '2026-11-23T10:17:00.000Z', '2026-11-23T10:17:00.000Z'],
    ['one minute before 15:00', '2026-11-23T14:59:00.000Z', '2026-11-23T14:59:00.000Z'],
    ['at 15:00 (quiet hours start)', '2026-11-23T15:00:00.000Z', '2026-11-24T09:00:00.000Z'],
    ['late evening', '2026-11-23T22:00:00.000Z', '2026-11-24T09:00:00.000Z'],
    ['in summer time, 08:30 BST', '2026-07-01T07:30:00.000Z', '2026-07-01T08:00:00.000Z'],
  ])('given London and default quiet hours, when wanted %s, then it goes at %s', (_, wanted, expected) => {
    expect(iso(nextSendTime(at(wanted), london))).toBe(expected);
  });

  it('given New York, when wanted at 12:00 UTC (07:00 EST), then it waits for 09:00 EST (14:00 UTC)', () => {
    expect(iso(nextSendTime(at('2026-11-23T12:00:00Z'), newYork))).toBe('2026-11-23T14:00:00.000Z');
  });

  it('given New York, when wanted at 21:00 UTC (16:00 EST), then it goes the next morning', () => {
    expect(iso(nextSendTime(at('2026-11-23T21:00:00Z'), newYork))).toBe('2026-11-24T14:00:00.000Z');
  });

  it('given other quiet hours, when wanted before them, then they are used', () => {
    const s = { ...london, quietHours: { from: '11:00', to: '10:30' } };
    expect(iso(nextSendTime(at('2026-11-23T08:00:00Z'), s))).toBe('2026-11-23T10:30:00.000Z');
    expect(iso(nextSendTime(at('2026-11-23T11:00:00Z'), s))).toBe('2026-11-24T10:30:00.000Z');
  });
});

// A daily slot at 10:00 local through a week with a clock change: one send a day, always at 10:00 local.
describe.each([
  ['Europe/London', 'spring-forward', '2026-03-26', 24 - 1],
  ['Europe/London', 'fall-back', '2026-10-22', 24 + 1],
  ['America/New_York', 'spring-forward', '2026-03-05', 24 - 1],
  ['America/New_York', 'fall-back', '2026-10-29', 24 + 1],
])('given %s on its %s week and a daily 10:00 slot', (timeZone, _, firstDay, changeDayHours) => {
  const settings: SendWindowSettings = { timeZone, quietHours: { ...DEFAULT_QUIET_HOURS } };
  const [y, m, d] = firstDay.split('-').map(Number);
  const sends = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const local = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    return nextSendTime(zonedInstant(local, '10:00', timeZone), settings)!;
  });
  const localTime = (t: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(t);

  it('when each day is asked, then every send is at 10:00 local', () => {
    expect(sends.map(localTime)).toEqual(Array(7).fill('10:00'));
  });

  it('then there are seven sends on seven different days: none skipped, none doubled', () => {
    const days = sends.map((t) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(t));
    expect(new Set(days).size).toBe(7);
    const gaps = sends.slice(1).map((t, i) => (t.getTime() - sends[i].getTime()) / 3_600_000);
    expect(gaps.filter((h) => h !== 24)).toEqual([changeDayHours]);
  });
});

describe('nextSendTime around the changed hour itself', () => {
  const window = (timeZone: string, to: string, from: string) => ({ timeZone, quietHours: { from, to } });

  it('given a window from 01:30 on London spring-forward day, when asked at midnight, then it opens at 02:30 BST, the gap skipped once', () => {
    const s = window('Europe/London', '01:30', '03:00');
    expect(iso(nextSendTime(at('2026-03-29T00:00:00Z'), s))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('given a window from 02:30 on New York spring-forward day, then it opens at 03:30 EDT', () => {
    const s = window('America/New_York', '02:30', '04:00');
    expect(iso(nextSendTime(at('2026-03-08T05:00:00Z'), s))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('given a window from 01:30 on London fall-back day, when asked at 00:30 BST, then it opens at the first 01:30 (BST)', () => {
    const s = window('Europe/London', '01:30', '03:00');
    expect(iso(nextSendTime(at('2026-10-24T23:30:00Z'), s))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('given the same window, when asked during the repeated hour (01:15 GMT), then it goes at once, not a day later', () => {
    const s = window('Europe/London', '01:30', '03:00');
    expect(iso(nextSendTime(at('2026-10-25T01:15:00Z'), s))).toBe('2026-10-25T01:15:00.000Z');
  });

  it('given a window from 01:00 on New York fall-back day, then it opens at the first 01:00 (EDT)', () => {
    const s = window('America/New_York', '01:00', '01:45');
    expect(iso(nextSendTime(at('2026-11-01T04:00:00Z'), s))).toBe('2026-11-01T05:00:00.000Z');
  });
});

describe('nextSendTime with a pause', () => {
  it('given a pause until Thu 00:00, when wanted on Mon, then it goes on Thu at 09:00', () => {
    const s = { ...london, pausedUntil: '2026-11-26T00:00:00.000Z' };
    expect(iso(nextSendTime(at('2026-11-23T10:00:00Z'), s))).toBe('2026-11-26T09:00:00.000Z');
  });

  it('given a pause ending inside the window, then it goes when the pause ends', () => {
    const s = { ...london, pausedUntil: new Date('2026-11-23T11:30:00Z') };
    expect(iso(nextSendTime(at('2026-11-23T10:00:00Z'), s))).toBe('2026-11-23T11:30:00.000Z');
  });

  it('given a pause that has ended, then it changes nothing', () => {
    const s = { ...london, pausedUntil: '2026-11-20T00:00:00.000Z' };
    expect(iso(nextSendTime(at('2026-11-23T10:00:00Z'), s))).toBe('2026-11-23T10:00:00.000Z');
  });
});

describe('nextSendTime with settings it cannot use', () => {
  it('given an unknown time zone, then there is no time', () => {
    expect(nextSendTime(at('2026-11-23T10:00:00Z'), { ...london, timeZone: 'Mars/Olympus' })).toBeNull();
  });

  it('given a texting window that would cross midnight, then there is no time (it is refused)', () => {
    expect(
      nextSendTime(at('2026-11-23T10:00:00Z'), { ...london, quietHours: { from: '09:00', to: '15:00' } }),
    ).toBeNull();
  });
});

describe('isQuiet: no text may go now', () => {
  it.each([
    ['2026-11-23T08:59:00Z', true],
    ['2026-11-23T09:00:00Z', false],
    ['2026-11-23T14:59:59Z', false],
    ['2026-11-23T15:00:00Z', true],
    ['2026-11-23T03:00:00Z', true],
  ])('given London default hours, when it is %s, then quiet is %s', (when, quiet) => {
    expect(isQuiet(at(when), london)).toBe(quiet);
  });

  it('given a pause, when it is inside the window, then it is quiet', () => {
    expect(isQuiet(at('2026-11-23T10:00:00Z'), { ...london, pausedUntil: '2026-11-24T00:00:00Z' })).toBe(true);
  });
});

describe('pauseUntil: the start of the local day N days on', () => {
  const monday = at('2026-11-23T12:00:00Z');
  it.each([
    ['Europe/London', 3, '2026-11-26T00:00:00.000Z'],
    ['Europe/London', 1, '2026-11-24T00:00:00.000Z'],
    ['America/New_York', 7, '2026-11-30T05:00:00.000Z'],
    // Already Tuesday in Auckland (UTC+13): three days on is Friday there.
    ['Pacific/Auckland', 3, '2026-11-26T11:00:00.000Z'],
  ])('given %s, when paused for %i days at Mon 12:00 UTC, then it lasts until %s', (timeZone, days, expected) => {
    expect(iso(pauseUntil(monday, days, timeZone))).toBe(expected);
  });

  it('given a pause across spring-forward, then it ends at local midnight after the change', () => {
    expect(iso(pauseUntil(at('2026-03-27T12:00:00Z'), 3, 'Europe/London'))).toBe('2026-03-29T23:00:00.000Z');
  });
});

describe('the request schemas', () => {
  it('refuse an unknown time zone with its reason', () => {
    const r = timeZoneSchema.safeParse('Europe/Atlantis');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Unknown time zone: use a name such as Europe/London');
    expect(timeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
  });

  it('refuse a time that is not HH:MM and a window crossing midnight', () => {
    expect(quietHoursSchema.safeParse({ from: '25:00', to: '09:00' }).error?.issues[0].path).toEqual(['from']);
    expect(quietHoursSchema.safeParse({ from: '08:00', to: '20:00' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ from: '15:00', to: '09:00' }).success).toBe(true);
  });

  it.each([0, 15, 2.5, '3'])('refuse a pause of %p days', (days) => {
    expect(pauseRequestSchema.safeParse({ days }).success).toBe(false);
  });
});
