import { letterFigures, type WeeklyLetter } from '@carewith/contracts';
import {
  activityName,
  dayIn,
  greeting,
  languageOrDefault,
  listWords,
  messagesIn,
  type Translate,
} from '@carewith/platform';
import { howItWent, letterSummary } from './letter-composer';

// One member's copy of the weekly letter as an e-mail: the same blocks rendered twice, as plain text
// and as HTML, so both parts carry the same facts. Every text from the family or a model (names,
// titles, starters) is escaped in the HTML; nothing the family wrote is ever markup. In the member's
// language (none chosen is English): the letter's own words and the figures' words; the
// family's words and the starters stay as they were written.

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'small'; text: string };

export type LetterRecipient = { userId: string; firstName: string | null; language?: string | null };

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function letterSubject(letter: WeeklyLetter, t: Translate): string {
  const count = letter.played.length;
  return count
    ? t('email.letter.subject', { name: letter.firstName, count })
    : t('email.letter.subjectNothing', { name: letter.firstName });
}

// The words made from the figures, in the language; a letter written before it kept its figures
// says the English words it was written with.
function playedWords(p: WeeklyLetter['played'][number], t: Translate): string {
  return p.result ? howItWent(p.result, t) : p.howItWent;
}

function summaryWords(letter: WeeklyLetter, t: Translate): string {
  const figures = letterFigures(letter);
  return figures ? letterSummary(letter.firstName, figures, t) : letter.summary;
}

function rotaWords(letter: WeeklyLetter, recipient: LetterRecipient, t: Translate): string | null {
  if (!letter.rota) return null;
  const name = letter.firstName;
  if (letter.rota.userId === recipient.userId) return t('email.letter.yourTurn', { name });
  return t('email.letter.theirTurn', { name, who: letter.rota.firstName ?? t('email.letter.aCoCaregiver') });
}

// A chip as a message's select key ("sang-along" -> "sangAlong": ICU keys take no hyphen).
export const momentKey = (chip: string) => chip.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

// A care-home resident's week at the home (letter.home), in sentences: the group sessions and one
// moment. The home's day (YYYY-MM-DD) is said as the day it was there.
export function homeWords(letter: WeeklyLetter, language: string | null | undefined, t: Translate): string[] {
  const home = letter.home;
  if (!home) return [];
  const name = letter.firstName;
  const groups = home.themes.length
    ? t('email.letter.homeGroupsThemes', { name, count: home.groups, themes: listWords(t, home.themes) })
    : t('email.letter.homeGroups', { name, count: home.groups });
  const moment = home.moment;
  if (!moment) return [groups];
  const day = dayIn(language, `${moment.date}T12:00:00Z`, 'UTC');
  return [
    groups,
    moment.chip === 'sang-along' && moment.song
      ? t('email.letter.homeMomentSong', { name, day, song: moment.song })
      : t('email.letter.homeMoment', { name, day, chip: momentKey(moment.chip) }),
  ];
}

function blocks(
  letter: WeeklyLetter,
  recipient: LetterRecipient,
  links: { letterUrl: string; settingsUrl: string },
  t: Translate,
): Block[] {
  const name = letter.firstName;
  const day = (iso: string) => dayIn(recipient.language, iso, letter.timeZone);
  const out: Block[] = [
    { kind: 'p', text: greeting(t, recipient.firstName) },
    { kind: 'p', text: t('email.letter.intro', { name, day: day(letter.to) }) },
  ];
  if (letter.played.length) {
    out.push({ kind: 'h', text: t('email.letter.played', { name }) });
    out.push({
      kind: 'ul',
      items: letter.played.map((p) =>
        t('email.letter.playedLine', {
          activity: activityName(t, p.title, p.templateId),
          day: day(p.completedAt),
          howItWent: playedWords(p, t),
        }),
      ),
    });
  }
  const home = homeWords(letter, recipient.language, t);
  if (home.length) out.push({ kind: 'h', text: t('email.letter.home') }, { kind: 'p', text: home.join(' ') });
  // A resident who played nothing texted this week but took part at the home: the home's line is the week.
  if (letter.played.length || !home.length)
    out.push({ kind: 'h', text: t('email.letter.howItWent') }, { kind: 'p', text: summaryWords(letter, t) });
  if (letter.knowsWell.length)
    out.push({ kind: 'p', text: t('email.letter.knowsWell', { name, items: listWords(t, letter.knowsWell) }) });
  if (letter.slipping.length)
    out.push({ kind: 'p', text: t('email.letter.slipping', { items: listWords(t, letter.slipping) }) });
  if (letter.starters.length) {
    out.push(
      { kind: 'h', text: t('email.letter.talk') },
      { kind: 'p', text: t('email.letter.followUp') },
      { kind: 'ul', items: letter.starters.map((s) => `"${s.text}"`) },
    );
  }
  if (letter.goals?.length) {
    out.push(
      { kind: 'h', text: t('email.letter.goals') },
      {
        kind: 'ul',
        items: letter.goals.flatMap((g) => [
          t('email.letter.goal', {
            question: g.question,
            answer: g.answer,
            practised: g.practised,
            unaided: g.unaided,
          }),
          ...(g.ratingFrom !== null && g.ratingTo !== null && g.ratingFrom !== g.ratingTo
            ? [t('email.letter.goalRating', { question: g.question, from: g.ratingFrom, to: g.ratingTo })]
            : []),
        ]),
      },
    );
  }
  const rota = rotaWords(letter, recipient, t);
  if (rota) out.push({ kind: 'h', text: t('email.letter.turn') }, { kind: 'p', text: rota });
  out.push(
    { kind: 'link', label: t('email.letter.read'), url: links.letterUrl },
    { kind: 'small', text: t('email.letter.footer', { name, url: links.settingsUrl }) },
  );
  return out;
}

function asText(bs: Block[]): string {
  return bs
    .map((b) => {
      switch (b.kind) {
        case 'p':
        case 'small':
          return b.text;
        case 'h':
          return b.text.toUpperCase();
        case 'ul':
          return b.items.map((i) => `- ${i}`).join('\n');
        case 'link':
          return `${b.label}: ${b.url}`;
        default: {
          const unknown: never = b;
          return unknown;
        }
      }
    })
    .join('\n\n');
}

// Large, dark text on white, no images: readable in any mail program, with or without styles.
function asHtml(bs: Block[], title: string, lang: string): string {
  const body = bs
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`;
        case 'small':
          return `<p style="margin:24px 0 0;font-size:15px;color:#3f3f46">${escapeHtml(b.text)}</p>`;
        case 'h':
          return `<h2 style="margin:28px 0 8px;font-size:21px;color:#18181b">${escapeHtml(b.text)}</h2>`;
        case 'ul':
          return `<ul style="margin:0 0 16px;padding-left:24px">${b.items.map((i) => `<li style="margin:0 0 8px">${escapeHtml(i)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p style="margin:24px 0 0"><a href="${escapeHtml(b.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(b.label)}</a></p>`;
        default: {
          const unknown: never = b;
          return unknown;
        }
      }
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto">',
    body,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function letterEmail(
  letter: WeeklyLetter,
  recipient: LetterRecipient,
  links: { letterUrl: string; settingsUrl: string },
): { subject: string; text: string; html: string } {
  const t = messagesIn(recipient.language);
  const subject = letterSubject(letter, t);
  const bs = blocks(letter, recipient, links, t);
  return { subject, text: asText(bs), html: asHtml(bs, subject, languageOrDefault(recipient.language)) };
}
