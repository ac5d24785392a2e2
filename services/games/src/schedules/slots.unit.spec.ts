import { DEFAULT_QUIET_HOURS } from '@carewith/contracts';
import { isoWeekday, ScheduleRule, slotAt, slotsBetween, SlotSettings } from './slots';

const london: SlotSettings = { timeZone: 'Europe/London', quietHours: { ...DEFAULT_QUIET_HOURS } };
const newYork: SlotSettings = { timeZone: 'America/New_York', quietHours: { ...DEFAULT_QUIET_HOURS } };
const ms = (iso: string) => new Date(iso).getTime();
const isos = (slots: { at: number }[]) => slots.map((s) => new Date(s.at).toISOString());

const monWedFri10: ScheduleRule = { id: 'a', repeat: 'weekly', days: [1, 3, 5], time: '10:00' };
const everyDay10: ScheduleRule = { id: 'd', repeat: 'weekly', days: [1, 2, 3, 4, 5, 6, 7], time: '10:00' };

describe('isoWeekday', () => {
  it('given Monday 23 November 2026 and Sunday 29 November, then 1 and 7', () => {
    expect(isoWeekday({ year: 2026, month: 11, day: 23 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 11, day: 29 })).toBe(7);
  });
});

describe('slotsBetween: the instants a loved one is texted', () => {
  it('given every Mon, Wed, Fri at 10:00 in London, when a week is asked, then three slots at 10:00 GMT', () => {
    const slots = slotsBetween([monWedFri10], london, ms('2026-11-23T00:00:00Z'), ms('2026-11-30T00:00:00Z'));
    expect(isos(slots)).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-25T10:00:00.000Z', '2026-11-27T10:00:00.000Z']);
    expect(slots.map((s) => [s.localDate, s.localTime, s.scheduleId])).toEqual([
      ['2026-11-23', '10:00', 'a'],
      ['2026-11-25', '10:00', 'a'],
      ['2026-11-27', '10:00', 'a'],
    ]);
  });

  it('given a range, then a slot exactly at its start is left out and one exactly at its end is kept', () => {
    const slots = slotsBetween([monWedFri10], london, ms('2026-11-23T10:00:00Z'), ms('2026-11-25T10:00:00Z'));
    expect(isos(slots)).toEqual(['2026-11-25T10:00:00.000Z']);
  });

  it('given New York, then the slot is 10:00 on the local clock (15:00 UTC) and the local day decides the weekday', () => {
    // Monday 23 Nov 02:00 UTC is still Sunday evening in New York.
    const slots = slotsBetween([monWedFri10], newYork, ms('2026-11-23T02:00:00Z'), ms('2026-11-24T02:00:00Z'));
    expect(isos(slots)).toEqual(['2026-11-23T15:00:00.000Z']);
  });

  it('given London falls back on Sunday 25 October 2026, when every day at 10:00 across it, then one slot a day at 10:00 local: none skipped, none doubled', () => {
    const slots = slotsBetween([everyDay10], london, ms('2026-10-22T00:00:00Z'), ms('2026-10-29T00:00:00Z'));
    expect(isos(slots)).toEqual([
      '2026-10-22T09:00:00.000Z', // BST
      '2026-10-23T09:00:00.000Z',
      '2026-10-24T09:00:00.000Z',
      '2026-10-25T10:00:00.000Z', // GMT from the 25th
      '2026-10-26T10:00:00.000Z',
      '2026-10-27T10:00:00.000Z',
      '2026-10-28T10:00:00.000Z',
    ]);
    expect(slots.every((s) => s.localTime === '10:00')).toBe(true);
  });

  it('given New York springs forward on Sunday 8 March 2026, when every day at 10:00, then 10:00 EDT after it', () => {
    const slots = slotsBetween([everyDay10], newYork, ms('2026-03-07T00:00:00Z'), ms('2026-03-10T00:00:00Z'));
    expect(isos(slots)).toEqual(['2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z', '2026-03-09T14:00:00.000Z']);
  });

  it('given two schedules on the same day, then only the earliest slot that day (at most one text a day)', () => {
    const rules: ScheduleRule[] = [monWedFri10, { id: 'b', repeat: 'weekly', days: [3], time: '09:30' }];
    const slots = slotsBetween(rules, london, ms('2026-11-25T00:00:00Z'), ms('2026-11-26T00:00:00Z'));
    expect(slots).toEqual([
      { at: ms('2026-11-25T09:30:00Z'), localDate: '2026-11-25', localTime: '09:30', scheduleId: 'b' },
    ]);
  });

  it('given a one-off on a day, then it is a slot that day only', () => {
    const once: ScheduleRule = { id: 'o', repeat: 'once', date: '2026-11-24', time: '10:30' };
    const slots = slotsBetween([once], london, ms('2026-11-20T00:00:00Z'), ms('2026-12-20T00:00:00Z'));
    expect(isos(slots)).toEqual(['2026-11-24T10:30:00.000Z']);
  });

  it("given a time before quiet hours end, then the slot moves to the start of that day's window", () => {
    const early: ScheduleRule = { id: 'e', repeat: 'weekly', days: [1], time: '07:15' };
    const slots = slotsBetween([early], london, ms('2026-11-23T00:00:00Z'), ms('2026-11-24T00:00:00Z'));
    expect(slots.map((s) => [s.localDate, s.localTime])).toEqual([['2026-11-23', '09:00']]);
  });

  it('given a time after the window closed, then no slot that day (never moved to the next day)', () => {
    const late: ScheduleRule = { id: 'l', repeat: 'weekly', days: [1], time: '16:00' };
    expect(slotsBetween([late], london, ms('2026-11-22T00:00:00Z'), ms('2026-11-30T00:00:00Z'))).toEqual([]);
  });

  it('given no rules or an empty range, then no slots', () => {
    expect(slotsBetween([], london, 0, ms('2026-11-30T00:00:00Z'))).toEqual([]);
    expect(slotsBetween([monWedFri10], london, ms('2026-11-30T00:00:00Z'), ms('2026-11-23T00:00:00Z'))).toEqual([]);
  });
});

describe('slotAt: whether a queued slot still stands', () => {
  it('given the rules that made it, then it is found', () => {
    expect(slotAt([monWedFri10], london, ms('2026-11-25T10:00:00Z'))?.localDate).toBe('2026-11-25');
  });

  it('given the schedule was removed, or the time zone changed since, then it is not a slot any more', () => {
    expect(slotAt([], london, ms('2026-11-25T10:00:00Z'))).toBeNull();
    expect(slotAt([monWedFri10], newYork, ms('2026-11-25T10:00:00Z'))).toBeNull();
  });

  it('given another schedule now comes earlier that day, then the later instant is not a slot', () => {
    const rules: ScheduleRule[] = [monWedFri10, { id: 'b', repeat: 'weekly', days: [3], time: '09:30' }];
    expect(slotAt(rules, london, ms('2026-11-25T10:00:00Z'))).toBeNull();
  });
});
