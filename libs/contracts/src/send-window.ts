import { z } from 'zod';

// When a text may reach a loved one: their own time zone, quiet hours and a pause.
// Pure, Intl only. Scheduled sends (not the manual Send SMS) ask nextSendTime for their moment.

export const DEFAULT_TIME_ZONE = 'UTC';
// docs/care-science.md "When to send": nothing before 09:00 or after 15:00 local (our default).
export const DEFAULT_QUIET_HOURS = { from: '15:00', to: '09:00' } as const;
export const PAUSE_DAY_CHOICES = [1, 3, 7] as const;
export const MAX_PAUSE_DAYS = 14;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .refine(isKnownTimeZone, { error: 'Unknown time zone: use a name such as Europe/London' });

const clockTime = (label: string) =>
  z.string({ error: `${label} is required` }).regex(HH_MM, { error: `${label} must be a time such as 09:00` });

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

// Quiet from `from` until `to` the next day; texts go only between `to` and `from` of one day. A texting
// window that would cross midnight (to >= from) is refused: nobody should get a text at night.
export const quietHoursSchema = z
  .strictObject({ from: clockTime('Quiet hours start'), to: clockTime('Quiet hours end') })
  .refine((q) => minutesOf(q.to) < minutesOf(q.from), {
    error: 'Texts must start before they end, on the same day (for example between 09:00 and 15:00)',
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const pauseRequestSchema = z.strictObject({
  days: z
    .number({ error: `Days must be a whole number from 1 to ${MAX_PAUSE_DAYS}` })
    .int({ error: `Days must be a whole number from 1 to ${MAX_PAUSE_DAYS}` })
    .min(1, { error: `Days must be a whole number from 1 to ${MAX_PAUSE_DAYS}` })
    .max(MAX_PAUSE_DAYS, { error: `Days must be a whole number from 1 to ${MAX_PAUSE_DAYS}` }),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

export interface SendWindowSettings {
  timeZone: string;
  quietHours: { from: string; to: string };
  // ISO date-time, Date or null: no text before this moment.
  pausedUntil?: string | Date | null;
}

export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// A calendar date as YYYY-MM-DD, and back (the string is taken as such a date: no checks).
export const formatLocalDate = (d: LocalDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

export function parseLocalDate(s: string): LocalDate {
  const [year, month, day] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// The wall clock in `timeZone` at an instant.
export function localParts(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

// Offset (local minus UTC, in ms) of `timeZone` at an instant, to the whole second.
function offsetAt(ms: number, timeZone: string): number {
  const p = localParts(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const DAY_MS = 86_400_000;

// The instant a wall-clock time happens on a local date, as Temporal's "compatible": a time skipped by
// spring-forward moves on by the gap (01:30 becomes 02:30), a time repeated at fall-back takes its
// first occurrence. So every local date has exactly one instant for each time: no skip, no double.
export function zonedInstant(date: LocalDate, hhmm: string, timeZone: string): Date {
  const local = Date.UTC(date.year, date.month - 1, date.day, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const valid = [local - before, local - after].filter((t) => offsetAt(t, timeZone) === local - t);
  if (valid.length) return new Date(Math.min(...valid));
  return new Date(local - before);
}

export function localDateOf(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = localParts(at, timeZone);
  return { year, month, day };
}

// The calendar date `days` after (or before) a date.
export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function validSettings(s: SendWindowSettings): boolean {
  return isKnownTimeZone(s.timeZone) && quietHoursSchema.safeParse(s.quietHours).success;
}

function pauseEnd(s: SendWindowSettings): number | null {
  if (!s.pausedUntil) return null;
  const t = new Date(s.pausedUntil).getTime();
  return Number.isNaN(t) ? null : t;
}

// The first moment at or after `wanted` when a text may go: inside the texting window (from quiet
// hours' `to` until their `from`) of a local day, and not before `pausedUntil`. Null when the settings
// are invalid (unknown zone, a window that crosses midnight).
export function nextSendTime(wanted: Date, settings: SendWindowSettings): Date | null {
  if (!validSettings(settings) || Number.isNaN(wanted.getTime())) return null;
  const paused = pauseEnd(settings);
  const earliest = Math.max(wanted.getTime(), paused ?? -Infinity);
  const { timeZone, quietHours } = settings;
  const first = localDateOf(new Date(earliest), timeZone);
  // The window of the local day of `earliest`, else of the next day (a window never crosses midnight).
  for (let i = 0; i <= 2; i++) {
    const day = addDays(first, i);
    const start = zonedInstant(day, quietHours.to, timeZone).getTime();
    const end = zonedInstant(day, quietHours.from, timeZone).getTime();
    if (earliest < end && start < end) return new Date(Math.max(earliest, start));
  }
  return null;
}

// True when no text may go at `at`: in quiet hours, or paused. (nextSendTime(at) equals `at` exactly
// when isQuiet(at) is false.)
export function isQuiet(at: Date, settings: SendWindowSettings): boolean {
  const next = nextSendTime(at, settings);
  return next === null || next.getTime() !== at.getTime();
}

// A pause of N days lasts until the start of the loved one's local day N days from today: paused on
// Mon 23 Nov for 3 days, texts may go again from Thu 26 Nov 00:00 (and quiet hours still apply).
export function pauseUntil(now: Date, days: number, timeZone: string): Date {
  return zonedInstant(addDays(localDateOf(now, timeZone), days), '00:00', timeZone);
}
