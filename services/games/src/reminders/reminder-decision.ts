import { GameStatus, nextSendTime, SendWindowSettings } from '@carewith/contracts';
import { lovedOneText } from '../language/loved-one-texts';

// What the one gentle reminder of an activity does when its job runs. Pure: the job
// gathers the facts, this decides.

export type ReminderLink = { firstOpenedAt: Date | null; revokedAt: Date | null; expiresAt: Date };
// null: the activity is gone (erased).
// newerText: another activity's text went to the same loved one after this one's (a scheduled send,
// or the family sent one): that text is the fresh invitation, and a reminder would be a second text
// about something older, maybe on the same day as the new one.
export type ReminderActivity = { status: GameStatus; links: ReminderLink[]; newerText?: boolean } | null;
export type ReminderSenior = SendWindowSettings & { phone: string | null };

export type ReminderSkip =
  // Erased, or never sent.
  | 'gone'
  // The loved one opened a link: they found it, no reminder.
  | 'opened'
  // Started or completed (or back to a draft): it is no longer waiting.
  | 'not-waiting'
  // Every link was turned off or has expired: the family stopped it, or it is too late.
  | 'no-open-link'
  | 'no-phone'
  // A newer activity's text went to them since.
  | 'superseded'
  // The phone replied STOP.
  | 'stopped'
  // The loved one's settings give no moment to text (an unknown time zone).
  | 'no-window';

export type ReminderDecision =
  { kind: 'skip'; reason: ReminderSkip } | { kind: 'postpone'; at: Date } | { kind: 'remind' };

// Whether the activity still waits for the loved one (null: yes). Asked first, before the loved
// one's settings are fetched.
export function activitySkip(activity: ReminderActivity, now: Date): ReminderSkip | null {
  if (!activity) return 'gone';
  if (activity.links.some((l) => l.firstOpenedAt)) return 'opened';
  if (activity.status !== 'SENT') return 'not-waiting';
  if (!activity.links.some((l) => !l.revokedAt && l.expiresAt.getTime() > now.getTime())) return 'no-open-link';
  if (activity.newerText) return 'superseded';
  return null;
}

export function reminderDecision(facts: {
  now: Date;
  activity: ReminderActivity;
  senior: ReminderSenior;
  optedOut: boolean;
}): ReminderDecision {
  const { now, activity, senior, optedOut } = facts;
  const skip = activitySkip(activity, now);
  if (skip) return { kind: 'skip', reason: skip };
  if (!senior.phone) return { kind: 'skip', reason: 'no-phone' };
  if (optedOut) return { kind: 'skip', reason: 'stopped' };
  // Paused or quiet: at the next moment a text may reach them (the job checks everything again then).
  const next = nextSendTime(now, senior);
  if (!next) return { kind: 'skip', reason: 'no-window' };
  if (next.getTime() > now.getTime()) return { kind: 'postpone', at: next };
  return { kind: 'remind' };
}

const MAX_TITLE = 60;

// Calm words: no pressure, no countdown; the title is shortened so the text stays short. In the loved
// one's language, English by default.
export function reminderTextBody(firstName: string, title: string, playUrl: string, language?: string): string {
  const name = title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 3).trimEnd()}...` : title;
  const t = lovedOneText(language);
  return `${t('sms.reminder', { name: firstName, title: name })}\n${playUrl}\n${t('sms.optOut')}`;
}
