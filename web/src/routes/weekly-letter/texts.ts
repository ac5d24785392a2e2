import { msg, plural, t } from '@lingui/core/macro';
import { letterDay, letterFigures, letterSummaryShape, type LetterGoal, type WeeklyLetter } from '@carewith/contracts';
import { appLocale, durationText } from '../../i18n/format';
import { activityTitleIn, firstTryWordsIn } from '../../lib/activity-words';
import { listWords } from '../../lib/list-words';
import { templateTitle } from '../../lib/templates';
import { starterFollowUp } from '../conversation/texts';

// Texts of the weekly family letter's screen (/digest), in the member's language. The
// letter itself says what its e-mail says (the catalogs' `email.letter` messages), in the app's
// language, from the figures the letter keeps; a letter written before it kept them shows the English
// sentences it was written with.
export const LETTERS_HEADING = msg`Weekly family letter`;
export const LETTERS_INTRO = msg`Each Sunday at 5 pm in your loved one's time zone, a letter about their week: what they played, how it went, what they know well and what needs practice again, things to talk about, and whose turn it is to send the next activity. Everyone in the care team gets it by e-mail unless they turn it off on their account page.`;
export const LETTERS_LOADING = msg`Loading the letters...`;
export const LETTERS_FAILED = msg`We couldn't load the letters. Please refresh the page to try again.`;
export const LETTERS_NO_LOVED_ONES = msg`Once you add a loved one or join a care team, their weekly letters will appear here.`;
export const weekLabel = (date: string) => t`Week to ${date}`;
export const WEEKS_LABEL = msg`Weeks`;
export const letterHeading = (firstName: string) => t`${firstName}'s week`;
// The next letter's day in the loved one's own time zone, at the letter's hour there.
export const nextLetter = (firstName: string, day: string) =>
  t`No letter about ${firstName} for this week. The next one comes on ${day} at 5 pm, ${firstName}'s time.`;

type Played = WeeklyLetter['played'][number];

// "Sunday, November 15" in the loved one's zone ("domingo, 15 de noviembre").
export const letterDayIn = (iso: string, timeZone: string) => letterDay(iso, timeZone, appLocale());

export function letterIntro(letter: Pick<WeeklyLetter, 'firstName' | 'to' | 'timeZone'>): string {
  const name = letter.firstName;
  const day = letterDayIn(letter.to, letter.timeZone);
  return t`Here is ${name}'s week on Care With: the 7 days to ${day}.`;
}
export const playedHeading = (name: string) => t`What ${name} played`;
export const HOW_IT_WENT = msg`How it went`;
export const TALK_HEADING = msg`Something to talk about on your next call`;
export const GOALS_HEADING = msg`Everyday goals`;
export const TURN_HEADING = msg`Whose turn it is`;
export const OLD_LETTER = msg`This letter was written before letters could be shown in other languages, so some of its sentences are in English.`;

export function knowsWellWords(name: string, items: string[]): string {
  const list = listWords(items);
  return t`What ${name} knows well: ${list}.`;
}
export function slippingWords(items: string[]): string {
  const list = listWords(items);
  return t`What needs practice again: ${list}.`;
}
export function followUpWords(): string {
  const followUp = starterFollowUp();
  return t`Open with one of these, then say "${followUp}"`;
}

// "Family Photo Match" alone, or "Our street" (Familiar Places), in the app's language.
export function letterActivityName(p: Pick<Played, 'title' | 'templateId'>): string {
  const shown = activityTitleIn(p.title, p.templateId);
  const template = templateTitle(p.templateId);
  return shown === template ? `"${shown}"` : `"${shown}" (${template})`;
}

// "4 of 5 on the first try, a little help once, in 6 min".
export function howItWentWords(p: Pick<Played, 'result' | 'howItWent'>): string {
  if (!p.result) return p.howItWent;
  const duration = durationText(p.result.totalTimeMs);
  const took = t`in ${duration}`;
  const words = firstTryWordsIn(
    p.result.firstTryAnswers === null
      ? null
      : {
          firstTryAnswers: p.result.firstTryAnswers,
          helpedAnswers: p.result.helpedAnswers ?? 0,
          totalSteps: p.result.totalSteps,
        },
    p.result,
  );
  return words ? `${words}, ${took}` : took;
}

