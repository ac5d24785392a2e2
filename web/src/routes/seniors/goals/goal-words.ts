import { plural, t } from '@lingui/core/macro';
import { GOAL_OTHER_CHOICES_MAX, type Goal, type GoalOutcome } from '@carewith/contracts';

// The words of an everyday goal: the server sends where a goal stands as figures (stage, next cue,
// unaided recalls in a row, when it is due) and its practice and ratings as lists; here they are said
// for the family, in the member's language. Honest words: they tell how the goal practised is going,
// and nothing about memory in general.

// How many of the latest asked practices the progress counts ("4 of the last 5 times").
export const PROGRESS_WINDOW = 5;

const DAY_MS = 86_400_000;
const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

// Whole calendar days from today to `dueAt`, on the member's calendar (0 or less: due now).
export const daysUntil = (dueAt: string, now: Date) => Math.round((dayStart(new Date(dueAt)) - dayStart(now)) / DAY_MS);

function nextPractice(dueAt: string, now: Date): string {
  const days = daysUntil(dueAt, now);
  if (days <= 0) return t`next practice today`;
  if (days === 1) return t`next practice tomorrow`;
  return t`next practice in ${days} days`;
}

// Where a goal stands, in words: "Learning: the answer is still shown first", "Recalled without help
// 2 times in a row; next practice in 4 days", "Learned: practised once a month to keep it", "Stopped".
export function stageWords(
  goal: Pick<Goal, 'stage' | 'nextCue' | 'unaidedInARow' | 'dueAt'>,
  now: Date = new Date(),
): string {
  switch (goal.stage) {
    case 'learning':
      if (goal.nextCue >= 3) return t`Learning: the answer is still shown first`;
      if (goal.nextCue >= 1) return t`Learning: a hint comes if needed`;
      return t`Learning: asked without a hint next time`;
    case 'spacing': {
      const count = goal.unaidedInARow;
      const streak =
        count > 0
          ? plural(count, { one: 'Recalled without help once', other: 'Recalled without help # times in a row' })
          : t`Practised at growing gaps`;
      if (!goal.dueAt) return streak;
      const next = nextPractice(goal.dueAt, now);
      return t`${streak}; ${next}`;
    }
    case 'upkeep':
      return t`Learned: practised once a month to keep it`;
    case 'stopped':
      return t`Stopped`;
    default: {
      const unknown: never = goal.stage;
      return unknown;
    }
  }
}

// Practice where the loved one was asked: "shown" is the errorless start (the answer shown first, to
// confirm), not a recall.
const asked = (outcome: GoalOutcome) => outcome !== 'shown';

function practiceWords(goal: Pick<Goal, 'answer' | 'practice'>): string {
  const answer = goal.answer;
  if (goal.practice.length === 0) return t`Not practised yet.`;
  const tries = goal.practice.filter((p) => asked(p.outcome));
  if (tries.length === 0) {
    const shown = goal.practice.length;
    return plural(shown, {
      one: 'Practised once with the answer shown first.',
      other: 'Practised # times with the answer shown first.',
    });
  }
  if (tries.length === 1) {
    const only = tries[0]?.outcome;
    if (only === 'unaided') return t`Asked once so far: recalled ${answer} without help.`;
    if (only === 'helped') return t`Asked once so far: ${answer} came with a hint.`;
    return t`Asked once so far: ${answer} was not recalled yet; it comes back the next day.`;
  }
  const latest = tries.slice(-PROGRESS_WINDOW);
  const times = latest.length;
  const unaided = latest.filter((p) => p.outcome === 'unaided').length;
  const helped = latest.filter((p) => p.outcome === 'helped').length;
  if (unaided > 0) return t`Recalled ${answer} without help ${unaided} of the last ${times} times.`;
  if (helped > 0) return t`Not without help yet: ${answer} came with a hint ${helped} of the last ${times} times.`;
  return t`${answer} was not recalled in the last ${times} times; it comes back the next day.`;
}

// The family's ratings, oldest first.
export const ratingsInOrder = (ratings: Goal['ratings']) =>
  [...ratings].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());

function ratingWords(goal: Pick<Goal, 'ratings'>): string | null {
  const ratings = ratingsInOrder(goal.ratings);
  const first = ratings[0]?.rating;
  const last = ratings[ratings.length - 1]?.rating;
  if (first === undefined || last === undefined) return null;
  if (ratings.length === 1) return t`The family rated it ${first} out of 10 at the start.`;
  if (first === last) return t`The family's rating stayed at ${last}.`;
  return t`The family's rating went from ${first} to ${last}.`;
}

// The progress in words, from practice and ratings: "Recalled Ana without help 4 of the last 5 times.
// The family's rating went from 3 to 7."
export function progressWords(goal: Pick<Goal, 'answer' | 'practice' | 'ratings'>): string {
  return [practiceWords(goal), ratingWords(goal)].filter(Boolean).join(' ');
}

// The two-weekly rating is due (and the goal still practised).
export const ratingDue = (goal: Pick<Goal, 'stage' | 'ratingDueAt'>, now: Date = new Date()) =>
  goal.stage !== 'stopped' && goal.ratingDueAt !== null && new Date(goal.ratingDueAt).getTime() <= now.getTime();

// Goals still practised first, stopped ones after, each in the server's order.
export const goalsInOrder = <G extends Pick<Goal, 'stage'>>(goals: G[]) => [
  ...goals.filter((g) => g.stage !== 'stopped'),
  ...goals.filter((g) => g.stage === 'stopped'),
];

// The other choices as typed in one field, separated by commas: "Maria, Lucy" -> ["Maria", "Lucy"].
// Any beyond the contract's limit are kept, so the contract's message says so.
export const otherChoicesOf = (text: string) =>
  text
    .split(/[,;]/)
    .map((choice) => choice.trim())
    .filter(Boolean);

export const OTHER_CHOICES_MAX = GOAL_OTHER_CHOICES_MAX;

// The dashboard's reminder: "How well does Rosa manage “Who is your new helper?” now?"
export const rateReminder = (firstName: string | null, question: string) =>
  firstName ? t`How well does ${firstName} manage “${question}” now?` : t`How well is “${question}” managed now?`;
