import { languageLabelIn, type Language, type Senior } from '@carewith/contracts';
import { appLocale, dateFormat } from '../i18n/format';

// A loved one's full name.
export const fullName = (s: Pick<Senior, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

// 0-1 as a rounded percent: 0.583 -> "58%".
export const percent = (ratio: number) =>
  new Intl.NumberFormat(appLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

// A plain figure in the app's language ("1,5" in Spanish).
export const number = (value: number) => new Intl.NumberFormat(appLocale()).format(value);

export const formatDateTime = (iso: string) =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

export const formatLongDate = (date: Date) => dateFormat({ dateStyle: 'long' }).format(date);

// A language's name for the member: in English as the contract says it ("Spanish (Español)"), in
// another language its own name for it, with the language's own name after it when they differ
// ("Inglés (English)", "Español").
export const languageName = (code: Language) => languageLabelIn(code, appLocale());