// How many were played against the week before, and how the answers came.
export function summaryWords(letter: Pick<WeeklyLetter, 'firstName' | 'played' | 'previousWeekCount' | 'summary'>) {
  const figures = letterFigures(letter);
  if (!figures) return letter.summary;
  const name = letter.firstName;
  const shape = letterSummaryShape(figures);
  if (shape.kind === 'nothing')
    return t`${name} didn't play any activities this week. A short, familiar activity at a calm time of day is a gentle way to start again.`;
  const { count, before } = shape;
  const activities = plural(count, { one: '# activity', other: '# activities' });
  const finished =
    before === 'same'
      ? t`${name} finished ${activities} this week, the same as the week before.`
      : before === 'none'
        ? t`${name} finished ${activities} this week, and none the week before.`
        : t`${name} finished ${activities} this week, against ${before} the week before.`;
  if (!shape.answers) return finished;
  if (shape.answers.kind === 'every') return `${finished} ${t`Every answer came on the first try.`}`;
  const { first, total } = shape.answers;
  return `${finished} ${t`${first} of ${total} answers came on the first try.`}`;
}

// Whose turn it is to send the next activity: the reader's own, or a Co-Caregiver's.
export function rotaWords(letter: Pick<WeeklyLetter, 'rota' | 'firstName'>, viewerId: string | null): string | null {
  if (!letter.rota) return null;
  const name = letter.firstName;
  if (letter.rota.userId === viewerId) return t`It's your turn to send ${name} an activity this week.`;
  const who = letter.rota.firstName ?? t`a Co-Caregiver`;
  return t`It's ${who}'s turn to send ${name} an activity this week.`;
}

// An everyday goal in the letter: how often it came up that week and how often without help, then
// the family's rating when it moved.
export function goalWords(goal: LetterGoal): string {
  const { question, answer } = goal;
  const times = goal.practised;
  const alone = goal.unaided;
  const practised =
    times === 0
      ? t`not practised this week`
      : plural(times, { one: 'practised once this week', other: 'practised # times this week' });
  const unaided = alone === 0 ? '' : plural(alone, { one: ', once without help', other: ', # times without help' });
  return t`Practising “${question}” (${answer}): ${practised}${unaided}.`;
}
export function goalRatingWords(goal: LetterGoal): string | null {
  if (goal.ratingFrom === null || goal.ratingTo === null || goal.ratingFrom === goal.ratingTo) return null;
  const { question, ratingFrom: from, ratingTo: to } = goal;
  return t`The family’s rating for “${question}” went from ${from} to ${to} out of 10.`;
}

// A care-home resident's week at the home: the group sessions they took part in and one moment.
export const HOME_HEADING = msg`At the care home`;
export function homeWords(letter: Pick<WeeklyLetter, 'firstName' | 'home'>): string[] {
  const home = letter.home;
  if (!home) return [];
  const name = letter.firstName;
  const sessions = plural(home.groups, { one: '# group session', other: '# group sessions' });
  const themes = listWords(home.themes);
  const groups = home.themes.length
    ? t`${name} joined ${sessions} this week: ${themes}.`
    : t`${name} joined ${sessions} this week.`;
  const moment = home.moment;
  if (!moment) return [groups];
  const day = letterDay(`${moment.date}T12:00:00Z`, 'UTC', appLocale());
  const song = moment.song;
  const said =
    moment.chip === 'sang-along' && song
      ? t`On ${day}, ${name} sang along to “${song}”.`
      : moment.chip === 'sang-along'
        ? t`On ${day}, ${name} sang along.`
        : moment.chip === 'told-a-story'
          ? t`On ${day}, ${name} told a story.`
          : moment.chip === 'recognised-someone'
            ? t`On ${day}, ${name} recognised someone in a photo.`
            : moment.chip === 'laughed'
              ? t`On ${day}, ${name} laughed with the group.`
              : t`On ${day}, ${name} helped others in the group.`;
  return [groups, said];
}
