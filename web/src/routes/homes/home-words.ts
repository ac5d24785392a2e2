import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { INACTIVE_FLAG_DAYS, type GroupConsent, type HomeRole, type Resident } from '@carewith/contracts';
import { dateFormat } from '../../i18n/format';

// The words of the care-home screens, worked out from what the server sends (figures, no words), in
// the app's language.

export const ROLE_LABELS: Record<HomeRole, MessageDescriptor> = {
  MANAGER: msg`Home Manager`,
  COORDINATOR: msg`Activity Coordinator`,
};
export const roleLabel = (role: HomeRole) => i18n._(ROLE_LABELS[role]);

export const residentName = (r: Pick<Resident, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`;

const DAY_MS = 24 * 60 * 60 * 1000;
// Calendar days between two moments on the viewer's calendar (today 0, yesterday 1).
function daysBetween(then: Date, now: Date): number {
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((midnight(now) - midnight(then)) / DAY_MS);
}

const shortDate = (d: Date) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB').format(d);

// When a resident last took part in anything: "Active today", "Active 3 days ago", "Active 2 weeks
// ago", then the date; "No activity yet" when never.
export function lastActiveWords(lastActiveAt: string | null, now: Date): string {
  if (!lastActiveAt) return t`No activity yet`;
  const then = new Date(lastActiveAt);
  const days = daysBetween(then, now);
  if (days <= 0) return t`Active today`;
  if (days === 1) return t`Active yesterday`;
  if (days < 14) return plural(days, { one: 'Active # day ago', other: 'Active # days ago' });
  if (days < 56) {
    const weeks = Math.floor(days / 7);
    return plural(weeks, { one: 'Active # week ago', other: 'Active # weeks ago' });
  }
  const date = shortDate(then);
  return t`Last active on ${date}`;
}

// The flag beside a resident with no activity for INACTIVE_FLAG_DAYS days.
export const inactiveFlagWords = () => {
  const days = INACTIVE_FLAG_DAYS;
  return t`No activity for ${days} days`;
};

// What of theirs may reach a shared screen, in a few words for the list.
export function consentSummary(consent: Pick<GroupConsent, 'photos' | 'songs'> | null): {
  words: string;
  shared: boolean;
} {
  if (!consent) return { words: t`Not shared yet`, shared: false };
  if (consent.photos && consent.songs) return { words: t`Photos and songs shared`, shared: true };
  if (consent.photos) return { words: t`Photos shared, not songs`, shared: true };
  if (consent.songs) return { words: t`Songs shared, not photos`, shared: true };
  return { words: t`Not shared`, shared: false };
}

// "3 March 2026": a calendar day (YYYY-MM-DD) as it was written, whatever the reader's time zone.
export function calendarDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB').format(day);
}

// On whose say the consent was given, in a sentence.
export function consentBasisSentence(consent: Pick<GroupConsent, 'basis' | 'by' | 'consulted' | 'date'>): string {
  const by = consent.by;
  const day = calendarDay(consent.date);
  if (consent.basis === 'person') return t`${by} agreed on ${day}.`;
  if (consent.basis === 'attorney') return t`${by}, their attorney, agreed on ${day}.`;
  const consulted = consent.consulted;
  return consulted
    ? t`A best-interests decision by ${by} on ${day}, after asking ${consulted}.`
    : t`A best-interests decision by ${by} on ${day}.`;
}

// Who wrote the record down, and when.
export function recordedByWords(consent: Pick<GroupConsent, 'recordedAt' | 'recordedByName'>): string {
  const when = shortDate(new Date(consent.recordedAt));
  const name = consent.recordedByName;
  return name ? t`Recorded by ${name} on ${when}.` : t`Recorded on ${when}.`;
}

// "5 days a week".
export const targetWords = (days: number) => plural(days, { one: '# day a week', other: '# days a week' });
