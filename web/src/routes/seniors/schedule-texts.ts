import { t } from '@lingui/core/macro';
import { WEEKDAY_NAMES, type PastSlot, type SendSchedule, type SlotSend, type SlotState } from '@carewith/contracts';

// Texts of "Texts on a schedule" and "Coming up" on the loved one's profile (issue #15).

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// A zone's name as people write it: "America/New_York" -> "America/New York".
export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

// "2026-11-24" -> "Tuesday 24 November": a calendar date, the same wherever the reader is.
export function dayWords(localDate: string): string {
  const [y, m, d] = localDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7];
  return `${weekday} ${d} ${MONTH_NAMES[m - 1]}`;
}

// "Monday, Wednesday and Friday".
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// A schedule in words: "Every Monday, Wednesday and Friday at 10:00", "Every day at 10:00",
// "Once on Tuesday 24 November at 10:30".
export function scheduleWords(schedule: SendSchedule): string {
  if (schedule.repeat === 'once') return `Once on ${dayWords(schedule.date)} at ${schedule.time}`;
  if (schedule.days.length === 7) return `Every day at ${schedule.time}`;
  return `Every ${listWords(schedule.days.map((d) => WEEKDAY_NAMES[d - 1]))} at ${schedule.time}`;
}

export const SCHEDULE_HEADING = 'Texts on a schedule';
export const scheduleIntro = (firstName: string) =>
  `An activity goes to ${firstName} on its own at these times, never more than one text a day.`;
export const timesInZoneText = (timeZone: string) => `Times are ${zoneName(timeZone)} time.`;
export const NO_SCHEDULES = 'No texts on a schedule yet.';
export const REMOVE = 'Remove';
export const REMOVE_FAILED = "We couldn't remove this time. Please try again.";
export const SCHEDULE_LOAD_FAILED = "We couldn't load the schedule. Please refresh the page to try again.";
export const LOADING_SCHEDULE = 'Loading schedule...';

export const ADD_HEADING = 'Add a time';
export const HOW_OFTEN = 'How often';
export const EVERY_WEEK = 'Every week';
export const ONCE = 'Once';
export const DAYS_LABEL = 'Days';
export const DATE_LABEL = 'Date';
export const TIME_LABEL = 'Time';
export const windowHint = (from: string, to: string, timeZone: string) =>
  `Texts go only between ${from} and ${to}, ${zoneName(timeZone)} time.`;
export const SAVE = 'Save';
export const SAVING = 'Saving...';
export const SCHEDULE_SAVED = 'Saved. The next texts are under Coming up.';
export const SCHEDULE_REMOVED = 'Removed. It will send nothing more.';
export const SAVE_FAILED = "We couldn't save this time. Please try again.";
export const ONLY_CO_CAREGIVERS = 'Only Co-Caregivers can change the schedule.';

export const COMING_UP_HEADING = 'Coming up';
export const NOTHING_COMING_UP = 'Nothing is coming up in the next two weeks.';
export const WILL_SEND = 'Will send';
export const slotWhen = (localDate: string, localTime: string) => `${dayWords(localDate)}, ${localTime}`;

export function sendWords(send: SlotSend): string {
  switch (send.kind) {
    case 'box': {
      const { title } = send;
      const items = send.items.join(', ');
      return t`${title}, made from the memory box — ${items}`;
    }
    case 'review':
      return send.items.length > 0 ? `${send.title} — ${send.items.join(', ')}` : send.title;
    case 'activity':
      return `Your activity "${send.title}"`;
    case 'nothing':
      return 'Nothing is due yet, so nothing will be sent';
  }
}

const shortDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(
    new Date(iso),
  );

export function slotStateWords(state: SlotState, pausedUntil: string | null, timeZone: string): string {
  switch (state) {
    case 'planned':
      return 'Planned';
    case 'skipped':
      return 'Skipped';
    case 'paused':
      return pausedUntil ? `Paused until ${shortDay(pausedUntil, timeZone)}` : 'Paused';
    case 'stopped':
      return 'Stopped: their phone replied STOP';
    case 'no-phone':
      return 'No phone number';
  }
}

export const SKIP = 'Skip this one';
export const UNSKIP = 'Send this one after all';
export const WHAT_TO_SEND = 'What to send';
export const THE_REVIEW = 'The Review';
// The choice of a slot that builds its own activity from the memory box (issue #27).
export const fromTheBox = () => t`The next activity from the memory box`;
export const activityChoice = (title: string) => `Your activity "${title}"`;
export const EDIT_BEFORE = 'Edit before it goes';
export const SLOT_FAILED = "We couldn't change this text. Please try again.";

export const RECENT_HEADING = 'Last scheduled texts';
export function outcomeWords(slot: PastSlot): string {
  switch (slot.outcome) {
    case 'sent':
      return slot.title ? `Sent "${slot.title}"` : 'Sent';
    case 'skipped':
      return 'Skipped by the family';
    case 'paused':
      return 'Not sent: texts were paused';
    case 'stopped':
      return 'Not sent: their phone replied STOP';
    case 'no-phone':
      return 'Not sent: no phone number';
    case 'nothing-due':
      return 'Nothing was due, so nothing was sent';
    case 'missed':
      return 'Not sent: it was too late in the day by the time we could send it';
  }
}
