import { msg, t } from '@lingui/core/macro';
import { dateFormat } from '../../i18n/format';
import { listWords } from '../../lib/list-words';
import type { PastSlot, SendSchedule, SlotSend, SlotState } from '@carewith/contracts';

// Texts of "Texts on a schedule" and "Coming up" on the loved one's profile, in the
// member's language: `msg` for a fixed text, `t` in a function called at render.

// A zone's name as people write it: "America/New_York" -> "America/New York".
export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

// A calendar date in UTC, the same wherever the reader is.
const calendarDate = (localDate: string) => {
  const [y, m, d] = localDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

// "2026-11-24" -> "Tuesday 24 November" (British words in English, "martes, 24 de noviembre" in Spanish).
export const dayWords = (localDate: string) =>
  dateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }, 'en-GB').format(
    calendarDate(localDate),
  );

// A weekday (1 Monday … 7 Sunday) by its name: 2024-01-01 was a Monday.
export const weekdayName = (day: number) =>
  dateFormat({ weekday: 'long', timeZone: 'UTC' }, 'en-GB').format(new Date(Date.UTC(2024, 0, day)));

// A schedule in words: "Every Monday, Wednesday and Friday at 10:00", "Every day at 10:00",
// "Once on Tuesday 24 November at 10:30".
export function scheduleWords(schedule: SendSchedule): string {
  const time = schedule.time;
  if (schedule.repeat === 'once') {
    const day = dayWords(schedule.date);
    return t`Once on ${day} at ${time}`;
  }
  if (schedule.days.length === 7) return t`Every day at ${time}`;
  const days = listWords(schedule.days.map(weekdayName));
  return t`Every ${days} at ${time}`;
}

export const SCHEDULE_HEADING = msg`Texts on a schedule`;
export const scheduleIntro = (firstName: string) =>
  t`An activity goes to ${firstName} on its own at these times, never more than one text a day.`;
export const timesInZoneText = (timeZone: string) => {
  const zone = zoneName(timeZone);
  return t`Times are ${zone} time.`;
};
export const NO_SCHEDULES = msg`No texts on a schedule yet.`;
export const REMOVE = msg`Remove`;
export const REMOVE_FAILED = msg`We couldn't remove this time. Please try again.`;
export const SCHEDULE_LOAD_FAILED = msg`We couldn't load the schedule. Please refresh the page to try again.`;
export const LOADING_SCHEDULE = msg`Loading schedule...`;

export const ADD_HEADING = msg`Add a time`;
export const HOW_OFTEN = msg`How often`;
export const EVERY_WEEK = msg`Every week`;
export const ONCE = msg`Once`;
export const DAYS_LABEL = msg`Days`;
export const DATE_LABEL = msg`Date`;
export const TIME_LABEL = msg({ message: 'Time', context: 'the hour a text is sent' });
export const windowHint = (from: string, to: string, timeZone: string) => {
  const zone = zoneName(timeZone);
  return t`Texts go only between ${from} and ${to}, ${zone} time.`;
};
export const SAVE = msg`Save`;
export const SAVING = msg`Saving...`;
export const SCHEDULE_SAVED = msg`Saved. The next texts are under Coming up.`;
export const SCHEDULE_REMOVED = msg`Removed. It will send nothing more.`;
export const SAVE_FAILED = msg`We couldn't save this time. Please try again.`;
export const ONLY_CO_CAREGIVERS = msg`Only Co-Caregivers can change the schedule.`;

export const COMING_UP_HEADING = msg`Coming up`;
export const NOTHING_COMING_UP = msg`Nothing is coming up in the next two weeks.`;
export const WILL_SEND = msg`Will send`;
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
      return activityChoice(send.title);
    case 'nothing':
      return t`Nothing is due yet, so nothing will be sent`;
  }
}

// "Thu 26 Nov": a moment's day in the loved one's zone (British words in English).
export const shortDay = (iso: string, timeZone: string) =>
  dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone }, 'en-GB').format(new Date(iso));

export function slotStateWords(state: SlotState, pausedUntil: string | null, timeZone: string): string {
  switch (state) {
    case 'planned':
      return t`Planned`;
    case 'skipped':
      return t`Skipped`;
    case 'paused': {
      if (!pausedUntil) return t`Paused`;
      const until = shortDay(pausedUntil, timeZone);
      return t`Paused until ${until}`;
    }
    case 'stopped':
      return t`Stopped: their phone replied STOP`;
    case 'no-phone':
      return t`No phone number`;
  }
}

export const SKIP = msg`Skip this one`;
export const UNSKIP = msg`Send this one after all`;
export const WHAT_TO_SEND = msg`What to send`;
export const THE_REVIEW = msg`The Review`;
// The choice of a slot that builds its own activity from the memory box.
export const fromTheBox = () => t`The next activity from the memory box`;
export const activityChoice = (title: string) => t`Your activity "${title}"`;
export const EDIT_BEFORE = msg`Edit before it goes`;
export const SLOT_FAILED = msg`We couldn't change this text. Please try again.`;

export const RECENT_HEADING = msg`Last scheduled texts`;
export function outcomeWords(slot: PastSlot): string {
  switch (slot.outcome) {
    case 'sent': {
      const title = slot.title;
      return title ? t`Sent "${title}"` : t`Sent`;
    }
    case 'skipped':
      return t`Skipped by the family`;
    case 'paused':
      return t`Not sent: texts were paused`;
    case 'stopped':
      return t`Not sent: their phone replied STOP`;
    case 'no-phone':
      return t`Not sent: no phone number`;
    case 'nothing-due':
      return t`Nothing was due, so nothing was sent`;
    case 'missed':
      return t`Not sent: it was too late in the day by the time we could send it`;
  }
}
