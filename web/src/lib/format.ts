import type { Senior } from '@carewith/contracts';
import { appLocale, dateFormat } from '../i18n/format';

// A loved one's full name.
export const fullName = (s: Pick<Senior, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

// 0-1 as a rounded percent: 0.583 -> "58%".
export const percent = (ratio: number) =>
  new Intl.NumberFormat(appLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

export const formatDateTime = (iso: string) =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

export const formatLongDate = (date: Date) => dateFormat({ dateStyle: 'long' }).format(date);
