import { STARTER_FOLLOW_UP } from './conversation';
import { TEMPLATES } from './enums';
import type { WeeklyLetter } from './weekly-letter';

// The weekly letter's words, shared by its e-mail (text and HTML) and /digest, so each says the same.

// "Sunday, November 15"; in another locale its own way ("domingo, 15 de noviembre").
export const letterDay = (iso: string, timeZone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

export const letterList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const LETTER_WORDS = {
  intro: (l: Pick<WeeklyLetter, 'firstName' | 'to' | 'timeZone'>) =>
    `Here is ${l.firstName}'s week on Care With: the 7 days to ${letterDay(l.to, l.timeZone)}.`,
  played: (name: string) => `What ${name} played`,
  howItWent: 'How it went',
  knowsWell: (name: string, items: string[]) => `What ${name} knows well: ${letterList(items)}.`,
  slipping: (items: string[]) => `What needs practice again: ${letterList(items)}.`,
  talk: 'Something to talk about on your next call',
  followUp: `Open with one of these, then say "${STARTER_FOLLOW_UP}"`,
  turn: 'Whose turn it is',
};

// "Family Photo Match" alone, or "Our street" (Familiar Places).
export function letterActivityName(p: Pick<WeeklyLetter['played'][number], 'title' | 'templateId'>): string {
  const template = TEMPLATES[p.templateId].title;
  return p.title === template ? `"${p.title}"` : `"${p.title}" (${template})`;
}

// One line per activity: `"Our street" (Familiar Places), Tuesday, November 10: 4 of 5 on the first try, in 6 min.`
export const letterPlayedLine = (p: WeeklyLetter['played'][number], timeZone: string) =>
  `${letterActivityName(p)}, ${letterDay(p.completedAt, timeZone)}: ${p.howItWent}.`;

export function rotaSentence(letter: Pick<WeeklyLetter, 'rota' | 'firstName'>, viewerId: string | null): string | null {
  if (!letter.rota) return null;
  if (letter.rota.userId === viewerId) return `It's your turn to send ${letter.firstName} an activity this week.`;
  return `It's ${letter.rota.firstName ?? 'a Co-Caregiver'}'s turn to send ${letter.firstName} an activity this week.`;
}
