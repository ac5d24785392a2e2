import type { Senior } from '@carewith/contracts';

// A loved one's full name.
export const fullName = (s: Pick<Senior, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

// 0-1 as a rounded percent: 0.583 -> "58%".
export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const formatDateTime = (iso: string) => DATE_TIME_FORMAT.format(new Date(iso));

const LONG_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatLongDate = (date: Date) => LONG_DATE_FORMAT.format(date);
