import {
  addDays,
  formatLocalDate,
  LocalDate,
  localDateOf,
  nextSendTime,
  parseLocalDate,
  QuietHours,
  zonedInstant,
} from '@carewith/contracts';

// The slots of a loved one's schedules, pure: no I/O, no clock. A slot is the instant a
// schedule gives on one local day of the loved one, moved later inside that day's texting window when
// the schedule's time falls in quiet hours (dropped when the window has closed that day). At most one
// slot a local day: the earliest wins. Pauses, skips and STOP do not remove slots; the runner and
// "Coming up" say what becomes of each.

export type ScheduleRule =
  | { id: string; repeat: 'weekly'; days: number[]; time: string }
  | { id: string; repeat: 'once'; date: string; time: string };

export type SlotSettings = { timeZone: string; quietHours: QuietHours };

export type Slot = {
  at: number;
  // The loved one's local date (YYYY-MM-DD) and time (HH:MM) of the slot.
  localDate: string;
  localTime: string;
  scheduleId: string;
};

const DAY_MS = 86_400_000;

// ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday.
export function isoWeekday(d: LocalDate): number {
  const w = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return w === 0 ? 7 : w;
}

function appliesOn(rule: ScheduleRule, date: LocalDate, dateText: string): boolean {
  return rule.repeat === 'weekly' ? rule.days.includes(isoWeekday(date)) : rule.date === dateText;
}

function localTimeOf(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

// The slot of one local day, or null when no schedule gives one that day.
export function slotOn(rules: ScheduleRule[], settings: SlotSettings, date: LocalDate): Slot | null {
  const dateText = formatLocalDate(date);
  let best: Slot | null = null;
  for (const rule of rules) {
    if (!appliesOn(rule, date, dateText)) continue;
    const wanted = zonedInstant(date, rule.time, settings.timeZone);
    const at = nextSendTime(wanted, { timeZone: settings.timeZone, quietHours: settings.quietHours });
    // Quiet hours moved it to another day (the window had closed): no slot from this rule that day.
    if (!at || formatLocalDate(localDateOf(at, settings.timeZone)) !== dateText) continue;
    const ms = at.getTime();
    if (!best || ms < best.at || (ms === best.at && rule.id < best.scheduleId)) {
      best = { at: ms, localDate: dateText, localTime: localTimeOf(ms, settings.timeZone), scheduleId: rule.id };
    }
  }
  return best;
}

// The slots with fromMs < at <= toMs, in time order, one per local day at most.
export function slotsBetween(rules: ScheduleRule[], settings: SlotSettings, fromMs: number, toMs: number): Slot[] {
  if (!rules.length || toMs <= fromMs) return [];
  const slots: Slot[] = [];
  // A local day's slot lies inside that day, so the days from the one of fromMs to the one of toMs cover them.
  const last = formatLocalDate(localDateOf(new Date(toMs), settings.timeZone));
  let date = localDateOf(new Date(fromMs), settings.timeZone);
  for (let guard = 0; guard < Math.ceil((toMs - fromMs) / DAY_MS) + 2; guard++) {
    const slot = slotOn(rules, settings, date);
    if (slot && slot.at > fromMs && slot.at <= toMs) slots.push(slot);
    if (formatLocalDate(date) >= last) break;
    date = addDays(date, 1);
  }
  return slots;
}

// Whether `at` is a slot of these rules now (the runner's check that a queued slot job still stands:
// the schedule may have been removed or the loved one's time zone or quiet hours changed since).
export function slotAt(rules: ScheduleRule[], settings: SlotSettings, at: number): Slot | null {
  return slotsBetween(rules, settings, at - 1, at)[0] ?? null;
}

// The local date a once-schedule or a slot names, as a date for slotOn, and back (kept here for
// the schedules' services; the helpers live in contracts' send-window).
export { formatLocalDate, parseLocalDate };
