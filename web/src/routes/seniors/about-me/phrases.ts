import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type {
  AboutMe,
  AboutMeItemBody,
  AboutMeSection,
  AboutMeSource,
  Share,
  TemplateSlug,
  TimeSlot,
} from '@carewith/contracts';
import { dateFormat } from '../../../i18n/format';
import { listWords } from '../../../lib/list-words';
import { percent } from '../../../lib/format';
import { templateTitle } from '../../../lib/templates';

// The words of "About me" (the handover page): the server sends each item as a shape with its figures
// and no words; here it is phrased for the reader, in the page's language (the member's, or on a shared
// link the one the family chose). Written in the first person, as the loved one's own page.

export const SECTION_TITLES: Record<AboutMeSection, MessageDescriptor> = {
  name: msg`The name I like`,
  people: msg`People who matter to me`,
  places: msg`Places and work`,
  routine: msg`My routines and best time of day`,
  enjoys: msg`What I enjoy`,
  calms: msg`What calms me`,
  avoid: msg`Please avoid`,
  talk: msg`How to talk with me`,
  recognition: msg`Whom I recognise`,
};
export const sectionTitle = (id: AboutMeSection) => i18n._(SECTION_TITLES[id]);

// Under this many finished activities, the best time of day is not said (the contract's `best` is null).
export const BEST_TIME_MIN = 3;

const BEST_IN: Record<TimeSlot, MessageDescriptor> = {
  morning: msg`Best in the morning`,
  afternoon: msg`Best in the afternoon`,
  evening: msg`Best in the evening`,
  night: msg`Best at night`,
};

// An item in words: the line itself, then its details (who sings it, how often it was played...).
export type EntryWords = { text: string; details: string[] };

export function entryWords(item: AboutMeItemBody): EntryWords {
  switch (item.kind) {
    case 'note':
      return { text: item.text, details: [] };
    case 'person':
      return { text: item.name, details: item.relation ? [item.relation] : [] };
    case 'place':
      return { text: item.name, details: [] };
    case 'bestTime': {
      if (!item.best || item.total < BEST_TIME_MIN) return { text: t`Not enough play yet to say`, details: [] };
      const best = i18n._(BEST_IN[item.best]);
      const count = item.counts[item.best] ?? 0;
      const total = item.total;
      const then = plural(count, {
        one: `# of my last ${total} activities was finished then.`,
        other: `# of my last ${total} activities were finished then.`,
      });
      return { text: t`${best}: ${then}`, details: [] };
    }
    case 'song': {
      const details: string[] = [];
      if (item.artist) details.push(item.artist);
      if (item.timesPlayed > 0)
        details.push(plural(item.timesPlayed, { one: 'played # time', other: 'played # times' }));
      return { text: item.title, details };
    }
    case 'activity': {
      const title = templateTitle(item.templateId as TemplateSlug);
      const finished = item.finished;
      const rate = percent(item.firstTryRate);
      return { text: t`Enjoys ${title}: finished ${finished}, right first time ${rate}`, details: [] };
    }
    case 'starter':
      return { text: item.text, details: item.note ? [item.note] : [] };
    case 'recognition': {
      const name = item.name;
      if (item.state === 'known') return { text: t`Recognises ${name} at once`, details: [] };
      return {
        text:
          item.what === 'place'
            ? t`${name} may need a reminder of the name`
            : t`${name} may need a hint: say the name and how they are related`,
        details: [],
      };
    }
    default: {
      const unknown: never = item;
      return unknown;
    }
  }
}

// The whole item in one line, for a button's name ("Hide …") and the print of the page.
export function entryLine(item: AboutMeItemBody): string {
  const { text, details } = entryWords(item);
  return [text, ...details].join(' · ');
}

// Who put it on the page.
export function sourceWords(source: AboutMeSource): string {
  if (source.kind === 'play') return t`From play`;
  const name = source.name;
  return name ? t`Added by ${name}` : t`Added by a family member`;
}

// The page's title: "About me: Peggy Smith".
export function aboutMeTitle(page: Pick<AboutMe, 'firstName' | 'lastName'>): string {
  const name = `${page.firstName} ${page.lastName}`;
  return t`About me: ${name}`;
}

// The life-story book's title: "The story of Peggy".
export const bookTitle = (firstName: string) => t`The story of ${firstName}`;

// What a reader sees: the sections and items the family did not switch off (a shared page comes so
// already; the team's print of the page is made the same way).
export function readersPage(page: AboutMe): AboutMe {
  return {
    ...page,
    sections: page.sections
      .filter((section) => !section.hidden)
      .map((section) => ({ ...section, entries: section.entries.filter((entry) => !entry.hidden) })),
  };
}

// ---------- the life-story book ----------

// "The 1950s" (the decade's first year).
export const decadeTitle = (decade: number) => {
  const years = String(decade);
  return t`The ${years}s`;
};

// "With Ana and Tom" (the people of a photo), or nothing when it names none.
export function peopleLine(people: string[]): string | null {
  if (people.length === 0) return null;
  const names = listWords(people);
  return t`With ${names}`;
}

export function placeLine(place: string | null): string | null {
  return place ? t`At ${place}` : null;
}

// ---------- shares ----------

// "26 December 2026" ("26 de diciembre de 2026"): a care home reads a day, not an hour.
const shareDate = (iso: string) =>
  dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB').format(new Date(iso));

// "Active until 26 December 2026", "Expired", "Revoked".
export function shareStatusWords(share: Pick<Share, 'status' | 'expiresAt'>): string {
  if (share.status === 'revoked') return t({ message: 'Revoked', context: 'a shared About me link' });
  if (share.status === 'expired') return t({ message: 'Expired', context: 'a shared About me link' });
  const until = shareDate(share.expiresAt);
  return t`Active until ${until}`;
}

export const opensWords = (opens: number) => plural(opens, { one: 'Opened # time', other: 'Opened # times' });

// The line at the top of a shared page.
export function sharedByLine(recipient: string, expiresAt: string): string {
  const until = shareDate(expiresAt);
  return t`Shared by the family with ${recipient} until ${until}`;
}

export const longDate = shareDate;

// "3 March 2026": a calendar day (YYYY-MM-DD) as it was written, whatever the reader's time zone.
export function calendarDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB').format(day);
}

// On whose say it was shared, in a sentence for the team's list.
export function consentWords(consent: Share['consent']): string {
  const by = consent.by;
  const day = calendarDay(consent.date);
  if (consent.basis === 'person') return t`${by} agreed on ${day}.`;
  if (consent.basis === 'attorney') return t`${by}, their attorney, agreed on ${day}.`;
  const consulted = consent.consulted;
  return consulted
    ? t`A best-interests decision by ${by} on ${day}, after asking ${consulted}.`
    : t`A best-interests decision by ${by} on ${day}.`;
}
