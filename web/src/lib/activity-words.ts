import { plural, t } from '@lingui/core/macro';
import {
  capitalised,
  firstTryShape,
  playedAgoShape,
  TEMPLATES,
  type DifficultyChangeView,
  type TemplateSlug,
} from '@carewith/contracts';
import { dateFormat } from '../i18n/format';
import { templateTitle } from './templates';

// What the screens say about activities and how they went, in the app's language, from the
// contract's figures: the contract's English sentences stay the e-mails' and the server's.

// An activity's title: its own, else Untitled Activity. A title that is its template's English name (the
// name a new activity is given) is that name in the app's language, as the e-mails say it.
export function activityTitleIn(title: string, templateId: TemplateSlug): string {
  const own = title.trim();
  if (!own) return t`Untitled Activity`;
  return own === TEMPLATES[templateId]?.title ? templateTitle(templateId) : own;
}

// How the answers came, as words within a sentence ("4 of 5 on the first try, a little help once", the
// weekly letter's): firstTryShape's figures in the app's words. Null when there was nothing to answer.
export function firstTryWordsIn(...figures: Parameters<typeof firstTryShape>): string | null {
  const shape = firstTryShape(...figures);
  if (!shape) return null;
  const { first, helped, total } = shape;
  const words = {
    right: () => t`right on the first try`,
    both: () => t`both on the first try`,
    all: () => t`all ${total} on the first try`,
    neededHelp: () => t`needed help with ${helped} of ${total}`,
    none: () => t`none of ${total} on the first try`,
    some: () => t`${first} of ${total} on the first try`,
  }[shape.kind]();
  if (!shape.littleHelp) return words;
  const times = plural(helped, { 1: 'once', 2: 'twice', other: '# times' });
  return t`${words}, a little help ${times}`;
}

// The same words as a sentence of their own ("All 5 on the first try").
export function firstTrySentence(...figures: Parameters<typeof firstTryShape>): string | null {
  const words = firstTryWordsIn(...figures);
  return words === null ? null : capitalised(words);
}

// When an item was last played, counted in calendar days of the viewer's time zone: "played today",
// "played 3 days ago", "played 2 weeks ago", then the date.
export function playedAgoWords(lastPlayedAt: string | null, now: Date, timeZone?: string): string {
  const shape = playedAgoShape(lastPlayedAt, now, timeZone);
  switch (shape.kind) {
    case 'never':
      return t`not played yet`;
    case 'today':
      return t`played today`;
    case 'yesterday':
      return t`played yesterday`;
    case 'days': {
      const days = shape.count;
      return plural(days, { one: 'played # day ago', other: 'played # days ago' });
    }
    case 'weeks': {
      const weeks = shape.count;
      return plural(weeks, { one: 'played # week ago', other: 'played # weeks ago' });
    }
    case 'date': {
      const date = dateFormat({ timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(shape.date);
      return t`played on ${date}`;
    }
  }
}

// "Level 3 of 5": a kind of activity's level.
export const levelWords = (level: number) => t`Level ${level} of 5`;

// A change of level in the family's words (the contract's difficultyChangeWords, in the app's
// language).
export function levelChangeWords(change: Pick<DifficultyChangeView, 'to' | 'reason' | 'byName'>): string {
  const level = change.to;
  const by = change.byName?.trim();
  switch (change.reason) {
    case 'hard-sessions':
      return t`Made gentler after two hard activities in a row`;
    case 'abandoned':
      return t`Made gentler after an unfinished activity`;
    case 'easy-sessions':
      return t`Made a little harder after three easy activities in a row`;
    case 'pinned':
      return by ? t`Set to level ${level} by ${by}` : t`Set to level ${level}`;
    case 'unpinned':
      return t`Adapting again`;
    default: {
      const unknown: never = change.reason;
      return unknown;
    }
  }
}
