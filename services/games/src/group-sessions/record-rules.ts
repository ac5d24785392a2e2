// The arithmetic of activity records and the month's evidence, pure (docs/decisions, "group sessions").

const MINUTE_MS = 60_000;
// A session left open on the TV does not claim the afternoon: its records count at most this long.
export const SESSION_MINUTES_CAP = 60;

// A group record's minutes: the session's clock minutes from its start to its end (or to the tap, while
// it runs), at least 1 and at most SESSION_MINUTES_CAP. Records tapped before the end are set to the
// session's whole length when it ends.
export function sessionMinutes(startedAt: Date, until: Date): number {
  const minutes = Math.round((until.getTime() - startedAt.getTime()) / MINUTE_MS);
  return Math.min(SESSION_MINUTES_CAP, Math.max(1, minutes));
}

// A texted activity's minutes: its time played, at least 1.
export const playedMinutes = (totalTimeMs: number) => Math.max(1, Math.round(totalTimeMs / MINUTE_MS));

// The day of a moment, YYYY-MM-DD (UTC: a home has no time zone of its own in the contract yet).
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

// The month's first day and the first day after it, YYYY-MM-DD.
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1));
  return { from: `${month}-01`, to: dayOf(next) };
}

// Days of the month up to today (all of a past month, none of a future one).
export function daysSoFar(month: string, today: Date): number {
  const current = monthOf(today);
  if (month > current) return 0;
  if (month < current) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m, 0)).getUTCDate();
  }
  return today.getUTCDate();
}

// A resident's target of active days for the month so far: their weekly target scaled to those days.
export function targetDays(weeklyTarget: number, month: string, today: Date): number {
  const days = daysSoFar(month, today);
  return Math.min(days, Math.round((weeklyTarget * days) / 7));
}

// Days with at least one record they took part in.
export const activeDays = (records: { date: string; tookPart: boolean }[]) =>
  new Set(records.filter((r) => r.tookPart).map((r) => r.date)).size;
