import type { WeeklyLetter } from './weekly-letter';

// The weekly letter's words in no language: what its e-mail (services/insights, the catalogs' `email.letter`
// messages) and /digest (the caregiver app's catalog) each say in the reader's language.

// "Sunday, November 15"; in another locale its own way ("domingo, 15 de noviembre").
export const letterDay = (iso: string, timeZone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

export const letterList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

type PlayedFigures = NonNullable<WeeklyLetter['played'][number]['result']>;
export type LetterFigures = { played: PlayedFigures[]; previousWeekCount: number };

// The figures a letter's sentences are said from; null for a letter written before they were kept
//, which says the English words it was written with.
export function letterFigures(letter: Pick<WeeklyLetter, 'played' | 'previousWeekCount'>): LetterFigures | null {
  const played = letter.played.map((p) => p.result);
  if (letter.previousWeekCount === undefined || !played.every((r) => r !== undefined)) return null;
  return { played, previousWeekCount: letter.previousWeekCount };
}

// What "how it went" says: nothing played; else how many against the week before ('same', 'none' or
// that week's count) and, when there was something to answer, how many answers came at once ('every',
// or so many of the total).
export type LetterSummaryShape =
  | { kind: 'nothing' }
  | {
      kind: 'finished';
      count: number;
      before: 'same' | 'none' | number;
      answers: null | { kind: 'every' } | { kind: 'some'; first: number; total: number };
    };

export function letterSummaryShape(figures: LetterFigures): LetterSummaryShape {
  const count = figures.played.length;
  if (!count) return { kind: 'nothing' };
  const previous = figures.previousWeekCount;
  const before = previous === count ? 'same' : previous === 0 ? 'none' : previous;
  const first = figures.played.reduce((s, p) => s + (p.firstTryAnswers ?? p.correctAnswers), 0);
  const total = figures.played.reduce((s, p) => s + p.totalSteps, 0);
  const answers =
    total === 0 ? null : first >= total ? { kind: 'every' as const } : { kind: 'some' as const, first, total };
  return { kind: 'finished', count, before, answers };
}
